import type { NotificationTarget, NotificationTargetKind } from '@portal/contracts';
import { executorOf, type InTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import * as repo from './accounts-repository';

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
