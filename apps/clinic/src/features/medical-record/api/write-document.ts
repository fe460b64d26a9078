import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicalDocumentInput, ClinicClinicalDocument } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';
import { recordKeys } from './keys';

/** POST /api/clinic/patients/{patientId}/clinical-documents: a document written in the console (the server renders it to PDF). */
export const writeDocument = (patientId: number, input: ClinicalDocumentInput) =>
  api<ClinicClinicalDocument>(`/clinic/patients/${patientId}/clinical-documents`, { method: 'POST', body: input });

export type DocumentUpload = Omit<ClinicalDocumentInput, 'text'> & { file: File };

/** POST /api/clinic/patients/{patientId}/clinical-documents/upload: one PDF in `file` with the document's fields. */
export const uploadDocument = (patientId: number, { file, ...fields }: DocumentUpload) =>
  uploadFiles<ClinicClinicalDocument>(`/clinic/patients/${patientId}/clinical-documents/upload`, [file], {
    field: 'file',
    fields: {
      typeCode: fields.typeCode,
      title: fields.title,
      ...(fields.encounterId ? { encounterId: String(fields.encounterId) } : {}),
      publish: String(fields.publish ?? false),
    },
  });

/** Writes or uploads a document; the patient's documents and its visit are read again. */
export function useAddDocument(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'write'; document: ClinicalDocumentInput } | { kind: 'upload'; document: DocumentUpload }) =>
      input.kind === 'write' ? writeDocument(patientId, input.document) : uploadDocument(patientId, input.document),
    onSuccess: (document) => {
      void client.invalidateQueries({ queryKey: recordKeys.documents(patientId) });
      if (document.encounterId) void client.invalidateQueries({ queryKey: recordKeys.encounter(document.encounterId) });
    },
  });
}
