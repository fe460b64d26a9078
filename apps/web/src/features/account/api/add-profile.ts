import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileRequest, ProfileResult } from '@portal/contracts';
import type { RegistrationRole } from '@portal/domain';
import { api } from '@portal/ui/api';
import { actablePatientsQuery } from '../../../shared/session/actable-patients';
import { ownPatientQuery } from '../../../shared/session/own-patient';
import { uploadProfileAttachments } from './upload-profile-attachments';

const paths = { PATIENT: 'me', WARD: 'wards', CHILD: 'children' } as const satisfies Record<RegistrationRole, string>;

/** POST /api/mpi/accounts/mpi-user/patients/{me|wards|children} — a new own, ward's or child's profile. */
export const addProfile = (role: RegistrationRole, body: ProfileRequest) =>
  api<ProfileResult>(`/mpi/accounts/mpi-user/patients/${paths[role]}`, { method: 'POST', body });

/** A new profile: the chosen files are uploaded first (POST patients/attachments), then the profile names them. */
export function useAddProfile(role: RegistrationRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ patient, files }: { patient: Omit<ProfileRequest, 'attachments'>; files: File[] }) => {
      const attachments = files.length > 0 ? (await uploadProfileAttachments(files)).files.map((f) => ({ fileId: f.id })) : [];
      return addProfile(role, { ...patient, attachments });
    },
    onSuccess: async () => {
      // The picker and the lists show the new profile at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', 'linked'] }),
        queryClient.invalidateQueries({ queryKey: actablePatientsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ownPatientQuery.queryKey }),
      ]);
    },
  });
}
