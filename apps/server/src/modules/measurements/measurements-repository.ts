import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, measurements, type MeasurementRow } from '../../db/schema/index';
import type { CheckedPatientId } from '../../lib/checked-patient';
import type { PatientScope } from '../../plugins/patient-access';

export type { MeasurementRow };

export interface MeasurementWrite {
  measuredAt: Date;
  pressureHigh: number | null;
  pressureLow: number | null;
  weight: number | null;
  height: number | null;
}

/** Instants of a range: from (inclusive), to (inclusive); either may be open. */
export interface Instants {
  from?: Date;
  to?: Date;
}

const within = (patientId: CheckedPatientId, range: Instants): SQL =>
  and(
    eq(measurements.patientId, patientId),
    range.from ? gte(measurements.measuredAt, range.from) : undefined,
    range.to ? lte(measurements.measuredAt, range.to) : undefined,
  )!;

/** A page of a patient's measurements in a range, newest first (index patient_id, measured_at, id). */
export function pageOf(db: DbOrTx, patientId: CheckedPatientId, range: Instants, limit: number, offset: number): Promise<MeasurementRow[]> {
  return db
    .select()
    .from(measurements)
    .where(within(patientId, range))
    .orderBy(desc(measurements.measuredAt), desc(measurements.id))
    .limit(limit)
    .offset(offset);
}

/** The newest `limit` measurements of a range (the chart, the report, a visit's), newest first. */
export function newestOf(db: DbOrTx, patientId: CheckedPatientId, range: Instants, limit: number): Promise<MeasurementRow[]> {
  return pageOf(db, patientId, range, limit, 0);
}

export async function findOfPatient(db: DbOrTx, patientId: CheckedPatientId, id: number): Promise<MeasurementRow | null> {
  const [row] = await db.select().from(measurements).where(and(eq(measurements.patientId, patientId), eq(measurements.id, id)));
  return row ?? null;
}

/** A measurement by its id among the caller's patients (another patient's: none). */
export async function findInScope(db: DbOrTx, scope: PatientScope, id: number, lock = false): Promise<MeasurementRow | null> {
  const query = db.select().from(measurements).where(and(eq(measurements.id, id), scope.where(measurements.patientId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insert(db: DbOrTx, patientId: CheckedPatientId, rows: Array<MeasurementWrite & { source: MeasurementRow['source'] }>): Promise<MeasurementRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(measurements)
    .values(rows.map((r) => ({ ...r, patientId })))
    .returning();
}

export async function update(db: DbOrTx, patientId: CheckedPatientId, id: number, values: MeasurementWrite, now: Date): Promise<MeasurementRow | null> {
  const [row] = await db
    .update(measurements)
    .set({ ...values, updatedAt: now })
    .where(and(eq(measurements.id, id), eq(measurements.patientId, patientId)))
    .returning();
  return row ?? null;
}

export async function remove(db: DbOrTx, patientId: CheckedPatientId, id: number): Promise<boolean> {
  const rows = await db
    .delete(measurements)
    .where(and(eq(measurements.id, id), eq(measurements.patientId, patientId)))
    .returning({ id: measurements.id });
  return rows.length > 0;
}

/** The patient's measurements at these instants (the import's duplicate check). */
export function atInstants(db: DbOrTx, patientId: CheckedPatientId, instants: readonly Date[]): Promise<MeasurementRow[]> {
  if (instants.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(measurements)
    .where(and(eq(measurements.patientId, patientId), inArray(measurements.measuredAt, [...instants])));
}

/** Serialises imports of one patient (two commits of one file at once save it once). */
export async function lockPatientImports(db: DbOrTx, patientId: CheckedPatientId): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('measurements.import'), ${patientId})`);
}

export interface BookingAttachment {
  id: number;
  patientId: number;
  startsAt: Date;
  measurement: { isAddMeasurement: boolean; dateFromMeasurement: string | null } | null;
}

/** A booking by its id within the member's units (`unitWhere`): its patient, start and measurement attachment. */
export async function bookingAttachment(db: DbOrTx, id: number, unitWhere: SQL | undefined): Promise<BookingAttachment | null> {
  const [row] = await db
    .select({ id: bookings.id, patientId: bookings.patientId, startsAt: bookings.startsAt, measurement: bookings.measurement })
    .from(bookings)
    .where(and(eq(bookings.id, id), unitWhere));
  return row ?? null;
}
