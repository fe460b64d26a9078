import { BOOKING_HOLD_MINUTES, SLOT_HORIZON_DAYS, addDays, scheduleSlotsOfDay, type ScheduleException } from '@portal/domain';
import { executorOf, withTransaction, type InTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { clinicInstant, clinicToday } from '../../../lib/clinic-time';
import type { JobDefinition } from '../../../lib/jobs';
import * as repo from './slots-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Schedules generate their time slots ahead, up to a rolling horizon (SLOT_HORIZON_DAYS). A change of a
 * schedule or of its exceptions regenerates its future free slots; booked and held slots are never
 * touched (a booked slot outside the new pattern stays with its booking). The horizon job moves every
 * active schedule's horizon on each night.
 */

type SlotDeps = Pick<Deps, 'db' | 'clock'>;

/** The slots (instants) a schedule gives from `fromDay` to `toDay`, inclusive. */
export function plannedSlots(schedule: repo.ScheduleRow, exceptions: readonly ScheduleException[], fromDay: string, toDay: string): Array<{ startsAt: Date; endsAt: Date }> {
  const pattern = { validFrom: schedule.validFrom, validTo: schedule.validTo, weekly: schedule.weekly, slotMinutes: schedule.slotMinutes, breaks: schedule.breaks };
  const out: Array<{ startsAt: Date; endsAt: Date }> = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    for (const s of scheduleSlotsOfDay(pattern, day, exceptions)) out.push({ startsAt: clinicInstant(day, s.start), endsAt: clinicInstant(day, s.end) });
  }
  return out;
}

/**
 * (Re)generates a schedule's slots from now to the horizon: free future slots that the pattern no longer
 * gives are deleted, new ones inserted (existing ones kept). An inactive schedule keeps only its booked
 * and held slots. Answers how many slots were added.
 */
export async function generateSlots(deps: SlotDeps, scheduleId: number, opts?: InTransaction): Promise<number> {
  const run = async (tx: NonNullable<InTransaction['tx']>) => {
    const schedule = await repo.findSchedule(tx, scheduleId);
    if (!schedule) throw NotFound();
    const now = deps.clock.now();
    const today = clinicToday(now);
    const until = addDays(today, SLOT_HORIZON_DAYS);
    const exceptions = (await repo.exceptionsFor(tx, schedule)).map((e) => ({ dateFrom: e.dateFrom, dateTo: e.dateTo, kind: e.kind, start: e.startTime, end: e.endTime }));
    const planned = schedule.active ? plannedSlots(schedule, exceptions, today, until).filter((s) => s.startsAt > now) : [];
    await repo.deleteFreeSlotsFrom(tx, schedule.id, now, now, planned.map((s) => s.startsAt));
    await repo.restampFreeSlots(tx, schedule);
    let added = 0;
    // Batches keep each statement's parameters well under PostgreSQL's limit.
    for (let i = 0; i < planned.length; i += 2000) added += await repo.insertSlots(tx, schedule, planned.slice(i, i + 2000));
    await repo.setGeneratedUntil(tx, schedule.id, until);
    return added;
  };
  return opts?.tx ? run(opts.tx) : withTransaction(deps.db, run);
}

/**
 * Holds a portal slot for its patient for BOOKING_HOLD_MINUTES (or less), in one statement (slots-
 * repository `holdSlot`): 404 for an unknown slot, 403 BOOKING_LOCKED for a patient the clinic locked
 * out of booking online, 409 TIME_SLOT_TAKEN for a slot past, booked or held by another. Answers until when.
 */
export async function holdTimeSlot(deps: SlotDeps, slotId: number, patientId: CheckedPatientId, minutes = BOOKING_HOLD_MINUTES, opts?: InTransaction): Promise<{ heldUntil: Date }> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + Math.min(minutes, BOOKING_HOLD_MINUTES) * 60_000);
  const outcome = await repo.holdSlot(executorOf(deps.db, opts), slotId, patientId, now, until);
  if (!outcome.known) throw NotFound();
  if (outcome.locked) throw new AppError('BOOKING_LOCKED');
  if (!outcome.held) throw new AppError('TIME_SLOT_TAKEN');
  return { heldUntil: until };
}

/** Every night: each active schedule's slots up to the new horizon. */
export const slotHorizonJob: JobDefinition<Record<string, never>, SlotDeps> = {
  name: 'bookings.slot-horizon',
  schedule: '15 2 * * *',
  async run(deps) {
    for (const id of await repo.activeScheduleIds(deps.db)) await generateSlots(deps, id);
  },
};
