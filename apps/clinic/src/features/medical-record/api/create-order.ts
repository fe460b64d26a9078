import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicTestResult, ResultOrderInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** POST /api/clinic/patients/{patientId}/test-results: an order (lab panel or imaging study) with its elementary orders. */
export const createOrder = (patientId: number, input: ResultOrderInput) =>
  api<ClinicTestResult>(`/clinic/patients/${patientId}/test-results`, { method: 'POST', body: input });

export function useCreateOrder(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResultOrderInput) => createOrder(patientId, input),
    onSuccess: (order) => {
      client.setQueryData(recordKeys.result(order.id), order);
      void client.invalidateQueries({ queryKey: recordKeys.results(patientId) });
      if (order.encounterId) void client.invalidateQueries({ queryKey: recordKeys.encounter(order.encounterId) });
    },
  });
}
