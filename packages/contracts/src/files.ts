import { z } from './zod-pl';
import { allowedTypes, extensionOf, formatFileSize, polishPlural, typeAllowed } from '@portal/domain';
import { idSchema } from './common';

/*
 * Files (modules/files on the server): what a file is for (`use`), its stored facts, and the rules a
 * use's limits apply to a file. The bytes never travel inside JSON: uploads are multipart, downloads
 * are the file itself.
 */

/**
 * What a file is for. A module that takes files adds its use here (and its limits, see the server's
 * README "Files").
 */
export const fileUses = [
  'REGISTRATION_DOCUMENT',
  'SIGNED_DOCUMENT',
  'MESSAGE_ATTACHMENT',
  // The medical register: a clinical document's content (PDF) and archive (CDA XML or the original),
  // a result order's documents, the copies attached to a document request, a DICOM file a patient imports.
  'CLINICAL_DOCUMENT',
  'RESULT_DOCUMENT',
  'DOCUMENT_REQUEST_COPY',
  'IMAGING_FILE',
  // Bookings: a booking's attachments, and its referral's scans (uploaded in the wizard before the booking exists).
  'BOOKING_ATTACHMENT',
  'REFERRAL_ATTACHMENT',
  // Medical cases: a file the patient adds to her case (issue 32).
  'MEDICAL_CASE_ATTACHMENT',
  // Telehealth: a chunk of a call's audio recording (Opus in WebM), uploaded by the console during the call.
  'TELEHEALTH_RECORDING',
] as const;
export const fileUseSchema = z.enum(fileUses);
export type FileUse = z.infer<typeof fileUseSchema>;

/** A stored file as the API shows it (never its bytes, its hash or where it lies). */
export const storedFileSchema = z
  .object({
    id: z.number().int(),
    use: fileUseSchema,
    fileName: z.string(),
    /** The type sniffed from the content, not the one the browser claimed. */
    mimeType: z.string(),
    size: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The answer of an upload: the files in the order they were sent. */
export const uploadedFilesSchema = z.object({ files: z.array(storedFileSchema) }).meta({ id: 'UploadedFiles' });
export type UploadedFiles = z.infer<typeof uploadedFilesSchema>;

export const patientFileParamsSchema = z.object({ patientId: idSchema, fileId: idSchema });

/** The limits of a use (file settings, `fileUploadParams`): how many files, bytes per file, allowed types (extensions). */
export interface FileLimits {
  maxFiles: number;
  maxFileSize: number;
  fileTypes: string[];
}

/** The type and size helpers are domain rules (the registration rules apply them too). */
export { allowedTypes, extensionOf, formatFileSize, typeAllowed } from '@portal/domain';

/** Messages of the file rules, in Polish (the server answers with them; the web shows its own translations). */
export const fileMessages = {
  wrongType: (name: string, limits: Pick<FileLimits, 'fileTypes'>) =>
    `Niedozwolony typ pliku ${name}. Dozwolone typy: ${allowedTypes(limits).join(', ')}`,
  /** The content is not what the name says, or of a type not allowed. */
  wrongContent: (name: string, limits: Pick<FileLimits, 'fileTypes'>) =>
    `Zawartość pliku ${name} nie jest plikiem dozwolonego typu (${allowedTypes(limits).join(', ')})`,
  empty: (name: string) => `Plik ${name} jest pusty`,
  tooBig: (name: string, maxFileSize: number) => `Plik ${name} jest za duży (najwyżej ${formatFileSize(maxFileSize)})`,
  tooMany: (maxFiles: number) => `Można dodać najwyżej ${maxFiles} ${polishPlural(maxFiles, { one: 'plik', few: 'pliki', many: 'plików' })}`,
  noFiles: 'Nie przesłano żadnego pliku',
  broken: 'Przesyłanie plików zostało przerwane albo dane są uszkodzone. Spróbuj ponownie.',
  /** An imaging file named .dcm / .dicom whose content is no DICOM (e.g. a photo renamed). */
  imagingContentNotDicom: (name: string) => `Zawartość pliku ${name} nie jest w formacie DICOM, choć nazwa na to wskazuje. Wybierz plik badania zapisany w formacie DICOM.`,
} as const;

/** One file (name and size) against the limits: its type by name, and its size; null when it passes. */
export function fileIssue(file: { filename: string; size: number }, limits: Omit<FileLimits, 'maxFiles'>): string | null {
  if (!typeAllowed(extensionOf(file.filename), limits)) return fileMessages.wrongType(file.filename, limits);
  if (file.size <= 0) return fileMessages.empty(file.filename);
  if (file.size > limits.maxFileSize) return fileMessages.tooBig(file.filename, limits.maxFileSize);
  return null;
}
