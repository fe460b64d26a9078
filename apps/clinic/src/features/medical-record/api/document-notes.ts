import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentNote } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** GET /api/clinic/clinical-documents/{documentId}/notes: the notes kept with a document (audited). */
export const getDocumentNotes = (documentId: number) => api<DocumentNote[]>(`/clinic/clinical-documents/${documentId}/notes`);
export const useDocumentNotes = (documentId: number) => useQuery({ queryKey: recordKeys.notes(documentId), queryFn: () => getDocumentNotes(documentId) });

/** POST /api/clinic/clinical-documents/{documentId}/notes: a note added by the member. */
export const addDocumentNote = (documentId: number, content: string) =>
  api<DocumentNote>(`/clinic/clinical-documents/${documentId}/notes`, { method: 'POST', body: { content } });

export function useAddDocumentNote(documentId: number, patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addDocumentNote(documentId, content),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: recordKeys.notes(documentId) });
      void client.invalidateQueries({ queryKey: recordKeys.documents(patientId) });
    },
  });
}
