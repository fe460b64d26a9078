import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { TriageLevel } from '@portal/domain';
import type { DbOrTx } from '../../db/client';
import { selfAssessments } from '../../db/schema/index';
import type { OwnAccount } from '../../plugins/patient-access';

export interface SelfAssessmentRow {
  id: number;
  accountId: number;
  interviewId: string;
  triageLevel: TriageLevel;
  fullData: unknown;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
}

const columns = {
  id: selfAssessments.id,
  accountId: selfAssessments.accountId,
  interviewId: selfAssessments.interviewId,
  triageLevel: selfAssessments.triageLevel,
  fullData: selfAssessments.fullData,
  latitude: selfAssessments.latitude,
  longitude: selfAssessments.longitude,
  createdAt: selfAssessments.createdAt,
};

/**
 * Saves a result once: a second row of the same interview is not written (the unique interview_id),
 * and the answer is null then.
 */
export async function insertOnce(db: DbOrTx, row: Omit<SelfAssessmentRow, 'id'>): Promise<number | null> {
  const [saved] = await db.insert(selfAssessments).values(row).onConflictDoNothing({ target: selfAssessments.interviewId }).returning({ id: selfAssessments.id });
  return saved?.id ?? null;
}

/** The account's results made within [from, to], newest first (index account_id, created_at desc, id desc). */
export async function listOwn(db: DbOrTx, own: OwnAccount, range: { from?: Date; to?: Date }): Promise<SelfAssessmentRow[]> {
  const conditions: SQL[] = [own.where(selfAssessments.accountId)];
  if (range.from) conditions.push(gte(selfAssessments.createdAt, range.from));
  if (range.to) conditions.push(lte(selfAssessments.createdAt, range.to));
  return db
    .select(columns)
    .from(selfAssessments)
    .where(and(...conditions))
    .orderBy(desc(selfAssessments.createdAt), desc(selfAssessments.id));
}

export async function findOwn(db: DbOrTx, own: OwnAccount, id: number): Promise<SelfAssessmentRow | null> {
  const [row] = await db
    .select(columns)
    .from(selfAssessments)
    .where(and(own.where(selfAssessments.accountId), eq(selfAssessments.id, id)));
  return row ?? null;
}

export async function deleteOwn(db: DbOrTx, own: OwnAccount, id: number): Promise<boolean> {
  const deleted = await db
    .delete(selfAssessments)
    .where(and(own.where(selfAssessments.accountId), eq(selfAssessments.id, id)))
    .returning({ id: selfAssessments.id });
  return deleted.length > 0;
}
