import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitInput, Unit } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** POST /api/clinic/units: 201 with the new unit. */
export const createUnit = (input: UnitInput) => api<Unit>('/clinic/units', { method: 'POST', body: input });

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnit, onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }) });
}
