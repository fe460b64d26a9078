import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Declaration, DeclarationInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationQueryOptions } from './get-declaration';
import { declarationKeys } from './keys';

/**
 * POST /api/declarations/mpi-user/declarations — 201 with the new declaration (REGISTERED). With
 * `replaceActive` the one in force of the type is withdrawn in the same transaction; without it such
 * a one answers 409 DECLARATION_EXISTS.
 */
export const createDeclaration = (input: DeclarationInput) => api<Declaration>('/declarations/mpi-user/declarations', { method: 'POST', body: input });

export function useCreateDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeclaration,
    onSuccess: async (declaration) => {
      await queryClient.invalidateQueries({ queryKey: declarationKeys.all });
      queryClient.setQueryData(declarationQueryOptions(declaration.id).queryKey, declaration);
    },
  });
}
