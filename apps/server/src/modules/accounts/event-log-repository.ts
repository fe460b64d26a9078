import { and, count, eq, gt, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventLog } from '../../db/schema/index';

export type EventOutcome = 'SUCCESS' | 'FAILURE' | 'INFO';
export type EventSource = 'SERVER' | 'CLIENT';

export interface EventRow {
  eventType: string;
  accountId: number | null;
  username: string | null;
  ip: string | null;
  outcome: EventOutcome;
  source: EventSource;
  description: string | null;
  createdAt: Date;
}

export async function insertEvent(db: Db, row: EventRow): Promise<void> {
  await db.insert(eventLog).values(row);
}

/** The newest server-written event of these types for an account, or null. */
export async function lastServerEventAt(db: Db, accountId: number, types: string[]): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(eventLog.createdAt) })
    .from(eventLog)
    .where(and(eq(eventLog.accountId, accountId), eq(eventLog.source, 'SERVER'), inArray(eventLog.eventType, types)));
  return row?.at ? new Date(row.at) : null;
}

/** Server-written events of one type and description for an account, newer than `after`. */
export async function countServerEventsSince(
  db: Db,
  accountId: number,
  eventType: string,
  description: string,
  after: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventLog)
    .where(
      and(
        eq(eventLog.accountId, accountId),
        eq(eventLog.eventType, eventType),
        eq(eventLog.source, 'SERVER'),
        eq(eventLog.description, description),
        gt(eventLog.createdAt, after),
      ),
    );
  return Number(row?.n ?? 0);
}
