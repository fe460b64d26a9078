import type { NotificationTarget, NotificationTargetKind } from '@portal/contracts';
import { executorOf, type InTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import * as repo from './contacts-repository';
import type { ContactAccount } from './contacts-repository';

export type { ContactAccount } from './contacts-repository';

/*
 * How the portal reaches an account: its contact data (e-mail, phone, preferred channel, language), by
 * id or by address or number, and its in-portal notices. A foundation service every module that sends
 * something uses; the accounts module keeps and changes the data.
 */


/** The contact data of a live account, or null. */
export const accountContact = (deps: Pick<Deps, 'db'>, accountId: number, opts?: InTransaction): Promise<ContactAccount | null> =>
  repo.findContactById(executorOf(deps.db, opts), accountId);

/** Logins and owners' names of accounts by id (any status; an unknown id is missing): a message's sender on the console. */
export async function accountNames(deps: Pick<Deps, 'db'>, ids: readonly number[], opts?: InTransaction) {
  const rows = await repo.findAccountNames(executorOf(deps.db, opts), [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Live accounts with this e-mail (case-insensitive), newest first. */
export const accountContactsByEmail = (deps: Pick<Deps, 'db'>, email: string): Promise<ContactAccount[]> =>
  repo.findContactsByEmail(deps.db, email);

/** Live accounts (newest first) whose phone — or with `includePending`, pending phone — has these digits. */
export const accountContactsByPhone = (deps: Pick<Deps, 'db'>, digits: string, includePending = false): Promise<ContactAccount[]> =>
  repo.findContactsByPhone(deps.db, digits, includePending);

/** The live account, other than `exceptAccountId`, that confirmed this e-mail, if any. */
export const confirmedOwnerOf = (deps: Pick<Deps, 'db'>, email: string, exceptAccountId: number, opts?: InTransaction): Promise<ContactAccount | null> =>
  repo.findConfirmedOwner(executorOf(deps.db, opts), email, exceptAccountId);

const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /mpi/accounts/mpi-user/notifications/{guid}: where a notice's link points, for the signed-in
 * account's own notices only; a malformed, unknown or another account's guid is the same 404.
 */
export async function openNotification(deps: Pick<Deps, 'db' | 'clock'>, accountId: number, guid: string): Promise<NotificationTarget> {
  const notFound = () => NotFound('Nie znaleziono powiadomienia.');
  if (!GUID_PATTERN.test(guid)) throw notFound();
  const row = await repo.openNotification(deps.db, accountId, guid.toLowerCase(), deps.clock.now());
  if (!row) throw notFound();
  return row;
}


/**
 * Leaves an in-portal notice for an account (another module's event that concerns it, e.g. a guardian
 * asking to be confirmed, a new message: target MESSAGES, `contextId` the message's id). Its link is
 * /login?nguid={guid}, which resolves for this account only to `{ target, contextId, patientId }`.
 * Answers the notice's guid.
 */
export async function sendNotice(
  deps: Pick<Deps, 'db' | 'clock'>,
  notice: { accountId: number; patientId: number | null; target: NotificationTargetKind; title: string; contextId?: string | null },
  opts?: InTransaction,
): Promise<string> {
  return repo.insertNotification(executorOf(deps.db, opts), { ...notice, contextId: notice.contextId ?? null, title: notice.title.slice(0, 300), createdAt: deps.clock.now() });
}
