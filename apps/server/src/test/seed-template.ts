import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testConfig, type Config } from '../config';
import { createDb } from '../db/client';
import { runSeed } from '../seed/index';

/**
 * The API tests' seeded database, made once per run (vitest globalSetup) instead of once per test file:
 * migrating and seeding the demo (its visits' and results' PDFs included) costs seconds, copying the
 * result costs little. On PostgreSQL a template database each test file's database is created from; on
 * PGlite a dump each file opens in memory. The seed's stored files are copied into each file's folder.
 */
export interface SeedTemplate {
  kind: 'postgres' | 'pglite';
  /** The template database's name (postgres) or the dump's path (pglite). */
  source: string;
  filesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate | null;
  }
}

/**
 * Configuration the seed reads (the staff's TOTP key, links on the public address, where files go, the
 * systems it writes through): a test file that changes any of it seeds its own database.
 */
const SEED_INPUTS = /^(PORTAL_MODE|STAFF_TOTP_KEY|FILES_DIR|PUBLIC_URL|HIS_SYSTEM|S3_|IMAGING_)/;
export const templateFits = (over: Partial<Config>) => !Object.keys(over).some((key) => SEED_INPUTS.test(key));

export const adminClient = (adminUrl: string) => new pg.Client({ connectionString: adminUrl });

/** Makes the template; answers it and how to remove it. */
export async function makeSeedTemplate(): Promise<{ template: SeedTemplate; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  const filesDir = path.join(dir, 'files');
  const config = testConfig({ FILES_DIR: filesDir });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `tpl_${crypto.randomBytes(6).toString('hex')}`;
    const admin = adminClient(adminUrl);
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await createDb({ url: url.toString(), onIdleError: () => {} });
    await database.migrate();
    await runSeed(database.db, config);
    await database.close();
    const remove = async () => {
      const c = adminClient(adminUrl);
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await fs.rm(dir, { recursive: true, force: true });
    };
    return { template: { kind: 'postgres', source: name, filesDir }, remove };
  }
  const database = await createDb({});
  await database.migrate();
  await runSeed(database.db, config);
  const dump = path.join(dir, 'pglite.tar');
  await fs.writeFile(dump, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  return { template: { kind: 'pglite', source: dump, filesDir }, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
