import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclarationType } from '@portal/domain';
import type { practitionerListLimitInputSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';
import type { PractitionerList } from './practitioner-lists';

export type ListLimitInput = z.input<typeof practitionerListLimitInputSchema>;

/** PUT /api/clinic/declarations/practitioner-lists/{employeeId}/{type}: the list's limit (null: none); answers the list. */
export const setListLimit = (employeeId: number, type: DeclarationType, input: ListLimitInput) =>
  api<PractitionerList>(`/clinic/declarations/practitioner-lists/${employeeId}/${type}`, { method: 'PUT', body: input });

export function useSetListLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, type, input }: { employeeId: number; type: DeclarationType; input: ListLimitInput }) => setListLimit(employeeId, type, input),
    onSuccess: (saved) => {
      client.setQueryData<PractitionerList[]>(declarationKeys.lists(), (lists) => lists?.map((l) => (l.employeeId === saved.employeeId && l.type === saved.type ? saved : l)));
      void client.invalidateQueries({ queryKey: declarationKeys.lists() });
    },
  });
}
