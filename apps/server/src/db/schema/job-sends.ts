import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The e-mails and SMS a background job has sent, so a retry of the job does not send them again
 * (lib/send-once.ts). The key is a hash of the job's id and the message's recipient and subject or
 * text: no address is kept here.
 */
export const jobSends = pgTable(
  'job_sends',
  {
    key: text('key').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_sends_sent_at_idx').on(t.sentAt)],
);
