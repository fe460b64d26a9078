import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Deterministic demo data: settings, top-bar links, dictionaries, demo accounts with their records.
 * The data modules load only when a seed runs, not at every start.
 */
export async function runSeed(db: Db): Promise<void> {
  const [{ seedSettings }, { seedDictionaries }, { seedPeople }] = await Promise.all([
    import('./settings'),
    import('./dictionaries/index'),
    import('./people'),
  ]);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedSettings(t);
    await seedDictionaries(t);
    await seedPeople(t);
  });
}

/** Seeds only a database that has no accounts yet; answers whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(sql`select exists(select 1 from accounts) as present`)) as unknown as {
    rows: Array<{ present: boolean }>;
  };
  if (rows[0]?.present) return false;
  await runSeed(db);
  return true;
}
