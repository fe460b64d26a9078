import { useQuery } from '@tanstack/react-query';
import type { Patient } from '@portal/contracts';
import { ownPatientQuery } from './own-patient';

/**
 * Patients the signed-in account may act for, for patient pickers: its own record now; wards and
 * children join when linked profiles arrive.
 */
export function useActablePatients() {
  return useQuery({
    ...ownPatientQuery,
    select: (me: Patient | null): Patient[] => (me ? [me] : []),
  });
}
