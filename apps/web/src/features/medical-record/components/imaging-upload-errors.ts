import { formatFileSize } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import i18n from 'i18next';

/** The server's refusal of one uploaded file, in words (spec part 2 §5, §8); the server's own message otherwise. */
export function imagingUploadError(error: unknown, maxFileSize?: number, tooBig = false): string {
  const t = i18n.t.bind(i18n);
  if (tooBig) return t('medical-record:imaging.tooBigMax', { size: formatFileSize(maxFileSize ?? 0) });
  if (!isApiError(error)) return t('medical-record:imaging.uploadFailed');
  const code = error.errorCode;
  if (error.status === 408) return t('medical-record:imaging.timeout');
  // The dialog refuses a wrong name before sending (imagingNameAllowed): the server's refusal is about the content.
  if (code === 'IMAGING_FILE_NOT_DICOM') return t('medical-record:imaging.notDicomContent');
  if (error.status === 409 && code === 'IMAGING_FILE_DUPLICATE') return t('medical-record:imaging.duplicate');
  if (error.status === 413) return maxFileSize ? t('medical-record:imaging.tooBigMax', { size: formatFileSize(maxFileSize) }) : t('medical-record:imaging.tooBig');
  if (code === 'IMAGING_FILES_LIMIT') return t('medical-record:imaging.tooMany');
  if (error.status === 0) return t('medical-record:imaging.uploadFailed');
  return error.body?.message ?? t('medical-record:imaging.uploadFailed');
}
