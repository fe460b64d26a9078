// CONTRACT READY
import { DESCRIPTION_MAX, DESCRIPTION_TOO_LONG_MESSAGE, communicationTypes, teleconsultationStatuses } from '@portal/domain';
import { bodyIdSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { catalogEntrySchema, measurementAttachmentSchema } from './bookings';
export { medicalCaseAttachmentListSchema as consultationAttachmentsSchema } from './medical-cases';
import { z } from './zod-pl';

/*
 * Teleconsultation booking (spec part 2 §2 "Teleconsultation and telehealth", §3 "Teleconsultation
 * wizard data", "Teleconsultation create payload", "Change-date payload", "Unplanned booking request",
 * §4 "Teleconsultation booking", §6, §7, §8 "Teleconsultation", §9; issue 32). The rules (start window,
 * description limit, communication types, medical-case window) are domain's `teleconsultation.ts`.
 *
 * Patient routes (prefix /api; endpoints.tsv module `teleconsultation`, and the three /amts/patient rows of `patients`).
 * In /amts/consultations/{accountId}/{x} the {x} is the PATIENT id (the patient the teleconsultation is for); {accountId}
 * must be the signed-in account (another answers 404, like an unknown one).
 *   GET  /mppd/api/catalog/teleconsultations/planned/for-booking           → CatalogEntry[] (public; services of type
 *        TELECONSULTATION booked by slot; with ?patientId= of a signed-in caller also the P schedules)
 *   GET  /mppd/api/catalog/teleconsultations/unplanned                     → UnplannedService[] (public; every "now" service)
 *   GET  /mppd/api/catalog/teleconsultations/unplanned/for-booking         → UnplannedService[] (public; those with a consultant available now)
 *   GET  /amts/services/{code}/waiting-consultations                       → WaitingConsultations (public count)
 *   GET  /amts/consultations/consultants/{consultantId}/status             → ConsultantStatus (1 available, 0 not; public)
 *   POST /amts/consultations/{accountId}/{patientId}          TeleconsultationCreate → Teleconsultation (201)
 *   PUT  /amts/consultations/{accountId}/{patientId}/change   TeleconsultationChangeDate → Teleconsultation
 *   POST /amts/consultations/{accountId}/{patientId}/cancel   TeleconsultationCancel → Teleconsultation
 *   POST /amts/consultations/{accountId}/{patientId}/unplanned UnplannedBookingRequest → Teleconsultation (idempotent)
 *   GET  /amts/consultations/{accountId}/{patientId}/{teleconsultationId} → Teleconsultation (the telehealth page reads it)
 *   PUT  /amts/account/{accountId}/consents                   TeleconsultationConsents → TeleconsultationConsents
 *   GET  /amts/account/{accountId}/consents/{patientId}       → TeleconsultationConsents
 *   GET  /amts/patient/identifier/{accountId}/{nationalId}    → PatientRegistration (404 TELECONSULTATION_PATIENT_UNCONFIGURED)
 *   POST /amts/patient/data/{accountId}/{patientId}           PatientIdentifiers → PatientRegistration (404 when not registered)
 *   POST /amts/patient/data/{accountId}/{patientId}/new       PatientRegistrationCreate → PatientRegistration (201)
 *   GET  /amts/medical-cases/{accountId}/{patientId}/{caseId}/consultations → CaseConsultation[] (a case's teleconsultations)
 *   GET  /amts/medical-cases/{accountId}/{patientId}/{caseId}/{consultId}/attachments → MedicalCaseAttachmentList
 *        (the consultation's attachments, medical-cases' shape)
 *   GET  /amts/teleconsultations/{accountId}/{patientId}?after&before → Teleconsultation[] (the patient's, for lists)
 * Refusals: 403 ACCOUNT_NOT_AUTHORIZED (account not AUTHORIZED), 403 TELECONSULTATION_CONSENT_MISSING (data consent not
 * C/UNCHECKED or no active CTEL consent; `details.missing` = 'DATA' | 'CTEL'), 400 TELECONSULTATION_DESCRIPTION_TOO_LONG,
 * 400 TELECONSULTATION_CASE_REQUIRED (neither a case nor a title), 409 TIME_SLOT_TAKEN (bookings' rule: one booking per
 * slot, a slot held by another patient), 409 TELECONSULTATION_NOT_ACTIVE (change/cancel of a finished or canceled one),
 * 409 TELECONSULTATION_NO_CONSULTANT (unplanned: nobody available), 404 for anything of a stranger.
 */

export const teleconsultationTexts = {
  descriptionTooLong: DESCRIPTION_TOO_LONG_MESSAGE,
  accountNotAuthorized: 'Konto nie zostało potwierdzone. Potwierdź swoje dane w jednostce',
  consentMissing: 'Brak wymaganej zgody na przetwarzanie danych pacjenta. Aby umówić telekonsultację, wyraź zgodę w zakładce Zgody lub w placówce.',
  consentMissingData: 'Brak wymaganej zgody na przetwarzanie danych pacjenta. Pacjent nie wyraził zgody na przetwarzanie danych osobowych.',
  consentMissingCtel: 'Brak wymaganej zgody na przetwarzanie danych pacjenta. Pacjent nie ma aktywnej zgody na telekonsultacje (CTEL).',
  patientUnconfigured: 'Problem z konfiguracją konta pacjenta. Skontaktuj się z placówką',
  serverNotResponding: 'Serwer telekonsultacji nie odpowiada',
  slotBlockFailed: 'Nie udało się zarezerwować wybranego terminu usługi. Spróbuj ponownie lub skontaktuj się bezpośrednio z przychodnią',
  confirmFailed: 'Nie udało się potwierdzić telekonsultacji. Spróbuj ponownie później.',
  unplannedRegistered: 'Udało sie zarejestrować konsultację',
  unplannedFailed: 'Nie udało sie zarejestrować konsultacji',
  tooLate: 'Upłynął zaplanowany termin telekonsultacji. Nie można jej już rozpocząć — umów nową telekonsultację.',
} as const;

export const teleconsultationStatusSchema = z.enum(teleconsultationStatuses);
export const teleconsultationCommunicationTypeSchema = z.enum(communicationTypes);
export type { CommunicationType, TeleconsultationStatus } from '@portal/domain';

const serviceCode = z.string().trim().min(1).max(32);

// ------------------------------------------------------------------------------ catalogue

export const teleconsultationCatalogQuerySchema = z.object({ patientId: idSchema.optional() });
/** Planned teleconsultation services: the bookings catalogue's entries, services of type TELECONSULTATION not marked "now". */
export const teleconsultationCatalogSchema = z.array(catalogEntrySchema).meta({ id: 'TeleconsultationCatalog' });

export const consultantSchema = z
  .object({
    /** The staff member (staff_members.id) — the {consultantId} of the status route. */
    consultantId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    degree: z.string().nullable(),
    available: z.boolean(),
  })
  .meta({ id: 'TeleconsultationConsultant' });
export type Consultant = z.infer<typeof consultantSchema>;

/** An unplanned ("now") teleconsultation service with its consultants. */
export const unplannedServiceSchema = z
  .object({
    medicalService: z.object({ code: z.string(), name: z.string(), typeId: z.string(), typeName: z.string(), speciality: z.string().nullable() }),
    consultants: z.array(consultantSchema),
    /** Some consultant is available now. */
    available: z.boolean(),
    /** How many unplanned teleconsultations of the service wait now. */
    waiting: z.number().int(),
  })
  .meta({ id: 'UnplannedTeleconsultationService' });
export type UnplannedService = z.infer<typeof unplannedServiceSchema>;
export const unplannedServicesSchema = z.array(unplannedServiceSchema).meta({ id: 'UnplannedTeleconsultationServices' });

export const serviceCodeParamsSchema = z.object({ code: serviceCode });
export const waitingConsultationsSchema = z.object({ serviceCode: z.string(), count: z.number().int() }).meta({ id: 'WaitingConsultations' });
export type WaitingConsultations = z.infer<typeof waitingConsultationsSchema>;

export const consultantParamsSchema = z.object({ consultantId: idSchema });
/** Spec §7: 1 means available. */
export const consultantStatusSchema = z.object({ consultantId: z.number().int(), status: z.union([z.literal(1), z.literal(0)]) }).meta({ id: 'ConsultantStatus' });
export type ConsultantStatus = z.infer<typeof consultantStatusSchema>;

// ------------------------------------------------------------------------------ the teleconsultation

export const teleconsultationSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    medicalCaseId: z.number().int(),
    /** The bookings row (its systemId in the bookings list); null for an unplanned one until registered. */
    bookingId: z.number().int().nullable(),
    service: z.object({ code: z.string(), name: z.string() }),
    unplanned: z.boolean(),
    status: teleconsultationStatusSchema,
    communicationType: teleconsultationCommunicationTypeSchema.nullable(),
    consultant: z.object({ consultantId: z.number().int(), displayName: z.string() }).nullable(),
    scheduledFrom: isoDateTimeSchema,
    scheduledTo: isoDateTimeSchema,
    /** Spec §9: from 30 minutes before scheduledFrom until 4 hours after scheduledTo. */
    startWindow: z.object({ opensAt: isoDateTimeSchema, closesAt: isoDateTimeSchema }),
    recordingAllowed: z.boolean(),
    patientReadyAt: isoDateTimeSchema.nullable(),
    startedAt: isoDateTimeSchema.nullable(),
    endedAt: isoDateTimeSchema.nullable(),
    hasChat: z.boolean(),
    hasRecording: z.boolean(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Teleconsultation' });
export type Teleconsultation = z.infer<typeof teleconsultationSchema>;
export const teleconsultationsSchema = z.array(teleconsultationSchema).meta({ id: 'Teleconsultations' });

export const consultationPathParamsSchema = z.object({ accountId: idSchema, patientId: idSchema });
export const consultationItemParamsSchema = consultationPathParamsSchema.extend({ teleconsultationId: idSchema });

/** The form checks DESCRIPTION_MAX (spec §9); the server answers a longer one 400 TELECONSULTATION_DESCRIPTION_TOO_LONG (its message). */
const description = z.string().max(50_000);
export const teleconsultationDescriptionSchema = z.string().max(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG_MESSAGE);

/** Spec §3 "Teleconsultation create payload" (+ the description, written as the consultation's note). */
export const teleconsultationCreateSchema = z
  .object({
    /** The current patient context (patientId, wardenId) as the wizard holds it; informational. */
    context: z.string().max(200).nullable().optional(),
    /** A new medical case's title (when medicalCaseId is absent). */
    title: z.string().trim().min(1).max(200).nullable().optional(),
    medServiceCode: serviceCode,
    /** Planned: the held slot's start and end (checked against the slot). */
    scheduledDate: isoDateTimeSchema.nullable().optional(),
    dateTo: isoDateTimeSchema.nullable().optional(),
    consultantId: bodyIdSchema.nullable().optional(),
    consultantUnitCode: z.string().max(32).nullable().optional(),
    systemIds: z.object({ unitId: z.string().max(64), system: z.string().max(32) }).nullable().optional(),
    /** Unplanned ("now"): no slot; WAITING, the patient goes to /telehealth. */
    adhoc: z.boolean().default(false),
    /** Planned: the slot the wizard held (POST /mppd/api/bookings/blockTimeSlotForBooking). */
    timeSlot: bodyIdSchema.nullable().optional(),
    hisBookingId: bodyIdSchema.nullable().optional(),
    medicalCaseId: bodyIdSchema.nullable().optional(),
    patientWarden: z.boolean().nullable().optional(),
    isOffline: z.boolean().nullable().optional(),
    /** The case's attachments (uploaded to the case first) to give this consultation. */
    attachmentsIds: z.array(bodyIdSchema).max(20).default([]),
    measurementAttachment: measurementAttachmentSchema.nullable().optional(),
    /** The problem's description, at most 2000 characters (spec §9); stored as the consultation's note. */
    description: description.nullable().optional(),
  })
  .meta({ id: 'TeleconsultationCreate' });
export type TeleconsultationCreate = z.input<typeof teleconsultationCreateSchema>;

/** Spec §3 "Change-date payload": the new (held) slot for the teleconsultation's booking. */
export const teleconsultationChangeDateSchema = z
  .object({
    timeSlot: bodyIdSchema,
    scheduledDate: isoDateTimeSchema.nullable().optional(),
    dateTo: isoDateTimeSchema.nullable().optional(),
    hisBookingId: bodyIdSchema.nullable().optional(),
    teleconsultationId: bodyIdSchema,
    patientId: bodyIdSchema,
    oldDateFrom: isoDateTimeSchema.nullable().optional(),
  })
  .meta({ id: 'TeleconsultationChangeDate' });
export type TeleconsultationChangeDate = z.input<typeof teleconsultationChangeDateSchema>;

export const teleconsultationCancelSchema = z.object({ teleconsultationId: bodyIdSchema, patientId: bodyIdSchema, reason: z.string().trim().max(500).nullable().optional() }).meta({ id: 'TeleconsultationCancel' });
export type TeleconsultationCancel = z.input<typeof teleconsultationCancelSchema>;

/** Spec §3 "Unplanned booking request": registers the "now" booking once (idempotent). */
export const unplannedBookingRequestSchema = z
  .object({
    systemIds: z.object({ unitId: z.string().max(64), system: z.string().max(32) }).nullable().optional(),
    teleconsultationId: bodyIdSchema,
    medicalCaseId: bodyIdSchema.nullable().optional(),
    patientId: bodyIdSchema,
  })
  .meta({ id: 'UnplannedBookingRequest' });
export type UnplannedBookingRequest = z.input<typeof unplannedBookingRequestSchema>;

export const teleconsultationListQuerySchema = z.object({ after: isoDateSchema.optional(), before: isoDateSchema.optional() });

// ------------------------------------------------------------------------------ consents of the account (recording)

export const accountParamsSchema = z.object({ accountId: idSchema });
export const accountPatientParamsSchema = z.object({ accountId: idSchema, patientId: idSchema });
/** Our reading of "the account's teleconsultation consents": the patient allows the call's audio to be recorded. */
export const teleconsultationConsentsSchema = z
  .object({ patientId: bodyIdSchema, recordingAllowed: z.boolean() })
  .meta({ id: 'TeleconsultationConsents' });
export type TeleconsultationConsents = z.infer<typeof teleconsultationConsentsSchema>;

// ------------------------------------------------------------------------------ the patient's registration (AMTS patient data)

export const patientIdentifierParamsSchema = z.object({ accountId: idSchema, nationalId: z.string().trim().regex(/^\d{1,20}$/, 'Identyfikator pacjenta składa się z cyfr') });
export const patientDataParamsSchema = z.object({ accountId: idSchema, patientId: idSchema });
export const patientIdentifierSchema = z.object({
  /** The identifier system's OID (PESEL: 2.16.840.1.113883.3.4424.1.1.616). */
  root: z.string().trim().max(100),
  extension: z.string().trim().min(1).max(64),
  assigningAuthorityName: z.string().trim().max(100).nullable().optional(),
});
export const patientIdentifiersSchema = z.object({ identifiers: z.array(patientIdentifierSchema).min(1).max(10) }).meta({ id: 'TeleconsultationPatientIdentifiers' });
export const patientRegistrationCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    surname: z.string().trim().min(1).max(100),
    birthDate: isoDateSchema,
    gender: z.enum(['F', 'M', 'UN']),
  })
  .meta({ id: 'TeleconsultationPatientRegistrationCreate' });
export type PatientRegistrationCreate = z.input<typeof patientRegistrationCreateSchema>;
export const patientRegistrationSchema = z
  .object({ patientId: z.number().int(), registered: z.literal(true), registeredAt: isoDateTimeSchema })
  .meta({ id: 'TeleconsultationPatientRegistration' });
export type PatientRegistration = z.infer<typeof patientRegistrationSchema>;

// ------------------------------------------------------------------------------ a medical case's consultations

export const caseConsultationsParamsSchema = z.object({ accountId: idSchema, patientId: idSchema, caseId: idSchema });
export const caseConsultationSchema = z
  .object({
    id: z.number().int(),
    scheduledFrom: isoDateTimeSchema,
    scheduledTo: isoDateTimeSchema,
    status: teleconsultationStatusSchema,
    communicationType: teleconsultationCommunicationTypeSchema.nullable(),
    serviceName: z.string(),
    consultantName: z.string().nullable(),
    unplanned: z.boolean(),
    hasChat: z.boolean(),
    hasRecording: z.boolean(),
  })
  .meta({ id: 'CaseConsultation' });
export type CaseConsultation = z.infer<typeof caseConsultationSchema>;
export const caseConsultationsSchema = z.array(caseConsultationSchema).meta({ id: 'CaseConsultations' });

export const consultationAttachmentsParamsSchema = z.object({ accountId: idSchema, patientId: idSchema, caseId: idSchema, consultId: idSchema });
