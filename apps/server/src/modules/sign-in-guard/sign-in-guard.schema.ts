import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins and the lock they lead to (423), per bucket: a login as typed (normalised), known
 * or not — so an unknown login is counted and locked exactly like an account's — or one trusted
 * browser's device cookie (its own failures lock only that browser). Only a hash of the key is kept;
 * a row is swept once expiresAt (end of its window or of its lock) has passed.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    /** SHA-256 of `login:<normalised login>` or `device:<device cookie nonce>`. */
    keyHash: text('key_hash').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_throttles_expires_at_idx').on(t.expiresAt)],
);
