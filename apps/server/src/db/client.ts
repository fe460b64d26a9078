import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
// Loaded only on PostgreSQL (below): a start on the embedded database does not pay for the driver.
import type pg from 'pg';
import lockfile from 'proper-lockfile';
import { serverRoot } from '../paths';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction: what `withTransaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a repository function runs its queries on: the database, or the transaction of the service
 * that calls it (so one module's writes join another's transaction without a cast).
 */
export type DbOrTx = Db | Tx;
/** The optional last argument of a service function that may join its caller's transaction. */
export interface InTransaction {
  tx?: Tx;
}

/** Where a service function runs its queries: the caller's transaction when it passed one, else the database. */
export const executorOf = (db: Db, opts?: InTransaction): DbOrTx => opts?.tx ?? db;

/**
 * Runs `fn` in a transaction: a new one on the database, or a savepoint inside `db` when that is
 * already a transaction. Everything `fn` writes commits together, or nothing does.
 */
export function withTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** What runs after a transaction commits, by the transaction (see `trackCommits`). */
const commitCallbacks = new WeakMap<object, Array<() => void>>();

/**
 * Runs `fn` once the transaction `executor` belongs to has committed — never when it rolls back (a
 * savepoint's callbacks go with the savepoint when it rolls back). On the database itself, or on a
 * transaction not opened through `createDb`'s database, `fn` runs at once. For side effects that only
 * make sense once the data is visible to others, such as waking the job worker; `fn` must not throw.
 */
export function afterCommit(executor: object, fn: () => void): void {
  const callbacks = commitCallbacks.get(executor);
  if (callbacks) callbacks.push(fn);
  else fn();
}

/**
 * Makes `executor.transaction` (the database's, and each transaction's for its savepoints) collect the
 * `afterCommit` callbacks of what runs inside it, and run them when the outermost transaction commits.
 */
function trackCommits(executor: DbOrTx, outer: Array<() => void> | null): void {
  const original = executor.transaction.bind(executor) as Db['transaction'];
  const tracked: Db['transaction'] = async (fn, config) => {
    const callbacks: Array<() => void> = [];
    const result = await original(async (tx) => {
      commitCallbacks.set(tx, callbacks);
      trackCommits(tx, callbacks);
      return fn(tx);
    }, config);
    if (outer) outer.push(...callbacks);
    else for (const callback of callbacks) callback();
    return result;
  };
  executor.transaction = tracked;
}

/** lib/live's view of the database: LISTEN on a channel (a connection of its own for PostgreSQL). */
export interface LiveListener {
  /** Starts listening; `onState(false)` when the connection is lost (it reconnects and says `true` again). */
  listen(channel: string, onPayload: (payload: string) => void, onState: (up: boolean) => void): Promise<() => Promise<void>>;
}

export interface Database extends LiveListener {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `createDb({ loadDataDir })` opens again. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Delay before a lost LISTEN connection is opened again (doubling up to the last). */
const RELISTEN_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it is lost it
 * says so (`onState(false)`) and reconnects until it listens again.
 */
function listenOnPostgres(url: string): LiveListener['listen'] {
  return async (channel, onPayload, onState) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: NodeJS.Timeout | null = null;
    const { default: pgDriver } = await import('pg');
    const connect = async (): Promise<void> => {
      const c = new pgDriver.Client({ connectionString: url });
      c.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      await c.connect();
      await c.query(`LISTEN ${pgDriver.escapeIdentifier(channel)}`);
      client = c;
      attempt = 0;
    };
    const lost = (c: pg.Client) => {
      if (client !== c || stopped) return;
      client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => {});
      onState(false);
      retry();
    };
    const retry = () => {
      if (stopped || timer) return;
      const delay = RELISTEN_MS[Math.min(attempt, RELISTEN_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => {
        timer = null;
        connect().then(
          () => onState(true),
          () => retry(),
        );
      }, delay);
      timer.unref();
    };
    await connect();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  };
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

/**
 * Whether the database already has every migration of the folder, by drizzle's own rule: it applies a
 * migration whose `when` in the journal is newer than the newest `created_at` it recorded. One query
 * at a start that changes nothing, where the migrator would read and hash every SQL file and run five
 * (about 0.15 s of a start on the embedded database). No table yet, or any doubt: the migrator decides.
 */
export async function hasEveryMigration(db: Db): Promise<boolean> {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    const newestInFolder = Math.max(...journal.entries.map((e) => e.when));
    const { rows } = (await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ newest: string | null }> };
    const newest = rows[0]?.newest;
    return newest != null && Number(newest) >= newestInFolder;
  } catch {
    return false;
  }
}

/** Runs the migrations the database lacks (drizzle's migrator), after a one-query check that there are any. */
async function migrateWith(db: Db, load: () => Promise<{ migrate: (db: never, config: { migrationsFolder: string }) => Promise<void> }>): Promise<void> {
  if (await hasEveryMigration(db)) return;
  await (await load()).migrate(db as never, { migrationsFolder });
}

/** Who holds the lock: written into the lock directory right after taking it. */
interface LockOwner {
  pid: number;
  hostname: string;
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, owner: LockOwner | null) {
    const holder = owner ? `process ${owner.pid} on ${owner.hostname}` : 'another process';
    super(
      `The embedded database in ${dir} is already open in another process (${holder}; another "npm start"?). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
  }
}

/**
 * The embedded database's directory cannot be used: it cannot be created, is not a directory, cannot
 * be written (read-only file system, no permission), or holds no database PGlite can open. Start-up
 * ends with this message, naming the directory and what to do.
 */
export class DataDirUnusableError extends Error {
  constructor(dir: string, reason: string) {
    super(
      `The embedded database's directory ${dir} cannot be used: ${reason}. ` +
        'Give the user that runs the portal write access to it and to the directory it is in (the lock is kept beside it), ' +
        'or point DATA_DIR at a writable directory (an empty one starts a new database).',
    );
  }
}

const errnoText = (err: unknown): string => {
  const e = err as NodeJS.ErrnoException;
  const known: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'the file system is read-only',
    ENOSPC: 'the disk is full',
    ENOTDIR: 'a file stands where a directory is needed',
    EEXIST: 'a file of that name exists and is not a directory',
  };
  return (e.code && known[e.code]) ?? e.message ?? String(err);
};

/**
 * Creates the data directory if missing and makes sure this process can write into it (a file written,
 * flushed and removed) before PGlite opens it, which would otherwise fail deep inside with a stack.
 */
export function checkDataDir(dataDir: string): void {
  const dir = path.resolve(dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    const fd = fs.openSync(probe, 'w');
    try {
      fs.writeSync(fd, 'ok');
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(probe, { force: true });
    }
  } catch (err) {
    throw new DataDirUnusableError(dir, errnoText(err));
  }
}

const OWNER_FILE = 'owner.json';
/** A lock not refreshed for this long belongs to a process that is gone (one on another host, or whose pid was reused). */
const STALE_MS = 15_000;
/** Lock directories this process holds: a lock naming our own pid but not listed here is a former process's. */
const heldHere = new Set<string>();

/**
 * proper-lockfile removes a lock (its own on release, a stale one on takeover) with rmdir; ours holds
 * the owner file, so it is removed with what it holds.
 */
const lockFs = { ...fs, rmdir: (dir: string, callback: (err: NodeJS.ErrnoException | null) => void) => fs.rm(dir, { recursive: true, force: true }, callback) };

function readOwner(lockDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(lockDir, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) && typeof owner.hostname === 'string' ? { pid: owner.pid!, hostname: owner.hostname } : null;
  } catch {
    // No owner yet (a process that has just taken the lock) or an unreadable one: treated as alive.
    return null;
  }
}

/** Whether the lock's owner is certainly gone: a process of this host that no longer runs. */
function ownerIsDead(owner: LockOwner, lockDir: string): boolean {
  if (owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(lockDir);
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    // EPERM: the process exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Locks the data directory (created if missing, by its real path) against a second process. The lock is a directory beside the data
 * (proper-lockfile: atomic mkdir, refreshed every 5 s) holding its owner's pid and host. A lock whose
 * owner is a dead process of this host is taken over at once; any other lock goes stale after 15 s
 * without a refresh. Moving the dead lock aside (an atomic rename) before removing it means two
 * processes starting together cannot both take it over.
 */
export async function lockDataDir(dataDir: string): Promise<{ dir: string; release: () => Promise<void> }> {
  fs.mkdirSync(dataDir, { recursive: true });
  // The real path: a symlink to an open data directory must meet the same lock.
  const dir = fs.realpathSync(dataDir);
  const lockDir = `${dir}.lock`;
  const take = async () => {
    const release = await lockfile.lock(dir, { lockfilePath: lockDir, stale: STALE_MS, update: 5_000, realpath: false, fs: lockFs });
    heldHere.add(lockDir);
    // proper-lockfile checks that the directory's mtime is still the one it set; writing a file into
    // the directory moves it, so it is put back (synchronously: no refresh runs in between).
    const { atime, mtime } = fs.statSync(lockDir);
    fs.writeFileSync(path.join(lockDir, OWNER_FILE), JSON.stringify({ pid: process.pid, hostname: os.hostname() } satisfies LockOwner));
    fs.utimesSync(lockDir, atime, mtime);
    return async () => {
      heldHere.delete(lockDir);
      await release();
    };
  };
  const isLocked = (err: unknown) => (err as { code?: string }).code === 'ELOCKED';
  try {
    return { dir, release: await take() };
  } catch (err) {
    if (!isLocked(err)) throw err;
  }
  const owner = readOwner(lockDir);
  if (!owner || !ownerIsDead(owner, lockDir)) throw new DatabaseLockedError(dir, owner);
  const aside = `${lockDir}.dead-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockDir, aside);
  } catch {
    throw new DatabaseLockedError(dir, readOwner(lockDir));
  }
  const moved = readOwner(aside);
  if (moved?.pid !== owner.pid || moved.hostname !== owner.hostname) {
    // Another starter took the dead lock over between our look and the move: give its lock back.
    fs.renameSync(aside, lockDir);
    throw new DatabaseLockedError(dir, moved);
  }
  fs.rmSync(aside, { recursive: true, force: true });
  try {
    return { dir, release: await take() };
  } catch (err) {
    if (isLocked(err)) throw new DatabaseLockedError(dir, readOwner(lockDir));
    throw err;
  }
}

/**
 * The pool's size when DATABASE_POOL_SIZE is not set: twice this machine's processor cores, plus one.
 * Connections beyond what the database's cores can serve only contend inside PostgreSQL: in the booking
 * race of `npm run bench` (two cores, database on the same machine) five connections cost PostgreSQL
 * about half the processor time ten did, and answered sooner. A database on a larger server of its own
 * is given its own figure.
 */
export const defaultPoolSize = (): number => os.availableParallelism() * 2 + 1;

/**
 * The embedded database's shared buffers. PGlite keeps PostgreSQL's default, 128 MB, inside its
 * WebAssembly memory, which made it most of the server's resident memory; it reads its files through the
 * operating system's cache anyway, so 32 MB costs the demo's queries nothing measurable and the process
 * about 100 MB less (README, "Configuration").
 */
const PGLITE_SHARED_BUFFERS = '32MB';
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * `url`: PostgreSQL. `dataDir`: PGlite on disk, locked against a second process.
 * Neither: PGlite in memory (tests).
 */
export async function createDb(opts: {
  url?: string;
  dataDir?: string;
  /** In memory, starting from this dump of another PGlite (`Database.dump`): the tests' seeded template. */
  loadDataDir?: Blob;
  /**
   * With `dataDir`: a dump (a file) the directory starts from when it holds no database yet, instead of
   * PGlite creating one (the build's migrated empty database, db/empty-database.ts). Missing file: created.
   */
  initialDataDir?: string;
  /** Told when an idle pooled connection is lost (server restart, terminated backend); the pool replaces it. */
  onIdleError?: (err: Error) => void;
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE); `defaultPoolSize()` when not given. */
  poolSize?: number;
}): Promise<Database> {
  if (opts.url) {
    // Each database's driver and migrator load only when that database is used (a start on the other
    // does not pay for them).
    const [{ drizzle: drizzlePg }, { default: pgDriver }] = await Promise.all([import('drizzle-orm/node-postgres'), import('pg')]);
    const pool = new pgDriver.Pool({ connectionString: opts.url, max: opts.poolSize ?? defaultPoolSize() });
    // Without a listener, a connection that dies while idle in the pool would crash the process.
    pool.on('error', opts.onIdleError ?? ((err) => console.error('PostgreSQL: idle connection lost:', err.message)));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    trackCommits(db, null);
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWith(db, () => import('drizzle-orm/node-postgres/migrator')),
      listen: listenOnPostgres(opts.url),
      close: () => pool.end(),
    };
  }

  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (opts.dataDir) {
    checkDataDir(opts.dataDir);
    let locked;
    try {
      locked = await lockDataDir(opts.dataDir);
    } catch (err) {
      if (err instanceof DatabaseLockedError) throw err;
      // The lock directory beside the data could not be made (a read-only or foreign parent directory).
      throw new DataDirUnusableError(path.resolve(opts.dataDir), `its lock could not be taken (${errnoText(err)})`);
    }
    release = locked.release;
    const fresh = !fs.existsSync(path.join(locked.dir, 'PG_VERSION'));
    const initial = fresh && opts.initialDataDir && fs.existsSync(opts.initialDataDir) ? new Blob([fs.readFileSync(opts.initialDataDir)]) : undefined;
    try {
      client = new PGlite(locked.dir, { startParams: pgliteStartParams, ...(initial ? { loadDataDir: initial } : {}) });
      await client.waitReady;
    } catch (err) {
      await release();
      throw new DataDirUnusableError(locked.dir, `the database in it could not be opened (${(err as Error).message ?? String(err)})`);
    }
  } else {
    client = new PGlite({ startParams: pgliteStartParams, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  trackCommits(db, null);
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateWith(db, () => import('drizzle-orm/pglite/migrator')),
    // In-process: PGlite delivers a NOTIFY to its own listeners when the notifying transaction commits.
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}
