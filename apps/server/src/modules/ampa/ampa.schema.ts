import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { patients } from '../patients/patients.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * The mobile application (AMPA) of a patient, registered by an account that acts for them. The
 * account asks for a 6-digit PIN (stored hashed, valid for a short while, a few tries); a device that
 * sends the PIN is paired and gets a token (stored hashed) for that patient's read calls. One row per
 * account and patient: regenerating the PIN replaces it, unregistering deletes the row.
 */
export const ampaRegistrations = pgTable(
  'ampa_registrations',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    pinHash: text('pin_hash'),
    pinExpiresAt: timestamp('pin_expires_at', { withTimezone: true }),
    pinAttempts: integer('pin_attempts').notNull().default(0),
    deviceName: text('device_name'),
    deviceTokenHash: text('device_token_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ampa_registrations_account_id_patient_id_idx').on(t.accountId, t.patientId),
    index('ampa_registrations_patient_id_idx').on(t.patientId),
    uniqueIndex('ampa_registrations_device_token_hash_idx').on(t.deviceTokenHash),
  ],
);

/** A registration follows its account and its record; the kept side's own registration wins. */
export const ampaOwnership = owned([
  { column: ampaRegistrations.accountId, owner: 'account', onMerge: { do: 'move', unlessSame: [ampaRegistrations.patientId] } },
  { column: ampaRegistrations.patientId, owner: 'patient', onMerge: { do: 'move', unlessSame: [ampaRegistrations.accountId] } },
]);
