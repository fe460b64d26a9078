import type { StaffRoleName } from '@portal/contracts';
import type { TestApp } from './helper';
import { makeVisit } from './records-kit';
import type { AuthoredWrite, RecordedAuthor } from './staff-access-examples';
import { makeUnit } from './staff-kit';

/*
 * What several modules' console examples (modules/<m>/<m>.staff-access-examples.ts) share: the role
 * groups, an id nobody has, a write that must succeed, the rows and authors a write left, and the visits
 * of a doctor of every unit.
 */

export type Role = StaffRoleName;
export const anyone: Role[] = ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'];
export const clinicians: Role[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
export const desk: Role[] = ['REGISTRAR', 'ADMIN'];

/** An id no row has. */
export const UNKNOWN = 2_000_000_000;
export const yesterdayOf = (t: TestApp) => new Date(t.clock.now().getTime() - 86_400_000).toISOString();
export const freshPatient = async (t: TestApp) => (await t.make.patient()).id;

/** The answer of a call that must succeed, or a failure naming `what`. */
export const ok2xx = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) => {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown> & { id: number };
};
export const schema = () => import('../db/schema/index');
export const drizzle = () => import('drizzle-orm');
/** One row of a register table, as stored. */
export const rowOf = async <T,>(t: TestApp, table: 'encounters' | 'clinicalDocuments' | 'documentNotes' | 'waitingListEntries' | 'resultOrders' | 'documentRequests' | 'bookings', id: number): Promise<T> => {
  const tables = await schema();
  const { eq } = await drizzle();
  const source = tables[table] as unknown as typeof tables.encounters;
  return (await t.deps.db.select().from(source).where(eq(source.id, id)))[0] as T;
};
/** The authors and publishers the documents keep. */
export const documentAuthors = async (t: TestApp, ids: number[]): Promise<RecordedAuthor> => {
  const rows = await Promise.all(ids.map((id) => rowOf<{ authorStaffId: number | null; authorName: string; publishedByStaffId: number | null; publishedByName: string | null }>(t, 'clinicalDocuments', id)));
  return { staffIds: rows.flatMap((r) => [r.authorStaffId, r.publishedByStaffId]), names: rows.flatMap((r) => [r.authorName, r.publishedByName]) };
};
/** The event-log rows of these types written as `staffId`, with the name their description ends with ("… przez <name>"). */
export const eventAuthors = async (t: TestApp, staffId: number, types: string[]): Promise<RecordedAuthor> => {
  const { eventLog } = await schema();
  const { and, eq, inArray } = await drizzle();
  const rows = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.staffId, staffId), inArray(eventLog.eventType, types)));
  return { staffIds: rows.length ? rows.map((r) => r.staffId) : [null], names: rows.length ? rows.map((r) => /przez (.+)$/.exec(r.description ?? '')?.[1] ?? null) : [null] };
};

export const notRecorded = (why: string): AuthoredWrite => ({ recorded: null, why });
/** A write whose rows keep no author: the member stands only in the event log's STAFF_CHANGE (every console write has one, `plugins/staff-change-log.ts`). */
export const changeLog = (why: string): AuthoredWrite => ({ recorded: `event_log.staff_id (STAFF_CHANGE only: ${why})` });
export const inEventLog = (events: string): AuthoredWrite => ({ recorded: `event_log.staff_id (${events})` });

const visitDoctors = new WeakMap<TestApp, Promise<string>>();
/** A doctor (and registrar) of every unit, one per app: her session cookie. */
export const allUnitsDoctor = (t: TestApp) => {
  if (!visitDoctors.has(t)) visitDoctors.set(t, t.make.staff({ roles: ['DOCTOR', 'REGISTRAR'] }).then((m) => t.asStaff(m.id)));
  return visitDoctors.get(t)!;
};
/** A visit of the patient in the unit, begun an hour ago and still open. */
export const openVisitIn = async (t: TestApp, unitId: number, patientId: number) =>
  makeVisit(t, await allUnitsDoctor(t), patientId, { unitId, startTime: new Date(t.clock.now().getTime() - 3_600_000).toISOString(), close: false });
/** An open visit of a fresh patient in a fresh unit. */
export const openVisit = async (t: TestApp) => openVisitIn(t, await makeUnit(t), await freshPatient(t));
