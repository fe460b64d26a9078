import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { declarationListLimits, declarationPatientData, declarations, type DeclarationRow } from '../../db/schema/index';
import type { CheckedPatientId } from '../../lib/checked-patient';
import type { PatientScope } from '../../plugins/patient-access';
import type { UnitScope } from '../../plugins/staff-resources';

/*
 * The declarations, the practitioners' list limits and the patients' declaration data
 * (declarations-service). The patient's reads take the patients the caller reaches; the console's
 * reads take the member's units (the declaration's unit).
 */

export type { DeclarationRow };
export type DeclarationType = DeclarationRow['type'];
export type NewDeclaration = typeof declarations.$inferInsert;

const active = ne(declarations.state, 'CANCELED');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// ------------------------------------------------------------------------------ locks

/**
 * Serialises the changes of one patient's declarations (one active per type): a transaction-scoped
 * advisory lock on the patient, taken before her active declarations are read.
 */
export async function lockPatientDeclarations(tx: Tx, patientId: CheckedPatientId): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('declarations.patient'), ${patientId})`);
}

/** Serialises the additions to one practitioner's list of a type (its limit), taken after the patient's lock. */
export async function lockPractitionerList(tx: Tx, practitionerId: number, type: DeclarationType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`declarations.list.${type}`}), ${practitionerId})`);
}

// ------------------------------------------------------------------------------ one declaration

/** A declaration of the caller's patients by its id, the scope in the WHERE: the `declaration` resource's loader. */
export async function findIn(db: DbOrTx, scope: PatientScope, id: number): Promise<DeclarationRow | null> {
  const [row] = await db.select().from(declarations).where(and(eq(declarations.id, id), scope.where(declarations.patientId)));
  return row ?? null;
}

/** A declaration of the member's units by its id (the console's staff resource); `lock`: FOR UPDATE, in a change's transaction. */
export async function findInUnits(db: DbOrTx, units: UnitScope, id: number, lock = false): Promise<DeclarationRow | null> {
  const query = db.select().from(declarations).where(and(eq(declarations.id, id), units.where(declarations.unitId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A declaration the server already reached by its own rule (the row a route's resource read, the
 * e-service's signing request), re-read in a change's transaction; `lock`: FOR UPDATE.
 */
export async function findById(db: DbOrTx, id: number, lock = false): Promise<DeclarationRow | null> {
  const query = db.select().from(declarations).where(eq(declarations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDeclaration(tx: DbOrTx, values: NewDeclaration): Promise<DeclarationRow> {
  const [row] = await tx.insert(declarations).values(values).returning();
  return row;
}

export async function updateDeclaration(tx: DbOrTx, id: number, values: Partial<NewDeclaration>): Promise<DeclarationRow> {
  const [row] = await tx.update(declarations).set(values).where(eq(declarations.id, id)).returning();
  return row;
}

// ------------------------------------------------------------------------------ the patient's lists

export interface PatientListFilter {
  patientIds: readonly CheckedPatientId[];
  type?: DeclarationType;
  onlyActive: boolean;
}

/** The patients' declarations: active first, then the newest registration (index declarations_patient_id_registration_date_id_idx). */
export async function selectForPatients(db: DbOrTx, f: PatientListFilter, limit: number, offset: number): Promise<DeclarationRow[]> {
  if (f.patientIds.length === 0) return [];
  const where = and(inArray(declarations.patientId, [...f.patientIds]), f.type ? eq(declarations.type, f.type) : undefined, f.onlyActive ? active : undefined);
  return db
    .select()
    .from(declarations)
    .where(where)
    .orderBy(sql`(${declarations.state} = 'CANCELED')`, desc(declarations.registrationDate), desc(declarations.id))
    .limit(limit)
    .offset(offset);
}

/** Every declaration of the patients (of `types`, or all), newest first: the clinic system's copies. */
export async function allOfPatients(db: DbOrTx, patientIds: readonly CheckedPatientId[], types: readonly DeclarationType[] = []): Promise<DeclarationRow[]> {
  if (patientIds.length === 0) return [];
  return db
    .select()
    .from(declarations)
    .where(and(inArray(declarations.patientId, [...patientIds]), types.length ? inArray(declarations.type, [...types]) : undefined))
    .orderBy(desc(declarations.registrationDate), desc(declarations.id));
}

/** The patient's active declarations (of a type, or every type), newest first (the partial index of active ones). */
export async function activeOfPatient(db: DbOrTx, patientId: CheckedPatientId, type?: DeclarationType): Promise<DeclarationRow[]> {
  return db
    .select()
    .from(declarations)
    .where(and(eq(declarations.patientId, patientId), active, type ? eq(declarations.type, type) : undefined))
    .orderBy(desc(declarations.registrationDate), desc(declarations.id));
}

/** What the booking check reads of the patient's active declarations of a type. */
export async function activeFactsOfPatient(db: DbOrTx, patientId: CheckedPatientId, type: DeclarationType) {
  return db
    .select({ id: declarations.id, type: declarations.type, state: declarations.state, registrationDate: declarations.registrationDate, dateOfSubmission: declarations.dateOfSubmission })
    .from(declarations)
    .where(and(eq(declarations.patientId, patientId), eq(declarations.type, type), active));
}

// ------------------------------------------------------------------------------ the practitioners' lists

/** Active declarations on a practitioner's list of a type (the partial index declarations_practitioner_id_type_active_idx). */
export async function countOnList(db: DbOrTx, practitionerId: number, type: DeclarationType): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(declarations)
    .where(and(eq(declarations.practitionerId, practitionerId), eq(declarations.type, type), active));
  return Number(row.n);
}

/** The size of every list (of `type`, or all) with how many of it wait for the clinic's decision. */
export async function listSizes(db: DbOrTx, type?: DeclarationType): Promise<Array<{ practitionerId: number; type: DeclarationType; size: number; pending: number }>> {
  const rows = await db
    .select({
      practitionerId: declarations.practitionerId,
      type: declarations.type,
      size: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${declarations.decision} = 'PENDING'))::int`,
    })
    .from(declarations)
    .where(and(active, type ? eq(declarations.type, type) : undefined))
    .groupBy(declarations.practitionerId, declarations.type);
  return rows.map((r) => ({ ...r, size: Number(r.size), pending: Number(r.pending) }));
}

export async function listLimits(db: DbOrTx, type?: DeclarationType): Promise<Array<{ practitionerId: number; type: DeclarationType; listLimit: number }>> {
  return db
    .select({ practitionerId: declarationListLimits.practitionerId, type: declarationListLimits.type, listLimit: declarationListLimits.listLimit })
    .from(declarationListLimits)
    .where(type ? eq(declarationListLimits.type, type) : undefined);
}

export async function listLimitOf(db: DbOrTx, practitionerId: number, type: DeclarationType): Promise<number | null> {
  const [row] = await db
    .select({ listLimit: declarationListLimits.listLimit })
    .from(declarationListLimits)
    .where(and(eq(declarationListLimits.practitionerId, practitionerId), eq(declarationListLimits.type, type)));
  return row?.listLimit ?? null;
}

/** Sets a list's limit (null: none). */
export async function setListLimit(tx: DbOrTx, practitionerId: number, type: DeclarationType, listLimit: number | null, now: Date): Promise<void> {
  if (listLimit === null) {
    await tx.delete(declarationListLimits).where(and(eq(declarationListLimits.practitionerId, practitionerId), eq(declarationListLimits.type, type)));
    return;
  }
  await tx
    .insert(declarationListLimits)
    .values({ practitionerId, type, listLimit, updatedAt: now })
    .onConflictDoUpdate({ target: [declarationListLimits.practitionerId, declarationListLimits.type], set: { listLimit, updatedAt: now } });
}

// ------------------------------------------------------------------------------ the console

export interface ClinicFilter {
  decision?: DeclarationRow['decision'];
  state?: DeclarationRow['state'];
  type?: DeclarationType;
  employeeId?: number;
  patientId?: CheckedPatientId;
  stateExport?: DeclarationRow['stateExport'];
  search?: string;
}

/** Part of the patient's last name (as registered) or her PESEL. */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  if (/^\d{11}$/.test(text)) return sql`${declarations.snapshot}->'patient'->>'nationalId' = ${text}`;
  return or(ilike(sql`${declarations.snapshot}->'patient'->>'lastName'`, `%${escapeLike(text)}%`), sql`${declarations.snapshot}->'patient'->>'nationalId' like ${`${escapeLike(text)}%`}`);
}

/** The console's register of the member's units, newest first (declarations_registration_date_id_idx, or the decision's index). */
export async function selectForClinic(db: DbOrTx, units: UnitScope, f: ClinicFilter, limit: number, offset: number): Promise<DeclarationRow[]> {
  const where = and(
    units.where(declarations.unitId),
    f.decision ? eq(declarations.decision, f.decision) : undefined,
    f.state ? eq(declarations.state, f.state) : undefined,
    f.type ? eq(declarations.type, f.type) : undefined,
    f.employeeId ? eq(declarations.practitionerId, f.employeeId) : undefined,
    f.patientId ? eq(declarations.patientId, f.patientId) : undefined,
    f.stateExport ? eq(declarations.stateExport, f.stateExport) : undefined,
    f.search ? searchCondition(f.search) : undefined,
  );
  return db.select().from(declarations).where(where).orderBy(desc(declarations.registrationDate), desc(declarations.id)).limit(limit).offset(offset);
}

/** Signed declarations of the member's units waiting for the clinic's decision (the dashboard's queue). */
export async function countWaiting(db: DbOrTx, units: UnitScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(declarations)
    .where(and(eq(declarations.decision, 'PENDING'), eq(declarations.state, 'SUBMITTED'), units.where(declarations.unitId)));
  return Number(row.n);
}

/**
 * The accepted, active declarations of the member's units for the NFZ export (index declarations_export_idx),
 * oldest first; `lock`: FOR UPDATE (the export that marks them).
 */
export async function selectForExport(db: DbOrTx, units: UnitScope, stateExport: DeclarationRow['stateExport'] | undefined, lock = false): Promise<DeclarationRow[]> {
  const query = db
    .select()
    .from(declarations)
    .where(and(eq(declarations.decision, 'ACCEPTED'), active, stateExport ? eq(declarations.stateExport, stateExport) : undefined, units.where(declarations.unitId)))
    .orderBy(asc(declarations.stateExport), asc(declarations.id));
  return lock ? query.for('update') : query;
}

export async function markExported(tx: DbOrTx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(declarations).set({ stateExport: 'A', exportedAt: now, updatedAt: now }).where(inArray(declarations.id, [...ids]));
}

// ------------------------------------------------------------------------------ the patient's declaration data

export type PatientDataRow = typeof declarationPatientData.$inferSelect;

/** The patient's declaration data as last saved (the newest row), or null. */
export async function patientDataOf(db: DbOrTx, patientId: CheckedPatientId): Promise<PatientDataRow | null> {
  const [row] = await db
    .select()
    .from(declarationPatientData)
    .where(eq(declarationPatientData.patientId, patientId))
    .orderBy(desc(declarationPatientData.updatedAt), desc(declarationPatientData.id))
    .limit(1);
  return row ?? null;
}

/** Replaces the patient's declaration data (under the patient's lock). */
export async function replacePatientData(tx: Tx, patientId: CheckedPatientId, values: Omit<typeof declarationPatientData.$inferInsert, 'id' | 'patientId'>): Promise<PatientDataRow> {
  await tx.delete(declarationPatientData).where(eq(declarationPatientData.patientId, patientId));
  const [row] = await tx
    .insert(declarationPatientData)
    .values({ ...values, patientId })
    .returning();
  return row;
}
