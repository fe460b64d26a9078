import { useQuery } from '@tanstack/react-query';
import type { ClinicalDocument } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/encounters/mpi-user/{patientId}/{id}/{careId}/clinical-documents — the documents of the visit's care episode. */
export const getCareDocuments = (patientId: number, id: number, careId: string) =>
  api<ClinicalDocument[]>(`/mpi/encounters/mpi-user/${patientId}/${id}/${encodeURIComponent(careId)}/clinical-documents`);

export const useCareDocuments = (patientId: number, id: number, careId: string, enabled: boolean) =>
  useQuery({ queryKey: [...medicalRecordKeys.patient(patientId), 'care', id, careId], queryFn: () => getCareDocuments(patientId, id, careId), enabled });
