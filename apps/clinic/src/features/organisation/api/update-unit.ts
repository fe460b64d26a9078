import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitInput, Unit } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** PUT /api/clinic/units/{unitId}: the whole form (activity included), 200 with the stored unit. */
export const updateUnit = ({ unitId, input }: { unitId: number; input: UnitInput }) => api<Unit>(`/clinic/units/${unitId}`, { method: 'PUT', body: input });

export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    onSuccess: async (saved) => {
      // Units are named by practitioners and services too.
      queryClient.setQueryData([...organisationKeys.units(), 'one', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: organisationKeys.all });
    },
  });
}
