import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

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

/** A merged account's e-service sign-ins under way go. */
export const epuapOwnership = owned([{ column: eServiceRequests.accountId, owner: 'account', onMerge: { do: 'delete' } }]);
