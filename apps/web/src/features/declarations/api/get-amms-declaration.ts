import { useQuery } from '@tanstack/react-query';
import type { PozDeclaration } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** GET /api/mpi/poz-declarations/{id} — the clinic system's flat copy of a declaration. */
export const getAmmsDeclaration = (id: number) => api<PozDeclaration>(`/mpi/poz-declarations/${id}`);

export function useAmmsDeclaration(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: declarationKeys.amms(id), queryFn: () => getAmmsDeclaration(id), enabled: options.enabled ?? true });
}
