import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/schema/_helpers';

/** E-mails and SMS messages the server sent (demo mode stores them here instead of delivering). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** Files an e-mail carries (a booking's .ics), as text. */
    attachments: jsonb('attachments').$type<Array<{ filename: string; contentType: string; content: string }>>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);
