import {
  BOOKING_HOLD_MINUTES,
  PRESCRIPTION_DRUGS_MAX,
  PRESCRIPTION_REASON_MAX,
  REFERRAL_INSTITUTION_CODE,
  REFERRAL_PRACTICE_NUMBER,
  availabilityStatuses,
  bookingStatuses,
  isEReferralNumber,
  referralStatuses,
  slotFundings,
} from '@portal/domain';
import { idSchema, isoDateSchema, isoDateTimeSchema, valueOf } from './common';
import { storedFileSchema } from './files';
import { occupationSchema } from './organisation-lists';
import { fulfillmentInputSchema } from './questionnaires';
import { z } from './zod-pl';

/*
 * Bookings as the patient's portal calls them (spec part 2 §2 "Bookings", §3 "Booking", "Wizard
 * booking data", "Catalog entry", "Referral", "Make-booking payload", §4, §5, §7 "Bookings", §8, §9).
 * Paths are the spec's under /api (/api/mppd/api/bookings, /api/mppd/api/time-slots/, ...). A booking
 * is addressed as {system}/{id}: our own bookings carry system PORTAL. The console's side is in
 * clinic-bookings.ts.
 */

/** The spec's §8 texts, word for word where it gives them (the web shows them from i18n). */
export const bookingTexts = {
  confirmWrongStatus: 'Rezerwacja nie może być potwierdzona - niewłaściwy status',
  confirmFailed: 'Potwierdzanie rezerwacji nie powiodło się',
  createFailed: 'Nie udało się utworzyć nowej rezerwacji. Spróbuj ponownie później.',
  modifyFailed: 'Nie udało się zmodyfikować rezerwacji. Spróbuj ponownie później.',
  unknownReferrer: 'Nieznana instytucja lub lekarz kierujący',
  hisNoSlots: 'System szpitalny nie udostępnia w tej chwili wolnych terminów. Spróbuj ponownie później.',
  priceListFailed: 'Nie udało się pobrać aktualnego cennika',
  priceListMissing: 'Brak aktualnego cennika dla podanego zakresu',
  planningFailed: 'Błąd podczas planowania usługi',
  attachmentDeleteFailed: 'Nie udało się usunąć załącznika',
  referralSaveFailed: 'Błąd podczas zapisu skierowania',
  referralAttachmentDeleteFailed: 'Błąd podczas usunięcia załącznika do skierowania',
  phoneInUse: 'Numer telefonu jest używany w innym koncie',
  phoneSaveFailed: 'Błąd podczas zapisu numeru telefonu',
  codeSendFailed: 'Nie udało się wysłać kodu potwierdzenia. Sprawdź, czy numer telefonu jest potwierdzony.',
  codeInvalid: 'Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.',
  phoneConfirmFailed: 'Wystąpił błąd podczas potwierdzania numeru telefonu',
  phoneConfirmed: 'Numer telefonu został potwierdzony',
  phoneSaved: 'Numer telefonu został zapisany',
  questionnaireDeadline: 'Termin wypełnienia ankiety już minął',
  slotBlockFailed: 'Nie udało się zarezerwować wybranego terminu usługi. Spróbuj ponownie lub skontaktuj się bezpośrednio z przychodnią',
  bookingLocked: 'Nową rezerwację może utworzyć tylko pracownik placówki.',
  noAttachment: 'Nie dodano załącznika',
} as const;

export const SYSTEM_PORTAL = 'PORTAL';
export const bookingSystemSchema = z.string().trim().min(1).max(32);
export const bookingParamsSchema = z.object({ system: bookingSystemSchema, id: idSchema });
export const bookingAttachmentParamsSchema = bookingParamsSchema.extend({ attId: idSchema });
export const bookingStatusSchema = z.enum(bookingStatuses);
const money = z.string().regex(/^\d{1,8}\.\d{2}$/);

// ------------------------------------------------------------------------------ catalogue

/** One catalogue entry: a service offered in a unit by a practitioner (one schedule: its availabilityId). */
export const catalogEntrySchema = z
  .object({
    medicalService: z.object({
      code: z.string(),
      name: z.string(),
      typeId: z.string(),
      typeName: z.string(),
      /** The earliest day slots may be booked (the clinic's today plus the service's minimum interval). */
      minBookDate: isoDateSchema,
      commercialService: z.boolean(),
      /** "250.00" for a commercial service, from its price list; null when NFZ-funded. */
      priceFrom: money.nullable(),
      prescriptionVisit: z.boolean(),
      /** The speciality the service belongs to (dictionary SPECJALNOSCI code), or null. */
      speciality: z.string().nullable(),
    }),
    hospitalOrganizationUnit: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
    practitioner: z
      .object({
        employeeId: z.number().int(),
        name: z.string(),
        lastName: z.string(),
        degree: z.string().nullable(),
        occupationCode: occupationSchema,
        specialities: z.array(z.string()),
      })
      .nullable(),
    availabilityInModuleStatus: z.enum(availabilityStatuses),
    availabilityId: z.number().int(),
    systemIds: z.object({ unitId: z.string(), system: z.string() }),
    /** The service lets the patient pick "any practitioner" of the unit. */
    anyPractitioner: z.boolean(),
    employeeStatusVisible: z.boolean(),
  })
  .meta({ id: 'CatalogEntry' });
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
export const catalogSchema = z.array(catalogEntrySchema).meta({ id: 'Catalog' });

export const catalogUnitSchema = z
  .object({ id: z.number().int(), name: z.string(), code: z.string(), city: z.string(), street: z.string(), houseNumber: z.string(), postalCode: z.string(), phone: z.string().nullable() })
  .meta({ id: 'CatalogUnit' });
export const catalogUnitsSchema = z.array(catalogUnitSchema);

// ------------------------------------------------------------------------------ time slots

/** Free slots of a service: a range of at most TIME_SLOTS_MAX_DAYS days (the wizard asks a week or a month). */
export const TIME_SLOTS_MAX_DAYS = 62;
/** At most this many slots in one answer (`hasMore` says more exist: the wizard narrows the range). */
export const TIME_SLOTS_MAX = 500;

export const timeSlotsQuerySchema = z.object({
  medicalServiceCode: z.string().trim().min(1).max(32),
  organizationUnitId: idSchema.optional(),
  employeeId: idSchema.optional(),
  occupationCode: occupationSchema.optional(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  availabilityId: idSchema.optional(),
  /** The patient the wizard books for: slots she holds are answered as hers. */
  patientId: idSchema.optional(),
});
export type TimeSlotsQuery = z.input<typeof timeSlotsQuerySchema>;

export const timeSlotSchema = z
  .object({
    id: z.number().int(),
    system: z.string(),
    dateFrom: isoDateTimeSchema,
    dateTo: isoDateTimeSchema,
    payment: z.enum(slotFundings),
    availabilityId: z.number().int(),
    medicalServiceCode: z.string(),
    organizationUnit: z.object({ id: z.number().int(), name: z.string() }),
    practitioner: z.object({ employeeId: z.number().int(), displayName: z.string() }),
    /** Held for the asking patient (she picked it within the hold). */
    heldForPatient: z.boolean(),
  })
  .meta({ id: 'TimeSlot' });
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export const timeSlotsSchema = z.object({ slots: z.array(timeSlotSchema), hasMore: z.boolean() }).meta({ id: 'TimeSlots' });

/** How far ahead the earliest free slot is looked for (days from dateFrom). */
export const FIRST_FREE_DAY_HORIZON_DAYS = 366;
/**
 * The days with free slots (the dates step's calendar): the query of time-slots; `days` are the clinic days
 * in [dateFrom, dateTo] with a free slot, `firstFreeDay` the earliest such day on or after dateFrom within
 * FIRST_FREE_DAY_HORIZON_DAYS (also beyond dateTo), or null.
 */
export const freeDaysQuerySchema = timeSlotsQuerySchema;
export type FreeDaysQuery = z.input<typeof freeDaysQuerySchema>;
export const freeDaysSchema = z.object({ days: z.array(isoDateSchema), firstFreeDay: isoDateSchema.nullable() }).meta({ id: 'FreeDays' });
export type FreeDays = z.output<typeof freeDaysSchema>;

export const timeSlotCommQuerySchema = z.object({
  medicalServiceCode: z.string().trim().min(1).max(32),
  organizationUnitId: idSchema.optional(),
  employeeId: idSchema.optional(),
  occupationCode: occupationSchema.optional(),
  timeSlotId: idSchema,
  availabilityId: idSchema.optional(),
  system: bookingSystemSchema.optional(),
  patientId: idSchema.optional(),
});
/** A commercial slot's price list: the items valid on the slot's day (404 PRICE_LIST_MISSING when none). */
export const priceListSchema = z
  .object({ timeSlotId: z.number().int(), currency: z.literal('PLN'), items: z.array(z.object({ id: z.number().int(), name: z.string(), price: money })) })
  .meta({ id: 'PriceList' });
export type PriceList = z.infer<typeof priceListSchema>;

export const availabilitySettingsQuerySchema = z.object({ timeSlotId: idSchema.optional(), availabilityId: idSchema.optional() });
export const availabilitySettingsSchema = z
  .object({
    referralStatus: z.enum(referralStatuses),
    bookingRestrictions: z.object({ bookingConfReq: z.boolean(), addMeasurements: z.boolean() }),
  })
  .meta({ id: 'AvailabilitySettings' });
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

export const blockTimeSlotSchema = z.object({
  timeSlotId: idSchema,
  patientId: idSchema,
  /** Minutes; the server holds at most BOOKING_HOLD_MINUTES. */
  blockDuration: z.coerce.number().int().min(1).max(BOOKING_HOLD_MINUTES).default(BOOKING_HOLD_MINUTES),
});
export const blockedTimeSlotSchema = z.object({ timeSlotId: z.number().int(), heldUntil: isoDateTimeSchema }).meta({ id: 'BlockedTimeSlot' });

// ------------------------------------------------------------------------------ checks before booking

export const bookingPossibilitySchema = z.object({ possible: z.boolean(), reason: z.string().nullable() }).meta({ id: 'BookingPossibility' });
export const prebookingQuerySchema = z.object({ medicalServiceCode: z.string().trim().min(1).max(32), availabilityId: idSchema.optional(), timeSlotId: idSchema.optional() });
/** `errors` maps each validation code (101–206) to its Polish warning; empty when the booking may go on. */
export const bookingValidationSchema = z.object({ valid: z.boolean(), errors: z.record(z.string(), z.string()) }).meta({ id: 'BookingValidation' });
export const patientServiceParamsSchema = z.object({ patientId: idSchema, serviceCode: z.string().trim().min(1).max(32) });
export const prescriptionParamsSchema = z.object({ patientId: idSchema, system: bookingSystemSchema, serviceCode: z.string().trim().min(1).max(32) });
export const patientSystemParamsSchema = z.object({ patientId: idSchema, system: bookingSystemSchema });
export const flagSchema = valueOf(z.boolean());

export const drugSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    fullName: z.string().nullable(),
    internationalName: z.string().nullable(),
    drugPackage: z.string().nullable(),
    form: z.string().nullable(),
    dose: z.string().nullable(),
  })
  .meta({ id: 'Drug' });
export type Drug = z.infer<typeof drugSchema>;
export const drugsSchema = z.array(drugSchema);
export const drugSearchQuerySchema = z.object({
  drugName: z.string().trim().min(3, 'Wpisz co najmniej 3 znaki nazwy leku').max(100),
  isInternationalName: z.stringbool().optional().default(false),
  pageIndex: z.coerce.number().int().min(0).max(1000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const drugPageSchema = z.object({ items: drugsSchema, hasMore: z.boolean() }).meta({ id: 'DrugPage' });

// ------------------------------------------------------------------------------ referrals

export const referralInputSchema = z
  .object({
    issueDate: isoDateSchema.nullable().optional(),
    cito: z.boolean().default(false),
    refENumber: z
      .string()
      .trim()
      .refine(isEReferralNumber, 'Numer e-skierowania musi mieć dokładnie 4 albo 44 cyfry')
      .nullable()
      .optional(),
    institutionCro: z.string().trim().regex(REFERRAL_INSTITUTION_CODE, 'Podaj kod instytucji z rejestru (9–14 cyfr)').nullable().optional(),
    practiceNo: z.string().trim().regex(REFERRAL_PRACTICE_NUMBER, 'Numer prawa wykonywania zawodu ma 7 cyfr').nullable().optional(),
    icd10Code: z.string().trim().max(10).nullable().optional(),
    orgUnitCode: z.string().trim().max(20).nullable().optional(),
    orgUnitSpecialityCode: z.string().trim().max(20).nullable().optional(),
    orgUnit5Code: z.string().trim().max(20).nullable().optional(),
    orgUnitTypeCode: z.string().trim().max(20).nullable().optional(),
  })
  .meta({ id: 'ReferralEntry' });
export type ReferralInput = z.input<typeof referralInputSchema>;

export const referralSchema = z
  .object({
    issueDate: isoDateSchema.nullable(),
    cito: z.boolean(),
    refENumber: z.string().nullable(),
    institutionCro: z.string().nullable(),
    institutionName: z.string().nullable(),
    practiceNo: z.string().nullable(),
    practitionerName: z.string().nullable(),
    icd10Code: z.string().nullable(),
    orgUnitCode: z.string().nullable(),
    orgUnitSpecialityCode: z.string().nullable(),
    orgUnit5Code: z.string().nullable(),
    orgUnitTypeCode: z.string().nullable(),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;

export const referralInstitutionParamsSchema = z.object({ a: z.string().trim().min(1).max(16), b: z.string().trim().min(1).max(32) });
export const referralPractitionerParamsSchema = z.object({ system: z.string().trim().min(1).max(16), practiceNumber: z.string().trim().min(1).max(16) });
export const referralInstitutionSchema = z.object({ system: z.string(), code: z.string(), name: z.string(), city: z.string().nullable() }).meta({ id: 'ReferralInstitution' });
export const referralPractitionerSchema = z
  .object({ system: z.string(), practiceNumber: z.string(), name: z.string(), lastName: z.string(), degree: z.string().nullable() })
  .meta({ id: 'ReferralPractitioner' });
/** GET /mpi/accounts/mpi-user/referral-settings. */
export const referralSettingsSchema = z
  .object({ eReferralEnabled: z.boolean(), manualReferralEnabled: z.boolean(), attachmentsEnabled: z.boolean() })
  .meta({ id: 'ReferralSettings' });
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** The installation's booking settings (settings group `bookings`, kept in the console). */
export const bookingSettingsSchema = z
  .object({
    /** Send SMS codes for bookings that need confirmation (bookingConfReq); without SMS the booking is made at once. */
    smsConfirmationEnabled: z.boolean(),
    /** Hours before a visit its reminder goes out. */
    reminderHoursBefore: z.number().int().min(1).max(168),
    eReferralEnabled: z.boolean(),
    manualReferralEnabled: z.boolean(),
    referralAttachmentsEnabled: z.boolean(),
  })
  .meta({ id: 'BookingSettings' });
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

// ------------------------------------------------------------------------------ making a booking

export const bookingPrescriptionInputSchema = z.object({
  prescriptionVisitReason: z.string().trim().min(1, 'Podaj powód wizyty receptowej').max(PRESCRIPTION_REASON_MAX),
  /** Drugs by their register id. */
  bookingPrescriptionDrugs: z.array(z.string().trim().min(1).max(32)).min(1, 'Wybierz przynajmniej jeden lek').max(PRESCRIPTION_DRUGS_MAX),
});
export const measurementAttachmentSchema = z.object({ isAddMeasurement: z.boolean(), dateFromMeasurement: isoDateSchema.nullable() });

export const makeBookingSchema = z
  .object({
    timeSlotId: idSchema,
    patientId: idSchema,
    availabilityId: idSchema.optional(),
    referral: referralInputSchema.nullable().optional(),
    /** Files uploaded for the referral before the booking exists (files module, pending uploads). */
    referralAttachments: z.array(idSchema).max(20).optional(),
    mpiReferralId: idSchema.nullable().optional(),
    questionnaireFulfillment: fulfillmentInputSchema.nullable().optional(),
    bookingPrescription: bookingPrescriptionInputSchema.nullable().optional(),
    measurementAttachment: measurementAttachmentSchema.nullable().optional(),
    /** A commercial slot's chosen price-list item. */
    payment: z.object({ priceItemId: idSchema }).nullable().optional(),
    /** The SMS code, when the service needs the booking confirmed (bookingConfReq) and SMS is on. */
    confirmationCode: z.string().trim().regex(/^\d{4,8}$/, 'Kod potwierdzenia składa się z cyfr').optional(),
  })
  .meta({ id: 'MakeBooking' });
export type MakeBooking = z.input<typeof makeBookingSchema>;
/** PUT /bookings: the booking to modify (its id) and the new slot; no payment (the old booking's is kept when the service is the same). */
export const modifyBookingSchema = makeBookingSchema.omit({ payment: true }).extend({ hisBookingId: idSchema }).meta({ id: 'ModifyBooking' });
export type ModifyBooking = z.input<typeof modifyBookingSchema>;

/** Asks an SMS code before booking a slot that needs confirmation, or before confirming a booking. */
export const bookingCodeRequestSchema = z.object({ timeSlotId: idSchema, patientId: idSchema });
export const bookingCodeSentSchema = z.object({ sentTo: z.string(), validUntil: isoDateTimeSchema }).meta({ id: 'BookingCodeSent' });
export const confirmBookingSchema = z.object({ code: z.string().trim().regex(/^\d{4,8}$/, 'Kod potwierdzenia składa się z cyfr') });
export const bookingQuestionnaireSchema = z.object({ questionnaireFulfillment: fulfillmentInputSchema });
export const bookingReferralSchema = referralInputSchema.extend({ referralAttachments: z.array(idSchema).max(20).optional() }).meta({ id: 'BookingReferralInput' });

// ------------------------------------------------------------------------------ the booking

export const bookingSchema = z
  .object({
    system: z.string(),
    systemId: z.string(),
    /** As shown (a SCHEDULED booking with orderStatus GTRE is REGISTERED). */
    status: bookingStatusSchema,
    orderStatus: z.string().nullable(),
    dateFrom: isoDateTimeSchema,
    dateTo: isoDateTimeSchema,
    patient: z.object({ id: z.number().int(), name: z.string(), lastName: z.string() }),
    service: z.object({ code: z.string(), description: z.string(), condition: z.string().nullable(), prescriptionVisit: z.boolean() }),
    organizationUnit: z.object({ id: z.number().int(), description: z.string(), address: z.string(), contact: z.object({ phoneNumber: z.string().nullable() }) }),
    practitioner: z.object({ employeeId: z.number().int(), displayName: z.string(), specialities: z.array(z.string()) }),
    medicalCaseId: z.number().int().nullable(),
    teleconsultationId: z.number().int().nullable(),
    availabilityId: z.number().int().nullable(),
    payment: z.object({ funding: z.enum(slotFundings), price: money.nullable(), itemName: z.string().nullable() }),
    measurementAttachment: measurementAttachmentSchema.nullable(),
    prescription: z.object({ reason: z.string(), drugs: drugsSchema }).nullable(),
    details: z.object({
      attachments: z.array(storedFileSchema),
      referral: referralSchema.nullable(),
      mpiReferralId: z.number().int().nullable(),
      referralAttachments: z.array(storedFileSchema),
      /** The booking's questionnaire has answers. */
      lastQuestionnaireFulfillment: z.boolean(),
    }),
    /** The service asks a questionnaire. */
    questionnaireExists: z.boolean(),
    confirmed: z.boolean(),
    cancelledBy: z.enum(['PATIENT', 'CLINIC']).nullable(),
    cancelReason: z.string().nullable(),
    /** What the patient may still do (the list's buttons). */
    actions: z.object({ confirm: z.boolean(), edit: z.boolean(), cancel: z.boolean(), referral: z.boolean() }),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;
export const bookingsSchema = z.array(bookingSchema).meta({ id: 'Bookings' });

/** GET /bookings: the patient's (or, without patientId, every patient the account acts for) in a range of days, at most 20 years either way. */
export const bookingsQuerySchema = z.object({
  patientId: idSchema.optional(),
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
  statuses: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(bookingStatusSchema))
    .optional(),
});
/** first-for-patient: the first active booking of the patient overlapping [dateFrom, dateTo] (instants), or null. */
export const firstForPatientQuerySchema = z.object({ patientId: idSchema, dateFrom: isoDateTimeSchema, dateTo: isoDateTimeSchema });
export const firstBookingSchema = z.object({ booking: bookingSchema.nullable() }).meta({ id: 'FirstBooking' });
