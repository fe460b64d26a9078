import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, type AccountRow } from '../../../db/schema/index';

/* The writes of an account's contact columns (confirmations of e-mail and phone, the language); the look-ups are modules/contacts'. */

/**
 * Confirms the account's e-mail. The database lets one live account confirm an address
 * (accounts_confirmed_email_idx); a second one gets a unique violation.
 */
export async function setEmailConfirmed(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db.update(accounts).set({ emailConfirmed: true, updatedAt: now }).where(eq(accounts.id, accountId));
}

/** The e-mail waiting for confirmation (restoreEmail) becomes the account's confirmed e-mail; the same unique index applies. */
export async function setPendingEmailConfirmed(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ email: sql`${accounts.restoreEmail}`, restoreEmail: null, emailConfirmed: true, updatedAt: now })
    .where(eq(accounts.id, accountId));
}

/** Confirms the number: the account's phone, or its pending phone which then becomes the phone. */
export async function setPhoneConfirmed(db: DbOrTx, accountId: number, phoneNumber: string, fromPending: boolean, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set(fromPending ? { phoneNumber, restorePhone: null, phoneConfirmed: true, updatedAt: now } : { phoneConfirmed: true, updatedAt: now })
    .where(eq(accounts.id, accountId));
}

/** The language the account's messages go out in (chosen in the interface). */
export async function setLanguage(db: DbOrTx, accountId: number, language: AccountRow['language'], now: Date): Promise<void> {
  await db.update(accounts).set({ language, updatedAt: now }).where(eq(accounts.id, accountId));
}

