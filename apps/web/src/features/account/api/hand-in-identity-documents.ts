import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Patient } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { ownIdentityQuery } from './own-identity';
import { uploadProfileAttachments } from './upload-profile-attachments';

/**
 * New scans of the identity document for the own record still waiting for the clinic: the files are
 * uploaded (POST patients/attachments), then handed in (POST patients/me/documents); the record goes
 * back to the clinic's queue.
 */
export async function handInIdentityDocuments(files: File[]): Promise<Patient> {
  const uploaded = await uploadProfileAttachments(files);
  return api<Patient>('/mpi/accounts/mpi-user/patients/me/documents', {
    method: 'POST',
    body: { attachments: uploaded.files.map((f) => ({ fileId: f.id })) },
  });
}

export function useHandInIdentityDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handInIdentityDocuments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownIdentityQuery.queryKey }),
  });
}
