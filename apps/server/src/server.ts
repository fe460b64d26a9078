import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, DatabaseLockedError, DataDirUnusableError } from './db/client';
import { EMPTY_DATABASE_FILE } from './db/empty-database';
import { createDeps } from './compose';
import { logSafeErrorText } from './log-safe-error';
import { adoptBoundPort, publicBaseUrl } from './public-origin';
import { modules } from './modules/index';
import { DEMO_ACCOUNTS } from './demo';
import { describeSeed, seedIfEmpty } from './seed/index';

/** How long after the portal answers its job workers start (see below). */
const JOB_WORKERS_DELAY_MS = 1_000;
/** How long after start the printout library is loaded (see below). */
const PRINTER_WARM_UP_DELAY_MS = 2_000;

/** The process: configuration, database, migrations, demo data when empty, HTTP, graceful close. */
async function main() {
  const started = performance.now();
  // A .env file beside package.json, when present, fills what the environment does not set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let database;
  try {
    database = await createDb({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      // Beside the bundle (npm run build); from the sources (npm run dev) there is none and PGlite creates the database.
      initialDataDir: fileURLToPath(new URL(`./${EMPTY_DATABASE_FILE}`, import.meta.url)),
    });
  } catch (err) {
    if (err instanceof DatabaseLockedError || err instanceof DataDirUnusableError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  const seeded = config.PORTAL_MODE === 'demo' ? await seedIfEmpty(database.db, config) : null;

  const deps = await createDeps(database, config, { log: { error: (obj, msg) => console.error(msg, obj) } });
  for (const m of modules) await m.atStart?.(deps);
  const app = await buildApp(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  adoptBoundPort(config, app.server);

  const address = publicBaseUrl(config, app.server);
  const ms = Math.round(performance.now() - started);
  // The banner is the last thing start-up prints: the jobs and the printout warm-up below print nothing unless they fail.
  console.log(`\nPortal Pacjenta: ${address}  (${database.kind}, ${config.PORTAL_MODE}, ready in ${ms} ms${seeded ? `, demo data seeded ${describeSeed(seeded)}` : ''})`);
  if (config.PORTAL_MODE === 'demo') {
    console.log(`Demo sign-in: ${DEMO_ACCOUNTS.anna.username} / ${DEMO_ACCOUNTS.anna.password}`);
    console.log(`Sent e-mails and SMS: ${address}/dev/outbox`);
    console.log(`Clinic staff sign-in codes (demo staff in README): ${address}/dev/totp`);
    console.log(`E-service simulator, single logout: ${address}/sim/epuap/logout`);
    if (config.DEMO_EXPOSED) {
      console.warn(
        `\nWARNING: DEMO_EXPOSED=true — the outbox (reset links, SMS codes) and the e-service simulator (signs anyone in as a test person) ` +
          `answer every client that reaches ${config.HOST}:${(app.server.address() as AddressInfo).port}, not only this machine. Use it only on a network you trust.`,
      );
    } else {
      console.log('The outbox and the simulators answer only this machine (set DEMO_EXPOSED=true to open them to others).');
    }
    console.log('');
  }
  // Workers and schedules start a moment after the portal answers: nothing of theirs is needed to serve,
  // and their first queries (a fetch per queue, the schedules' checks) would hold the first requests —
  // on the embedded database they run on this thread. A job queued meanwhile runs when they start.
  const startWorkers = setTimeout(() => void deps.jobs.work().catch((err: unknown) => app.log.error({ err }, 'job workers could not start')), JOB_WORKERS_DELAY_MS);
  // The first printout would otherwise pay for loading pdfmake and its fonts (about 300 ms of a
  // blocked event loop): done a moment after start, so the first pages are not kept waiting by it.
  setTimeout(() => void deps.printer.warmUp().catch((err: unknown) => app.log.error({ err }, 'printout warm-up failed')), PRINTER_WARM_UP_DELAY_MS).unref();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Stopped within the first second: the workers never start on a database about to close.
    clearTimeout(startWorkers);
    app.log.info({ signal }, 'closing');
    await app.close();
    await deps.jobs.stop();
    await deps.live.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  // Drizzle wraps the database's own error (the reason) as the cause of "Failed query"; the text keeps
  // the SQL and the reason, never the query's parameters.
  console.error('Start-up failed:', logSafeErrorText(err));
  process.exit(1);
});
