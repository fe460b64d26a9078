import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, sessions } from './accounts';
import { createdAt, id } from './_helpers';
import { owned } from './_ownership';
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

/**
 * The registration form's anti-bot challenge: issued when the form opens (issuedAt starts the
 * 5-second clock), carrying the captcha's answer; single use, replaced after every failure.
 */
export const registrationChallenges = pgTable(
  'registration_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    answer: integer('answer').notNull(),
    /** The operands the picture shows, in order ("47213+6"; three digits "314" before issue 27), so the recording says the same task. */
    digits: text('digits'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('registration_challenges_token_hash_idx').on(t.tokenHash), index('registration_challenges_issued_at_idx').on(t.issuedAt)],
);

/** A one-time single-sign-on token (POST /mpi/sso/generate), used by /login?ssotoken=… */
export const ssoTokens = pgTable(
  'sso_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The caller's own reference of the session that asked (spec: sessionId); kept for the audit trail. */
    sessionRef: text('session_ref'),
    /**
     * The portal session the token was minted in: the token ends with it (sign-out, expiry, every
     * password change or reset ends sessions), and a token without a live session is never redeemed.
     */
    sessionIdHash: text('session_id_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_tokens_token_hash_idx').on(t.tokenHash),
    index('sso_tokens_account_id_idx').on(t.accountId),
    index('sso_tokens_session_id_hash_idx').on(t.sessionIdHash),
  ],
);

/**
 * A sign-in request sent to the public e-service (ePUAP / Profil Zaufany): its id travels in the
 * request and comes back as the assertion's InResponseTo; usedAt makes each answer single use.
 */
export const eServiceRequests = pgTable(
  'e_service_requests',
  {
    id: id(),
    requestIdHash: text('request_id_hash').notNull(),
    /** Where to go after sign-in (service, orgUnit, employee, occupation). */
    context: jsonb('context'),
    /**
     * The account signed in in the browser that started the sign-in, if any: the e-service's answer
     * then proves that this account's holder is the person (see epuap-service `finishSignIn`).
     */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('e_service_requests_request_id_hash_idx').on(t.requestIdHash),
    index('e_service_requests_expires_at_idx').on(t.expiresAt),
    index('e_service_requests_account_id_idx').on(t.accountId),
  ],
);

/**
 * A merged account's unused secrets, single-sign-on tokens and e-service sign-ins under way go; its
 * used secrets stay as the record of what it confirmed.
 */
export const verificationsOwnership = owned([
  { column: verifications.accountId, owner: 'account', onMerge: { do: 'delete', only: isNull(verifications.usedAt) } },
  { column: ssoTokens.accountId, owner: 'account', onMerge: { do: 'delete' } },
  { column: eServiceRequests.accountId, owner: 'account', onMerge: { do: 'delete' } },
]);
