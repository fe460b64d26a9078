import type { OutboxItem } from '@portal/contracts';
import type { Deps } from '../../deps';
import * as repo from './dev-repository';

/** Enough for any test run or demo session; older messages stay in the table but are not shown. */
export const OUTBOX_LIMIT = 200;

export const isDemoMode = (deps: Pick<Deps, 'config'>) => deps.config.PORTAL_MODE === 'demo';

/** E-mails and SMS messages "sent" in demo mode, newest first. */
export async function listOutbox(deps: Pick<Deps, 'db'>, recipient?: string): Promise<OutboxItem[]> {
  const rows = await repo.listOutbox(deps.db, { recipient: recipient || undefined, limit: OUTBOX_LIMIT });
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    html: r.html,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
