import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The demo database seeded once per run by the global setup (`global-setup.ts`): a stopped server's data
 * directory (the embedded database and its stored files). Each worker's server starts on a copy of it,
 * so a worker, or one Playwright restarts after a failure, is ready in seconds instead of seeding again.
 * One folder per run (the setup names it in E2E_SNAPSHOT_DIR, which the workers inherit), so two runs
 * on one machine do not share it.
 */
export const newSnapshotDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-snapshot-'));
const snapshotDir = () => {
  const dir = process.env.E2E_SNAPSHOT_DIR;
  if (!dir) throw new Error('E2E_SNAPSHOT_DIR is not set: the global setup (e2e/global-setup.ts) seeds the snapshot and names it');
  return dir;
};

/** The answer every registration captcha of the e2e server has (the server's TEST_CAPTCHA_ANSWER). */
export const TEST_CAPTCHA_ANSWER = '47219';

/** How long a start may take: seeding the demo (global setup) or opening a copy of it (a worker). */
const SEED_START_MS = 180_000;
const COPY_START_MS = 30_000;

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the banner. */
  startedInMs: number;
  stop: () => Promise<void>;
}

/**
 * Starts the server as `npm run build:e2e` bundled it (apps/server/.e2e-dist, web build in .tmp/e2e-web,
 * the clinic's in .tmp/e2e-clinic, so a running `npm start` keeps its own build) on a random port of
 * 127.0.0.1 with `dataDir` as its data directory, and waits for /api/health. An empty directory is seeded
 * with the demo; a copy of the snapshot opens as it is.
 */
export async function startServer(dataDir: string, opts: { seeding: boolean }): Promise<RunningServer> {
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=32', 'apps/server/.e2e-dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_MODE: 'demo',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST: path.join(root, '.tmp/e2e-web'),
      CLINIC_DIST: path.join(root, '.tmp/e2e-clinic'),
      TEST_CAPTCHA_ANSWER,
      // Every spec of a worker reaches this server from 127.0.0.1, so the per-IP send limit would count
      // all of them as one visitor; the limit itself is tested by the API tests.
      SEND_LIMIT_PER_IP_PER_HOUR: '1000',
      // Likewise every registration page of a worker fetches its captcha from 127.0.0.1.
      REGISTRATION_CHALLENGES_PER_HOUR: '1000',
      // And every staff sign-in step of a worker fails (or not) from 127.0.0.1.
      STAFF_SIGN_IN_ADDRESS_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const limit = opts.seeding ? SEED_START_MS : COPY_START_MS;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${limit / 1000} s:\n${output}`));
    }, limit);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(/Portal Pacjenta: (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        // The printed address as is: the server builds its links and the e-service's answer address on
        // it, and cookies set under one host name do not travel to another.
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  const startedInMs = Date.now() - started;
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`health check failed: ${health.status}`);
  return {
    url,
    startedInMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** A worker's own data directory: a copy of the seeded snapshot in a new temporary folder. */
export function copyOfSnapshot(): { dataDir: string; remove: () => void } {
  const snapshot = snapshotDir();
  if (!fs.existsSync(path.join(snapshot, 'PG_VERSION'))) throw new Error(`no seeded database in ${snapshot}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const dataDir = path.join(tmp, 'db');
  fs.cpSync(snapshot, dataDir, { recursive: true });
  return { dataDir, remove: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}
