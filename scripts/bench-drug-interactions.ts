import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { systemClock } from '../apps/server/src/deps';
import { interactionMatrix, searchRegister } from '../apps/server/src/modules/drug-interactions/drug-interactions-service';
import { rankRegister } from '../apps/server/src/modules/drug-interactions/drug-register-repository';
import { reachOfAccount } from '../apps/server/src/plugins/patient-access';
import { BARE_QUERY, interleaved, withBaseline, type Baseline } from './bench-baseline';
import { annaIds, databaseLabel, median, percentile, runAlone, withBenchDatabase, type BenchRow, type Log } from './bench-messages-kit';
import { formatMs, formatRatio } from './bench-ratio';

/**
 * The drug interactions' figures (issue 31: "drug search among 50,000 products: p99 < 20 ms; a 30-drug
 * interaction matrix against 100,000 substance pairs: p99 < 50 ms"; `npx tsx
 * scripts/bench-drug-interactions.ts` alone): a register of 50,000 products (one package each, one or
 * two of 5,000 substances; trade names of three syllables, so a prefix finds dozens to hundreds) and
 * 100,000 interaction pairs, then p99 over 1,000 calls each of the route's service functions — the
 * search by trade name and by international name (a random 3-to-5-letter prefix of an existing name,
 * first page of 10) and the matrix of 30 random drugs (with Anna's allergies) — beside as many
 * primary-key selects through the same pool, interleaved. PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set, else an in-memory PGlite.
 */

const PRODUCTS = 50_000;
const SUBSTANCES = 5_000;
const PAIRS = 100_000;
const CALLS = 1_000;
const SEARCH_GOAL_MS = 20;
const MATRIX_GOAL_MS = 50;
const SYLLABLES = ['ar', 'be', 'cor', 'dia', 'eta', 'fla', 'gen', 'hep', 'ix', 'lor', 'mar', 'nol', 'ome', 'pra', 'quin', 'ros', 'sol', 'tri', 'vel', 'zen'];

async function seedRegister(database: Database): Promise<void> {
  const { db } = database;
  const syllables = sql`(array[${sql.join(SYLLABLES.map((s) => sql`${s}`), sql`, `)}]::text[])`;
  await db.execute(sql`
    insert into drug_substances (id, name)
    select 'BENCH-' || i, initcap(${syllables}[1 + i % 20] || ${syllables}[1 + (i / 20) % 20] || ${syllables}[1 + (i / 400) % 20]) || 'inum ' || i
    from generate_series(0, ${SUBSTANCES - 1}) i`);
  await db.execute(sql`
    insert into drug_products (id, name, international_name, strength, form, digest)
    select 'B' || i, initcap(${syllables}[1 + (i * 7) % 20] || ${syllables}[1 + (i / 3) % 20] || ${syllables}[1 + (i / 60) % 20]),
           initcap(${syllables}[1 + (i % ${SUBSTANCES}) % 20] || ${syllables}[1 + ((i % ${SUBSTANCES}) / 20) % 20] || ${syllables}[1 + ((i % ${SUBSTANCES}) / 400) % 20]) || 'inum',
           (5 * (1 + i % 8)) || ' mg', 'Tabletki', 'bench'
    from generate_series(0, ${PRODUCTS - 1}) i`);
  await db.execute(sql`insert into drug_packages (id, product_id, description) select 'P' || i, 'B' || i, '30 tabl.' from generate_series(0, ${PRODUCTS - 1}) i`);
  await db.execute(sql`
    insert into drug_product_substances (product_id, substance_id, amount, position)
    select 'B' || i, 'BENCH-' || (i % ${SUBSTANCES}), '10 mg', 1 from generate_series(0, ${PRODUCTS - 1}) i
    union all
    select 'B' || i, 'BENCH-' || ((i * 31 + 17) % ${SUBSTANCES}), '5 mg', 2 from generate_series(0, ${PRODUCTS - 1}) i where i % 3 = 0 and (i * 31 + 17) % ${SUBSTANCES} <> i % ${SUBSTANCES}`);
  await db.execute(sql`
    insert into drug_interaction_pairs (substance_a, substance_b, severity, description, source)
    select least(a, b), greatest(a, b), (i % 6) - 2, 'Opis interakcji ' || i, 'ChPL 4.5'
    from (select i, 'BENCH-' || (i % ${SUBSTANCES}) as a, 'BENCH-' || ((i * 7919 + i / ${SUBSTANCES} + 1) % ${SUBSTANCES}) as b from generate_series(0, ${PAIRS * 2}) i) x
    where a <> b
    on conflict do nothing`);
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from drug_interaction_pairs`)) as unknown as { rows: Array<{ n: number }> }).rows;
  if (n < PAIRS) throw new Error(`bench: only ${n} pairs`);
  await db.execute(sql`delete from drug_interaction_pairs where (substance_a, substance_b) in (select substance_a, substance_b from drug_interaction_pairs where substance_a like 'BENCH-%' order by substance_a, substance_b offset ${PAIRS})`);
  await rankRegister(db);
  for (const table of ['drug_substances', 'drug_products', 'drug_packages', 'drug_product_substances', 'drug_interaction_pairs']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function measure(bare: Baseline, name: string, call: () => Promise<void>, log: Log): Promise<{ p99: number; bare: number }> {
  const times = await interleaved(CALLS, call, () => bare.query(), 100);
  const figure = { p99: percentile(times.measured, 0.99), bare: percentile(times.baseline, 0.99) };
  log(`${name}: p99 ${figure.p99.toFixed(2)} ms, median ${median(times.measured).toFixed(2)} ms (${CALLS} calls); primary-key select p99 ${figure.bare.toFixed(2)} ms`);
  return figure;
}

/** Search among 50,000 products and a 30-drug matrix against 100,000 pairs, p99 each. */
export async function drugInteractionFigures(log: Log): Promise<BenchRow[]> {
  return withBenchDatabase('bench_drug_interactions', 'drugInteractionsModule', async ({ database }) => {
    const started = performance.now();
    await seedRegister(database);
    log(`drug interactions: ${PRODUCTS.toLocaleString('en')} products, ${PAIRS.toLocaleString('en')} pairs seeded on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const deps = { db: database.db, clock: systemClock };
    const anna = await annaIds(database);
    const patient = await reachOfAccount(database.db, anna.accountId, anna.patientId);
    if (!patient) throw new Error('bench: Anna does not reach her record');
    const names = ((await database.db.execute(sql`select name, international_name as inn from drug_products where id like 'B%' order by random() limit 500`)) as unknown as { rows: Array<{ name: string; inn: string }> }).rows;
    const packages = ((await database.db.execute(sql`select id from drug_packages where id like 'P%' order by random() limit 3000`)) as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
    let k = 0;
    const prefix = (word: string) => word.slice(0, 3 + (k++ % 3));
    const figures = await withBaseline(database.db, async (bare) => [
      {
        name: 'Drug search by trade name (a 3-to-5-letter prefix, first page of 10)',
        goal: SEARCH_GOAL_MS,
        ...(await measure(bare, 'search by trade name', async () => void (await searchRegister(deps, { drugName: prefix(names[k % names.length].name), isInternationalName: false, pageIndex: 0, pageSize: 10 })), log)),
      },
      {
        name: 'Drug search by international name or substance (a 3-to-5-letter prefix, first page of 10)',
        goal: SEARCH_GOAL_MS,
        ...(await measure(bare, 'search by international name', async () => void (await searchRegister(deps, { drugName: prefix(names[k % names.length].inn), isInternationalName: true, pageIndex: 0, pageSize: 10 })), log)),
      },
      {
        name: 'Interaction matrix of 30 drugs (with the patient’s allergies)',
        goal: MATRIX_GOAL_MS,
        ...(await measure(
          bare,
          'matrix of 30',
          async () => {
            const start = (k++ * 30) % (packages.length - 30);
            const m = await interactionMatrix(deps, patient, packages.slice(start, start + 30));
            if (m.cells.length !== 435) throw new Error(`bench: ${m.cells.length} cells`);
          },
          log,
        )),
      },
    ]);
    return figures.map((f) => ({
      figure: `${f.name}, among ${PRODUCTS.toLocaleString('en')} products and ${PAIRS.toLocaleString('en')} pairs: p99 of ${CALLS} calls of the route's service function, beside ${CALLS} interleaved ${BARE_QUERY}`,
      measured: `${formatMs(f.p99)} ms p99 (${formatRatio(f.p99 / f.bare)} × a primary-key select, ${formatMs(f.bare)} ms)`,
      goal: `< ${f.goal} ms`,
      ok: f.p99 < f.goal,
      database: databaseLabel(database),
    }));
  });
}

// `npx tsx scripts/bench-drug-interactions.ts`: these figures alone.
runAlone(import.meta.url, drugInteractionFigures);
