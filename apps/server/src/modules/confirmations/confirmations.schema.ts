import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';
import { isNull } from 'drizzle-orm';

/**
 * A secret sent to a person to prove they hold an address or a phone: an e-mail link token
 * (≥128 bits, stored as its SHA-256) or a 6-digit SMS code (stored as a hash, bound to the number).
 * purpose says what using it does; it is single use (usedAt) and expires.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['EMAIL_CONFIRM', 'PHONE_CONFIRM', 'PASSWORD_RESET', 'BOOKING_CONFIRM'] }).notNull(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    /** The e-mail address or the phone number (+48...) the secret was sent to. */
    target: text('target').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Where to take the person after confirming (service, orgUnit, employee, occupation). */
    context: jsonb('context'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verifications_secret_hash_idx').on(t.secretHash),
    index('verifications_target_purpose_idx').on(t.target, t.purpose),
    index('verifications_account_id_purpose_idx').on(t.accountId, t.purpose),
  ],
);

/** Every request to send a code, link or reset message, known address or not: the send limits count these. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    /** The address or number asked for, lower-cased / normalised. */
    target: text('target').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_attempts_target_created_at_idx').on(t.target, t.createdAt),
    index('delivery_attempts_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);

/** A merged account's unused secrets go; its used secrets stay as the record of what it confirmed. */
export const confirmationsOwnership = owned([
  { column: verifications.accountId, owner: 'account', onMerge: { do: 'delete', only: isNull(verifications.usedAt) } },
]);
