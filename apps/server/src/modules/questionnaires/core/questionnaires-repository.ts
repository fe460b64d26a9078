import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SectionDefinition } from '@portal/contracts';
import type { TypedAnswer } from '@portal/domain';
import type { DbOrTx } from '../../../db/client';
import { questionnaireFulfillments, questionnaireServices, questionnaireSpecialities, questionnaireVersions, questionnaires } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Questionnaires, their immutable versions and their assignments to services and unit specialities
 * (questionnaires-service). The current version is the questionnaire's `current_version_id`.
 */

export type VersionRow = typeof questionnaireVersions.$inferSelect;
export interface QuestionnaireRow {
  id: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: VersionRow;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function insertQuestionnaire(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.insert(questionnaires).values({ createdAt: now, updatedAt: now }).returning({ id: questionnaires.id });
  return row.id;
}

export interface VersionWrite {
  questionnaireId: number;
  version: number;
  title: string;
  description: string | null;
  deadlineDays: number | null;
  sections: SectionDefinition[];
  questionCount: number;
  createdByStaffId: number | null;
  createdAt: Date;
}

/** A new version, made the current one. */
export async function insertCurrentVersion(db: DbOrTx, values: VersionWrite): Promise<VersionRow> {
  const [row] = await db.insert(questionnaireVersions).values(values).returning();
  await db.update(questionnaires).set({ currentVersionId: row.id, updatedAt: values.createdAt }).where(eq(questionnaires.id, values.questionnaireId));
  return row;
}

const joinedColumns = { id: questionnaires.id, active: questionnaires.active, createdAt: questionnaires.createdAt, updatedAt: questionnaires.updatedAt, version: questionnaireVersions };

/** A questionnaire with its current version; `lock` holds it until the transaction ends (a new version's number). */
export async function findQuestionnaire(db: DbOrTx, id: number, lock = false): Promise<QuestionnaireRow | null> {
  const query = db
    .select(joinedColumns)
    .from(questionnaires)
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaires.currentVersionId))
    .where(eq(questionnaires.id, id));
  const [row] = lock ? await query.for('update', { of: questionnaires }) : await query;
  return row ?? null;
}

export async function findVersion(db: DbOrTx, versionId: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(questionnaireVersions).where(eq(questionnaireVersions.id, versionId));
  return row ?? null;
}

/** Every version of a questionnaire, oldest first (the export's version numbers and newest texts). */
export async function versionsOf(db: DbOrTx, questionnaireId: number): Promise<VersionRow[]> {
  return db.select().from(questionnaireVersions).where(eq(questionnaireVersions.questionnaireId, questionnaireId)).orderBy(asc(questionnaireVersions.version));
}

export interface QuestionnaireFilter {
  q?: string;
  active?: boolean;
}

/** The clinic's list, most recently changed first (index questionnaires_updated_at_id_idx), with answer counts. */
export async function selectQuestionnaires(db: DbOrTx, filter: QuestionnaireFilter, limit: number, offset: number) {
  const where: Array<SQL | undefined> = [];
  if (filter.q) where.push(ilike(questionnaireVersions.title, `%${escapeLike(filter.q)}%`));
  if (filter.active !== undefined) where.push(eq(questionnaires.active, filter.active));
  const fulfillmentCount = sql<number>`(select count(*)::int from ${questionnaireFulfillments} f where f.questionnaire_id = ${questionnaires.id})`;
  return db
    .select({ ...joinedColumns, fulfillmentCount })
    .from(questionnaires)
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaires.currentVersionId))
    .where(and(...where))
    .orderBy(desc(questionnaires.updatedAt), desc(questionnaires.id))
    .limit(limit)
    .offset(offset);
}

export async function setActive(db: DbOrTx, id: number, active: boolean, now: Date): Promise<void> {
  await db.update(questionnaires).set({ active, updatedAt: now }).where(eq(questionnaires.id, id));
}

// ------------------------------------------------------------------------------------------ assignments

export async function serviceIdsOf(db: DbOrTx, questionnaireId: number): Promise<number[]> {
  const rows = await db.select({ id: questionnaireServices.serviceId }).from(questionnaireServices).where(eq(questionnaireServices.questionnaireId, questionnaireId));
  return rows.map((r) => r.id);
}

export async function specialitiesOf(db: DbOrTx, questionnaireId: number) {
  return db
    .select({ unitId: questionnaireSpecialities.unitId, speciality: questionnaireSpecialities.speciality })
    .from(questionnaireSpecialities)
    .where(eq(questionnaireSpecialities.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireSpecialities.speciality), asc(questionnaireSpecialities.id));
}

/** Services among these that another questionnaire is asked for. */
export async function servicesTakenByOthers(db: DbOrTx, questionnaireId: number, serviceIds: readonly number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .select({ serviceId: questionnaireServices.serviceId, questionnaireId: questionnaireServices.questionnaireId })
    .from(questionnaireServices)
    .where(and(inArray(questionnaireServices.serviceId, [...serviceIds]), ne(questionnaireServices.questionnaireId, questionnaireId)));
}

/** Unit specialities among these that another questionnaire is asked for. */
export async function specialitiesTakenByOthers(db: DbOrTx, questionnaireId: number, specialities: ReadonlyArray<{ unitId: number | null; speciality: string }>) {
  if (specialities.length === 0) return [];
  const pairs = specialities.map((s) => and(sql`coalesce(${questionnaireSpecialities.unitId}, 0) = ${s.unitId ?? 0}`, eq(questionnaireSpecialities.speciality, s.speciality)));
  return db
    .select({ unitId: questionnaireSpecialities.unitId, speciality: questionnaireSpecialities.speciality, questionnaireId: questionnaireSpecialities.questionnaireId })
    .from(questionnaireSpecialities)
    .where(and(ne(questionnaireSpecialities.questionnaireId, questionnaireId), or(...pairs)));
}

export async function replaceAssignments(db: DbOrTx, questionnaireId: number, serviceIds: readonly number[], specialities: ReadonlyArray<{ unitId: number | null; speciality: string }>) {
  await db.delete(questionnaireServices).where(eq(questionnaireServices.questionnaireId, questionnaireId));
  await db.delete(questionnaireSpecialities).where(eq(questionnaireSpecialities.questionnaireId, questionnaireId));
  if (serviceIds.length) await db.insert(questionnaireServices).values(serviceIds.map((serviceId) => ({ serviceId, questionnaireId })));
  if (specialities.length) await db.insert(questionnaireSpecialities).values(specialities.map((s) => ({ questionnaireId, ...s })));
}

/** The active questionnaire asked when booking this service, or null. */
export async function questionnaireOfService(db: DbOrTx, serviceId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: questionnaires.id })
    .from(questionnaireServices)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireServices.questionnaireId))
    .where(and(eq(questionnaireServices.serviceId, serviceId), eq(questionnaires.active, true)));
  return row?.id ?? null;
}

/** Which of these services ask an active booking questionnaire (one query, whatever their number). */
export async function servicesWithQuestionnaire(db: DbOrTx, serviceIds: readonly number[]): Promise<Set<number>> {
  if (serviceIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ serviceId: questionnaireServices.serviceId })
    .from(questionnaireServices)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireServices.questionnaireId))
    .where(and(inArray(questionnaireServices.serviceId, [...serviceIds]), eq(questionnaires.active, true)));
  return new Set(rows.map((r) => r.serviceId));
}

/** The active questionnaire asked after a visit of this unit speciality: the unit's own wins over the every-unit one. */
export async function questionnaireOfSpeciality(db: DbOrTx, unitId: number, speciality: string): Promise<number | null> {
  const [row] = await db
    .select({ id: questionnaires.id })
    .from(questionnaireSpecialities)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireSpecialities.questionnaireId))
    .where(and(eq(questionnaireSpecialities.speciality, speciality), or(eq(questionnaireSpecialities.unitId, unitId), isNull(questionnaireSpecialities.unitId)), eq(questionnaires.active, true)))
    .orderBy(sql`${questionnaireSpecialities.unitId} is null`)
    .limit(1);
  return row?.id ?? null;
}

// ----------------------------------------------------------------------------------------- fulfilments

export type FulfillmentRow = typeof questionnaireFulfillments.$inferSelect;
export interface Subject {
  kind: 'BOOKING' | 'ENCOUNTER' | 'PROGRAM';
  system: string;
  id: string;
}

const ofSubject = (subject: Subject, patientId: CheckedPatientId) =>
  and(
    eq(questionnaireFulfillments.subjectKind, subject.kind),
    eq(questionnaireFulfillments.subjectSystem, subject.system),
    eq(questionnaireFulfillments.subjectId, subject.id),
    eq(questionnaireFulfillments.patientId, patientId),
  );

export async function findFulfillment(db: DbOrTx, subject: Subject, patientId: CheckedPatientId): Promise<FulfillmentRow | null> {
  const [row] = await db.select().from(questionnaireFulfillments).where(ofSubject(subject, patientId));
  return row ?? null;
}

export interface FulfillmentWrite {
  questionnaireId: number;
  versionId: number;
  patientId: CheckedPatientId;
  accountId: number | null;
  subject: Subject;
  answers: TypedAnswer[];
  now: Date;
}

/** Stores the answers; `replace`: a subject's earlier answers give way, else an existing row stays and null is answered. */
export async function writeFulfillment(db: DbOrTx, input: FulfillmentWrite, replace: boolean): Promise<FulfillmentRow | null> {
  const values = {
    questionnaireId: input.questionnaireId,
    versionId: input.versionId,
    patientId: input.patientId,
    accountId: input.accountId,
    subjectKind: input.subject.kind,
    subjectSystem: input.subject.system,
    subjectId: input.subject.id,
    answers: input.answers,
    fulfilledAt: input.now,
    updatedAt: input.now,
  };
  const target = [questionnaireFulfillments.subjectKind, questionnaireFulfillments.subjectSystem, questionnaireFulfillments.subjectId, questionnaireFulfillments.patientId];
  const insert = db.insert(questionnaireFulfillments).values(values);
  const [row] = replace
    ? await insert
        .onConflictDoUpdate({
          target,
          set: { questionnaireId: values.questionnaireId, versionId: values.versionId, accountId: values.accountId, answers: values.answers, fulfilledAt: values.fulfilledAt, updatedAt: values.updatedAt },
        })
        .returning()
    : await insert.onConflictDoNothing({ target }).returning();
  return row ?? null;
}

export interface FulfillmentRange {
  from?: Date;
  to?: Date;
}

/** A questionnaire's answers, newest first (index questionnaire_fulfillments_questionnaire_id_fulfilled_at_idx). */
export async function selectFulfillmentsOf(db: DbOrTx, questionnaireId: number, range: FulfillmentRange, limit: number, offset: number): Promise<FulfillmentRow[]> {
  const where = [eq(questionnaireFulfillments.questionnaireId, questionnaireId)];
  if (range.from) where.push(gte(questionnaireFulfillments.fulfilledAt, range.from));
  if (range.to) where.push(lte(questionnaireFulfillments.fulfilledAt, range.to));
  return db
    .select()
    .from(questionnaireFulfillments)
    .where(and(...where))
    .orderBy(desc(questionnaireFulfillments.fulfilledAt), desc(questionnaireFulfillments.id))
    .limit(limit)
    .offset(offset);
}

/** A batch of a questionnaire's answers (within the range) after the id `afterId`, by id (the export reads them all in batches). */
export async function fulfillmentBatch(db: DbOrTx, questionnaireId: number, range: FulfillmentRange, afterId: number, size: number): Promise<FulfillmentRow[]> {
  const where = [eq(questionnaireFulfillments.questionnaireId, questionnaireId), gt(questionnaireFulfillments.id, afterId)];
  if (range.from) where.push(gte(questionnaireFulfillments.fulfilledAt, range.from));
  if (range.to) where.push(lte(questionnaireFulfillments.fulfilledAt, range.to));
  return db
    .select()
    .from(questionnaireFulfillments)
    .where(and(...where))
    .orderBy(asc(questionnaireFulfillments.id))
    .limit(size);
}

/** The patients who answered a questionnaire within `range` (the export's read audit). */
export async function fulfillmentPatientIds(db: DbOrTx, questionnaireId: number, range: FulfillmentRange): Promise<number[]> {
  const where = [eq(questionnaireFulfillments.questionnaireId, questionnaireId)];
  if (range.from) where.push(gte(questionnaireFulfillments.fulfilledAt, range.from));
  if (range.to) where.push(lte(questionnaireFulfillments.fulfilledAt, range.to));
  const rows = await db.selectDistinct({ patientId: questionnaireFulfillments.patientId }).from(questionnaireFulfillments).where(and(...where));
  return rows.map((r) => r.patientId);
}

/** A patient's answers, newest first (index questionnaire_fulfillments_patient_id_fulfilled_at_idx). */
export async function selectFulfillmentsOfPatient(db: DbOrTx, patientId: CheckedPatientId, limit: number, offset: number): Promise<FulfillmentRow[]> {
  return db
    .select()
    .from(questionnaireFulfillments)
    .where(eq(questionnaireFulfillments.patientId, patientId))
    .orderBy(desc(questionnaireFulfillments.fulfilledAt), desc(questionnaireFulfillments.id))
    .limit(limit)
    .offset(offset);
}

/** Versions by id (the clinic's lists name each answer's version and question texts). */
export async function versionsByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, VersionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(questionnaireVersions).where(inArray(questionnaireVersions.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function countFulfillments(db: DbOrTx, questionnaireId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questionnaireFulfillments).where(eq(questionnaireFulfillments.questionnaireId, questionnaireId));
  return row.n;
}

/** Active questionnaires assigned to any of these specialities (in one unit or every unit), with their current deadline. */
export async function specialityAssignments(db: DbOrTx, specialities: readonly string[]) {
  if (specialities.length === 0) return [];
  return db
    .select({ unitId: questionnaireSpecialities.unitId, speciality: questionnaireSpecialities.speciality, deadlineDays: questionnaireVersions.deadlineDays })
    .from(questionnaireSpecialities)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireSpecialities.questionnaireId))
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaires.currentVersionId))
    .where(and(inArray(questionnaireSpecialities.speciality, [...new Set(specialities)]), eq(questionnaires.active, true)));
}

/** A patient's answers to subjects of one kind in one system, by the subjects' ids (one query). */
export async function fulfillmentsOfSubjects(db: DbOrTx, kind: Subject['kind'], system: string, ids: readonly string[], patientId: CheckedPatientId) {
  if (ids.length === 0) return [];
  return db
    .select({ subjectId: questionnaireFulfillments.subjectId, fulfilledAt: questionnaireFulfillments.fulfilledAt, deadlineDays: questionnaireVersions.deadlineDays })
    .from(questionnaireFulfillments)
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireFulfillments.versionId))
    .where(
      and(
        eq(questionnaireFulfillments.subjectKind, kind),
        eq(questionnaireFulfillments.subjectSystem, system),
        inArray(questionnaireFulfillments.subjectId, [...ids]),
        eq(questionnaireFulfillments.patientId, patientId),
      ),
    );
}
