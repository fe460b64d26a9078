import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { serverRoot } from '../paths';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is already open in another process (another "npm start"?). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
  }
}

/**
 * `url`: PostgreSQL. `dataDir`: PGlite on disk, locked against a second process.
 * Neither: PGlite in memory (tests).
 */
export async function createDb(opts: {
  url?: string;
  dataDir?: string;
  /** Told when an idle pooled connection is lost (server restart, terminated backend); the pool replaces it. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // Without a listener, a connection that dies while idle in the pool would crash the process.
    pool.on('error', opts.onIdleError ?? ((err) => console.error('PostgreSQL: idle connection lost:', err.message)));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    try {
      // The lock lives beside the data; a crashed process's lock goes stale and is taken over.
      release = await lockfile.lock(dir, { lockfilePath: `${dir}.lock`, stale: 15_000, update: 5_000 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ELOCKED') throw new DatabaseLockedError(dir);
      throw err;
    }
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}
