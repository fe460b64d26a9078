import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newSnapshotDir, startServer } from './server';

/**
 * The TURN server the portal hands the browsers (the relay-only call journey, specs/teleconsultation.spec.ts):
 * unless TURN_URLS is set, coturn on 127.0.0.1:3478 with a secret of this run (scripts/start-coturn.sh,
 * which installs Debian's coturn package when missing, as root, and otherwise says how to get it).
 * Stopped when the run ends.
 */
function startTurn(): (() => void) | null {
  if (process.env.TURN_URLS) return null;
  process.env.TURN_SECRET = crypto.randomBytes(24).toString('hex');
  process.env.TURN_URLS = 'turn:127.0.0.1:3478?transport=udp';
  process.env.STUN_URLS = 'stun:127.0.0.1:3478';
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync('bash', ['scripts/start-coturn.sh'], { cwd: root, stdio: 'inherit', env: process.env });
  return () => {
    const pid = Number(fs.readFileSync(path.join(root, '.tmp/coturn.pid'), 'utf8').trim());
    if (pid) process.kill(pid);
  };
}

/**
 * Once per run, before any worker: the TURN server (startTurn), then the built server seeds the demo into an empty data directory and
 * stops; that directory is the snapshot every worker's server starts on a copy of (server.ts
 * `copyOfSnapshot`). Specs that change data make their own people (`freshAccount`) or change what no
 * other spec reads, so the copies stay independent of the order the specs run in. The answer removes the
 * snapshot when the run ends (Playwright's global teardown).
 */
export default async function globalSetup() {
  const stopTurn = startTurn();
  const folder = newSnapshotDir();
  const dataDir = path.join(folder, 'db');
  const server = await startServer(dataDir, { seeding: true });
  await server.stop();
  // The workers start after this and inherit the environment.
  process.env.E2E_SNAPSHOT_DIR = dataDir;
  console.log(`e2e: demo database seeded once in ${(server.startedInMs / 1000).toFixed(1)} s`);
  return () => {
    fs.rmSync(folder, { recursive: true, force: true });
    stopTurn?.();
  };
}
