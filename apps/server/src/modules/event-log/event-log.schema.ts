import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

export const eventLog = pgTable(
  'event_log',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** A clinic staff member's event (sign-in, failure, second factor): staff_members.id. */
    staffId: integer('staff_id'),
    username: text('username'),
    ip: text('ip'),
    outcome: text('outcome', { enum: ['SUCCESS', 'FAILURE', 'INFO'] }).notNull(),
    /** SERVER: written by the server itself; CLIENT: reported by the browser. */
    source: text('source', { enum: ['SERVER', 'CLIENT'] }).notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_log_account_id_event_type_created_at_idx').on(t.accountId, t.eventType, t.createdAt),
    index('event_log_created_at_idx').on(t.createdAt),
    index('event_log_staff_id_created_at_idx').on(t.staffId, t.createdAt).where(sql`${t.staffId} is not null`),
  ],
);

/** A merged account's event log stays with it as the audit trail. */
export const eventLogOwnership = owned([{ column: eventLog.accountId, owner: 'account', onMerge: { do: 'keep' } }]);
