import { eq, inArray, sql } from 'drizzle-orm';
import { clinicDeclarationsQuerySchema, declarationsQuerySchema } from '@portal/contracts';
import type { Database } from '../apps/server/src/db/client';
import { practitioners, units } from '../apps/server/src/db/schema/index';
import { DEMO_UNITS } from '../apps/server/src/demo';
import { systemClock } from '../apps/server/src/deps';
import { clinicDeclarations } from '../apps/server/src/modules/declarations/declarations-clinic-service';
import { listDeclarations } from '../apps/server/src/modules/declarations/declarations-service';
import { scopeOfAccount } from '../apps/server/src/plugins/patient-access';
import { unitScope } from '../apps/server/src/plugins/staff-resources';
import { BARE_QUERY, interleaved, withBaseline, type Baseline } from './bench-baseline';
import { annaIds, databaseLabel, median, percentile, runAlone, withBenchDatabase, type BenchRow, type Log } from './bench-messages-kit';
import { formatMs, formatRatio } from './bench-ratio';

/**
 * The declarations' figures (issue 30: "the declarations lists among 1,000,000 rows: p99 < 20 ms";
 * `npx tsx scripts/bench-declarations.ts` alone): 1,000,000 declarations of 50,000 patients (one
 * `insert … select … from generate_series`; every 1,000th of Anna's own record: 1,000 of hers, 70 %
 * of all withdrawn), p99 over 2,000 calls each of the functions the routes call — the patient's list
 * (GET /declarations/mpi-user/declarations: every patient Anna acts for, active first, then the
 * newest; its first page) and the console's register (GET /clinic/declarations: its first page, and
 * the queue of signed ones waiting for a decision among the GP declarations) — each beside as many
 * primary-key selects through the same pool, interleaved (bench-baseline.ts). PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, else an in-memory PGlite.
 */

const ROWS = 1_000_000;
const PATIENTS = 50_000;
const ANNA_EVERY = 1_000;
const CALLS = 2_000;
/** The issue's goal on each list's p99. */
const GOAL_MS = 20;

const intArray = (values: readonly number[]) => sql`(array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[])`;

async function seedRows(database: Database, annaPatientId: number): Promise<void> {
  const { db } = database;
  const [{ id: unitId }] = await db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare));
  const staff = await db.select({ id: practitioners.id, roles: practitioners.primaryCareRoles }).from(practitioners).where(inArray(practitioners.occupation, ['DOCTOR', 'NURSE', 'MIDWIFE']));
  const ofRole = (role: 'GP' | 'NURSE' | 'MIDWIFE') => staff.filter((p) => p.roles.includes(role)).map((p) => p.id);
  const [gps, nurses, midwives] = [ofRole('GP'), ofRole('NURSE'), ofRole('MIDWIFE')];
  await db.execute(sql`
    insert into patients (name, last_name, birth_date, gender, national_id, country_code, address_country_code, city, street, house_number, postal_code, insurers)
    select 'Pacjent', 'Deklarujący ' || i, date '1950-01-01' + (i % 20000), 'MALE', lpad(i::text, 11, '9'), 'PL', 'PL', 'Kraków', 'ul. Długa', (1 + i % 90)::text, '31-147', '{06R}'
    from generate_series(1, ${PATIENTS}) i`);
  const [{ first }] = ((await db.execute(sql`select min(id) as first from patients where last_name like 'Deklarujący %'`)) as unknown as { rows: Array<{ first: number }> }).rows;
  // Types in turn; 70 % withdrawn, 10 % registered, 20 % signed; the signed ones mostly accepted (half of those exported), one in seven waiting.
  await db.execute(sql`
    insert into declarations (patient_id, account_id, type, state, practitioner_id, unit_id, registration_date, date_of_submission,
                              decision, decided_at, canceled_at, cancel_reason, state_export, snapshot, created_at, updated_at)
    select case when i % ${ANNA_EVERY} = 7 then ${annaPatientId} else ${Number(first)} + (i % ${PATIENTS}) end,
           null, t.type, s.state,
           case t.type when 'GP' then ${intArray(gps)}[1 + i % ${gps.length}] when 'NURSE' then ${intArray(nurses)}[1 + i % ${nurses.length}] else ${intArray(midwives)}[1 + i % ${midwives.length}] end,
           ${unitId}, at, case when s.state = 'SUBMITTED' then at + interval '1 hour' end,
           d.decision, case when d.decision <> 'PENDING' then at + interval '1 day' end,
           case when s.state = 'CANCELED' then at + interval '30 days' end, case when s.state = 'CANCELED' then 'REPLACED' end,
           case when d.decision = 'ACCEPTED' and i % 2 = 0 then 'A' else 'N' end,
           jsonb_build_object(
             'patient', jsonb_build_object('name', 'Pacjent', 'lastName', 'Deklarujący ' || (i % ${PATIENTS}), 'birthDate', '1950-01-01', 'gender', 'MALE',
                                           'nationalId', lpad((i % ${PATIENTS})::text, 11, '9'), 'documentNumber', null, 'street', 'ul. Długa', 'houseNumber', '7',
                                           'apartmentNumber', null, 'postalCode', '31-147', 'city', 'Kraków', 'insurerCode', '06', 'phone', null),
             'practitioner', jsonb_build_object('name', 'Tomasz', 'lastName', 'Lewandowski', 'degree', 'lek.', 'occupationCode', 'DOCTOR', 'practiceNumber', '9929850'),
             'unit', jsonb_build_object('name', 'Przychodnia POZ', 'address', 'ul. Zakopiańska 62, 30-418 Kraków', 'phone', null),
             'provider', jsonb_build_object('name', 'Przychodnia', 'address', 'Kraków', 'nip', null, 'regon', null, 'nfzCode', null)),
           at, at
    from generate_series(0, ${ROWS - 1}) i,
         lateral (select now() - i * interval '63 seconds' as at, (array['GP', 'NURSE', 'MIDWIFE'])[1 + i % 3] as type) t,
         lateral (select case when i % 10 < 7 then 'CANCELED' when i % 10 = 7 then 'REGISTERED' else 'SUBMITTED' end as state) s,
         lateral (select case when s.state = 'REGISTERED' or (s.state = 'SUBMITTED' and i % 7 = 0) then 'PENDING'
                              when s.state = 'CANCELED' and i % 13 = 0 then 'REJECTED' else 'ACCEPTED' end as decision) d`);
  for (const table of ['patients', 'declarations']) await db.execute(sql.raw(`vacuum analyze ${table}`));
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

/** The declarations lists among 1,000,000 rows: the patient's and the console's, p99 each (goal < 20 ms). */
export async function declarationsLists(log: Log): Promise<BenchRow[]> {
  return withBenchDatabase('bench_declarations', 'declarationsModule', async ({ database }) => {
    const anna = await annaIds(database);
    const started = performance.now();
    await seedRows(database, anna.patientId);
    log(`declarations: ${ROWS.toLocaleString('en')} declarations of ${PATIENTS.toLocaleString('en')} patients seeded on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const deps = { db: database.db, clock: systemClock };
    const scope = await scopeOfAccount(database.db, anna.accountId);
    const everyUnit = unitScope(null);
    const patientPage = declarationsQuerySchema.parse({});
    const clinicPage = clinicDeclarationsQuerySchema.parse({});
    const waiting = clinicDeclarationsQuerySchema.parse({ decision: 'PENDING', state: 'SUBMITTED', type: 'GP' });
    const figures = await withBaseline(database.db, async (bare) => [
      { name: "Patient's declarations, first page (every patient Anna acts for, 1,000 of hers; active first, then the newest)", ...(await measure(bare, 'patient list', () => listDeclarations(deps, scope, patientPage), log)) },
      { name: "Console's register, first page (newest first)", ...(await measure(bare, 'clinic register', () => clinicDeclarations(deps, everyUnit, clinicPage), log)) },
      { name: "Console's queue: signed GP declarations waiting for the decision, first page", ...(await measure(bare, 'clinic queue', () => clinicDeclarations(deps, everyUnit, waiting), log)) },
    ]);
    return figures.map((f) => ({
      figure: `${f.name}, among ${ROWS.toLocaleString('en')} declarations: p99 of ${CALLS} calls of the route's service function, beside ${CALLS} interleaved ${BARE_QUERY}`,
      measured: `${formatMs(f.p99)} ms p99 (${formatRatio(f.p99 / f.bare)} × a primary-key select, ${formatMs(f.bare)} ms)`,
      goal: `< ${GOAL_MS} ms`,
      ok: f.p99 < GOAL_MS,
      database: databaseLabel(database),
    }));
  });
}

// `npx tsx scripts/bench-declarations.ts`: these figures alone.
runAlone(import.meta.url, declarationsLists);
