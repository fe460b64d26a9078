import type { UploadedFiles } from '@portal/contracts';
import { uploadFiles } from '@portal/ui/upload';

/** POST /api/mpi/messages/u/mpi-user/attachments (multipart) — files kept for the account until a message names them. */
export const uploadMessageAttachments = (files: File[]) => uploadFiles<UploadedFiles>('/mpi/messages/u/mpi-user/attachments', files);
