import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicDeclaration, declarationReasonInputSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

export type DeclarationReasonInput = z.input<typeof declarationReasonInputSchema>;

/** POST /api/clinic/declarations/{id}/accept: a submitted, pending declaration accepted (409 DECLARATION_STATE otherwise). */
export const acceptDeclaration = (declarationId: number) => api<ClinicDeclaration>(`/clinic/declarations/${declarationId}/accept`, { method: 'POST' });

/** POST /api/clinic/declarations/{id}/reject: rejected and canceled; the patient gets the reason by e-mail and a portal message. */
export const rejectDeclaration = (declarationId: number, input: DeclarationReasonInput) =>
  api<ClinicDeclaration>(`/clinic/declarations/${declarationId}/reject`, { method: 'POST', body: input });

/** POST /api/clinic/declarations/{id}/withdraw: an active declaration canceled by the clinic, with its reason. */
export const withdrawDeclaration = (declarationId: number, input: DeclarationReasonInput) =>
  api<ClinicDeclaration>(`/clinic/declarations/${declarationId}/withdraw`, { method: 'POST', body: input });

/** Each decision reads the declaration again (also after a 409: its state changed meanwhile), the lists and their sizes. */
function useDecision<A>(declarationId: number, fn: (arg: A) => Promise<ClinicDeclaration>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: declarationKeys.one(declarationId) });
      void client.invalidateQueries({ queryKey: [...declarationKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: declarationKeys.lists() });
    },
  });
}

export const useAcceptDeclaration = (declarationId: number) => useDecision(declarationId, () => acceptDeclaration(declarationId));
export const useRejectDeclaration = (declarationId: number) => useDecision(declarationId, (input: DeclarationReasonInput) => rejectDeclaration(declarationId, input));
export const useWithdrawDeclaration = (declarationId: number) => useDecision(declarationId, (input: DeclarationReasonInput) => withdrawDeclaration(declarationId, input));
