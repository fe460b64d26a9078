import { staffRoleSchema } from './clinic-auth';
import { pageOf, pageQuerySchema } from './lists';
import { z } from './zod-pl';

/*
 * GET /api/mpi/accounts/mpi-user/access-log: the read audit as the patient sees it — who at the clinic
 * opened the data of the signed-in person's own record and of every profile the account acts for,
 * when and what (modules/staff, the rows written by plugins/staff-access). Newest first.
 */

/**
 * What was read: a code of the clinic route's declaration. The web maps each to words; a code it does
 * not know yet (a later module's) shows as "dane pacjenta".
 */
export const accessLogWhatValues = [
  'PATIENT_CARD',
  'PATIENT_ATTACHMENT',
  'IDENTITY_REVIEW',
  'LINK_REVIEW',
  'BOOKING',
  'PATIENT_BOOKINGS',
  'CALENDAR',
  'PATIENT_SEARCH',
  'QUESTIONNAIRE_ANSWERS',
  'TEST_RESULTS',
  'MESSAGES',
  'DOCUMENT_REQUEST',
  'DOCUMENT_REQUEST_COPY',
  'DECLARATION',
  'ENCOUNTER',
  'ENCOUNTERS',
  'CLINICAL_DOCUMENT',
  'CLINICAL_DOCUMENT_ARCHIVE',
  'CLINICAL_DOCUMENTS',
  'DOCUMENT_NOTES',
  'WAITING_LIST',
  'BOOKING_LOCK',
  'TEST_RESULT',
  'IMAGING_FILES',
  'IMAGING_VIEWER',
  'RESULT_DOCUMENT',
  'MEASUREMENTS',
  'BOOKING_MEASUREMENTS',
  'TAKEN_DRUGS',
  'TELECONSULTATION',
  'MEDICAL_CASE_ATTACHMENT',
  'TELEHEALTH_ACCESS',
  'TELEHEALTH_RECORDING',
  'TELEHEALTH_CHAT_RECORD',
  'TELEHEALTH_AUDIO_RECORD',
  // Lists of several patients: each patient a list, a queue or a search answered.
  'IDENTITY_QUEUE',
  'DOCUMENT_REQUESTS',
  'DECLARATIONS',
  'DECLARATIONS_EXPORT',
  'RESULT_QUEUE',
  'MESSAGE_INBOX',
  'MESSAGE_OUTBOX',
  'MESSAGE_THREAD',
  'MESSAGE_ATTACHMENT',
  'TELECONSULTATIONS',
  'TELECONSULTATION_QUEUE',
  // A partner organisation's staff (role PARTNER): the documents the patient shares with it.
  'PARTNER_DOCUMENTS',
  'PARTNER_DOCUMENT',
] as const;

export const accessLogQuerySchema = pageQuerySchema({ default: 20, max: 50 });

export const accessLogItemSchema = z
  .object({
    /** The audit row's id (a list key). */
    id: z.number().int(),
    /** When (ISO instant). */
    at: z.string(),
    /** The staff member's first and last name ("Magdalena Wójcik"). */
    staffName: z.string(),
    staffRoles: z.array(staffRoleSchema),
    /** What was read (accessLogWhatValues, or a later module's code). */
    what: z.string(),
    /** Whose record: the own one or a ward's or child's. */
    patient: z.object({ id: z.number().int(), name: z.string(), lastName: z.string() }),
  })
  .meta({ id: 'AccessLogItem' });
export type AccessLogItem = z.infer<typeof accessLogItemSchema>;
export const accessLogPageSchema = pageOf(accessLogItemSchema).meta({ id: 'AccessLogPage' });
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;
