import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookingLocks, scheduleExceptions, schedules, timeSlots } from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Time slots as rows. A slot is free while booking_id is null and it is not held by someone else
 * (held_until null or not after `now`): every statement here takes `now` from the caller's clock, so an
 * expired hold frees itself without a job.
 */

/** A timestamptz[] of ISO instants, each a bound parameter. */
const instants = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::timestamptz[]`;

export type ScheduleRow = typeof schedules.$inferSelect;
export type SlotRow = typeof timeSlots.$inferSelect;

export const findSchedule = async (db: DbOrTx, id: number): Promise<ScheduleRow | null> => (await db.select().from(schedules).where(eq(schedules.id, id)))[0] ?? null;

/** The exceptions that apply to a schedule: its own, its practitioner's, and the clinic's (neither set). */
export const exceptionsFor = (db: DbOrTx, schedule: Pick<ScheduleRow, 'id' | 'practitionerId'>) =>
  db
    .select()
    .from(scheduleExceptions)
    .where(
      or(
        eq(scheduleExceptions.scheduleId, schedule.id),
        and(isNull(scheduleExceptions.scheduleId), eq(scheduleExceptions.practitionerId, schedule.practitionerId)),
        and(isNull(scheduleExceptions.scheduleId), isNull(scheduleExceptions.practitionerId)),
      ),
    );

/** Free (unbooked) slots of a schedule from `from` on: the ones a regeneration may replace. Held ones are kept. */
export const deleteFreeSlotsFrom = (db: DbOrTx, scheduleId: number, from: Date, now: Date, keepStarts: readonly Date[]) =>
  db
    .delete(timeSlots)
    .where(
      and(
        eq(timeSlots.scheduleId, scheduleId),
        gt(timeSlots.startsAt, from),
        isNull(timeSlots.bookingId),
        or(isNull(timeSlots.heldUntil), lte(timeSlots.heldUntil, now)),
        keepStarts.length ? sql`${timeSlots.startsAt} <> all(${instants(keepStarts.map((d) => d.toISOString()))})` : sql`true`,
      ),
    );

/** Inserts slots in one statement; a slot that exists already (same schedule and start) is left as it is. */
export async function insertSlots(
  db: DbOrTx,
  schedule: Pick<ScheduleRow, 'id' | 'serviceId' | 'unitId' | 'practitionerId' | 'funding' | 'availability'>,
  slots: ReadonlyArray<{ startsAt: Date; endsAt: Date }>,
): Promise<number> {
  if (slots.length === 0) return 0;
  const starts = slots.map((s) => s.startsAt.toISOString());
  const ends = slots.map((s) => s.endsAt.toISOString());
  const result = await db.execute(sql`
    insert into time_slots (schedule_id, service_id, unit_id, practitioner_id, starts_at, ends_at, funding, availability)
    select ${schedule.id}, ${schedule.serviceId}, ${schedule.unitId}, ${schedule.practitionerId}, s, e, ${schedule.funding}, ${schedule.availability}
    from unnest(${instants(starts)}, ${instants(ends)}) as t(s, e)
    on conflict (schedule_id, starts_at) do nothing`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}

/** Keeps the slots' copy of the schedule's funding and availability (a schedule's edit changes them on its free slots too). */
export const restampFreeSlots = (db: DbOrTx, schedule: Pick<ScheduleRow, 'id' | 'funding' | 'availability'>) =>
  db
    .update(timeSlots)
    .set({ funding: schedule.funding, availability: schedule.availability })
    .where(and(eq(timeSlots.scheduleId, schedule.id), isNull(timeSlots.bookingId)));

/** What a hold found: an unknown slot (or one never offered in the portal), a patient locked out of booking online, the slot held for her or not. */
export interface HoldOutcome {
  known: boolean;
  locked: boolean;
  held: boolean;
}

/**
 * Holds a portal slot for a patient until `until` — if it is ahead, not booked, and free, its hold
 * expired, or already hers — and releases her other holds (one hold each), all in one statement. Of
 * concurrent holds on one slot the first wins; the others wait for it on the slot's row and, re-checked,
 * find it held: they are answered after this one statement. Nothing is held for a patient the clinic
 * locked out of booking online.
 */
export async function holdSlot(db: DbOrTx, slotId: number, patientId: CheckedPatientId, now: Date, until: Date): Promise<HoldOutcome> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with held as (
      update ${timeSlots}
         set held_by_patient_id = case when id = ${slotId} then ${patientId}::int end,
             held_until = case when id = ${slotId} then ${until.toISOString()}::timestamptz end
       where booking_id is null
         and not exists (select 1 from ${bookingLocks} where patient_id = ${patientId})
         and (id = ${slotId} and availability <> 'N' and starts_at > ${at}::timestamptz
                and (held_until is null or held_until <= ${at}::timestamptz or held_by_patient_id = ${patientId})
              or held_by_patient_id = ${patientId} and id <> ${slotId})
      returning id)
    select exists (select 1 from ${timeSlots} where id = ${slotId} and availability <> 'N') as known,
           exists (select 1 from ${bookingLocks} where patient_id = ${patientId}) as locked,
           exists (select 1 from held where id = ${slotId}) as held`)) as unknown as { rows: HoldOutcome[] };
  const row = result.rows[0]!;
  return { known: Boolean(row.known), locked: Boolean(row.locked), held: Boolean(row.held) };
}

/**
 * Claims a slot for a new booking in one conditional UPDATE, drawing the booking's id from its sequence:
 * it wins only if the slot is not booked and not held by another patient at `now`. Concurrent claims
 * of one slot queue on its row; the first wins and the others, re-checked once it commits, find it
 * booked. Answers the booking id to insert, or null when the slot was not to be had.
 */
export async function claimSlot(db: DbOrTx, slotId: number, patientId: CheckedPatientId, now: Date): Promise<number | null> {
  const [row] = await db
    .update(timeSlots)
    .set({ bookingId: sql`nextval(pg_get_serial_sequence('bookings', 'id'))`, heldByPatientId: null, heldUntil: null })
    .where(and(eq(timeSlots.id, slotId), isNull(timeSlots.bookingId), or(isNull(timeSlots.heldUntil), lte(timeSlots.heldUntil, now), eq(timeSlots.heldByPatientId, patientId))))
    .returning({ bookingId: timeSlots.bookingId });
  return row?.bookingId ?? null;
}

/** Frees the slot a cancelled booking held (only if that booking still holds it). */
export const releaseSlot = (db: DbOrTx, slotId: number, bookingId: number) =>
  db
    .update(timeSlots)
    .set({ bookingId: null, heldByPatientId: null, heldUntil: null })
    .where(and(eq(timeSlots.id, slotId), eq(timeSlots.bookingId, bookingId)));

export const findSlot = async (db: DbOrTx, id: number): Promise<SlotRow | null> => (await db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0] ?? null;

export const findSlots = (db: DbOrTx, ids: readonly number[]) => (ids.length ? db.select().from(timeSlots).where(inArray(timeSlots.id, [...ids])) : Promise.resolve([]));

/** Active schedules (the horizon job). */
export const activeScheduleIds = async (db: DbOrTx): Promise<number[]> => (await db.select({ id: schedules.id }).from(schedules).where(eq(schedules.active, true))).map((r) => r.id);

export const setGeneratedUntil = (db: DbOrTx, scheduleId: number, until: string) => db.update(schedules).set({ generatedUntil: until }).where(eq(schedules.id, scheduleId));
