// CONTRACT READY
import {
  DESCRIPTION_TOO_LONG_MESSAGE,
  MEDICAL_CASE_DESCRIPTION_MAX,
  MEDICAL_CASE_NOTE_MAX,
  MEDICAL_CASE_SERVICE_NAME_MAX,
  MEDICAL_CASE_TITLE_MAX,
  medicalCaseAttachmentTypes,
  medicalCaseAuthors,
  medicalCaseStatuses,
} from '@portal/domain';
import { bodyIdSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { z } from './zod-pl';

/*
 * Medical cases (spec part 2 §3 "Medical case", "Teleconsultation attachment", §5 "Teleconsultation",
 * §9; issue 32): a patient's problem in which her teleconsultations are held, with notes and attachments.
 * The rules (window, limits, who may change a note, when an attachment may go) are domain's
 * `medical-cases.ts`; these are the API's shapes. Days are YYYY-MM-DD, instants ISO with offset.
 *
 * Patient routes (prefix /api; endpoints.tsv module `medical-cases`). `accountId` must be the signed-in
 * account (else 404, as an unknown one); `patientId` is the patient whose cases they are (one the account
 * reaches: herself, a ward, a child — else 404):
 *   GET    /amts/medical-cases/{accountId}/{patientId}/{patientContextId}?dateFrom&dateTo → MedicalCaseList
 *          `patientContextId` names who acts: `patientId` itself when she acts for herself, or the
 *          account's own patient record when she acts as a guardian (the warden context of the spec's
 *          "currentPatientContext (patientId, wardenId)"); any other id is 404. Each case's `context`
 *          says it back: { patientId, wardenId } (wardenId null when acting for herself).
 *          The window is of the cases' creation: dateFrom defaults to a year ago, dateTo to today; not
 *          before 20 years ago, not in the future (400 VALIDATION_ERROR with the range's message).
 *   POST   /amts/medical-cases/{accountId}/{patientId}                    MedicalCaseCreate → MedicalCase (201)
 *   GET    /amts/medical-cases/{accountId}/{patientId}/case/{caseId}      → MedicalCaseDetails
 *          (our own addition: the case page — the case, its notes and attachments)
 *   POST   /amts/medical-cases/{accountId}/{patientId}/{caseId}/notes     MedicalCaseNoteCreate → MedicalCaseNote (201)
 *   PUT    /amts/medical-cases/{accountId}/{patientId}/notes              MedicalCaseNoteUpdate → MedicalCaseNote
 *          (only her own notes — author PATIENT, her account — while the case is OPEN; unchanged text is
 *          not re-saved: the note is answered as it was)
 *   POST   /amts/medical-cases/{accountId}/{patientId}/{caseId}/attachments  multipart (field `files`, one
 *          or more) → MedicalCaseAttachmentList (201); limits of the file settings (`fileUploadParams`:
 *          maxFiles, maxFileSize, fileTypes); none: 400 'Nie dodano załącznika'; too big: 413
 *   GET    /amts/medical-cases/{accountId}/{patientId}/{caseId}/attachments/{attachmentId} → the file
 *   DELETE /amts/medical-cases/{accountId}/{patientId}/{caseId}/attachments/{attachmentId} → 204
 *          (only while the case is OPEN: 409 MEDICAL_CASE_CLOSED; only an attachment no teleconsultation
 *          took: 409 MEDICAL_CASE_ATTACHMENT_LINKED)
 * Served by the teleconsultation module (its contract `teleconsultation.ts`), listed for the case page:
 *   GET    /amts/medical-cases/{accountId}/{patientId}/{caseId}/consultations
 *   GET    /amts/medical-cases/{accountId}/{patientId}/{caseId}/{consultId}/attachments
 * Writes to a CLOSED case answer 409 MEDICAL_CASE_CLOSED. A case, note or attachment of a patient the
 * caller does not reach answers 404, exactly as an unknown id.
 */

export const medicalCaseStatusSchema = z.enum(medicalCaseStatuses);
export const medicalCaseAuthorSchema = z.enum(medicalCaseAuthors);
/** Spec §3 "Teleconsultation attachment": N note, F file, A audio, C chat. */
export const medicalCaseAttachmentTypeSchema = z.enum(medicalCaseAttachmentTypes);

/** Spec §8 (word for word): the description's limit. */
export const medicalCaseDescriptionMessage = DESCRIPTION_TOO_LONG_MESSAGE;
export const medicalCaseTexts = {
  titleRequired: 'Podaj tytuł przypadku medycznego',
  titleTooLong: `Tytuł może zawierać maksimum ${MEDICAL_CASE_TITLE_MAX} znaków`,
  noteRequired: 'Wpisz treść notatki',
  noteTooLong: `Notatka może zawierać maksimum ${MEDICAL_CASE_NOTE_MAX} znaków`,
  serviceNameTooLong: `Nazwa usługi może zawierać maksimum ${MEDICAL_CASE_SERVICE_NAME_MAX} znaków`,
  /** Spec §5, §8: an upload with no file. */
  noAttachment: 'Nie dodano załącznika',
} as const;

/** Who acts for whom (spec §3 "currentPatientContext (patientId, wardenId)"). */
export const medicalCaseContextSchema = z
  .object({
    /** The patient whose case it is. */
    patientId: z.number().int(),
    /** The account's own patient record when she acts as a guardian; null when she acts for herself. */
    wardenId: z.number().int().nullable(),
  })
  .meta({ id: 'MedicalCaseContext' });
export type MedicalCaseContext = z.infer<typeof medicalCaseContextSchema>;

/** Spec §3 "Medical case": context, medicalCaseId, medicalCaseCreateDate, medicalCaseTitle, lastConsultationScheduledDate, medicalCaseDescription, medicalServiceName. */
export const medicalCaseSchema = z
  .object({
    medicalCaseId: z.number().int(),
    patientId: z.number().int(),
    context: medicalCaseContextSchema,
    medicalCaseCreateDate: isoDateTimeSchema,
    medicalCaseTitle: z.string(),
    medicalCaseDescription: z.string().nullable(),
    medicalServiceName: z.string().nullable(),
    /** The start of the case's latest teleconsultation (not cancelled), or null. */
    lastConsultationScheduledDate: isoDateTimeSchema.nullable(),
    status: medicalCaseStatusSchema,
    closedAt: isoDateTimeSchema.nullable(),
    /** Its teleconsultations (not cancelled), notes and attachments (not removed). */
    consultationsCount: z.number().int(),
    notesCount: z.number().int(),
    attachmentsCount: z.number().int(),
  })
  .meta({ id: 'MedicalCase' });
export type MedicalCase = z.infer<typeof medicalCaseSchema>;

export const medicalCasesParamsSchema = z.object({ accountId: idSchema, patientId: idSchema, patientContextId: idSchema });
export const medicalCasePatientParamsSchema = z.object({ accountId: idSchema, patientId: idSchema });
export const medicalCaseParamsSchema = z.object({ accountId: idSchema, patientId: idSchema, caseId: idSchema });
export const medicalCaseAttachmentParamsSchema = z.object({ accountId: idSchema, patientId: idSchema, caseId: idSchema, attachmentId: idSchema });

/** GET list: the window of the cases' creation (inclusive days). */
export const medicalCasesQuerySchema = z.object({ dateFrom: isoDateSchema.optional(), dateTo: isoDateSchema.optional() });
export type MedicalCasesQuery = z.input<typeof medicalCasesQuerySchema>;

export const medicalCaseListSchema = z
  .object({
    /** The window actually read (the defaults filled in). */
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    /** Newest first. */
    items: z.array(medicalCaseSchema),
  })
  .meta({ id: 'MedicalCaseList' });
export type MedicalCaseList = z.infer<typeof medicalCaseListSchema>;

const title = z.string().trim().min(1, medicalCaseTexts.titleRequired).max(MEDICAL_CASE_TITLE_MAX, medicalCaseTexts.titleTooLong);
/** Spec §5: optional, at most 2000 characters; empty is none. */
const description = z
  .string()
  .max(MEDICAL_CASE_DESCRIPTION_MAX, medicalCaseDescriptionMessage)
  .nullish()
  .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v));
const noteText = z.string().max(MEDICAL_CASE_NOTE_MAX, medicalCaseTexts.noteTooLong).refine((v) => v.trim().length > 0, medicalCaseTexts.noteRequired);

/** POST create: a title (required, ≤ 200), a description (≤ 2000, the spec's message), the service's name. */
export const medicalCaseCreateSchema = z
  .object({
    title,
    description,
    serviceName: z
      .string()
      .trim()
      .max(MEDICAL_CASE_SERVICE_NAME_MAX, medicalCaseTexts.serviceNameTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .meta({ id: 'MedicalCaseCreate' });
export type MedicalCaseCreate = z.input<typeof medicalCaseCreateSchema>;

/** Spec §3 "Note": the text and its id; who wrote it and whether the caller may change it. */
export const medicalCaseNoteSchema = z
  .object({
    id: z.number().int(),
    caseId: z.number().int(),
    /** The teleconsultation it was written for, or null. */
    consultationId: z.number().int().nullable(),
    text: z.string(),
    author: medicalCaseAuthorSchema,
    /** The clinician's name for a STAFF note; null for the patient's side. */
    authorName: z.string().nullable(),
    /** The caller's own note in an OPEN case. */
    editable: z.boolean(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'MedicalCaseNote' });
export type MedicalCaseNote = z.infer<typeof medicalCaseNoteSchema>;

export const medicalCaseNoteCreateSchema = z.object({ text: noteText }).meta({ id: 'MedicalCaseNoteCreate' });
export type MedicalCaseNoteCreate = z.input<typeof medicalCaseNoteCreateSchema>;
export const medicalCaseNoteUpdateSchema = z.object({ noteId: bodyIdSchema, text: noteText }).meta({ id: 'MedicalCaseNoteUpdate' });
export type MedicalCaseNoteUpdate = z.input<typeof medicalCaseNoteUpdateSchema>;

/** Spec §3 "Teleconsultation attachment": attachmentId, fileName, attachmentType, note. */
export const medicalCaseAttachmentSchema = z
  .object({
    attachmentId: z.number().int(),
    caseId: z.number().int(),
    fileName: z.string(),
    attachmentType: medicalCaseAttachmentTypeSchema,
    /** A note's text (type N), else null. */
    note: z.string().nullable(),
    /** The teleconsultation it was given to, or null. */
    consultationId: z.number().int().nullable(),
    mimeType: z.string().nullable(),
    size: z.number().int().nullable(),
    uploadedBy: medicalCaseAuthorSchema,
    createdAt: isoDateTimeSchema,
    /** The case is OPEN and no teleconsultation took it (DELETE allowed). */
    removable: z.boolean(),
  })
  .meta({ id: 'MedicalCaseAttachment' });
export type MedicalCaseAttachment = z.infer<typeof medicalCaseAttachmentSchema>;

export const medicalCaseAttachmentListSchema = z.object({ items: z.array(medicalCaseAttachmentSchema) }).meta({ id: 'MedicalCaseAttachmentList' });
export type MedicalCaseAttachmentList = z.infer<typeof medicalCaseAttachmentListSchema>;

/** GET …/case/{caseId}: the case page. */
export const medicalCaseDetailsSchema = medicalCaseSchema
  .extend({
    /** Oldest first. */
    notes: z.array(medicalCaseNoteSchema),
    /** Files (type F), oldest first; removed ones left out. */
    attachments: z.array(medicalCaseAttachmentSchema),
    /** OPEN: notes and attachments may be added. */
    writable: z.boolean(),
  })
  .meta({ id: 'MedicalCaseDetails' });
export type MedicalCaseDetails = z.infer<typeof medicalCaseDetailsSchema>;
