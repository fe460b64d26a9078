import { useQuery } from '@tanstack/react-query';
import type { ClinicalDocument } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/clinical-documents/mpi-user/link/{patientId}/{contextId} — the document a notice names. */
export const getDocumentByContext = (patientId: number, contextId: string) =>
  api<ClinicalDocument>(`/mpi/clinical-documents/mpi-user/link/${patientId}/${encodeURIComponent(contextId)}`);

export const useDocumentByContext = (patientId: number, contextId: string | null) =>
  useQuery({
    queryKey: [...medicalRecordKeys.patient(patientId), 'link', contextId],
    queryFn: () => getDocumentByContext(patientId, contextId ?? ''),
    enabled: contextId !== null,
    retry: false,
  });
