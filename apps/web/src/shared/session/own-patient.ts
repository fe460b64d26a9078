import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Patient } from '@portal/contracts';
import { api, isApiError } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/patients/me — the account's own patient record; null when it has none (404). */
export async function getOwnPatient(): Promise<Patient | null> {
  try {
    return await api<Patient>('/mpi/accounts/mpi-user/patients/me');
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export const ownPatientQuery = queryOptions({
  queryKey: ['session', 'patient', 'me'],
  queryFn: getOwnPatient,
  staleTime: 5 * 60_000,
});

export const useOwnPatient = () => useQuery(ownPatientQuery);
