import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../db/schema/_helpers';

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
