import { sql } from 'drizzle-orm';
import { measurementsQuerySchema } from '@portal/contracts';
import { systemPatient } from '../apps/server/src/lib/checked-patient';
import type { Database } from '../apps/server/src/db/client';
import { measurementReport } from '../apps/server/src/modules/measurements/measurements-report';
import { listMeasurements } from '../apps/server/src/modules/measurements/measurements-service';
import { BARE_QUERY, interleaved, withBaseline } from './bench-baseline';
import { annaIds, databaseLabel, median, percentile, runAlone, withBenchDatabase, type BenchRow, type Log } from './bench-messages-kit';
import { formatMs, formatRatio } from './bench-ratio';

/**
 * The measurements' figures (issue 31: "measurements list among 1,000,000 rows and the one-year report
 * PDF: p99 < 20 ms and p95 < 500 ms"; `npx tsx scripts/bench-measurements.ts` alone): 1,000,000
 * measurements of 20,000 patients over two years (one `insert … select … from generate_series`; every
 * 1,000th of Anna's own record: 1,000 of hers, about 500 in the last year, blood pressure with a weight
 * every tenth). The list: p99 over 2,000 calls of the function GET /mpi/measurements/mpi-user/{patientId}
 * calls (its first page of the default last year), beside as many primary-key selects, interleaved
 * (bench-baseline.ts). The report: p95 over 40 renders of GET .../report for the last year (the table of
 * every measurement, the charts as SVG, the summary). PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set, else an in-memory PGlite.
 */

const ROWS = 1_000_000;
const PATIENTS = 20_000;
const ANNA_EVERY = 1_000;
const CALLS = 2_000;
const RENDERS = 40;
const LIST_GOAL_MS = 20;
const REPORT_GOAL_MS = 500;

async function seedRows(database: Database, annaPatientId: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into patients (name, last_name, birth_date, gender, national_id, country_code, address_country_code, city, street, house_number, postal_code, insurers)
    select 'Pacjent', 'Mierzący ' || i, date '1950-01-01' + (i % 20000), 'FEMALE', lpad(i::text, 11, '8'), 'PL', 'PL', 'Kraków', 'ul. Długa', (1 + i % 90)::text, '31-147', '{06R}'
    from generate_series(1, ${PATIENTS}) i`);
  const [{ first }] = ((await db.execute(sql`select min(id) as first from patients where last_name like 'Mierzący %'`)) as unknown as { rows: Array<{ first: number }> }).rows;
  // One row every 63 s back from now (two years); pressure in every row, a weight and height in every tenth.
  await db.execute(sql`
    insert into measurements (patient_id, measured_at, pressure_high, pressure_low, weight, height, source, created_at, updated_at)
    select case when i % ${ANNA_EVERY} = 7 then ${annaPatientId} else ${Number(first)} + (i % ${PATIENTS}) end,
           at, 110 + (i::bigint * 7919) % 60, 65 + (i::bigint * 104729) % 35,
           case when i % 10 = 0 then 55 + ((i::bigint * 31) % 400) / 10.0 end, case when i % 10 = 0 then 168 end,
           'PATIENT', at, at
    from generate_series(0, ${ROWS - 1}) i, lateral (select now() - interval '1 minute' - i * interval '63 seconds' as at) t`);
  for (const table of ['patients', 'measurements']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** The measurements list among 1,000,000 rows (p99, goal < 20 ms) and the one-year report (p95, goal < 500 ms). */
export async function measurementFigures(log: Log): Promise<BenchRow[]> {
  return withBenchDatabase('bench_measurements', 'measurementsModule', async ({ database, serve }) => {
    const anna = await annaIds(database);
    const started = performance.now();
    await seedRows(database, anna.patientId);
    log(`measurements: ${ROWS.toLocaleString('en')} measurements of ${PATIENTS.toLocaleString('en')} patients seeded on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { deps } = await serve();
    const patient = { id: systemPatient(anna.patientId, 'seed') };
    const firstPage = measurementsQuerySchema.parse({});
    const list = await withBaseline(database.db, async (bare) => {
      const times = await interleaved(
        CALLS,
        async () => {
          if ((await listMeasurements(deps, patient, firstPage)).items.length === 0) throw new Error('measurements: an empty page');
        },
        () => bare.query(),
        200,
      );
      return { p99: percentile(times.measured, 0.99), bare: percentile(times.baseline, 0.99), median: median(times.measured) };
    });
    log(`measurements list: p99 ${list.p99.toFixed(2)} ms, median ${list.median.toFixed(2)} ms (${CALLS} calls); primary-key select p99 ${list.bare.toFixed(2)} ms`);

    const [{ count }] = ((await database.db.execute(sql`select count(*)::int as count from measurements where patient_id = ${anna.patientId} and measured_at > now() - interval '1 year'`)) as unknown as { rows: Array<{ count: number }> }).rows;
    const renders: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RENDERS + 3; i++) {
      const at = performance.now();
      const { pdf } = await measurementReport(deps, patient, {}, 'pl');
      if (i >= 3) renders.push(performance.now() - at);
      bytes = pdf.length;
    }
    const reportP95 = percentile(renders, 0.95);
    log(`measurements report: p95 ${reportP95.toFixed(1)} ms, median ${median(renders).toFixed(1)} ms (${RENDERS} renders of ${count} measurements, ${(bytes / 1024).toFixed(0)} kB)`);
    const label = databaseLabel(database);
    return [
      {
        figure: `Patient's measurements, first page of the last year (Anna: 1,000 of hers), among ${ROWS.toLocaleString('en')} measurements: p99 of ${CALLS} calls of the route's service function, beside ${CALLS} interleaved ${BARE_QUERY}`,
        measured: `${formatMs(list.p99)} ms p99 (${formatRatio(list.p99 / list.bare)} × a primary-key select, ${formatMs(list.bare)} ms)`,
        goal: `< ${LIST_GOAL_MS} ms`,
        ok: list.p99 < LIST_GOAL_MS,
        database: label,
      },
      {
        figure: `The one-year measurements report PDF (${count} measurements: table, SVG charts, summary): p95 of ${RENDERS} renders after 3 warm-ups`,
        measured: `${formatMs(reportP95)} ms p95 (median ${formatMs(median(renders))} ms)`,
        goal: `< ${REPORT_GOAL_MS} ms`,
        ok: reportP95 < REPORT_GOAL_MS,
        database: label,
      },
    ];
  });
}

// `npx tsx scripts/bench-measurements.ts`: these figures alone.
runAlone(import.meta.url, measurementFigures);
