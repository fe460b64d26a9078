import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Patient, PatientUpdate } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { actablePatientsQuery } from '../../../shared/session/actable-patients';
import { ownPatientQuery } from '../../../shared/session/own-patient';
import { uploadProfileAttachments } from './upload-profile-attachments';

/** PUT /api/mpi/accounts/mpi-user/patients/{patientId} — the record's data as saved. */
export const updatePatient = (patientId: number, body: PatientUpdate) =>
  api<Patient>(`/mpi/accounts/mpi-user/patients/${patientId}`, { method: 'PUT', body });

/** The address path of a record's file: GET patients/{patientId}/attachments/{attachmentId} answers its bytes. */
export const patientAttachmentUrl = (patientId: number, attachmentId: number) => `/api/mpi/accounts/mpi-user/patients/${patientId}/attachments/${attachmentId}`;

/** A record's edit: new files are uploaded first, then the edit names them. */
export function useUpdatePatient(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ patient, files }: { patient: Omit<PatientUpdate, 'attachments'>; files: File[] }) => {
      const attachments = files.length > 0 ? (await uploadProfileAttachments(files)).files.map((f) => ({ fileId: f.id })) : [];
      return updatePatient(patientId, { ...patient, attachments });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(ownPatientQuery.queryKey, saved);
      // Names shown by the picker may have changed.
      await queryClient.invalidateQueries({ queryKey: actablePatientsQuery.queryKey });
    },
  });
}
