import { clinicBookingMessages, type ClinicSchedule, type ClinicScheduleException, type ScheduleExceptionWrite, type ScheduleSaved, type ScheduleWrite } from '@portal/contracts';
import type { ScheduleException, WeeklyHours } from '@portal/domain';
import { executorOf, withTransaction, type DbOrTx, type InTransaction, type Tx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { defineStaffResource, type UnitScope } from '../../../plugins/staff-resources';
import { AppError, NotFound, Validation } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import * as repo from './schedules-repository';
import * as slotsRepo from '../core/slots-repository';
import { generateSlots, plannedSlots } from '../core/slots-service';

/*
 * The clinic's schedules (issue 13, console): a practitioner's weekly hours for a service in a unit,
 * with breaks, validity, funding and portal availability. Saving one regenerates its slots in the same
 * transaction (booked and held slots are never touched); a booked visit left outside the new hours is
 * answered as a conflict for the desk to handle. Exceptions (a schedule's day, a practitioner's leave,
 * the clinic's holiday) regenerate every schedule they touch.
 */

type ScheduleDeps = Pick<Deps, 'db' | 'clock'>;
export type ScheduleConflict = ScheduleSaved['conflicts'][number];

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hoursOverlap = (a: WeeklyHours, b: WeeklyHours) => a.weekday === b.weekday && minutes(a.start) < minutes(b.end) && minutes(b.start) < minutes(a.end);
const validityOverlaps = (a: { validFrom: string; validTo: string | null }, b: { validFrom: string; validTo: string | null }) =>
  (a.validTo === null || b.validFrom <= a.validTo) && (b.validTo === null || a.validFrom <= b.validTo);

export function toClinicSchedule(r: repo.ScheduleListRow): ClinicSchedule {
  const s = r.schedule;
  return {
    id: s.id,
    practitioner: { id: s.practitionerId, name: r.practitionerName },
    unit: { id: s.unitId, name: r.unitName },
    service: { id: s.serviceId, name: r.serviceName, code: r.serviceCode, commercial: r.serviceCommercial },
    validFrom: s.validFrom,
    validTo: s.validTo,
    weekly: s.weekly,
    slotMinutes: s.slotMinutes,
    breaks: s.breaks,
    funding: s.funding,
    availability: s.availability,
    active: s.active,
    generatedUntil: s.generatedUntil,
  };
}

export const toClinicException = (e: repo.ScheduleExceptionRow): ClinicScheduleException => ({
  id: e.id,
  scheduleId: e.scheduleId,
  practitionerId: e.practitionerId,
  dateFrom: e.dateFrom,
  dateTo: e.dateTo,
  kind: e.kind,
  startTime: e.startTime,
  endTime: e.endTime,
  reason: e.reason,
});

export async function listSchedules(deps: Pick<Deps, 'db'>, filter: { practitionerId?: number; unitId?: number; serviceId?: number; active?: 'true' | 'false'; units?: UnitScope }) {
  const rows = await repo.listSchedules(deps.db, { ...filter, active: filter.active === undefined ? undefined : filter.active === 'true' });
  return rows.map(toClinicSchedule);
}

/**
 * A schedule a console route addresses by its id, read through the member's units with the organisation's
 * names (one of a unit outside hers reads as none: 404, as an unknown id).
 */
export const scheduleResource = defineStaffResource({
  name: 'schedule',
  load: async (db: DbOrTx, units: UnitScope, params: { scheduleId: number }) => (await repo.listSchedules(db, { id: params.scheduleId, units }))[0] ?? null,
});

/**
 * An exception a console route addresses by its id: a schedule's own is read through the member's units
 * (its schedule's unit in the WHERE; another unit's is 404, as an unknown id); a practitioner's leave or a
 * clinic holiday spans units, so every member of the route's roles reaches it.
 */
export const scheduleExceptionResource = defineStaffResource({
  name: 'scheduleException',
  load: (db: DbOrTx, units: UnitScope, params: { exceptionId: number }) => repo.exceptionOfUnits(db, params.exceptionId, units),
});

export async function getSchedule(deps: Pick<Deps, 'db'>, id: number, opts?: InTransaction): Promise<ClinicSchedule> {
  const [row] = await repo.listSchedules(executorOf(deps.db, opts), { id });
  if (!row) throw NotFound();
  return toClinicSchedule(row);
}

/** The input's references exist, a commercial schedule has something to charge, and no other active schedule of the practitioner overlaps. */
async function checkSchedule(tx: Tx, input: ScheduleWrite, exceptId: number | null): Promise<void> {
  const service = await repo.serviceFacts(tx, input.serviceId);
  if (!service) throw Validation('Nie ma takiego świadczenia', [{ path: 'serviceId', message: 'Nie ma takiego świadczenia' }]);
  if (!(await repo.practitionerExists(tx, input.practitionerId))) throw Validation('Nie ma takiego pracownika', [{ path: 'practitionerId', message: 'Nie ma takiego pracownika' }]);
  if (!(await repo.unitExists(tx, input.unitId))) throw Validation('Nie ma takiej jednostki', [{ path: 'unitId', message: 'Nie ma takiej jednostki' }]);
  if (input.funding === 'COMMERCIAL' && !service.commercial && !(await repo.hasPriceList(tx, input.serviceId)))
    throw Validation(clinicBookingMessages.commercialNeedsPrices, [{ path: 'funding', message: clinicBookingMessages.commercialNeedsPrices }]);
  const others = await repo.activeSchedulesOf(tx, input.practitionerId, exceptId);
  const overlapping = others.some((o) => validityOverlaps(o, input) && o.weekly.some((a) => input.weekly.some((b) => hoursOverlap(a, b))));
  if (overlapping) throw new AppError('SCHEDULE_OVERLAP');
}

/** Booked visits of the schedules that their current pattern (with exceptions) no longer gives. */
export async function scheduleConflicts(deps: ScheduleDeps, tx: Tx, scheduleIds: readonly number[]): Promise<ScheduleConflict[]> {
  const now = deps.clock.now();
  const booked = await repo.activeFutureBookings(tx, scheduleIds, now);
  if (booked.length === 0) return [];
  const out: ScheduleConflict[] = [];
  for (const id of new Set(booked.map((b) => b.scheduleId!))) {
    const schedule = await slotsRepo.findSchedule(tx, id);
    if (!schedule) continue;
    const mine = booked.filter((b) => b.scheduleId === id);
    const exceptions: ScheduleException[] = (await slotsRepo.exceptionsFor(tx, schedule)).map((e) => ({ dateFrom: e.dateFrom, dateTo: e.dateTo, kind: e.kind, start: e.startTime, end: e.endTime }));
    const from = clinicToday(mine[0]!.startsAt);
    const to = clinicToday(mine[mine.length - 1]!.startsAt);
    const planned = new Set(schedule.active ? plannedSlots(schedule, exceptions, from, to).map((s) => s.startsAt.getTime()) : []);
    for (const b of mine) {
      if (!planned.has(b.startsAt.getTime())) out.push({ bookingId: b.id, startsAt: b.startsAt.toISOString(), patientName: b.patientName, serviceName: b.serviceName });
    }
  }
  return out.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export async function createSchedule(deps: ScheduleDeps, input: ScheduleWrite, opts?: InTransaction): Promise<ScheduleSaved> {
  const run = async (tx: Tx) => {
    await checkSchedule(tx, input, null);
    const now = deps.clock.now();
    const row = await repo.insertSchedule(tx, { ...input, active: true, createdAt: now, updatedAt: now });
    const slotsAdded = await generateSlots(deps, row.id, { tx });
    return { schedule: await getSchedule(deps, row.id, { tx }), slotsAdded, conflicts: [] };
  };
  return opts?.tx ? run(opts.tx) : withTransaction(deps.db, run);
}

export async function updateSchedule(deps: ScheduleDeps, id: number, input: ScheduleWrite): Promise<ScheduleSaved> {
  return withTransaction(deps.db, async (tx) => {
    const before = await slotsRepo.findSchedule(tx, id);
    if (!before) throw NotFound();
    if (before.active) await checkSchedule(tx, input, id);
    await repo.updateSchedule(tx, id, { ...input, updatedAt: deps.clock.now() });
    const slotsAdded = await generateSlots(deps, id, { tx });
    return { schedule: await getSchedule(deps, id, { tx }), slotsAdded, conflicts: await scheduleConflicts(deps, tx, [id]) };
  });
}

/** Deactivates (its free slots go; booked visits stay, answered as conflicts) or reactivates a schedule. */
export async function setScheduleActive(deps: ScheduleDeps, id: number, active: boolean): Promise<ScheduleSaved> {
  return withTransaction(deps.db, async (tx) => {
    const before = await slotsRepo.findSchedule(tx, id);
    if (!before) throw NotFound();
    if (active && !before.active) {
      const { id: _id, active: _a, generatedUntil: _g, createdAt: _c, updatedAt: _u, ...rest } = before;
      await checkSchedule(tx, rest, id);
    }
    await repo.updateSchedule(tx, id, { active, updatedAt: deps.clock.now() });
    const slotsAdded = await generateSlots(deps, id, { tx });
    return { schedule: await getSchedule(deps, id, { tx }), slotsAdded, conflicts: await scheduleConflicts(deps, tx, [id]) };
  });
}

// ------------------------------------------------------------------------------ exceptions

export async function listExceptions(deps: Pick<Deps, 'db'>, filter: { scheduleId?: number; practitionerId?: number }) {
  return (await repo.listExceptions(deps.db, filter)).map(toClinicException);
}

/**
 * A schedule's exception, a practitioner's leave or a clinic holiday. A schedule's own exception is its
 * unit's: with `units` (the member's), a schedule of another unit is as unknown as none (404); a leave
 * or a holiday spans units.
 */
export async function addException(deps: ScheduleDeps, input: ScheduleExceptionWrite, opts?: InTransaction & { units?: UnitScope }) {
  const run = async (tx: Tx) => {
    let practitionerId = input.practitionerId;
    if (input.scheduleId !== null) {
      const schedule = opts?.units ? await repo.scheduleOfUnits(tx, input.scheduleId, opts.units) : await slotsRepo.findSchedule(tx, input.scheduleId);
      if (!schedule) throw NotFound();
      practitionerId = schedule.practitionerId;
    } else if (practitionerId !== null && !(await repo.practitionerExists(tx, practitionerId))) throw NotFound();
    const row = await repo.insertException(tx, {
      scheduleId: input.scheduleId,
      // A schedule's own exception keeps its practitioner too (a leave's list shows it).
      practitionerId: input.scheduleId !== null ? null : practitionerId,
      dateFrom: input.dateFrom,
      dateTo: input.dateTo,
      kind: input.kind,
      startTime: input.kind === 'HOURS' ? input.startTime : null,
      endTime: input.kind === 'HOURS' ? input.endTime : null,
      reason: input.reason,
      createdAt: deps.clock.now(),
    });
    const touched = await repo.schedulesTouchedBy(tx, row);
    for (const id of touched) await generateSlots(deps, id, { tx });
    return { exception: toClinicException(row), schedulesRegenerated: touched.length, conflicts: await scheduleConflicts(deps, tx, touched) };
  };
  return opts?.tx ? run(opts.tx) : withTransaction(deps.db, run);
}

/** Removes an exception the console route read through the member's units (`scheduleExceptionResource`). */
export async function removeException(deps: ScheduleDeps, exception: Pick<repo.ScheduleExceptionRow, 'id'>) {
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.findException(tx, exception.id);
    if (!row) throw NotFound();
    await repo.deleteException(tx, row.id);
    const touched = await repo.schedulesTouchedBy(tx, row);
    for (const scheduleId of touched) await generateSlots(deps, scheduleId, { tx });
    return { exception: toClinicException(row), schedulesRegenerated: touched.length, conflicts: [] };
  });
}

