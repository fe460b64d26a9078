import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Declaration, DeclarationEdit } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationQueryOptions } from './get-declaration';
import { declarationKeys } from './keys';

/** PATCH /api/declarations/mpi-user/declarations/{id} — the summary's choice fields; the declaration is REGISTERED again (409 DECLARATION_NOT_ACTIVE on a cancelled one). */
export const updateDeclaration = ({ id, edit }: { id: number; edit: DeclarationEdit }) =>
  api<Declaration>(`/declarations/mpi-user/declarations/${id}`, { method: 'PATCH', body: edit });

export function useUpdateDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeclaration,
    onSuccess: async (declaration) => {
      await queryClient.invalidateQueries({ queryKey: declarationKeys.all, refetchType: 'none' });
      queryClient.setQueryData(declarationQueryOptions(declaration.id).queryKey, declaration);
    },
  });
}
