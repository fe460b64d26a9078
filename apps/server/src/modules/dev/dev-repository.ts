import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';

/** Newest first; `recipient` keeps the messages whose recipient contains it (any letter case). */
export async function listOutbox(db: DbOrTx, opts: { recipient?: string; limit: number }) {
  const query = db.select().from(outbox);
  const filtered = opts.recipient
    ? query.where(sql`position(lower(${opts.recipient}) in lower(${outbox.recipient})) > 0`)
    : query;
  return filtered.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(opts.limit);
}
