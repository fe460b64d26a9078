import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { patients } from '../patients/patients.schema';
import { createdAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * A notice the portal sent an account (e-mail or SMS) with a link /login?nguid=<guid>. The guid
 * resolves, for that account only, to where the link points: target CLINICAL_DOCUMENTS with the
 * document's contextId, or MAIN.
 */
export const notifications = pgTable(
  'notifications',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'restrict' }),
    target: text('target', { enum: ['CLINICAL_DOCUMENTS', 'MESSAGES', 'MAIN', 'DOCUMENT_REQUESTS', 'BOOKINGS'] }).notNull(),
    contextId: text('context_id'),
    title: text('title').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_account_id_idx').on(t.accountId), index('notifications_patient_id_idx').on(t.patientId)],
);

/** Notices follow the account they were sent to and the record they concern. */
export const contactsOwnership = owned([
  { column: notifications.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: notifications.patientId, owner: 'patient', onMerge: { do: 'move' } },
]);
