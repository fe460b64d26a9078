import { addDays, type ServiceBookingRules, type WeeklyHours } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { bookingServiceRules, practitioners, priceListItems, schedules, services, timeSlots, units } from '../../../db/schema/index';
import { clinicToday } from '../../../lib/clinic-time';
import { clinicMember } from '../../../test/clinic-members';
import type { TestApp } from '../../../test/helper';
import { getSettings, saveSettings } from '../../settings/settings-service';
import type { ServiceRulesRow } from './booking-rules-service';
import { generateSlots } from './slots-service';

/*
 * The bookings' API tests make their own schedules: a fresh service (and, unless given, a fresh unit and
 * practitioner) so no test sees another's slots, its booking rules and price list, and the slots the
 * foundation's generator makes for it.
 */

let serial = 0;

/** Turns the bookings module on (it is off by default). */
export async function enableBookings(t: TestApp): Promise<void> {
  const before = await getSettings(t.deps, 'application');
  if (before.bookingsModule) return;
  const admin = await clinicMember(t, ['ADMIN']);
  await saveSettings(t.deps, 'application', { ...before, bookingsModule: true }, { staffId: admin.id, login: 'test', ip: null });
}

export async function makeBookingService(t: TestApp, over: Partial<typeof services.$inferInsert> = {}) {
  const n = ++serial;
  const [row] = await t.deps.db
    .insert(services)
    .values({ code: `BK-T-${n}-${Date.now() % 100000}`, name: `Usługa testowa ${n}`, type: 'VISIT', speciality: 'MEDYCYNA_RODZINNA', ...over })
    .returning();
  return row!;
}

export async function makeBookingUnit(t: TestApp, over: Partial<typeof units.$inferInsert> = {}) {
  const n = ++serial;
  const [row] = await t.deps.db
    .insert(units)
    .values({ name: `Przychodnia testowa ${n}`, code: `BKU-${n}-${Date.now() % 100000}`, city: 'Kraków', street: 'ul. Długa', houseNumber: '5', postalCode: '30-001', ...over })
    .returning();
  return row!;
}

export async function makeBookingPractitioner(t: TestApp, over: Partial<typeof practitioners.$inferInsert> = {}) {
  const n = ++serial;
  const [row] = await t.deps.db
    .insert(practitioners)
    .values({ name: 'Ewa', lastName: `Grafikowa${n}`, degree: 'lek.', occupation: 'DOCTOR', ...over })
    .returning();
  return row!;
}

export interface ScheduleFixture {
  serviceId?: number;
  service?: Partial<typeof services.$inferInsert>;
  unitId?: number;
  practitionerId?: number;
  /** Default: every day 08:00–12:00. */
  weekly?: WeeklyHours[];
  slotMinutes?: number;
  /** Default: the clinic's today. */
  validFrom?: string;
  validTo?: string | null;
  funding?: 'NFZ' | 'COMMERCIAL';
  availability?: 'B' | 'P' | 'N';
  /** Booking rules of the service (the row is written when given). */
  rules?: Partial<Omit<ServiceRulesRow, 'serviceId' | 'rules'>> & { rules?: ServiceBookingRules };
  /** Price-list items (from the clinic's today, open-ended unless given). */
  prices?: Array<{ name: string; price: string; validFrom?: string; validTo?: string | null }>;
}

export const everyDay = (start = '08:00', end = '12:00'): WeeklyHours[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

/**
 * A schedule round the clock for the next three days: a test that needs a slot within some hours of
 * now finds one whatever the time of day it runs at (08:00–12:00 has none between 1 and 20 hours
 * ahead from 10:30 to 12:00 in Warsaw).
 */
export const roundTheClock = (t: TestApp): ScheduleFixture => ({ weekly: everyDay('00:00', '23:30'), validTo: addDays(clinicToday(t.clock.now()), 2) });

/** A schedule with its service, unit, practitioner, rules, prices and generated slots (ordered by start). */
export async function makeSchedule(t: TestApp, f: ScheduleFixture = {}) {
  const db = t.deps.db;
  const today = clinicToday(t.clock.now());
  const service = f.serviceId ? (await db.select().from(services).where(eq(services.id, f.serviceId)))[0]! : await makeBookingService(t, f.service);
  const unitId = f.unitId ?? (await makeBookingUnit(t)).id;
  const practitionerId = f.practitionerId ?? (await makeBookingPractitioner(t)).id;
  const [schedule] = await db
    .insert(schedules)
    .values({
      practitionerId,
      unitId,
      serviceId: service.id,
      validFrom: f.validFrom ?? today,
      validTo: f.validTo === undefined ? addDays(today, 30) : f.validTo,
      weekly: f.weekly ?? everyDay(),
      slotMinutes: f.slotMinutes ?? 30,
      breaks: [],
      funding: f.funding ?? (service.commercial ? 'COMMERCIAL' : 'NFZ'),
      availability: f.availability ?? 'B',
    })
    .returning();
  if (f.rules) {
    await db
      .insert(bookingServiceRules)
      .values({ serviceId: service.id, ...f.rules, rules: f.rules.rules ?? {} })
      .onConflictDoUpdate({ target: bookingServiceRules.serviceId, set: { ...f.rules, rules: f.rules.rules ?? {} } });
  }
  if (f.prices?.length) {
    await db.insert(priceListItems).values(
      f.prices.map((p, i) => ({ serviceId: service.id, name: p.name, price: p.price, validFrom: p.validFrom ?? today, validTo: p.validTo ?? null, position: i })),
    );
  }
  await generateSlots(t.deps, schedule!.id);
  const slots = await db.select().from(timeSlots).where(eq(timeSlots.scheduleId, schedule!.id)).orderBy(asc(timeSlots.startsAt));
  return { schedule: schedule!, service, unitId, practitionerId, slots };
}

/**
 * The slots that start at least `hours` after `now`: a test that moves its clock on must not take a slot
 * of today that the move puts in the past (the first of a day's slots may be minutes away).
 */
export const slotsAhead = <S extends { startsAt: Date }>(slots: readonly S[], now: Date, hours = 2): S[] =>
  slots.filter((s) => s.startsAt.getTime() > now.getTime() + hours * 3_600_000);

/** A patient with her own account and session (FULL), and the account's phone confirmed unless asked otherwise. */
export async function bookingPatient(t: TestApp, over: { name?: string; gender?: 'MALE' | 'FEMALE'; birthDate?: string; phoneConfirmed?: boolean; type?: 'AUTHORIZED' | 'UNAUTHORIZED' } = {}) {
  const n = ++serial;
  const account = await t.make.account({
    name: over.name ?? 'Anna',
    lastName: `Rezerwująca${n}`,
    phoneNumber: over.phoneConfirmed === false ? null : `+4860000${String(1000 + (n % 9000))}`,
    phoneConfirmed: over.phoneConfirmed !== false,
    type: over.type ?? 'AUTHORIZED',
  });
  const record = await t.make.patient({
    accountId: account.id,
    identityStatus: 'VERIFIED',
    name: over.name ?? 'Anna',
    lastName: `Rezerwująca${n}`,
    gender: over.gender ?? 'FEMALE',
    birthDate: over.birthDate ?? '1985-04-12',
  });
  const cookie = await t.as(account.id);
  return { account, record, cookie };
}
