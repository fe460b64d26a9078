import { useQuery } from '@tanstack/react-query';
import type { DeclarationPatientData } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** GET /api/mpi/accounts/mpi-user/patients/{id}/declaration-data — what the NFZ form needs of the patient, and whether it is complete. */
export const getPatientData = (patientId: number) => api<DeclarationPatientData>(`/mpi/accounts/mpi-user/patients/${patientId}/declaration-data`);

export const patientDataQueryOptions = (patientId: number) => ({ queryKey: declarationKeys.patientData(patientId), queryFn: () => getPatientData(patientId) });

export function usePatientData(patientId: number | null) {
  return useQuery({ ...patientDataQueryOptions(patientId ?? 0), enabled: patientId !== null });
}
