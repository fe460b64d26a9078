import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicClinicalDocument } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** POST /api/clinic/clinical-documents/{documentId}/publish: the patient sees it and is told (409 DOCUMENT_PUBLISHED). */
export const publishDocument = (documentId: number) => api<ClinicClinicalDocument>(`/clinic/clinical-documents/${documentId}/publish`, { method: 'POST' });

export function usePublishDocument(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishDocument,
    onSettled: () => client.invalidateQueries({ queryKey: recordKeys.documents(patientId) }),
  });
}
