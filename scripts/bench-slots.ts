import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@portal/domain';
import { type Database } from '../apps/server/src/db/client';
import { units } from '../apps/server/src/db/schema/index';
import { clinicToday } from '../apps/server/src/lib/clinic-time';
import { DEMO_UNITS } from '../apps/server/src/demo';
import { BARE_ROUTE, interleaved, type Baseline, withBaseline } from './bench-baseline';
import { annaIds, databaseLabel, median, percentile, signInAnna, type BenchRow, type Log, runAlone, withBenchDatabase } from './bench-messages-kit';
import { ratioRow } from './bench-ratio';

/**
 * The bookings' free slots (`npm run bench` section, or `npx tsx scripts/bench-slots.ts`): 2,000,000
 * slot rows (`insert … select … from generate_series`); one service offered by 50 practitioners, 32
 * slots a day each over 92 days, most of them booked as in a busy clinic (every 120th free, so a month's
 * free slots fit one answer), the rest of the rows other services' slots, past and future. p99 of 300
 * GET /api/mppd/api/time-slots/ for a month (the service's free slots, names joined) through
 * `app.inject` with Anna's session, against as many primary-key selects through a bare route on the same
 * database, interleaved (bench-baseline.ts). PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set, else an in-memory PGlite.
 */

const ROWS = 2_000_000;
const PRACTITIONERS = 50;
const DAYS = 92;
const PER_DAY = 32;
const FREE_EVERY = 120;
const CALLS = 300;
/**
 * Goal on p99 / the bare route's p99 (through `app.inject`). A month's free slots of 50 practitioners is
 * one index range of ≈ 400 rows joined to units and practitioners, and ≈ 400 slots to serialise: 3.6 ×
 * measured at load 15 on PostgreSQL (65 ms against 18 ms); idle ≈ 10 ms against a bare request of 1–2 ms,
 * 5–10 × (estimated from the earlier absolute figure). 20 × leaves room for both and fails a plan that
 * reads the booked slots too.
 */
const GOAL_RATIO = 20;
const SERVICE = 'BENCH-SLOTS';

async function seedSlots(database: Database, today: string): Promise<void> {
  const { db } = database;
  const [{ id: unitId }] = await db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare));
  await db.execute(sql`
    insert into services (code, name, type, speciality) values (${SERVICE}, 'Porada – pomiar wydajności', 'VISIT', 'MEDYCYNA_RODZINNA'), ('BENCH-OTHER', 'Inna usługa – pomiar wydajności', 'VISIT', 'MEDYCYNA_RODZINNA')`);
  await db.execute(sql`
    insert into practitioners (name, last_name, degree, occupation) select 'Lekarz', 'Ławkowy ' || i, 'lek.', 'DOCTOR' from generate_series(1, ${PRACTITIONERS}) i`);
  // Per practitioner: a schedule of the measured service and one of another service.
  await db.execute(sql`
    insert into schedules (practitioner_id, unit_id, service_id, valid_from, valid_to, weekly, slot_minutes, funding, availability, generated_until)
    select p.id, ${unitId}, s.id, ${addDays(today, -400)}::date, ${addDays(today, DAYS)}::date, '[]'::jsonb, 15, 'NFZ', 'B', ${addDays(today, DAYS)}::date
    from practitioners p cross join services s where p.last_name like 'Ławkowy %' and s.code in (${SERVICE}, 'BENCH-OTHER')`);
  const measured = PRACTITIONERS * DAYS * PER_DAY;
  const start = `${today}T07:00:00Z`;
  // The measured service: slot k of practitioner p on day d at 08:00 + 15 min × k (clinic time ≈ UTC+1), booked unless every FREE_EVERY-th.
  await db.execute(sql`
    insert into time_slots (schedule_id, service_id, unit_id, practitioner_id, starts_at, ends_at, funding, availability, booking_id)
    select s.id, s.service_id, s.unit_id, s.practitioner_id, t, t + interval '15 minutes', 'NFZ', 'B', case when (g.i * 7 + s.id) % ${FREE_EVERY} = 0 then null else 1 end
    from (select id, service_id, unit_id, practitioner_id, row_number() over (order by id) - 1 as n from schedules
          where service_id = (select id from services where code = ${SERVICE})) s
    cross join generate_series(0, ${DAYS * PER_DAY - 1}) g(i)
    cross join lateral (select ${start}::timestamptz + (g.i / ${PER_DAY}) * interval '1 day' + (g.i % ${PER_DAY}) * interval '15 minutes') x(t)`);
  // The other rows: the other service's slots, every 15 minutes back from the horizon, a third of them free.
  const perOther = Math.ceil((ROWS - measured) / PRACTITIONERS);
  await db.execute(sql`
    insert into time_slots (schedule_id, service_id, unit_id, practitioner_id, starts_at, ends_at, funding, availability, booking_id)
    select s.id, s.service_id, s.unit_id, s.practitioner_id, t, t + interval '15 minutes', 'NFZ', 'B', case when g.i % 3 = 0 then null else 1 end
    from (select * from schedules where service_id = (select id from services where code = 'BENCH-OTHER')) s
    cross join generate_series(0, ${perOther - 1}) g(i)
    cross join lateral (select ${`${addDays(today, DAYS)}T00:00:00Z`}::timestamptz - g.i * interval '15 minutes') x(t)
    limit ${ROWS - measured}`);
  for (const table of ['services', 'practitioners', 'schedules', 'time_slots']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function timeSlots(app: FastifyInstance, bare: Baseline, cookie: string, url: (i: number) => string, log: Log): Promise<{ p99: number; bare: number; count: number }> {
  let count = 0;
  const call = async (i: number) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: url(i), headers: { cookie, 'x-portal-client': '1' } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`time-slots answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const body = res.json() as { slots: unknown[]; hasMore: boolean };
    if (body.slots.length === 0 || body.hasMore) throw new Error(`time-slots: ${body.slots.length} slots, hasMore ${body.hasMore}`);
    count = body.slots.length;
    return ms;
  };
  const times = await interleaved(CALLS, call, () => bare.inject());
  const p99 = percentile(times.measured, 0.99);
  const floor = percentile(times.baseline, 0.99);
  log(`free slots of a month: p99 ${p99.toFixed(2)} ms, median ${median(times.measured).toFixed(2)} ms (${CALLS} requests, ${count} slots each); bare route p99 ${floor.toFixed(2)} ms`);
  return { p99, bare: floor, count };
}

export async function slotsFree(log: Log): Promise<BenchRow[]> {
  return withBenchDatabase('bench_slots', 'bookingsModule', async ({ database, serve }) => {
    await annaIds(database);
    const today = clinicToday(new Date());
    const started = performance.now();
    await seedSlots(database, today);
    const [{ n }] = ((await database.db.execute(sql`select count(*)::int as n from time_slots`)) as unknown as { rows: Array<{ n: number }> }).rows;
    log(`slots: ${Number(n).toLocaleString('en')} slot rows seeded on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { deps, app } = await serve();
    const cookie = await signInAnna(app);
    // A month from tomorrow, or from a day a little later (the wizard's months), all within the 92 days.
    const url = (i: number) => `/api/mppd/api/time-slots/?medicalServiceCode=${SERVICE}&dateFrom=${addDays(today, 1 + (i % 7))}&dateTo=${addDays(today, 31 + (i % 7))}`;
    const { p99, bare: floor, count } = await withBaseline(database.db, (bare) => timeSlots(app, bare, cookie, url, log));
    // The same reads without HTTP, session and serialisation: what the database and the service cost.
    const service = await import('../apps/server/src/modules/bookings/patient/catalog-service');
    const bare: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const at = performance.now();
      await service.freeTimeSlots(deps, { medicalServiceCode: SERVICE, dateFrom: addDays(today, 1 + (i % 7)), dateTo: addDays(today, 31 + (i % 7)) }, null);
      bare.push(performance.now() - at);
    }
    log(`free slots of a month, the service alone: p99 ${percentile(bare, 0.99).toFixed(2)} ms, median ${median(bare).toFixed(2)} ms`);
    if (process.env.BENCH_EXPLAIN) {
      const plan = (await database.db.execute(sql.raw(`explain analyze select ts.id from time_slots ts join units u on u.id = ts.unit_id join practitioners p on p.id = ts.practitioner_id
        where ts.service_id = (select id from services where code = '${SERVICE}') and ts.booking_id is null and ts.starts_at >= now() + interval '1 day' and ts.starts_at < now() + interval '31 days'
        and ts.availability in ('B', 'P') and (ts.held_until is null or ts.held_until <= now()) and u.active and p.active order by ts.starts_at, ts.id limit 501`))) as unknown as { rows: Array<Record<string, string>> };
      for (const row of plan.rows) log(Object.values(row)[0]!);
    }
    return [
      ratioRow({
        figure: `Free slots of one service for a month across ${PRACTITIONERS} practitioners (≈${count} free of ${(PRACTITIONERS * 31 * PER_DAY).toLocaleString('en')}), ${Number(n).toLocaleString('en')} slot rows: p99 of ${CALLS} requests vs ${CALLS} interleaved ${BARE_ROUTE}`,
        stat: 'p99',
        value: p99,
        baseline: floor,
        baselineLabel: 'bare route',
        goalRatio: GOAL_RATIO,
        database: databaseLabel(database),
      }),
    ];
  });
}

// `npx tsx scripts/bench-slots.ts`: this figure alone.
runAlone(import.meta.url, slotsFree);
