import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Declaration } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** GET /api/declarations/mpi-user/declarations/{id} — 404 for an unknown declaration and for one the account may not see. */
export const getDeclaration = (id: number) => api<Declaration>(`/declarations/mpi-user/declarations/${id}`);

export const declarationQueryOptions = (id: number) => queryOptions({ queryKey: declarationKeys.one(id), queryFn: () => getDeclaration(id) });

export function useDeclaration(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...declarationQueryOptions(id), enabled: options.enabled ?? true });
}
