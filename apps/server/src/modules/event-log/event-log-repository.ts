import type { DbOrTx } from '../../db/client';
import { eventLog } from '../../db/schema/index';

export type EventOutcome = 'SUCCESS' | 'FAILURE' | 'INFO';
export type EventSource = 'SERVER' | 'CLIENT';

export interface EventRow {
  eventType: string;
  accountId: number | null;
  /** A clinic staff member's event (staff_members.id); accountId is null then. */
  staffId?: number | null;
  username: string | null;
  ip: string | null;
  outcome: EventOutcome;
  source: EventSource;
  description: string | null;
  createdAt: Date;
}

export async function insertEvent(db: DbOrTx, row: EventRow): Promise<void> {
  await db.insert(eventLog).values(row);
}
