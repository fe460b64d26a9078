import { sql } from 'drizzle-orm';
import { clinicPatientConsentsQuerySchema, consentsQuerySchema } from '@portal/contracts';
import type { Database } from '../apps/server/src/db/client';
import { partners } from '../apps/server/src/db/schema/index';
import { systemClock } from '../apps/server/src/deps';
import { systemPatient } from '../apps/server/src/lib/checked-patient';
import { clinicPatientConsents, listConsents } from '../apps/server/src/modules/consents/consents-service';
import { scopeOfAccount } from '../apps/server/src/plugins/patient-access';
import { BARE_QUERY, interleaved, withBaseline, type Baseline } from './bench-baseline';
import { annaIds, databaseLabel, median, percentile, runAlone, withBenchDatabase, type BenchRow, type Log } from './bench-messages-kit';
import { formatMs, formatRatio } from './bench-ratio';

/**
 * The consents' figures (issue 30: "the declarations and consents lists among 1,000,000 rows: p99 < 20
 * ms"; `npx tsx scripts/bench-consents.ts` alone): 1,000,000 consents of 50,000 patients (one `insert …
 * select … from generate_series`; every 1,000th of Anna's own record: 1,000 of hers; half of all
 * withdrawn, a third partner consents), p99 over 2,000 calls each of the functions the routes call —
 * the patient's list (GET /mpi/consents/mpi-user: every patient Anna acts for, not withdrawn first,
 * then the newest; its first page) and the console's patient card (GET
 * /clinic/patients/{patientId}/consents: Anna's first page, every state) — each beside as many
 * primary-key selects through the same pool, interleaved (bench-baseline.ts). PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, else an in-memory PGlite.
 */

const ROWS = 1_000_000;
const PATIENTS = 50_000;
const ANNA_EVERY = 1_000;
const CALLS = 2_000;
/** The issue's goal on each list's p99. */
const GOAL_MS = 20;

async function seedRows(database: Database, annaPatientId: number): Promise<void> {
  const { db } = database;
  const partnerIds = (await db.select({ id: partners.id }).from(partners)).map((p) => p.id);
  if (partnerIds.length === 0) throw new Error('consents bench: the demo has no partners');
  await db.execute(sql`
    insert into patients (name, last_name, birth_date, gender, national_id, country_code, address_country_code, city, street, house_number, postal_code)
    select 'Pacjent', 'Zgadzający ' || i, date '1950-01-01' + (i % 20000), 'FEMALE', lpad(i::text, 11, '8'), 'PL', 'PL', 'Kraków', 'ul. Długa', (1 + i % 90)::text, '31-147'
    from generate_series(1, ${PATIENTS}) i`);
  const [{ first }] = ((await db.execute(sql`select min(id) as first from patients where last_name like 'Zgadzający %'`)) as unknown as { rows: Array<{ first: number }> }).rows;
  const partnerArray = sql`(array[${sql.join(partnerIds.map((id) => sql`${id}`), sql`, `)}]::int[])`;
  // Types in turn (a third partner consents); half withdrawn, a fifth waiting for the signature, the rest signed.
  await db.execute(sql`
    insert into consents (patient_id, account_id, consent_type, status, valid_from, valid_to, partner_id, only_selected_documents,
                          signed_at, cancelled_at, created_at, updated_at)
    select case when i % ${ANNA_EVERY} = 7 then ${annaPatientId} else ${Number(first)} + (i % ${PATIENTS}) end,
           null, t.type, s.status, (at at time zone 'Europe/Warsaw')::date,
           case when s.status = 'CANCELLED' then ((at + interval '30 days') at time zone 'Europe/Warsaw')::date end,
           case when t.type = 'CPAR' then ${partnerArray}[1 + i % ${partnerIds.length}] end,
           case when t.type = 'CPAR' then i % 2 = 0 end,
           case when s.status <> 'REGISTERED' then at + interval '1 hour' end,
           case when s.status = 'CANCELLED' then at + interval '30 days' end,
           at, at
    from generate_series(0, ${ROWS - 1}) i,
         lateral (select now() - i * interval '63 seconds' as at, (array['CDPM', 'CTEL', 'CPAR'])[1 + i % 3] as type) t,
         lateral (select case when i % 10 < 5 then 'CANCELLED' when i % 10 < 7 then 'REGISTERED' else 'SIGNED' end as status) s`);
  for (const table of ['patients', 'consents']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function measure(bare: Baseline, name: string, call: () => Promise<{ items: unknown[] }>, log: Log): Promise<{ p99: number; bare: number }> {
  const times = await interleaved(
    CALLS,
    async () => {
      if ((await call()).items.length === 0) throw new Error(`${name}: an empty page`);
    },
    () => bare.query(),
    200,
  );
  const figure = { p99: percentile(times.measured, 0.99), bare: percentile(times.baseline, 0.99) };
  log(`${name}: p99 ${figure.p99.toFixed(2)} ms, median ${median(times.measured).toFixed(2)} ms (${CALLS} calls); primary-key select p99 ${figure.bare.toFixed(2)} ms`);
  return figure;
}

/** The consents lists among 1,000,000 rows: the patient's and the console's patient card, p99 each (goal < 20 ms). */
export async function consentsLists(log: Log): Promise<BenchRow[]> {
  return withBenchDatabase('bench_consents', 'consentsModule', async ({ database }) => {
    const anna = await annaIds(database);
    const started = performance.now();
    await seedRows(database, anna.patientId);
    log(`consents: ${ROWS.toLocaleString('en')} consents of ${PATIENTS.toLocaleString('en')} patients seeded on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const deps = { db: database.db, clock: systemClock };
    const scope = await scopeOfAccount(database.db, anna.accountId);
    const patientPage = consentsQuerySchema.parse({});
    const cardPage = clinicPatientConsentsQuerySchema.parse({});
    const annaRecord = { id: systemPatient(anna.patientId, 'filter') };
    const figures = await withBaseline(database.db, async (bare) => [
      { name: "Patient's consents, first page (every patient Anna acts for, 1,000 of hers; not withdrawn first, then the newest)", ...(await measure(bare, 'patient list', () => listConsents(deps, scope, patientPage), log)) },
      { name: "Console's patient card: Anna's consents, first page (every state)", ...(await measure(bare, 'clinic patient consents', () => clinicPatientConsents(deps, annaRecord, cardPage), log)) },
    ]);
    return figures.map((f) => ({
      figure: `${f.name}, among ${ROWS.toLocaleString('en')} consents: p99 of ${CALLS} calls of the route's service function, beside ${CALLS} interleaved ${BARE_QUERY}`,
      measured: `${formatMs(f.p99)} ms p99 (${formatRatio(f.p99 / f.bare)} × a primary-key select, ${formatMs(f.bare)} ms)`,
      goal: `< ${GOAL_MS} ms`,
      ok: f.p99 < GOAL_MS,
      database: databaseLabel(database),
    }));
  });
}

// `npx tsx scripts/bench-consents.ts`: these figures alone.
runAlone(import.meta.url, consentsLists);
