// CONTRACT READY
import { communicationTypes, MEDICAL_CASE_NOTE_MAX, teleconsultationStatuses } from '@portal/domain';
import { bodyIdSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { pageOf, pageQuerySchema } from './lists';
import { medicalCaseTexts } from './medical-cases';
import { z } from './zod-pl';

/*
 * The clinician's side of teleconsultations in the console (issue 32 item 6; spec part 2 §2
 * "Teleconsultation and telehealth", §3 "Medical case", "Teleconsultation attachment", §9 the start
 * window). Who reads what: DOCTOR, NURSE, MIDWIFE (their own teleconsultations; a DOCTOR also the queue
 * of unplanned ones of the services she consults for, and takes them) and ADMIN (reads those booked in
 * her units); REGISTRAR sees no clinical content here (it books, moves and cancels teleconsultations as
 * visits, in bookings). Availability, end and notes: DOCTOR, NURSE, MIDWIFE; take: DOCTOR.
 *
 * Console routes (prefix /api):
 *   GET  /clinic/teleconsultations?date=YYYY-MM-DD&pageIndex&pageSize       → ClinicTeleconsultationPage (the day's, by start)
 *   GET  /clinic/teleconsultations/queue                                    → ClinicTeleconsultationQueue (WAITING unplanned ones)
 *   GET  /clinic/teleconsultations/availability                             → ClinicConsultantAvailability
 *   PUT  /clinic/teleconsultations/availability  ClinicConsultantAvailabilityInput → ClinicConsultantAvailability
 *   GET  /clinic/teleconsultations/{id}                     → ClinicTeleconsultation (read audit TELECONSULTATION; read
 *        again every 30 s by the page while not over)
 *   POST /clinic/teleconsultations/{id}/take                → ClinicTeleconsultation (409 TELECONSULTATION_TAKEN)
 *   POST /clinic/teleconsultations/{id}/end                 → ClinicTeleconsultation (409 TELECONSULTATION_NOT_ACTIVE)
 *   POST /clinic/medical-cases/{caseId}/notes                 ClinicCaseNoteCreate → ClinicCaseNote (201; she is the consultant of
 *        a teleconsultation of the case, and `consultationId` names one of them or is null; 409 MEDICAL_CASE_CLOSED)
 *   PUT  /clinic/medical-cases/{caseId}/notes/{noteId}        ClinicCaseNoteUpdate → ClinicCaseNote (her own notes only; another's: 404)
 *   GET  /clinic/teleconsultations/{id}/attachments/{attachmentId}          → the bytes of an attachment of its case (read audit MEDICAL_CASE_ATTACHMENT)
 * The call itself (access data, recording chunks, the archive: chat record and audio) is the telehealth
 * module's (contracts `telehealth.ts`).
 * A teleconsultation or a case the member does not reach (not hers, not in the queue of a service she
 * consults for, another unit's for an administrator) answers 404, exactly as an unknown id.
 */

export const CLINIC_TELECONSULTATIONS_PAGE_SIZE = 50;
export const CLINIC_TELECONSULTATIONS_PAGE_MAX = 200;

export const clinicTeleconsultationStatusSchema = z.enum(teleconsultationStatuses);
export type ClinicTeleconsultationStatus = z.infer<typeof clinicTeleconsultationStatusSchema>;
/** C chat only, A chat and audio, V chat, audio and video (spec part 2 §3 "Telehealth data"). */
export const clinicCommunicationTypeSchema = z.enum(communicationTypes);
export type ClinicCommunicationType = z.infer<typeof clinicCommunicationTypeSchema>;

export const clinicTeleconsultationParamsSchema = z.object({ id: idSchema });
export const clinicMedicalCaseParamsSchema = z.object({ caseId: idSchema });
export const clinicCaseNoteParamsSchema = z.object({ caseId: idSchema, noteId: idSchema });
export const clinicCaseAttachmentParamsSchema = z.object({ id: idSchema, attachmentId: idSchema });

/** The day (a clinic day, default today) and the page. */
export const clinicTeleconsultationsQuerySchema = pageQuerySchema({ default: CLINIC_TELECONSULTATIONS_PAGE_SIZE, max: CLINIC_TELECONSULTATIONS_PAGE_MAX }).extend({
  date: isoDateSchema.optional(),
});
export type ClinicTeleconsultationsQuery = z.infer<typeof clinicTeleconsultationsQuerySchema>;

const patientSchema = z.object({ id: z.number().int(), name: z.string(), lastName: z.string(), pesel: z.string().nullable() });

/** One teleconsultation in the day's list. */
export const clinicTeleconsultationItemSchema = z
  .object({
    id: z.number().int(),
    status: clinicTeleconsultationStatusSchema,
    unplanned: z.boolean(),
    /** What the patient chose (null until she has). */
    communicationType: clinicCommunicationTypeSchema.nullable(),
    scheduledFrom: isoDateTimeSchema,
    scheduledTo: isoDateTimeSchema,
    patient: patientSchema,
    serviceCode: z.string(),
    /** The service's name in the console's language (null: not in the catalogue any more). */
    serviceName: z.string().nullable(),
    caseId: z.number().int(),
    caseTitle: z.string(),
    /** The assigned consultant (null: an unplanned one nobody has taken). */
    consultant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The patient's last sign of presence in the waiting room (null: not there yet). */
    patientReadyAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ClinicTeleconsultationItem' });
export type ClinicTeleconsultationItem = z.infer<typeof clinicTeleconsultationItemSchema>;
export const clinicTeleconsultationPageSchema = pageOf(clinicTeleconsultationItemSchema).meta({ id: 'ClinicTeleconsultationPage' });
export type ClinicTeleconsultationPage = z.infer<typeof clinicTeleconsultationPageSchema>;

/** An unplanned one waiting for a consultant, oldest first. */
export const clinicQueueItemSchema = z
  .object({
    id: z.number().int(),
    patient: patientSchema,
    serviceCode: z.string(),
    serviceName: z.string().nullable(),
    caseTitle: z.string(),
    communicationType: clinicCommunicationTypeSchema.nullable(),
    /** Since when it waits (when it was asked for). */
    waitingSince: isoDateTimeSchema,
    patientReadyAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ClinicTeleconsultationQueueItem' });
export type ClinicQueueItem = z.infer<typeof clinicQueueItemSchema>;
export const clinicTeleconsultationQueueSchema = z.object({ items: z.array(clinicQueueItemSchema) }).meta({ id: 'ClinicTeleconsultationQueue' });
export type ClinicTeleconsultationQueue = z.infer<typeof clinicTeleconsultationQueueSchema>;

/** Whether she takes unplanned teleconsultations now ("Dostępna do teleporad teraz"). */
export const clinicConsultantAvailabilitySchema = z
  .object({
    available: z.boolean(),
    /** When she last changed it (null: never set). */
    updatedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ClinicConsultantAvailability' });
export type ClinicConsultantAvailability = z.infer<typeof clinicConsultantAvailabilitySchema>;
export const clinicConsultantAvailabilityInputSchema = z.object({ available: z.boolean() }).meta({ id: 'ClinicConsultantAvailabilityChange' });
export type ClinicConsultantAvailabilityInput = z.infer<typeof clinicConsultantAvailabilityInputSchema>;

/** A note of the case (spec §3 "Note"), the patient's or a clinician's. */
export const clinicCaseNoteSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    author: z.enum(['PATIENT', 'STAFF']),
    /** The consultation it was written for (null: the case's). */
    consultationId: z.number().int().nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    /** The clinician's name for a STAFF note (null: the patient's side). */
    authorName: z.string().nullable(),
    /** The signed-in member's own note in an open case: she may change it. */
    own: z.boolean(),
  })
  .meta({ id: 'ClinicCaseNote' });
export type ClinicCaseNote = z.infer<typeof clinicCaseNoteSchema>;

/** A case's attachment (spec §3 "Teleconsultation attachment"): N note, F file, A audio, C chat. */
export const clinicCaseAttachmentSchema = z
  .object({
    id: z.number().int(),
    /** Empty for a note (type N), whose text is `note`. */
    fileName: z.string(),
    attachmentType: z.enum(['N', 'F', 'A', 'C']),
    note: z.string().nullable(),
    consultationId: z.number().int().nullable(),
    createdAt: isoDateTimeSchema,
    uploadedBy: z.enum(['PATIENT', 'STAFF']),
  })
  .meta({ id: 'ClinicCaseAttachment' });
export type ClinicCaseAttachment = z.infer<typeof clinicCaseAttachmentSchema>;

export const clinicMedicalCaseSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    serviceName: z.string().nullable(),
    status: z.enum(['OPEN', 'CLOSED']),
    createdAt: isoDateTimeSchema,
    notes: z.array(clinicCaseNoteSchema),
    attachments: z.array(clinicCaseAttachmentSchema),
  })
  .meta({ id: 'ClinicMedicalCase' });
export type ClinicMedicalCase = z.infer<typeof clinicMedicalCaseSchema>;

/** One teleconsultation with its case (description, notes, attachments) and what the member may do. */
export const clinicTeleconsultationSchema = clinicTeleconsultationItemSchema
  .extend({
    recordingAllowed: z.boolean(),
    startedAt: isoDateTimeSchema.nullable(),
    endedAt: isoDateTimeSchema.nullable(),
    /** When the call may be joined: 30 minutes before the start until 4 hours after the end (spec §9). */
    startWindow: z.object({ from: isoDateTimeSchema, to: isoDateTimeSchema }),
    case: clinicMedicalCaseSchema,
    /** The attachments of this consultation (those the patient sent with its description, the archive's). */
    consultationAttachments: z.array(clinicCaseAttachmentSchema),
    /** The signed-in member is its consultant (she joins, ends it and writes its notes). */
    mine: z.boolean(),
    /** She may take it now (an unplanned one still waiting for a consultant). */
    canTake: z.boolean(),
    /** She may join the call now (hers, not ended or canceled, within the start window). */
    canJoin: z.boolean(),
  })
  .meta({ id: 'ClinicTeleconsultation' });
export type ClinicTeleconsultation = z.infer<typeof clinicTeleconsultationSchema>;

/** The patient's side's rule (medical-cases.ts): not blank, at most 2000 characters. */
const noteText = z.string().max(MEDICAL_CASE_NOTE_MAX, medicalCaseTexts.noteTooLong).refine((v) => v.trim().length > 0, medicalCaseTexts.noteRequired);

export const clinicCaseNoteCreateSchema = z
  .object({
    text: noteText,
    /** The consultation it is written for (one of the case's, hers); null: the case's. */
    consultationId: bodyIdSchema.nullable().optional(),
  })
  .meta({ id: 'ClinicCaseNoteCreate' });
export type ClinicCaseNoteCreate = z.infer<typeof clinicCaseNoteCreateSchema>;
export const clinicCaseNoteUpdateSchema = z
  .object({ text: noteText })
  .meta({ id: 'ClinicCaseNoteUpdate' });
export type ClinicCaseNoteUpdate = z.infer<typeof clinicCaseNoteUpdateSchema>;
