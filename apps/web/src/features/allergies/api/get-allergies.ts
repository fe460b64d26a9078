import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Allergy } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/allergies/all/{patientId} — every allergy of the patient. */
export const getAllergies = (patientId: number) => api<Allergy[]>(`/mpi/allergies/all/${patientId}`);

/** The list key is also the prefix of every details key of the patient, so one invalidation reaches both. */
export const allergiesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: ['allergies', patientId],
    queryFn: () => getAllergies(patientId),
  });

export function useAllergies(patientId: number | null) {
  return useQuery({ ...allergiesQueryOptions(patientId ?? 0), enabled: patientId !== null });
}
