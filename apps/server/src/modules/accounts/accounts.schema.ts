import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * status: ACTIVE; BLOCKED (by the clinic, until unblocked: USER_BLOCKED); DELETED.
 * blockedUntil: a block by the clinic for a period (TEMPORARY_BLOCKED).
 * The automatic lock after repeated failed sign-ins (423) is kept per login, not per account: see
 * signInThrottles (sign-in-guard.schema.ts).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type', { enum: ['AUTHORIZED', 'UNAUTHORIZED'] }).notNull().default('UNAUTHORIZED'),
    status: text('status', { enum: ['ACTIVE', 'BLOCKED', 'DELETED'] }).notNull().default('ACTIVE'),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    email: text('email'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    phoneNumber: text('phone_number'),
    phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
    /** The channel the person chose for confirmations and notices; EMAIL when phone confirmation is off. */
    preferredChannel: text('preferred_channel', { enum: ['EMAIL', 'SMS'] }).notNull().default('EMAIL'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** The interface language the person chose (at registration, then in the interface): e-mails and SMS go out in it. */
    language: text('language', { enum: ['pl', 'en', 'uk'] }).notNull().default('pl'),
    restoreEmail: text('restore_email'),
    restorePhone: text('restore_phone'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** Another account of the same person that must be merged into this one before sign-in. */
    mergeWithAccountId: integer('merge_with_account_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_idx').on(sql`lower(${t.username})`),
    index('accounts_email_idx').on(sql`lower(${t.email})`),
    // An e-mail belongs to the one live account that confirmed it; until then it reserves nothing.
    uniqueIndex('accounts_confirmed_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailConfirmed} and ${t.status} <> 'DELETED'`),
    index('accounts_merge_with_account_id_idx').on(t.mergeWithAccountId),
  ],
);
export type AccountRow = typeof accounts.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value; the value itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * FULL: a normal session. MERGE: opened by a sign-in that answered MERGE_ACCOUNT; it reaches only
     * the merge call (and sign-out) and becomes FULL once the accounts are merged.
     */
    scope: text('scope', { enum: ['FULL', 'MERGE'] }).notNull().default('FULL'),
  },
  (t) => [index('sessions_account_id_idx').on(t.accountId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** A merged account's sessions end (its event log stays with it: event-log.schema.ts). */
export const accountsOwnership = owned([{ column: sessions.accountId, owner: 'account', onMerge: { do: 'delete' } }]);
