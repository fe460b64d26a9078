import type { Db } from '../../db/client';
import * as repo from './core/unconfirmed-accounts-repository';

/*
 * Accounts a registration made that nobody ever confirmed or used (for registration's expiry job).
 * The rule is in the repository (`expiredUnconfirmed`): made by a registration, neither e-mail nor
 * phone confirmed, never signed in, no session, not authorized, no merge waiting.
 */

export const findExpiredUnconfirmedAccounts = (db: Db, createdBefore: Date, limit: number) => repo.findExpiredUnconfirmed(db, createdBefore, limit);

/**
 * Inside the removing transaction: locks the account if it is still unconfirmed and unused (a
 * confirmation may have come since it was found); answers when it was made, or null to leave it.
 */
export const lockExpiredUnconfirmedAccount = (db: Db, accountId: number, createdBefore: Date) => repo.lockExpiredUnconfirmed(db, accountId, createdBefore);

/**
 * Deletes a locked, expired account inside the caller's transaction. Its links, sessions, notices and
 * pending secrets go with it; files it owns must be gone first (files-service `deleteFilesOf`).
 */
export const deleteExpiredAccount = (db: Db, accountId: number) => repo.deleteAccountRow(db, accountId);
