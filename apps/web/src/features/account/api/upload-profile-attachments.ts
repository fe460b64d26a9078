import type { UploadedFiles } from '@portal/contracts';
import { uploadFiles } from '@portal/ui/upload';

/**
 * POST /api/mpi/accounts/mpi-user/patients/attachments — document scans for a new profile or a
 * record's edit, bound to the account until the profile call names them (`attachments: [{ fileId }]`).
 */
export const uploadProfileAttachments = (files: File[]): Promise<UploadedFiles> => uploadFiles('/mpi/accounts/mpi-user/patients/attachments', files);
