import { MAX_UPLOAD_FILE_SIZE, type FileLimits } from '@portal/contracts';

/** What the register takes as a document, a lab's report or a copy for a patient: PDFs within the portal's file size. */
export const pdfLimits = (maxFiles: number): FileLimits => ({ maxFiles, maxFileSize: MAX_UPLOAD_FILE_SIZE, fileTypes: ['pdf'] });
