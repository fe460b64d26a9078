import type { NotificationTarget } from '@portal/contracts';
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

