import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, sessions } from '../accounts/accounts.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

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

/** A merged account's single-sign-on tokens go. */
export const ssoOwnership = owned([{ column: ssoTokens.accountId, owner: 'account', onMerge: { do: 'delete' } }]);
