import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { type Db, withTransaction } from '../db/client';
import { modules } from '../modules/index';
import type { PortalModule } from '../modules/portal-module';

/**
 * What the seed reads of the configuration: the key the demo staff's TOTP secrets are encrypted with,
 * and — for the demo correspondence, made through the messages module's services — its limits and the
 * file storage (the results PDF Anna was sent).
 */
export type SeedConfig = Config;

/** One part of the seed and how long it took (the first start prints them). */
export interface SeedPhase {
  name: string;
  ms: number;
}

/**
 * The modules with demo data in the order they are seeded: each after the modules its seed names in
 * `after`, otherwise in the order of the modules' list (the first whose `after` are all seeded goes next).
 * Throws when an `after` names no module with a seed, or the `after`s go round in a circle.
 */
export function seedOrder(list: readonly PortalModule[]): PortalModule[] {
  const seeded = list.filter((m) => m.seed);
  const names = new Set(seeded.map((m) => m.name));
  for (const m of seeded) {
    for (const before of m.seed!.after ?? []) {
      if (!names.has(before)) throw new Error(`the seed of ${m.name} comes after ${before}, which has no seed`);
    }
  }
  const order: PortalModule[] = [];
  const done = new Set<string>();
  while (order.length < seeded.length) {
    const next = seeded.find((m) => !done.has(m.name) && (m.seed!.after ?? []).every((b) => done.has(b)));
    if (!next) throw new Error(`the seeds' after go round in a circle: ${seeded.filter((m) => !done.has(m.name)).map((m) => m.name).join(', ')}`);
    order.push(next);
    done.add(next.name);
  }
  return order;
}

/**
 * Deterministic demo data: the shared dictionaries (seed/dictionaries, the shared `dictionaryItems`
 * table no module owns), then each module's demo data, its descriptor's `seed`, in `seedOrder`. A
 * module's `<m>.seed.ts` loads only when a seed runs, not at every start.
 */
export async function runSeed(db: Db, config: SeedConfig, list: readonly PortalModule[] = modules): Promise<SeedPhase[]> {
  const phases: SeedPhase[] = [];
  const phase = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    phases.push({ name, ms: Math.round(performance.now() - started) });
  };
  await phase('dictionaries', async () => {
    const { seedDictionaries } = await import('./dictionaries/index');
    await withTransaction(db, (t) => seedDictionaries(t));
  });
  for (const m of seedOrder(list)) await phase(m.name, () => m.seed!.run(db, config, { modules: list }));
  return phases;
}

/** Seeds only a database that has no accounts yet; answers the seed's parts and their times, or null when it held data. */
export async function seedIfEmpty(db: Db, config: SeedConfig): Promise<SeedPhase[] | null> {
  const { rows } = (await db.execute(sql`select exists(select 1 from accounts) as present`)) as unknown as {
    rows: Array<{ present: boolean }>;
  };
  if (rows[0]?.present) return null;
  return runSeed(db, config);
}

/** "seeded in 12.3 s (bookings 4.1 s, messages 2.0 s, …)": the parts, longest first. */
export function describeSeed(phases: readonly SeedPhase[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const total = phases.reduce((sum, p) => sum + p.ms, 0);
  return `in ${s(total)} (${[...phases].sort((a, b) => b.ms - a.ms).map((p) => `${p.name} ${s(p.ms)}`).join(', ')})`;
}
