import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { communicationTypes, teleconsultationStatuses } from '@portal/domain';
import { patients } from '../patients/patients.schema';
import { accounts } from '../accounts/accounts.schema';
import { staffMembers } from '../staff/staff.schema';
import { services } from '../organisation/organisation.schema';
import { medicalCases } from '../medical-cases/medical-cases.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * Teleconsultations (spec part 2 §3, §4 "Teleconsultation booking", issue 32): a visit held at a
 * distance, in a medical case, planned on a booked slot (booking_id) or unplanned ("now": WAITING until a
 * consultant takes it and the "now" booking is registered). The call itself (chat, recording) is the
 * telehealth module's; `has_chat` and `has_recording` are set by it (`markArchive`).
 */
export const teleconsultations = pgTable(
  'teleconsultations',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that booked it (null: booked in the clinic). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    medicalCaseId: integer('medical_case_id')
      .notNull()
      .references(() => medicalCases.id, { onDelete: 'restrict' }),
    /** The bookings row (no foreign key: bookings stands above in no order; null for an unplanned one until registered). */
    bookingId: integer('booking_id'),
    serviceCode: text('service_code').notNull(),
    unplanned: boolean('unplanned').notNull().default(false),
    status: text('status', { enum: teleconsultationStatuses }).notNull(),
    communicationType: text('communication_type', { enum: communicationTypes }),
    consultantStaffId: integer('consultant_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    scheduledFrom: timestamp('scheduled_from', { withTimezone: true }).notNull(),
    scheduledTo: timestamp('scheduled_to', { withTimezone: true }).notNull(),
    recordingAllowed: boolean('recording_allowed').notNull().default(false),
    patientReadyAt: timestamp('patient_ready_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    hasChat: boolean('has_chat').notNull().default(false),
    hasRecording: boolean('has_recording').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('teleconsultations_patient_id_scheduled_from_idx').on(t.patientId, t.scheduledFrom),
    index('teleconsultations_medical_case_id_idx').on(t.medicalCaseId),
    index('teleconsultations_consultant_staff_id_scheduled_from_idx').on(t.consultantStaffId, t.scheduledFrom),
    // The queue: unplanned ones waiting, by service.
    index('teleconsultations_waiting_service_code_idx').on(t.serviceCode).where(sql`${t.status} = 'WAITING'`),
    uniqueIndex('teleconsultations_booking_id_idx').on(t.bookingId),
  ],
);
export type TeleconsultationRow = typeof teleconsultations.$inferSelect;

/** Services held as teleconsultations "now" (unplanned): asked for without a slot and taken by a consultant. */
export const teleconsultationServices = pgTable('teleconsultation_services', {
  serviceId: integer('service_id')
    .primaryKey()
    .references(() => services.id, { onDelete: 'cascade' }),
  unplanned: boolean('unplanned').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The staff who take teleconsultations, and whether each is available now (the console's toggle). */
export const teleconsultationConsultants = pgTable('teleconsultation_consultants', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  available: boolean('available').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Which consultants serve which teleconsultation service. */
export const teleconsultationServiceConsultants = pgTable(
  'teleconsultation_service_consultants',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.staffId] }), index('teleconsultation_service_consultants_staff_id_idx').on(t.staffId)],
);

/**
 * A patient registered for teleconsultations (the spec's AMTS patient data: the check before creating,
 * the registration when absent) and her consent to the call's audio being recorded.
 */
export const teleconsultationPatients = pgTable('teleconsultation_patients', {
  patientId: integer('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  identifiers: jsonb('identifiers').$type<Array<{ root: string; extension: string; assigningAuthorityName: string | null }>>().notNull().default([]),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  registeredByAccountId: integer('registered_by_account_id'),
  recordingAllowed: boolean('recording_allowed').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Teleconsultations follow their patient's record, as does her registration (one a patient: the kept one's wins). */
export const teleconsultationOwnership = owned([
  { column: teleconsultations.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: teleconsultations.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: teleconsultationPatients.patientId, owner: 'patient', onMerge: { do: 'move', unlessSame: [teleconsultationPatients.patientId] } },
]);
