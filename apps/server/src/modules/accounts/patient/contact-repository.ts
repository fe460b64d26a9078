import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, type AccountRow } from '../../../db/schema/index';

/* The account tab's own changes of the account row: names, contact data, channel, marketing consent. */

/** The columns PUT mpi-user and phone-contact may change. */
export type ContactChanges = Partial<
  Pick<
    AccountRow,
    | 'name'
    | 'lastName'
    | 'middleName'
    | 'email'
    | 'emailConfirmed'
    | 'restoreEmail'
    | 'phoneNumber'
    | 'phoneConfirmed'
    | 'restorePhone'
    | 'preferredChannel'
    | 'marketingConsent'
  >
>;

/** The live (not deleted) account. */
export async function findLiveAccount(db: DbOrTx, accountId: number): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), ne(accounts.status, 'DELETED')));
  return row ?? null;
}

export async function updateContact(db: DbOrTx, accountId: number, changes: ContactChanges, now: Date): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ ...changes, updatedAt: now })
    .where(eq(accounts.id, accountId))
    .returning();
  return row;
}

/**
 * Whether another live account signs in with this address or holds it: as its e-mail (confirmed or
 * not), as an e-mail waiting for confirmation (restoreEmail) or as its login. Case-insensitive.
 */
export async function emailHeldElsewhere(db: DbOrTx, email: string, accountId: number): Promise<boolean> {
  const address = email.toLowerCase();
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        ne(accounts.status, 'DELETED'),
        ne(accounts.id, accountId),
        or(
          sql`lower(${accounts.email}) = ${address}`,
          sql`lower(${accounts.restoreEmail}) = ${address}`,
          sql`lower(${accounts.username}) = ${address}`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
