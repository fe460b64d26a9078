import fs from 'node:fs';
import path from 'node:path';
import { newSnapshotDir, startServer } from './server';

/**
 * Once per run, before any worker: the built server seeds the demo into an empty data directory and
 * stops; that directory is the snapshot every worker's server starts on a copy of (server.ts
 * `copyOfSnapshot`). Specs that change data make their own people (`freshAccount`) or change what no
 * other spec reads, so the copies stay independent of the order the specs run in. The answer removes the
 * snapshot when the run ends (Playwright's global teardown).
 */
export default async function globalSetup() {
  const folder = newSnapshotDir();
  const dataDir = path.join(folder, 'db');
  const server = await startServer(dataDir, { seeding: true });
  await server.stop();
  // The workers start after this and inherit the environment.
  process.env.E2E_SNAPSHOT_DIR = dataDir;
  console.log(`e2e: demo database seeded once in ${(server.startedInMs / 1000).toFixed(1)} s`);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
