import { and, asc, count, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings, medicalCases, patients, services, teleconsultationConsultants, teleconsultationServiceConsultants, teleconsultations, type TeleconsultationRow } from '../../../db/schema/index';
import type { UnitScope } from '../../../plugins/staff-resources';

/*
 * The console's reads of teleconsultations (issue 32 item 6). Which rows a member reaches is one SQL
 * condition, in the WHERE of every read (never a row read by its id and checked afterwards):
 * - hers: she is its consultant;
 * - the queue's: an unplanned one still WAITING that nobody took, of a service she (a DOCTOR) is a
 *   consultant of (teleconsultation-service `teleconsultationForStaff`, the same rule);
 * - an administrator's: every one booked in her units (all of them for a member of every unit; an
 *   unplanned one not yet booked has no unit: only a member of every unit reads it).
 */

/** Who asks, as the reach rule needs her. */
export interface StaffReach {
  staffId: number;
  doctor: boolean;
  admin: boolean;
  units: UnitScope;
}

const t = teleconsultations;

/** An unplanned one waiting for a consultant, of a service she consults for. */
function inHerQueue(staffId: number): SQL {
  return and(
    eq(t.unplanned, true),
    eq(t.status, 'WAITING'),
    isNull(t.consultantStaffId),
    sql`exists (select 1 from ${teleconsultationServiceConsultants} inner join ${services} on ${services.id} = ${teleconsultationServiceConsultants.serviceId} where ${teleconsultationServiceConsultants.staffId} = ${staffId} and ${services.code} = ${t.serviceCode})`,
  )!;
}

/** Booked in the administrator's units. */
function inAdminUnits(units: UnitScope): SQL {
  return units.all ? sql`true` : sql`exists (select 1 from ${bookings} where ${bookings.id} = ${t.bookingId} and ${units.where(bookings.unitId)})`;
}

/** Every row she reaches (a teleconsultation's page, its notes and attachments). */
export function reachCondition(who: StaffReach): SQL {
  const conditions: SQL[] = [eq(t.consultantStaffId, who.staffId)];
  if (who.doctor) conditions.push(inHerQueue(who.staffId));
  if (who.admin) conditions.push(inAdminUnits(who.units));
  return or(...conditions)!;
}

/** The day's list: hers, and for an administrator those of her units. */
function dayCondition(who: StaffReach): SQL {
  return who.admin ? or(eq(t.consultantStaffId, who.staffId), inAdminUnits(who.units))! : eq(t.consultantStaffId, who.staffId);
}

const listed = {
  row: t,
  patientName: patients.name,
  patientLastName: patients.lastName,
  patientPesel: patients.nationalId,
  caseTitle: medicalCases.title,
};
export interface ListedRow {
  row: TeleconsultationRow;
  patientName: string;
  patientLastName: string;
  patientPesel: string | null;
  caseTitle: string;
}

const withNames = (db: DbOrTx) =>
  db
    .select(listed)
    .from(t)
    .innerJoin(patients, eq(patients.id, t.patientId))
    .innerJoin(medicalCases, eq(medicalCases.id, t.medicalCaseId));

/** The teleconsultations starting in [from, to) she reaches for the day's list, by start, one page (limit, offset). */
export function dayPage(db: DbOrTx, who: StaffReach, from: Date, to: Date, limit: number, offset: number): Promise<ListedRow[]> {
  return withNames(db)
    .where(and(dayCondition(who), gte(t.scheduledFrom, from), lt(t.scheduledFrom, to)))
    .orderBy(asc(t.scheduledFrom), asc(t.id))
    .limit(limit)
    .offset(offset);
}

/** Her queue, oldest first. */
export function queueOf(db: DbOrTx, staffId: number, limit: number): Promise<ListedRow[]> {
  return withNames(db).where(inHerQueue(staffId)).orderBy(asc(t.createdAt), asc(t.id)).limit(limit);
}

/** How many wait in her queue (the console's dashboard). */
export async function queueCount(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(inHerQueue(staffId));
  return row?.n ?? 0;
}

/** Whether this one waits in her queue (she may take it). */
export async function inQueueOf(db: DbOrTx, staffId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: t.id }).from(t).where(and(eq(t.id, id), inHerQueue(staffId)));
  return row !== undefined;
}

/** One she reaches, with its names (null: unknown or not hers to read). */
export async function reachable(db: DbOrTx, who: StaffReach, id: number): Promise<ListedRow | null> {
  const [row] = await withNames(db).where(and(eq(t.id, id), reachCondition(who)));
  return row ?? null;
}

/** One she may take: unplanned, of a service she consults for (whoever has it now), or already hers; locked. */
export async function takeable(db: DbOrTx, staffId: number, id: number): Promise<TeleconsultationRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.id, id),
        or(
          eq(t.consultantStaffId, staffId),
          and(
            eq(t.unplanned, true),
            sql`exists (select 1 from ${teleconsultationServiceConsultants} inner join ${services} on ${services.id} = ${teleconsultationServiceConsultants.serviceId} where ${teleconsultationServiceConsultants.staffId} = ${staffId} and ${services.code} = ${t.serviceCode})`,
          ),
        ),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Hers as its consultant, locked (the end). */
export async function hersLocked(db: DbOrTx, staffId: number, id: number): Promise<TeleconsultationRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.consultantStaffId, staffId)))
    .for('update');
  return row ?? null;
}

/** Her availability row (null: never set). */
export async function availabilityOf(db: DbOrTx, staffId: number): Promise<{ available: boolean; updatedAt: Date } | null> {
  const [row] = await db
    .select({ available: teleconsultationConsultants.available, updatedAt: teleconsultationConsultants.updatedAt })
    .from(teleconsultationConsultants)
    .where(eq(teleconsultationConsultants.staffId, staffId));
  return row ?? null;
}
