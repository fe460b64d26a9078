import fs from 'node:fs';
import { SNAPSHOT_DIR, startServer } from './server';

/**
 * Once per run, before any worker: the built server seeds the demo into an empty data directory and
 * stops; that directory is the snapshot every worker's server starts on a copy of (server.ts
 * `copyOfSnapshot`). Specs that change data make their own people (`freshAccount`) or change what no
 * other spec reads, so the copies stay independent of the order the specs run in.
 */
export default async function globalSetup() {
  fs.rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  fs.rmSync(`${SNAPSHOT_DIR}.lock`, { recursive: true, force: true });
  const server = await startServer(SNAPSHOT_DIR, { seeding: true });
  await server.stop();
  console.log(`e2e: demo database seeded once in ${(server.startedInMs / 1000).toFixed(1)} s (${SNAPSHOT_DIR})`);
}
