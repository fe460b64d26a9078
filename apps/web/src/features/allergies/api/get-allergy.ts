import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Allergy } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/allergies/{patientId}/{allergyId} — 404 for an unknown allergy and for one the account may not see. */
export const getAllergy = (patientId: number, allergyId: number) => api<Allergy>(`/mpi/allergies/${patientId}/${allergyId}`);

export const allergyQueryOptions = (patientId: number, allergyId: number) =>
  queryOptions({
    queryKey: ['allergies', patientId, allergyId],
    queryFn: () => getAllergy(patientId, allergyId),
  });

export function useAllergy(patientId: number, allergyId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...allergyQueryOptions(patientId, allergyId), enabled: options.enabled ?? true });
}
