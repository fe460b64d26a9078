import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerPersonnelInput, PartnerPersonnelMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** POST /api/clinic/partners/{partnerId}/personnel: 201 with the new person. */
export const createPerson = (partnerId: number, input: PartnerPersonnelInput) =>
  api<PartnerPersonnelMember>(`/clinic/partners/${partnerId}/personnel`, { method: 'POST', body: input });

/** PUT /api/clinic/partners/{partnerId}/personnel/{personnelId}: the whole form, 200 with the stored person. */
export const updatePerson = (partnerId: number, personnelId: number, input: PartnerPersonnelInput) =>
  api<PartnerPersonnelMember>(`/clinic/partners/${partnerId}/personnel/${personnelId}`, { method: 'PUT', body: input });

/** A new person (`personnelId` null) or a change of one; the personnel and the partners' counts are read again. */
export function useSavePerson(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personnelId, input }: { personnelId: number | null; input: PartnerPersonnelInput }) =>
      personnelId === null ? createPerson(partnerId, input) : updatePerson(partnerId, personnelId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.partners() }),
  });
}
