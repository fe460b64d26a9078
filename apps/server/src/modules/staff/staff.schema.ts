import { sql } from 'drizzle-orm';
import { boolean, bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';
import { patients } from '../patients/patients.schema';
import { partnerPersonnel, partners, units } from '../organisation/organisation.schema';

/** The clinic's roles and PARTNER, a partner organisation's staff member (contracts everyStaffRoleValues). */
export const staffRoles = ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE', 'PARTNER'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * A member of the clinic's staff: a table of its own, never a patient account with a flag.
 * Password argon2id; the TOTP secret encrypted at rest (AES-256-GCM, key from configuration), null
 * until the member enrols on first sign-in; `totpLastStep` refuses a code used twice in its window.
 * `practitionerId`: the practitioner this member is (a doctor's own schedule, messages as her).
 * `partnerId` (role PARTNER only, given alone): the partner organisation she works for, and
 * `partnerPersonnelId`, when set, the person of its personnel she is: she sees the documents shared with it.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    roles: text('roles', { enum: staffRoles }).array().notNull(),
    practitionerId: integer('practitioner_id'),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    partnerPersonnelId: integer('partner_personnel_id').references(() => partnerPersonnel.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_members_login_idx').on(sql`lower(${t.login})`),
    index('staff_members_last_name_name_id_idx').on(t.lastName, t.name, t.id),
    index('staff_members_partner_id_idx').on(t.partnerId),
  ],
);
export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** The units a member is limited to; none: every unit. */
export const staffMemberUnits = pgTable(
  'staff_member_units',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.unitId] }), index('staff_member_units_unit_id_idx').on(t.unitId)],
);

/** Ten single-use recovery codes per enrolment (hashes only); usedAt once spent. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_id_idx').on(t.staffId)],
);

/** A staff session (cookie `pp_clinic`, path /api/clinic): idle 15 minutes, absolute 10 hours. Hash of the id only. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId), index('staff_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * The read audit: every read of a patient's data by a staff member (who, whose, what, when, the
 * request id). Append-only: written by the staff-access plugin from the route's declaration, never
 * updated or deleted (a trigger refuses both; a merge of two records of one person may only move the
 * patient id). The patient sees it on /account (GET /api/mpi/accounts/mpi-user/access-log).
 */
export const staffReads = pgTable(
  'staff_reads',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** What was read: a code of the route's declaration (PATIENT_CARD, PATIENT_ATTACHMENT, ...). */
    what: text('what').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_reads_patient_id_created_at_id_idx').on(t.patientId, t.createdAt, t.id), index('staff_reads_staff_id_created_at_idx').on(t.staffId, t.createdAt)],
);

/** The audit follows the record the person keeps. */
export const staffOwnership = owned([{ column: staffReads.patientId, owner: 'patient', onMerge: { do: 'move' } }]);
