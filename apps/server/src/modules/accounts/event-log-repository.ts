import type { DbOrTx } from '../../db/client';
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
  /** The clinic's staff member who acted, if one did. */
  staffId?: number | null;
  createdAt: Date;
}

export async function insertEvent(db: DbOrTx, row: EventRow): Promise<void> {
  await db.insert(eventLog).values(row);
}
