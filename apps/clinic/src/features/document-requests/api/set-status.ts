import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicDocumentRequest, documentRequestStatusInputSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { requestKeys } from './keys';

export type RequestStatusInput = z.input<typeof documentRequestStatusInputSchema>;

/** POST /api/clinic/document-requests/{requestId}/status: in progress, completed or rejected, with a word to the patient (409 DOCUMENT_REQUEST_STATE). */
export const setRequestStatus = (requestId: number, input: RequestStatusInput) =>
  api<ClinicDocumentRequest>(`/clinic/document-requests/${requestId}/status`, { method: 'POST', body: input });

export function useSetRequestStatus(requestId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestStatusInput) => setRequestStatus(requestId, input),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: requestKeys.one(requestId) });
      void client.invalidateQueries({ queryKey: [...requestKeys.all, 'list'] });
    },
  });
}
