import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addYears } from '@portal/domain';
import { type Database } from '../apps/server/src/db/client';
import { units } from '../apps/server/src/db/schema/index';
import { clinicToday } from '../apps/server/src/lib/clinic-time';
import { DEMO_UNITS } from '../apps/server/src/demo';
import { BARE_ROUTE, interleaved, type Baseline, withBaseline } from './bench-baseline';
import { annaIds, databaseLabel, median, percentile, signInAnna, type BenchRow, type Log, runAlone, withBenchDatabase } from './bench-messages-kit';
import { ratioRow } from './bench-ratio';

/**
 * The medical register's figures (`npm run bench` section, or `npx tsx scripts/bench-records.ts`):
 * Anna's visits, documents and test-results lists among 1,000,000 rows each (every 100th hers: 10,000; 2,000 other
 * patients share the rest; one `insert … select … from generate_series` per table), p99 of GET
 * /api/mpi/encounters/mpi-user/{patientId}, /api/mpi/clinical-documents/mpi-user/{patientId} and
 * /api/mpi/test-results/mpi-user/{patientId}
 * (page + 1 probe, a date range, pages 0–20) through `app.inject` with her real session, each against
 * as many primary-key selects through a bare route on the same database, interleaved (bench-baseline.ts).
 * PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, else an in-memory PGlite.
 */

const ROWS = 1_000_000;
const ANNA_EVERY = 100;
const OTHER_PATIENTS = 2_000;
const CALLS = 300;
/**
 * Goal on p99 / the bare route's p99 (through `app.inject`). A page checks the session and the patient's
 * reach, reads a range of an index and joins its 11 rows: 2.1–4.7 × measured at load 15 on PostgreSQL
 * (23–78 ms against 11–17 ms); idle, 5–11 ms against a bare request of 1–2 ms, ≈ 3–10 × (estimated from
 * the earlier absolute figures). 15 × leaves room for both and fails a page that scans the patient's
 * 10,000 rows or the table.
 */
const GOAL_RATIO = 15;

async function seedRows(database: Database, annaPatientId: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into patients (name, last_name, country_code, address_country_code)
    select 'Pacjent', 'Ławkowy ' || i, 'PL', 'PL' from generate_series(1, ${OTHER_PATIENTS}) i`);
  const [{ id: unitId }] = await db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare));
  const patientOf = sql`case when i % ${ANNA_EVERY} = 3 then ${annaPatientId} else (select min(id) from patients where last_name like 'Ławkowy %') + (i % ${OTHER_PATIENTS}) end`;
  // One visit every 63 s back from now (two years), closed and published an hour later.
  await db.execute(sql`
    insert into encounters (patient_id, unit_id, speciality, care_id, start_time, end_time, status, recommendations, published_at)
    select ${patientOf}, ${unitId}, 'MEDYCYNA_RODZINNA', 'EP-B-' || i, now() - i * interval '63 seconds', now() - i * interval '63 seconds' + interval '20 minutes',
           'CLOSED', 'Kontrola za miesiąc.', now() - i * interval '63 seconds' + interval '1 hour'
    from generate_series(0, ${ROWS - 1}) i`);
  await db.execute(sql`
    insert into encounter_diagnoses (encounter_id, code, name, "primary", position)
    select id, 'J06.9', 'Ostre zakażenie górnych dróg oddechowych, nieokreślone', true, 0 from encounters where patient_id = ${annaPatientId}`);
  await db.execute(sql`
    insert into clinical_documents (patient_id, context_id, type_code, title, document_date, author_name, published_at)
    select ${patientOf}, 'BENCH-' || i, (array['KARTA_WIZYTY','SKIEROWANIE','ZASWIADCZENIE','WYNIK'])[1 + i % 4], 'Dokument nr ' || i,
           now() - i * interval '63 seconds', 'lek. Tomasz Lewandowski', now() - i * interval '63 seconds' + interval '1 hour'
    from generate_series(0, ${ROWS - 1}) i`);
  // Result orders the same way, each of Anna's with a five-analyte panel (the list reads them for its page).
  await db.execute(sql`
    insert into result_orders (patient_id, order_number, kind, name, ordered_at, result_date, status, published_at)
    select ${patientOf}, 'ZL/B/' || i, 'LAB', 'Morfologia krwi', now() - i * interval '63 seconds', now() - i * interval '63 seconds' + interval '1 day',
           'PUBLISHED', now() - i * interval '63 seconds' + interval '1 day'
    from generate_series(0, ${ROWS - 1}) i`);
  await db.execute(sql`
    insert into result_items (order_id, patient_id, code, name, value, numeric_value, unit, reference_low, reference_high, flag, result_at, position)
    select o.id, o.patient_id, a.code, a.name, '5,1', 5.1, a.unit, 4, 10, 'N', o.result_date, a.position
    from result_orders o, (values ('WBC', 'Leukocyty', 'tys/µl', 0), ('RBC', 'Erytrocyty', 'mln/µl', 1), ('HGB', 'Hemoglobina', 'g/dl', 2),
                                  ('HCT', 'Hematokryt', '%', 3), ('PLT', 'Płytki krwi', 'tys/µl', 4)) as a(code, name, unit, position)
    where o.patient_id = ${annaPatientId}`);
  for (const table of ['patients', 'encounters', 'encounter_diagnoses', 'clinical_documents', 'result_orders', 'result_items']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function timeList(app: FastifyInstance, bare: Baseline, cookie: string, name: string, url: (page: number) => string, log: Log): Promise<{ p99: number; bare: number }> {
  const pages = Array.from({ length: CALLS }, (_, i) => (i % 4 === 0 ? i % 21 : i % 3));
  const call = async (page: number) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: url(page), headers: { cookie } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${name}: page ${page} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    if ((res.json() as { items: unknown[] }).items.length === 0) throw new Error(`${name}: page ${page} is empty`);
    return ms;
  };
  const times = await interleaved(CALLS, (i) => call(pages[i]), () => bare.inject());
  const p99 = percentile(times.measured, 0.99);
  const floor = percentile(times.baseline, 0.99);
  log(`${name}: p99 ${p99.toFixed(2)} ms, median ${median(times.measured).toFixed(2)} ms (${CALLS} requests); bare route p99 ${floor.toFixed(2)} ms`);
  return { p99, bare: floor };
}

export async function recordsLists(log: Log): Promise<BenchRow[]> {
  return withBenchDatabase('bench_records', 'medicalServicesModule', async ({ database, serve }) => {
    const anna = await annaIds(database);
    const started = performance.now();
    await seedRows(database, anna.patientId);
    log(`records: ${ROWS.toLocaleString('en')} visits, documents and result orders seeded on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { app } = await serve();
    const cookie = await signInAnna(app);
    const today = clinicToday(new Date());
    const range = `after=${addYears(today, -1)}&before=${today}`;
    return withBaseline(database.db, async (bare) => {
      const visits = await timeList(app, bare, cookie, 'visits', (page) => `/api/mpi/encounters/mpi-user/${anna.patientId}?${range}&pageIndex=${page}`, log);
      const documents = await timeList(app, bare, cookie, 'documents', (page) => `/api/mpi/clinical-documents/mpi-user/${anna.patientId}?${range}&pageIndex=${page}&pageSize=10`, log);
      const results = await timeList(app, bare, cookie, 'results', (page) => `/api/mpi/test-results/mpi-user/${anna.patientId}?${range}&pageIndex=${page}`, log);
      const where = `${(ROWS / ANNA_EVERY).toLocaleString('en')} of ${ROWS.toLocaleString('en')} rows`;
      const row = (figure: string, m: { p99: number; bare: number }) =>
        ratioRow({ figure: `${figure}, ${where}: p99 of ${CALLS} requests vs ${CALLS} interleaved ${BARE_ROUTE}`, stat: 'p99', value: m.p99, baseline: m.bare, baselineLabel: 'bare route', goalRatio: GOAL_RATIO, database: databaseLabel(database) });
      return [
        row('Visits list page (10 + 1 probe, last year) with a session', visits),
        row('Clinical documents page (10 + 1 probe, last year)', documents),
        row('Test results page (10 + 1 probe, last year, five analytes each)', results),
      ];
    });
  });
}

// `npx tsx scripts/bench-records.ts`: these figures alone.
runAlone(import.meta.url, recordsLists);
