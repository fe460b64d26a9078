import { CANCEL_REASON_MAX, availabilityStatuses, bookingStatuses, isClockTime, referralStatuses, slotFundings } from '@portal/domain';
import { idSchema, isoDateSchema } from './common';
import { characters } from './plural-pl';
import { z } from './zod-pl';

/*
 * The clinic console's side of bookings (issue 13): schedules with their exceptions, what booking a
 * service asks (booking_service_rules) and its price list, a practitioner's day and week, the desk's
 * phone bookings and their lifecycle (cancel with a reason, arrival, done, no-show), and the lock of a
 * patient's online booking. Paths under /api/clinic/bookings/...
 */

export const clinicBookingMessages = {
  clockTime: 'Podaj godzinę w formacie GG:MM',
  endAfterStart: 'Koniec musi być późniejszy niż początek',
  slotFits: 'Godziny muszą pomieścić co najmniej jedną wizytę',
  weekday: 'Dzień tygodnia to liczba od 1 (poniedziałek) do 7 (niedziela)',
  weeklyRequired: 'Podaj co najmniej jeden dzień z godzinami przyjęć',
  slotMinutes: 'Długość wizyty to od 5 do 240 minut',
  validTo: 'Data końcowa nie może być wcześniejsza niż początkowa',
  hoursRequired: 'Podaj godziny przyjęć dnia ze zmienionymi godzinami',
  reasonRequired: 'Podaj powód odwołania',
  reasonTooLong: `Powód może mieć najwyżej ${characters(CANCEL_REASON_MAX)}`,
  priceFormat: 'Podaj cenę w złotych, np. 250,00',
  ageRange: 'Wiek maksymalny nie może być mniejszy niż minimalny',
  commercialNeedsPrices: 'Grafik komercyjny wymaga świadczenia komercyjnego lub cennika',
} as const;

const clockTime = z.string().trim().refine(isClockTime, clinicBookingMessages.clockTime);
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const range = z.object({ start: clockTime, end: clockTime });

export const weeklyHoursSchema = range.extend({ weekday: z.number().int().min(1, clinicBookingMessages.weekday).max(7, clinicBookingMessages.weekday) });

// ------------------------------------------------------------------------------ schedules

export const scheduleInputSchema = z
  .object({
    practitionerId: idSchema,
    unitId: idSchema,
    serviceId: idSchema,
    validFrom: isoDateSchema,
    validTo: isoDateSchema.nullable().default(null),
    weekly: z.array(weeklyHoursSchema).min(1, clinicBookingMessages.weeklyRequired).max(28),
    slotMinutes: z.number().int().min(5, clinicBookingMessages.slotMinutes).max(240, clinicBookingMessages.slotMinutes),
    breaks: z.array(range).max(10).default([]),
    funding: z.enum(slotFundings),
    availability: z.enum(availabilityStatuses),
  })
  .superRefine((v, ctx) => {
    v.weekly.forEach((w, i) => {
      if (!isClockTime(w.start) || !isClockTime(w.end)) return;
      if (minutesOf(w.end) <= minutesOf(w.start)) ctx.addIssue({ code: 'custom', path: ['weekly', i, 'end'], message: clinicBookingMessages.endAfterStart });
      else if (minutesOf(w.end) - minutesOf(w.start) < v.slotMinutes) ctx.addIssue({ code: 'custom', path: ['weekly', i, 'end'], message: clinicBookingMessages.slotFits });
    });
    v.breaks.forEach((b, i) => {
      if (isClockTime(b.start) && isClockTime(b.end) && minutesOf(b.end) <= minutesOf(b.start))
        ctx.addIssue({ code: 'custom', path: ['breaks', i, 'end'], message: clinicBookingMessages.endAfterStart });
    });
    if (v.validTo !== null && v.validTo < v.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: clinicBookingMessages.validTo });
  })
  .meta({ id: 'ClinicScheduleRequest' });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleWrite = z.output<typeof scheduleInputSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const clinicScheduleSchema = z
  .object({
    id: z.number().int(),
    practitioner: named,
    unit: named,
    service: named.extend({ code: z.string(), commercial: z.boolean() }),
    validFrom: z.string(),
    validTo: z.string().nullable(),
    weekly: z.array(weeklyHoursSchema),
    slotMinutes: z.number().int(),
    breaks: z.array(range),
    funding: z.enum(slotFundings),
    availability: z.enum(availabilityStatuses),
    active: z.boolean(),
    generatedUntil: z.string().nullable(),
  })
  .meta({ id: 'ClinicSchedule' });
export type ClinicSchedule = z.infer<typeof clinicScheduleSchema>;

export const clinicSchedulesQuerySchema = z.object({
  practitionerId: idSchema.optional(),
  unitId: idSchema.optional(),
  serviceId: idSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export const scheduleParamsSchema = z.object({ scheduleId: idSchema });

/** A booked visit a change of the schedule (or a day off) left outside the new hours: the desk handles it. */
export const scheduleConflictSchema = z.object({
  bookingId: z.number().int(),
  startsAt: z.string(),
  patientName: z.string(),
  serviceName: z.string(),
});
export const scheduleSavedSchema = z
  .object({ schedule: clinicScheduleSchema, slotsAdded: z.number().int(), conflicts: z.array(scheduleConflictSchema) })
  .meta({ id: 'ClinicScheduleSaved' });
export type ScheduleSaved = z.infer<typeof scheduleSavedSchema>;

// ------------------------------------------------------------------------------ exceptions

export const scheduleExceptionInputSchema = z
  .object({
    /** One schedule, or a practitioner's leave (every schedule of hers), or neither: the whole clinic. */
    scheduleId: idSchema.nullable().default(null),
    practitionerId: idSchema.nullable().default(null),
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    kind: z.enum(['CLOSED', 'HOURS']),
    startTime: clockTime.nullable().default(null),
    endTime: clockTime.nullable().default(null),
    reason: z.string().trim().max(200).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.dateTo < v.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: clinicBookingMessages.validTo });
    if (v.kind === 'HOURS') {
      if (!v.startTime || !v.endTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: clinicBookingMessages.hoursRequired });
      else if (minutesOf(v.endTime) <= minutesOf(v.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: clinicBookingMessages.endAfterStart });
    }
  })
  .meta({ id: 'ClinicScheduleExceptionRequest' });
export type ScheduleExceptionInput = z.input<typeof scheduleExceptionInputSchema>;
export type ScheduleExceptionWrite = z.output<typeof scheduleExceptionInputSchema>;

export const scheduleExceptionSchema = z
  .object({
    id: z.number().int(),
    scheduleId: z.number().int().nullable(),
    practitionerId: z.number().int().nullable(),
    dateFrom: z.string(),
    dateTo: z.string(),
    kind: z.enum(['CLOSED', 'HOURS']),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ClinicScheduleException' });
export type ClinicScheduleException = z.infer<typeof scheduleExceptionSchema>;
export const scheduleExceptionsQuerySchema = z.object({ scheduleId: idSchema.optional(), practitionerId: idSchema.optional() });
export const exceptionParamsSchema = z.object({ exceptionId: idSchema });
export const exceptionSavedSchema = z
  .object({ exception: scheduleExceptionSchema, schedulesRegenerated: z.number().int(), conflicts: z.array(scheduleConflictSchema) })
  .meta({ id: 'ClinicScheduleExceptionSaved' });

// ------------------------------------------------------------------------------ service rules, price list

const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).nullable().default(null);
export const serviceBookingRulesSchema = z
  .object({
    gender: z.enum(['F', 'M']).nullable().default(null),
    minAge: optionalInt(0, 150),
    maxAge: optionalInt(0, 150),
    insurerRequired: z.boolean().default(false),
    phoneConfirmedRequired: z.boolean().default(false),
    minHoursBefore: optionalInt(0, 24 * 365),
    maxDaysBefore: optionalInt(0, 3650),
    firstVisit: z.enum(['FORBIDDEN', 'REQUIRED']).nullable().default(null),
    maxActivePerService: optionalInt(1, 1000),
    maxActiveAuthorized: optionalInt(1, 1000),
    maxActiveUnauthorized: optionalInt(1, 1000),
  })
  .superRefine((v, ctx) => {
    if (v.minAge !== null && v.maxAge !== null && v.maxAge < v.minAge) ctx.addIssue({ code: 'custom', path: ['maxAge'], message: clinicBookingMessages.ageRange });
  });

export const serviceBookingSettingsSchema = z
  .object({
    referralStatus: z.enum(referralStatuses),
    bookingConfReq: z.boolean(),
    addMeasurements: z.boolean(),
    phoneRequired: z.boolean(),
    parallelAllowed: z.boolean(),
    declarationRequired: z.enum(['GP', 'NURSE', 'MIDWIFE']).nullable(),
    anyPractitioner: z.boolean(),
    employeeStatusVisible: z.boolean(),
    rules: serviceBookingRulesSchema,
  })
  .meta({ id: 'ClinicServiceBookingSettings' });
export type ServiceBookingSettings = z.input<typeof serviceBookingSettingsSchema>;
export type ServiceBookingSettingsWrite = z.output<typeof serviceBookingSettingsSchema>;
export const clinicServiceParamsSchema = z.object({ serviceId: idSchema });

const priceText = z
  .string()
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v) && Number(v) > 0, clinicBookingMessages.priceFormat)
  .transform((v) => Number(v).toFixed(2));
export const priceItemInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Podaj nazwę pozycji cennika').max(200),
    price: priceText,
    validFrom: isoDateSchema,
    validTo: isoDateSchema.nullable().default(null),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.validTo !== null && v.validTo < v.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: clinicBookingMessages.validTo });
  })
  .meta({ id: 'ClinicPriceItemRequest' });
export type PriceItemInput = z.input<typeof priceItemInputSchema>;
export type PriceItemWrite = z.output<typeof priceItemInputSchema>;
export const priceItemSchema = z
  .object({ id: z.number().int(), serviceId: z.number().int(), name: z.string(), price: z.string(), validFrom: z.string(), validTo: z.string().nullable(), position: z.number().int() })
  .meta({ id: 'ClinicPriceItem' });
export type ClinicPriceItem = z.infer<typeof priceItemSchema>;
export const clinicPriceItemParamsSchema = z.object({ serviceId: idSchema, itemId: idSchema });

// ------------------------------------------------------------------------------ calendar and bookings

export const clinicBookingSchema = z
  .object({
    id: z.number().int(),
    system: z.string(),
    patient: z.object({ id: z.number().int(), name: z.string(), lastName: z.string(), nationalId: z.string().nullable() }),
    service: named.extend({ code: z.string() }),
    unit: named,
    practitioner: named,
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(bookingStatuses),
    shownStatus: z.enum(bookingStatuses),
    funding: z.enum(slotFundings),
    price: z.string().nullable(),
    bookedByClinic: z.boolean(),
    confirmed: z.boolean(),
    cancelledBy: z.enum(['PATIENT', 'CLINIC']).nullable(),
    cancelReason: z.string().nullable(),
    noShow: z.boolean(),
    /** The visit the "done" action opened in the medical register. */
    encounterId: z.number().int().nullable(),
  })
  .meta({ id: 'ClinicBooking' });
export type ClinicBooking = z.infer<typeof clinicBookingSchema>;

export const calendarSlotSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(['FREE', 'HELD', 'BOOKED']),
  service: named,
  unit: named,
  funding: z.enum(slotFundings),
  availability: z.enum(availabilityStatuses),
  booking: clinicBookingSchema.nullable(),
});
export type CalendarSlot = z.infer<typeof calendarSlotSchema>;
export const calendarQuerySchema = z.object({ practitionerId: idSchema, date: isoDateSchema, view: z.enum(['day', 'week']).default('day') });
export const calendarSchema = z
  .object({ practitionerId: z.number().int(), from: z.string(), to: z.string(), slots: z.array(calendarSlotSchema) })
  .meta({ id: 'ClinicCalendar' });
export type ClinicCalendar = z.infer<typeof calendarSchema>;

export const phoneBookingInputSchema = z
  .object({
    patientId: idSchema,
    timeSlotId: idSchema,
    /** The registrar books although the service's rules warn (she was told the warnings). */
    overrideWarnings: z.boolean().default(false),
    priceItemId: idSchema.nullable().default(null),
  })
  .meta({ id: 'ClinicPhoneBookingRequest' });
export type PhoneBookingInput = z.input<typeof phoneBookingInputSchema>;
export type PhoneBookingWrite = z.output<typeof phoneBookingInputSchema>;

export const clinicCancelInputSchema = z
  .object({ reason: z.string().trim().min(1, clinicBookingMessages.reasonRequired).max(CANCEL_REASON_MAX, clinicBookingMessages.reasonTooLong) })
  .meta({ id: 'ClinicBookingCancel' });
export const clinicBookingParamsSchema = z.object({ bookingId: idSchema });
export const clinicPatientBookingsQuerySchema = z.object({ patientId: idSchema, dateFrom: isoDateSchema.optional(), dateTo: isoDateSchema.optional() });

export const bookingLockSchema = z
  .object({ locked: z.boolean(), reason: z.string().nullable(), lockedAt: z.string().nullable() })
  .meta({ id: 'ClinicBookingLock' });
export type BookingLock = z.infer<typeof bookingLockSchema>;
export const bookingLockInputSchema = z.object({ reason: z.string().trim().max(500).nullable().default(null) }).meta({ id: 'ClinicBookingLockRequest' });
export const bookingPatientParamsSchema = z.object({ patientId: idSchema });
