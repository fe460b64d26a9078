import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/ui/api';

/** GET /api/mpi/questionnaires/for-programs/{programId}/{patientId}/{systemRoot}/is-fulfilled — `{ value }`. */
export const isProgramFulfilled = (p: { programId: number; patientId: number; systemRoot: string }) =>
  api<{ value: boolean }>(`/mpi/questionnaires/for-programs/${p.programId}/${p.patientId}/${encodeURIComponent(p.systemRoot)}/is-fulfilled`).then((r) => r.value);

export const programFulfilledQuery = (p: { programId: number; patientId: number; systemRoot: string }) =>
  queryOptions({
    queryKey: ['programs', p.programId, p.patientId, 'is-fulfilled', p.systemRoot],
    queryFn: () => isProgramFulfilled(p),
  });

export function useProgramFulfilled(p: { programId: number; patientId: number; systemRoot: string }, { enabled }: { enabled: boolean }) {
  return useQuery({ ...programFulfilledQuery(p), enabled });
}
