import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicSendMessageRequest, UploadedFiles } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';
import { messageKeys } from './keys';

/** POST /api/clinic/messages/attachments: files handed in first, sent later by id (pending until then). */
export const uploadAttachments = (files: File[]) => uploadFiles<UploadedFiles>('/clinic/messages/attachments', files);

/** POST /api/clinic/messages: a new message or a reply, with the attachments uploaded just before. */
export async function sendMessage({ body, files }: { body: ClinicSendMessageRequest; files: File[] }) {
  const uploaded = files.length > 0 ? (await uploadAttachments(files)).files.map((f) => f.id) : [];
  return api<{ id: number }>('/clinic/messages', { method: 'POST', body: { ...body, attachmentIds: [...(body.attachmentIds ?? []), ...uploaded] } });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }) });
}
