import type { UploadedFiles } from '@portal/contracts';
import { uploadFiles } from '@portal/ui/upload';

/**
 * POST /api/mpi/accounts/registration/attachments — the document scans, bound to the challenge token
 * the registration will use; answers their ids for `patient.attachments`.
 */
export const uploadRegistrationAttachments = (files: File[], challengeToken: string): Promise<UploadedFiles> =>
  uploadFiles('/mpi/accounts/registration/attachments', files, { headers: { 'x-registration-challenge': challengeToken } });
