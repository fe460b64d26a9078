import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';
import { sql } from 'drizzle-orm';

/** A patient record; accountId is the account whose own record this is (role PATIENT), if any. */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['MALE', 'FEMALE', 'UNKNOWN'] }).notNull().default('UNKNOWN'),
    nationalId: text('national_id'),
    documentNumber: text('document_number'),
    countryCode: text('country_code'),
    addressCountryCode: text('address_country_code'),
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    /** Who pays for the patient's NFZ care: codes of the payer (the NFZ branch, e.g. "07R"); empty when unknown (booking validation 104). */
    insurers: text('insurers').array().notNull().default(sql`'{}'::text[]`),
    authorized: boolean('authorized').notNull().default(false),
    /**
     * VERIFIED: identity taken from a checked national ID. REQUESTED: the clinic must confirm the
     * identity first (e.g. a foreigner registering with a document scan).
     */
    identityStatus: text('identity_status', { enum: ['VERIFIED', 'REQUESTED'] }).notNull().default('VERIFIED'),
    /**
     * The clinic's review of a REQUESTED identity: a confirmation makes the record VERIFIED; a rejection
     * keeps it REQUESTED with when, by whom (staff_members.id) and why, until the person hands in a new
     * document (which clears the review and puts the record back in the clinic's queue).
     */
    identityReviewedAt: timestamp('identity_reviewed_at', { withTimezone: true }),
    identityReviewedBy: integer('identity_reviewed_by'),
    identityRejectionReason: text('identity_rejection_reason'),
    /**
     * Who entered the names and the address: CLINIC (the clinic's own record); SELF (the person, at
     * their own registration or claim — trusted once the identity is confirmed); OTHER (someone else:
     * a guardian's registration — unverified, replaced when the person claims the record); E_SERVICE
     * (the names as the public e-service vouched for them at the identity's confirmation).
     */
    detailsSource: text('details_source', { enum: ['CLINIC', 'SELF', 'OTHER', 'E_SERVICE'] }).notNull().default('CLINIC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('patients_account_id_idx').on(t.accountId),
    index('patients_national_id_idx').on(t.nationalId),
    // The clinic's patient search: a last-name prefix (then a first-name prefix), a birth date; the queue of identities to confirm.
    index('patients_last_name_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`, sql`lower(${t.name}) text_pattern_ops`, t.id),
    index('patients_birth_date_idx').on(t.birthDate, t.id),
    index('patients_identity_queue_idx').on(t.createdAt, t.id).where(sql`${t.identityStatus} = 'REQUESTED' and ${t.identityReviewedAt} is null`),
  ],
);
export type PatientRow = typeof patients.$inferSelect;

/**
 * A guardian account's link to a patient it acts for. role WARD: a ward (who may have an account of
 * their own and then confirms the link); CHILD: a child of the account holder.
 * status: PENDING (waits for the ward), CONFIRMED, BLOCKED, DELETED (the spec's P, C, J, D, mapped in
 * contracts). Only CONFIRMED grants access, and to a CHILD only while the child is under 18.
 */
export const patientLinks = pgTable(
  'patient_links',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    role: text('role', { enum: ['WARD', 'CHILD'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'BLOCKED', 'DELETED'] }).notNull().default('PENDING'),
    /** When the child of a CHILD link, now 18, was invited to take the record over (the coming-of-age job). */
    adultNoticeSentAt: timestamp('adult_notice_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('patient_links_account_id_patient_id_idx').on(t.accountId, t.patientId),
    index('patient_links_patient_id_idx').on(t.patientId),
  ],
);

/**
 * Merges: the own records of a merged account become the kept account's (a record of the same
 * person as one of its own is folded into it first, modules/patients); links follow the record and
 * the guardian, a link the kept side already has wins, and a link to what is now the account's own
 * record goes.
 */
export const patientsOwnership = owned([
  { column: patients.accountId, owner: 'account', onMerge: { do: 'move', touch: patients.updatedAt } },
  { column: patientLinks.patientId, owner: 'patient', onMerge: { do: 'move', unlessSame: [patientLinks.accountId] } },
  {
    column: patientLinks.accountId,
    owner: 'account',
    onMerge: {
      do: 'move',
      unlessSame: [patientLinks.patientId],
      touch: patientLinks.updatedAt,
      afterwards: (accountId) =>
        sql`delete from ${patientLinks} where ${patientLinks.accountId} = ${accountId} and exists (select 1 from ${patients} where ${patients.id} = ${patientLinks.patientId} and ${patients.accountId} = ${accountId})`,
    },
  },
]);
