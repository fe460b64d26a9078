import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicDocumentRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';
import { requestKeys } from './keys';

/** POST /api/clinic/document-requests/{requestId}/attachments: copies for the patient (PDFs, multipart); answers the request with them. */
export const attachCopies = (requestId: number, files: File[]) => uploadFiles<ClinicDocumentRequest>(`/clinic/document-requests/${requestId}/attachments`, files);

/** DELETE /api/clinic/document-requests/{requestId}/attachments/{fileId}: a copy removed while the request is open. */
export const removeCopy = (requestId: number, fileId: number) => api<void>(`/clinic/document-requests/${requestId}/attachments/${fileId}`, { method: 'DELETE' });

/** Either change reads the request again (its copies as the server keeps them). */
function useRequestChange<A>(requestId: number, fn: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: requestKeys.one(requestId) });
      void client.invalidateQueries({ queryKey: [...requestKeys.all, 'list'] });
    },
  });
}
export const useAttachCopies = (requestId: number) => useRequestChange(requestId, (files: File[]) => attachCopies(requestId, files));
export const useRemoveCopy = (requestId: number) => useRequestChange(requestId, (fileId: number) => removeCopy(requestId, fileId));
