import { useQuery } from '@tanstack/react-query';
import type { DocumentNote } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/clinical-documents/notes/mpi-user/{patientId}/{docId} — the document's notes. */
export const getDocumentNotes = (patientId: number, docId: number) => api<DocumentNote[]>(`/mpi/clinical-documents/notes/mpi-user/${patientId}/${docId}`);

export const useDocumentNotes = (patientId: number, docId: number, enabled: boolean) =>
  useQuery({ queryKey: [...medicalRecordKeys.patient(patientId), 'notes', docId], queryFn: () => getDocumentNotes(patientId, docId), enabled });
