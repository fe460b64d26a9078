import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScheduleException, ServiceBookingRules, TimeRange, WeeklyHours } from '@portal/domain';
import { accounts } from '../accounts/accounts.schema';
import { files } from '../files/files.schema';
import { practitioners, services, units } from '../organisation/organisation.schema';
import { patients } from '../patients/patients.schema';
import { staffMembers } from '../staff/staff.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * Bookings (module bookings): what the clinic configures on a service for booking it, the schedules
 * that generate time slots, the slots themselves (free, held by a patient until a time, or booked),
 * the bookings and their attachments, the commercial price lists, the register of referring
 * institutions and practitioners, the drug register a prescription visit picks from, and the patients
 * the clinic has locked out of booking online.
 *
 * A slot is free when booking_id is null and it is not held (held_until null or past): a hold expires
 * by itself, no job has to run. A booking takes its slot with one conditional UPDATE whose row count
 * tells whether it won; the partial unique index on bookings(time_slot_id) for active bookings is the
 * second guard.
 */

/** What booking a service asks (one row per service; no row: the defaults). */
export const bookingServiceRules = pgTable('booking_service_rules', {
  serviceId: integer('service_id')
    .primaryKey()
    .references(() => services.id, { onDelete: 'cascade' }),
  referralStatus: text('referral_status', { enum: ['N', 'O', 'R'] })
    .notNull()
    .default('N'),
  /** The booking must be confirmed by an SMS code before it is made (bookingConfReq). */
  bookingConfReq: boolean('booking_conf_req').notNull().default(false),
  /** The wizard offers to attach the patient's measurements (addMeasurements). */
  addMeasurements: boolean('add_measurements').notNull().default(false),
  /** A confirmed phone is needed (the contact-data step). */
  phoneRequired: boolean('phone_required').notNull().default(false),
  /** Another booking of the patient in the same period is allowed. */
  parallelAllowed: boolean('parallel_allowed').notNull().default(false),
  /** The patient must hold a current declaration of this type (GP, NURSE, MIDWIFE). */
  declarationRequired: text('declaration_required', { enum: ['GP', 'NURSE', 'MIDWIFE'] }),
  /** The catalogue offers "any practitioner" for the service. */
  anyPractitioner: boolean('any_practitioner').notNull().default(true),
  /** The catalogue shows whether a practitioner is available (employeeStatusVisible). */
  employeeStatusVisible: boolean('employee_status_visible').notNull().default(true),
  /** Validation rules (codes 101–206). */
  rules: jsonb('rules').$type<ServiceBookingRules>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    weekly: jsonb('weekly').$type<WeeklyHours[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    breaks: jsonb('breaks').$type<TimeRange[]>().notNull().default([]),
    funding: text('funding', { enum: ['NFZ', 'COMMERCIAL'] }).notNull(),
    availability: text('availability', { enum: ['B', 'P', 'N'] }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Slots exist up to this day (the rolling horizon). */
    generatedUntil: date('generated_until', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('schedules_practitioner_id_idx').on(t.practitionerId), index('schedules_unit_id_idx').on(t.unitId), index('schedules_service_id_idx').on(t.serviceId)],
);

/** Days off and one-off changes: of one schedule, of a practitioner (leave), or of the whole clinic (public holidays). */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: id(),
    scheduleId: integer('schedule_id').references(() => schedules.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['CLOSED', 'HOURS'] }).$type<ScheduleException['kind']>().notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_exceptions_schedule_id_idx').on(t.scheduleId), index('schedule_exceptions_practitioner_id_idx').on(t.practitionerId, t.dateFrom)],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: id(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    funding: text('funding', { enum: ['NFZ', 'COMMERCIAL'] }).notNull(),
    availability: text('availability', { enum: ['B', 'P', 'N'] }).notNull(),
    heldByPatientId: integer('held_by_patient_id').references(() => patients.id, { onDelete: 'set null' }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The booking that took it (no foreign key: bookings point back at their slot). */
    bookingId: integer('booking_id'),
  },
  (t) => [
    uniqueIndex('time_slots_schedule_id_starts_at_idx').on(t.scheduleId, t.startsAt),
    // Free slots of a service in a range (the wizard's dates step).
    index('time_slots_free_service_id_starts_at_idx')
      .on(t.serviceId, t.startsAt)
      .where(sql`${t.bookingId} is null`),
    index('time_slots_practitioner_id_starts_at_idx').on(t.practitionerId, t.startsAt),
    index('time_slots_unit_id_starts_at_idx').on(t.unitId, t.startsAt),
    index('time_slots_held_by_patient_id_idx').on(t.heldByPatientId).where(sql`${t.heldByPatientId} is not null`),
  ],
);

export interface StoredReferral {
  issueDate: string | null;
  cito: boolean;
  refENumber: string | null;
  institutionCro: string | null;
  institutionName: string | null;
  practiceNo: string | null;
  practitionerName: string | null;
  icd10Code: string | null;
  orgUnitCode: string | null;
  orgUnitSpecialityCode: string | null;
  orgUnit5Code: string | null;
  orgUnitTypeCode: string | null;
}
export interface StoredPrescription {
  reason: string;
  drugs: Array<{ id: string; name: string; fullName: string | null; dose: string | null; form: string | null; drugPackage: string | null }>;
}

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** The system that keeps the booking (PORTAL for ours): the spec's {system}/{id}. */
    system: text('system').notNull().default('PORTAL'),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that booked; null when the clinic booked by phone. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    bookedByStaffId: integer('booked_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    timeSlotId: integer('time_slot_id').references(() => timeSlots.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['SCHEDULED', 'REGISTERED', 'EXECUTED', 'CANCELED'] })
      .notNull()
      .default('SCHEDULED'),
    /** GTRE once the desk registered the patient's arrival (shown as REGISTERED). */
    orderStatus: text('order_status'),
    funding: text('funding', { enum: ['NFZ', 'COMMERCIAL'] }).notNull(),
    /** A commercial booking's chosen price-list item and its price (PLN). */
    priceItemId: integer('price_item_id'),
    price: numeric('price', { precision: 10, scale: 2 }),
    referral: jsonb('referral').$type<StoredReferral>(),
    prescription: jsonb('prescription').$type<StoredPrescription>(),
    measurement: jsonb('measurement').$type<{ isAddMeasurement: boolean; dateFromMeasurement: string | null }>(),
    /** The booking was confirmed by its patient (an SMS code) at. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['PATIENT', 'CLINIC'] }),
    cancelReason: text('cancel_reason'),
    noShow: boolean('no_show').notNull().default(false),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    /** A modification made this booking in place of that one (cancelled when this one was made). */
    replacesBookingId: integer('replaces_booking_id'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** A teleconsultation's booking: its teleconsultation and medical case (no foreign keys: the teleconsultation module stands on this one). */
    teleconsultationId: integer('teleconsultation_id'),
    medicalCaseId: integer('medical_case_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_patient_id_starts_at_idx').on(t.patientId, t.startsAt),
    index('bookings_account_id_idx').on(t.accountId),
    index('bookings_practitioner_id_starts_at_idx').on(t.practitionerId, t.startsAt),
    index('bookings_service_id_patient_id_idx').on(t.serviceId, t.patientId),
    index('bookings_unit_id_idx').on(t.unitId),
    index('bookings_schedule_id_idx').on(t.scheduleId),
    uniqueIndex('bookings_active_time_slot_id_idx')
      .on(t.timeSlotId)
      .where(sql`${t.status} in ('SCHEDULED', 'REGISTERED')`),
    // The reminder job: scheduled visits not yet reminded, by start.
    index('bookings_reminder_starts_at_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'SCHEDULED' and ${t.reminderSentAt} is null`),
  ],
);

export const bookingAttachments = pgTable(
  'booking_attachments',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['BOOKING', 'REFERRAL'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.fileId] }), index('booking_attachments_file_id_idx').on(t.fileId)],
);

/** A commercial service's price list: items valid in a range of days. */
export const priceListItems = pgTable(
  'price_list_items',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('price_list_items_service_id_valid_from_idx').on(t.serviceId, t.validFrom)],
);

/** The register of healthcare institutions a referral may come from (RPWDL code). */
export const referralInstitutions = pgTable(
  'referral_institutions',
  {
    id: id(),
    system: text('system').notNull().default('RPWDL'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    city: text('city'),
  },
  (t) => [uniqueIndex('referral_institutions_system_code_idx').on(t.system, t.code)],
);

/** The register of practitioners who may refer (their practice numbers, NPWZ). */
export const referralPractitioners = pgTable(
  'referral_practitioners',
  {
    id: id(),
    system: text('system').notNull().default('NPWZ'),
    practiceNumber: text('practice_number').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    degree: text('degree'),
  },
  (t) => [uniqueIndex('referral_practitioners_system_practice_number_idx').on(t.system, t.practiceNumber)],
);

/** The drug register a prescription visit picks from (registerId: the register's id, e.g. BLOZ). */
export const drugs = pgTable(
  'drugs',
  {
    id: id(),
    registerId: text('register_id').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name'),
    internationalName: text('international_name'),
    drugPackage: text('drug_package'),
    form: text('form'),
    dose: text('dose'),
  },
  (t) => [
    uniqueIndex('drugs_register_id_idx').on(t.registerId),
    index('drugs_lower_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('drugs_lower_international_name_idx').on(sql`lower(${t.internationalName}) text_pattern_ops`),
  ],
);

/** A patient the clinic locked out of booking online: only the clinic's staff may book for them. */
export const bookingLocks = pgTable('booking_locks', {
  patientId: integer('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  /** What is locked: ONLINE booking (the portal's wizard); a merge keeps the kept record's lock of a scope. */
  scope: text('scope', { enum: ['ONLINE'] })
    .notNull()
    .default('ONLINE'),
  reason: text('reason'),
  lockedByStaffId: integer('locked_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  lockedAt: createdAt(),
});

export const bookingsOwnership = owned([
  { column: bookings.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: bookings.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: timeSlots.heldByPatientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: bookingLocks.patientId, owner: 'patient', onMerge: { do: 'move', unlessSame: [bookingLocks.scope] } },
]);
