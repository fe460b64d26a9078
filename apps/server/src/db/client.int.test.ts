import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index';
import { testConfig } from '../config';
import { createDb, DatabaseLockedError, DataDirUnusableError, lockDataDir } from './client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('is migrated and seeded once, refuses a second opener, and keeps its data across restarts', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await createDb({ dataDir });
    await first.migrate();
    expect((await seedIfEmpty(first.db, testConfig()))?.map((p) => p.name)).toContain('bookings');
    expect(await seedIfEmpty(first.db, testConfig())).toBeNull();

    // A second process (here: a second opener) gets a clear error instead of a corrupted database.
    const second = createDb({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(/already open in another process/);
    await first.close();

    const again = await createDb({ dataDir });
    await again.migrate();
    const { rows } = (await again.db.execute(sql`select count(*)::int as n from accounts`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
    expect(await seedIfEmpty(again.db, testConfig())).toBeNull();
    await again.close();
    // It creates a database on disk and seeds the whole demo into it: about 15 s alone, twice that on a
    // machine busy with the other test files.
  }, 90_000);
});

/** Another process that locks the database in `dataDir` (as createDb does) and holds it until killed. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const client = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client.ts');
  const script = path.join(dir, `holder-${Date.now()}.mts`);
  fs.writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(client)};\nawait lockDataDir(process.argv[2]);\nconsole.log('locked');\nsetInterval(() => {}, 60_000);\n`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}: ${output}`)));
  });
  child.removeAllListeners('exit');
  return child;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('a first start of the embedded database', () => {
  it('starts an empty data directory from the build\'s migrated dump, with small shared buffers, and leaves an existing one as it is', async () => {
    // The build's dump (db/empty-database.ts), made here the same way.
    const maker = await createDb({});
    await maker.migrate();
    const dump = path.join(dir, 'empty-database.tar');
    fs.writeFileSync(dump, Buffer.from(await (await maker.dump!()).arrayBuffer()));
    await maker.close();

    const dataDir = path.join(dir, 'from-dump');
    const first = await createDb({ dataDir, initialDataDir: dump });
    const tables = await first.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'accounts'`);
    expect((tables as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
    const buffers = await first.db.execute(sql`show shared_buffers`);
    expect((buffers as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0].shared_buffers).toBe('32MB');
    await first.migrate();
    await first.db.execute(sql`create table kept_here (id int)`);
    await first.close();

    // An existing database is opened, never replaced by the dump.
    const again = await createDb({ dataDir, initialDataDir: dump });
    await expect(again.db.execute(sql`select * from kept_here`)).resolves.toBeDefined();
    await again.close();
  });
});

describe('the lock of the embedded database', () => {
  it('names the live process that holds it, and takes the lock of a killed one over at once', async () => {
    const dataDir = path.join(dir, 'crash');
    const child = await holder(dataDir);
    try {
      const refused = createDb({ dataDir });
      await expect(refused).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(refused).rejects.toThrow(`already open in another process (process ${child.pid} on ${os.hostname()};`);
    } finally {
      await killed(child);
    }
    // Its lock is still there (nothing released it), younger than the 15 s after which any lock goes stale.
    expect(fs.existsSync(`${fs.realpathSync(dataDir)}.lock`)).toBe(true);
    const after = await createDb({ dataDir });
    await after.migrate();
    await after.close();
    expect(fs.existsSync(`${fs.realpathSync(dataDir)}.lock`)).toBe(false);
  }, 60_000);

  it('names this process when it holds the lock itself', async () => {
    const dataDir = path.join(dir, 'own');
    const first = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(`(process ${process.pid} on ${os.hostname()};`);
    } finally {
      await first.release();
    }
  });

  it('locks the real directory: a symlink to an open data directory is refused', async () => {
    const dataDir = path.join(dir, 'real');
    const link = path.join(dir, 'link');
    fs.mkdirSync(dataDir);
    fs.symlinkSync(dataDir, link, 'dir');
    const first = await lockDataDir(dataDir);
    try {
      await expect(createDb({ dataDir: link })).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await first.release();
    }
  });
});

describe('an unusable data directory', () => {
  it('ends the start with a message naming the directory and the fix, before PGlite opens it', async () => {
    // A file where the directory should be, and a directory asked for under a file (as root, the tests
    // cannot make a directory read-only; the same check writes a file into it and reports EACCES/EROFS).
    const file = path.join(dir, 'not-a-directory');
    fs.writeFileSync(file, 'x');
    for (const dataDir of [file, path.join(file, 'data')]) {
      const opening = createDb({ dataDir });
      await expect(opening).rejects.toBeInstanceOf(DataDirUnusableError);
      await expect(opening).rejects.toThrow(`directory ${dataDir} cannot be used`);
      await expect(opening).rejects.toThrow(/point DATA_DIR at a writable directory/);
    }
    // Nothing was left behind: no lock beside the file.
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  it('names a directory that holds something PGlite cannot open, and releases its lock', async () => {
    const dataDir = path.join(dir, 'garbage');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), 'not a version\n');
    await expect(createDb({ dataDir })).rejects.toBeInstanceOf(DataDirUnusableError);
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
