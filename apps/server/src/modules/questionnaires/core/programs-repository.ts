import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { programInvitations, programs, questionnaireFulfillments, questionnaireVersions, questionnaires } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Prevention programmes and their invitations (programs-service). A programme's answers are the
 * fulfilments of subject PROGRAM, id = the programme's id.
 */

export type ProgramRow = typeof programs.$inferSelect;
export type ProgramWrite = Omit<typeof programs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const counted = {
  questionnaireTitle: questionnaireVersions.title,
  invitedCount: sql<number>`(select count(*)::int from ${programInvitations} i where i.program_id = ${programs.id})`,
  fulfilledCount: sql<number>`(select count(*)::int from ${questionnaireFulfillments} f where f.subject_kind = 'PROGRAM' and f.subject_id = ${programs.id}::text)`,
};

function selectCounted(db: DbOrTx) {
  return db
    .select({ program: programs, ...counted })
    .from(programs)
    .innerJoin(questionnaires, eq(questionnaires.id, programs.questionnaireId))
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaires.currentVersionId));
}
export type CountedProgramRow = Awaited<ReturnType<ReturnType<typeof selectCounted>['execute']>>[number];

/** Every programme by name (index programs_name_id_idx), with its questionnaire's title and counts. */
export async function selectPrograms(db: DbOrTx): Promise<CountedProgramRow[]> {
  return selectCounted(db).orderBy(asc(programs.name), asc(programs.id));
}

export async function findCountedProgram(db: DbOrTx, id: number): Promise<CountedProgramRow | null> {
  const [row] = await selectCounted(db).where(eq(programs.id, id));
  return row ?? null;
}

export async function findProgram(db: DbOrTx, id: number): Promise<ProgramRow | null> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return row ?? null;
}

export async function insertProgram(db: DbOrTx, values: ProgramWrite, now: Date): Promise<number> {
  const [row] = await db.insert(programs).values({ ...values, createdAt: now, updatedAt: now }).returning({ id: programs.id });
  return row.id;
}

export async function updateProgram(db: DbOrTx, id: number, values: ProgramWrite, now: Date): Promise<void> {
  await db.update(programs).set({ ...values, updatedAt: now }).where(eq(programs.id, id));
}

/** Programmes of a questionnaire (its assignments as the clinic sees them). */
export async function programIdsOf(db: DbOrTx, questionnaireId: number): Promise<number[]> {
  const rows = await db.select({ id: programs.id }).from(programs).where(eq(programs.questionnaireId, questionnaireId)).orderBy(asc(programs.id));
  return rows.map((r) => r.id);
}

/** The patients already invited to a programme. */
export async function invitedPatientIds(db: DbOrTx, programId: number): Promise<Set<number>> {
  const rows = await db.select({ id: programInvitations.patientId }).from(programInvitations).where(eq(programInvitations.programId, programId));
  return new Set(rows.map((r) => r.id));
}

/** Records invitations; a patient invited meanwhile keeps the first one. Answers the ones written. */
export async function insertInvitations(
  db: DbOrTx,
  rows: ReadonlyArray<{ programId: number; patientId: CheckedPatientId; accountId: number; invitedByStaffId: number | null; invitedAt: Date }>,
): Promise<Array<{ patientId: number; accountId: number | null }>> {
  if (rows.length === 0) return [];
  return db.insert(programInvitations).values([...rows]).onConflictDoNothing().returning({ patientId: programInvitations.patientId, accountId: programInvitations.accountId });
}

/** The account an invitation went to (null once that account is gone). */
export async function findInvitation(db: DbOrTx, programId: number, patientId: CheckedPatientId): Promise<{ accountId: number | null } | null> {
  const [row] = await db
    .select({ accountId: programInvitations.accountId })
    .from(programInvitations)
    .where(and(eq(programInvitations.programId, programId), eq(programInvitations.patientId, patientId)));
  return row ?? null;
}

/** Names of programmes by id (the clinic's answers name the programme they were given for). */
export async function programNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: programs.id, name: programs.name }).from(programs).where(inArray(programs.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
