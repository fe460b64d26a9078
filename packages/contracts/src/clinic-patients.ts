import { accountTypeSchema } from './accounts';
import { idSchema, isoDateSchema } from './common';
import { pageOf, pageQuerySchema } from './lists';
import { genderSchema, linkStatusSchema } from './patients';
import { z } from './zod-pl';

/*
 * The clinic console's patients (modules/patients, routes under /api/clinic): the search, the patient
 * card, the queue of identities to confirm and the review of one. Every read of a card or of a file
 * handed in is written to the read audit (the patient sees it: access-log.ts).
 */

/** Polish messages of the clinic's patient routes (the clinic app shows its own translations). */
export const clinicPatientMessages = {
  queryTooShort: 'Wpisz co najmniej 2 znaki: PESEL, datę urodzenia albo początek nazwiska (i imienia).',
  peselDigits: 'PESEL składa się z 11 cyfr.',
  dateInvalid: 'Podana data nie istnieje.',
  notRequested: 'Tożsamość tego pacjenta nie czeka na potwierdzenie.',
  reasonTooShort: 'Podaj powód odrzucenia (co najmniej 3 znaki).',
  reasonTooLong: 'Powód odrzucenia może mieć najwyżej 500 znaków.',
  linkNotPending: 'Potwierdzić można tylko powiązanie, które czeka na potwierdzenie.',
  linkNotLive: 'To powiązanie jest już zablokowane.',
} as const;

/**
 * GET /clinic/patients: `q` is a PESEL (11 digits, exact), a birth date (YYYY-MM-DD or DD-MM-YYYY), or
 * words — the first a prefix of the last name, the second of the first name (letter case aside).
 */
export const patientSearchQuerySchema = pageQuerySchema({ default: 20, max: 50 }).extend({
  q: z.string(clinicPatientMessages.queryTooShort).trim().min(2, clinicPatientMessages.queryTooShort).max(100),
});
export type PatientSearchQuery = z.infer<typeof patientSearchQuerySchema>;

export const identityStatusSchema = z.enum(['VERIFIED', 'REQUESTED']);

export const patientSearchItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    nationalIdentificationNumber: z.string().nullable(),
    /** A foreigner's document (no PESEL). */
    documentNumber: z.string().nullable(),
    identityStatus: identityStatusSchema,
    /** The record is the own record of an account. */
    hasAccount: z.boolean(),
  })
  .meta({ id: 'ClinicPatientSearchItem' });
export type PatientSearchItem = z.infer<typeof patientSearchItemSchema>;
export const patientSearchPageSchema = pageOf(patientSearchItemSchema).meta({ id: 'ClinicPatientSearchPage' });
export type PatientSearchPage = z.infer<typeof patientSearchPageSchema>;

export const clinicPatientParamsSchema = z.object({ patientId: idSchema });
export const clinicPatientFileParamsSchema = z.object({ patientId: idSchema, fileId: idSchema });
/** A guardian's link to the patient: the guardian account's id. */
export const clinicGuardianParamsSchema = z.object({ patientId: idSchema, accountId: idSchema });

/**
 * POST /clinic/patients/{patientId}/guardians/{accountId}/decision: the clinic confirms a waiting link
 * (the person, or a child's parent, showed at the clinic who acts for them) or blocks a link.
 */
export const clinicLinkDecisionSchema = z.object({ decision: z.enum(['CONFIRM', 'BLOCK']) }).meta({ id: 'ClinicLinkDecision' });
export type ClinicLinkDecision = z.infer<typeof clinicLinkDecisionSchema>;

const staffRefSchema = z.object({ id: z.number().int(), name: z.string(), lastName: z.string() });

/** A linked profile as the clinic sees it: the other side's names, the link's role and state (the spec's letters). */
export const clinicPatientLinkSchema = z
  .object({
    patientId: z.number().int(),
    accountId: z.number().int(),
    /** Toward the record: the guardian account's names; of the owner account: the patient's names. */
    name: z.string(),
    lastName: z.string(),
    role: z.enum(['WARD', 'CHILD']),
    status: linkStatusSchema,
    /** The guardian may act for the patient now (confirmed; a child under 18). */
    active: z.boolean(),
  })
  .meta({ id: 'ClinicPatientLink' });
export type ClinicPatientLink = z.infer<typeof clinicPatientLinkSchema>;

/** GET /clinic/patients/{patientId}: the patient card. */
export const clinicPatientCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    gender: genderSchema,
    identity: z.object({
      nationalIdentificationNumber: z.string().nullable(),
      documentNumber: z.string().nullable(),
      countryCode: z.string().nullable(),
    }),
    address: z.object({
      countryCode: z.string().nullable(),
      city: z.string().nullable(),
      street: z.string().nullable(),
      houseNumber: z.string().nullable(),
      postalCode: z.string().nullable(),
    }),
    identityStatus: identityStatusSchema,
    /** The clinic's last review of the identity: a confirmation, or a rejection with its reason. */
    identityReview: z
      .object({
        at: z.string(),
        by: staffRefSchema.nullable(),
        rejectionReason: z.string().nullable(),
      })
      .nullable(),
    /** Who entered the names and address: CLINIC, SELF (the person), OTHER (a guardian), E_SERVICE. */
    detailsSource: z.enum(['CLINIC', 'SELF', 'OTHER', 'E_SERVICE']),
    createdAt: z.string(),
    /** The account whose own record this is. */
    account: z
      .object({
        id: z.number().int(),
        login: z.string(),
        email: z.string().nullable(),
        emailConfirmed: z.boolean(),
        phoneNumber: z.string().nullable(),
        phoneConfirmed: z.boolean(),
        status: z.enum(['ACTIVE', 'BLOCKED', 'DELETED']),
        type: accountTypeSchema,
        createdAt: z.string(),
      })
      .nullable(),
    /** The accounts acting for this record (wardens and parents), in every state. */
    guardians: z.array(clinicPatientLinkSchema),
    /** The profiles the owner account acts for (its wards and children), in every state. */
    profiles: z.array(clinicPatientLinkSchema),
    /** Files handed in with the record (identity document scans). */
    attachments: z.array(
      z.object({ id: z.number().int(), fileName: z.string(), mimeType: z.string(), size: z.number().int(), createdAt: z.string() }),
    ),
  })
  .meta({ id: 'ClinicPatientCard' });
export type ClinicPatientCard = z.infer<typeof clinicPatientCardSchema>;

/** GET /clinic/identities: identities waiting for the clinic (REQUESTED, not reviewed), oldest first. */
export const identityQueueQuerySchema = pageQuerySchema({ default: 20, max: 50 });
export const identityQueueItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    nationalIdentificationNumber: z.string().nullable(),
    documentNumber: z.string().nullable(),
    countryCode: z.string().nullable(),
    /** The login of the account whose own record this is (null: a ward's or child's record). */
    accountLogin: z.string().nullable(),
    createdAt: z.string(),
    attachmentCount: z.number().int(),
  })
  .meta({ id: 'ClinicIdentityQueueItem' });
export type IdentityQueueItem = z.infer<typeof identityQueueItemSchema>;
export const identityQueuePageSchema = pageOf(identityQueueItemSchema).meta({ id: 'ClinicIdentityQueuePage' });
export type IdentityQueuePage = z.infer<typeof identityQueuePageSchema>;

/** POST /clinic/patients/{patientId}/identity/reject: why, in words the person reads in the e-mail. */
export const identityRejectionSchema = z
  .object({
    reason: z.string(clinicPatientMessages.reasonTooShort).trim().min(3, clinicPatientMessages.reasonTooShort).max(500, clinicPatientMessages.reasonTooLong),
  })
  .meta({ id: 'ClinicIdentityRejection' });
export type IdentityRejection = z.infer<typeof identityRejectionSchema>;

/** The answer of a confirmation or a rejection: the record's identity as it now stands. */
export const identityReviewResultSchema = z
  .object({
    patientId: z.number().int(),
    identityStatus: identityStatusSchema,
    /** Whether the owner account was told by e-mail (a live account with a confirmed address). */
    mailed: z.boolean(),
  })
  .meta({ id: 'ClinicIdentityReviewResult' });
export type IdentityReviewResult = z.infer<typeof identityReviewResultSchema>;

/** A birth date as the search takes it, YYYY-MM-DD, or null when `q` is not a date. */
export function searchDateOf(q: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(q);
  const pl = /^(\d{2})-(\d{2})-(\d{4})$/.exec(q);
  if (iso) return q;
  if (pl) return `${pl[3]}-${pl[2]}-${pl[1]}`;
  return null;
}

/** Whether a YYYY-MM-DD birth date is a real day of the API's years. */
export const isSearchableDate = (date: string) => isoDateSchema.safeParse(date).success;
