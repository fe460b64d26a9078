import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig, type Config } from '../apps/server/src/config';
import type { ApplicationSettings } from '@portal/contracts';
import { buildApp } from '../apps/server/src/app';
import { createDb, type Database } from '../apps/server/src/db/client';
import { createDeps } from '../apps/server/src/compose';
import type { Deps } from '../apps/server/src/deps';
import { accounts, patients, settings } from '../apps/server/src/db/schema/index';
import { runSeed } from '../apps/server/src/seed/index';
import { DEMO_ACCOUNTS, DEMO_PERSONS } from '../apps/server/src/demo';
import { STAFF_COOKIE } from '../apps/server/src/plugins/staff-access';
import { postgresDatabase } from './bench-database';
import type { BenchRow } from './bench-ratio';

/** What the figures' scripts share (the messages, the medical register, the slots, the booking race). */

export { median, percentile, type BenchRow } from './bench-ratio';
export type Log = (text: string) => void;


export const benchConfig = (): Config => ({ ...loadConfig({}), LOG_LEVEL: 'silent' as const, PORTAL_MODE: 'demo' as const });

/** Migrated, seeded, a module switched on (the messages module unless told). */
export async function prepare(database: Database, config: Config, module: ApplicationSwitch = 'messagesModule'): Promise<void> {
  await database.migrate();
  await runSeed(database.db, config);
  const [application] = await database.db.select().from(settings).where(eq(settings.key, 'application'));
  await database.db
    .update(settings)
    .set({ value: { ...(application.value as object), [module]: true } })
    .where(eq(settings.key, 'application'));
}

type ApplicationSwitch = { [K in keyof ApplicationSettings]: ApplicationSettings[K] extends boolean ? K : never }[keyof ApplicationSettings];

export interface BenchDatabase {
  database: Database;
  config: Config;
  /** The server on this database (its deps and app), opened once and closed with the database. */
  serve(): Promise<{ deps: Deps; app: FastifyInstance }>;
}

/**
 * A figure's own seeded database with `module` switched on: PostgreSQL, a database of its own named
 * `<prefix>_…`, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, else PGlite in memory. `run`
 * measures on it; then the server it opened is closed and the database closed and dropped.
 */
export async function withBenchDatabase<T>(prefix: string, module: ApplicationSwitch, run: (bench: BenchDatabase) => Promise<T>): Promise<T> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await postgresDatabase(adminUrl, prefix) : null;
  const database = await createDb(pgDb ? { url: pgDb.url } : {});
  const config = benchConfig();
  const opened: { server?: Promise<{ deps: Deps; app: FastifyInstance }> } = {};
  const serve = () =>
    (opened.server ??= (async () => {
      const deps = await createDeps(database, config);
      return { deps, app: await buildApp(deps) };
    })());
  try {
    await prepare(database, config, module);
    return await run({ database, config, serve });
  } finally {
    const server = await opened.server?.catch(() => null);
    await server?.app.close();
    await server?.deps.jobs.stop();
    await server?.deps.live.close();
    await database.close();
    await pgDb?.drop();
  }
}

export async function annaIds(database: Database): Promise<{ accountId: number; patientId: number }> {
  const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, DEMO_ACCOUNTS.anna.username));
  const [patient] = await database.db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId));
  return { accountId: account.id, patientId: patient.id };
}

/** How the table's "Measured …" line names a bench database. */
export const databaseLabel = (database: Pick<Database, 'kind'>): string =>
  database.kind === 'postgres' ? 'PostgreSQL (a database of its own)' : 'PGlite in memory';

export async function signInAnna(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/mpi/accounts/login', headers: { 'x-portal-client': '1' }, payload: DEMO_ACCOUNTS.anna });
  if (res.statusCode !== 200) throw new Error(`Anna's sign-in answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'pp_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `pp_session=${cookie.value}`;
}


/**
 * `npx tsx scripts/bench-<name>.ts` runs that script's figures alone: when the script is the one Node
 * was started with, it prints each row and exits 0, or prints the error and exits 1.
 */
export function runAlone(metaUrl: string, figures: (log: Log) => Promise<BenchRow[]>): void {
  if (!process.argv[1] || !metaUrl.endsWith(process.argv[1].split('/').pop() ?? '')) return;
  figures((text) => console.log(`[bench] ${text}`)).then(
    (rows) => {
      for (const row of rows) console.log(row);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * A server copy listening on a port of its own: the figures across "several server copies" start two on
 * one database (on PostgreSQL each with its own pool and LISTEN connection). `host` is 127.0.0.1:port.
 */
export interface ServerCopy {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  host: string;
}

export async function startCopy(database: Database, config: Config): Promise<ServerCopy> {
  const deps = await createDeps(database, config);
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, deps, database, host: `127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** Stops the copy (its database too when asked: a second copy's own pool). */
export async function stopCopy(copy: ServerCopy, closeDatabase = false): Promise<void> {
  await copy.app.close();
  await copy.deps.jobs.stop();
  await copy.deps.live.close();
  if (closeDatabase) await copy.database.close();
}

/** A staff session opened by the real staff session store (past the password and the second factor). */
export async function staffCookie(app: FastifyInstance, staffId: number): Promise<string> {
  let token: string | null = null;
  const request = { cookies: {}, ip: '127.0.0.1', headers: { 'user-agent': 'bench' } } as Pick<FastifyRequest, 'cookies' | 'ip' | 'headers'>;
  const reply: Pick<FastifyReply, 'setCookie'> = {
    setCookie(name: string, value: string) {
      if (name === STAFF_COOKIE) token = value;
      return reply as FastifyReply;
    },
  };
  await app.staffSessions.open(reply as FastifyReply, request as FastifyRequest, staffId);
  if (!token) throw new Error('no staff session opened');
  return `${STAFF_COOKIE}=${token}`;
}
