import { sql } from 'drizzle-orm';
import { type DbOrTx, withTransaction } from '../db/client';

/**
 * Deterministic demo data: settings, top-bar links, dictionaries, the demo clinic's organisation, demo
 * accounts with their records.
 * The data modules load only when a seed runs, not at every start.
 */
export async function runSeed(db: DbOrTx): Promise<void> {
  const [{ seedSettings }, { seedDictionaries }, { seedOrganisation }, { seedPeople }] = await Promise.all([
    import('./settings'),
    import('./dictionaries/index'),
    import('./organisation'),
    import('./people'),
  ]);
  await withTransaction(db, async (t) => {
    await seedSettings(t);
    await seedDictionaries(t);
    // The clinic's units, practitioners and services (after the dictionaries: specialities).
    await seedOrganisation(t);
    await seedPeople(t);
  });
}

/** Seeds only a database that has no accounts yet; answers whether it seeded. */
export async function seedIfEmpty(db: DbOrTx): Promise<boolean> {
  const { rows } = (await db.execute(sql`select exists(select 1 from accounts) as present`)) as unknown as {
    rows: Array<{ present: boolean }>;
  };
  if (rows[0]?.present) return false;
  await runSeed(db);
  return true;
}
