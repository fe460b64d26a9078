import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRequest, DocumentRequestInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

/** POST /api/mpi/cdoc-requests/mpi-user — a request for copies of documentation. */
export const createDocumentRequest = (body: DocumentRequestInput) => api<DocumentRequest>('/mpi/cdoc-requests/mpi-user', { method: 'POST', body });

export function useCreateDocumentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumentRequest,
    onSuccess: (_data, body) => queryClient.invalidateQueries({ queryKey: [...medicalRecordKeys.patient(Number(body.patientId)), 'requests'] }),
  });
}
