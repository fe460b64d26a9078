import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { createDb, hasEveryMigration } from './client';

const migrationsFolder = path.join(serverRoot, 'drizzle');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The committed migrations up to and including `tag`, as a folder the migrator reads. */
function migrationsUpTo(tag: string): string {
  const folder = path.join(tmp, tag);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string; idx: number }> };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

const rowsOf = async <T,>(db: ReturnType<typeof drizzle>, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migrations', () => {
  it('bring a database made at 0004 up to date, keeping and converting its data; running them again changes nothing', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo('0004_claims_and_confirmed_emails') });
    // Data as the portal wrote it before 0005: letter codes, a duplicated dictionary code.
    await db.execute(sql`insert into accounts (id, username, password_hash, name, last_name, type, status) overriding system value values (1, 'a', 'x', 'Anna', 'Kowalska', 'AUTHORIZED', 'ACTIVE')`);
    await db.execute(sql`insert into patients (id, name, last_name, birth_date) overriding system value values (1, 'Zosia', 'Kowalska', '2015-05-05')`);
    await db.execute(sql`insert into patient_links (account_id, patient_id, role, status) values (1, 1, 'CHILD', 'C')`);
    await db.execute(sql`insert into links (kind, name_pl, name_en, url) values ('H', 'Pomoc', 'Help', '/pomoc'), ('O', 'Regulamin', 'Terms', '/regulamin')`);
    await db.execute(sql`insert into dictionary_items (dictionary, code, name, search_text) values ('ALERG_POKARM', 'SEL', 'Seler', 'seler'), ('ALERG_POKARM', 'SEL', 'Seler', 'seler')`);
    await db.execute(sql`insert into allergies (patient_id, type_code, type_name, name, is_active, cured, categories) values (1, 'P', 'Pokarmowe', 'Seler', true, false, '{food}')`);

    await migrate(db, { migrationsFolder });
    await migrate(db, { migrationsFolder });

    expect(await rowsOf(db, sql`select status from patient_links`)).toEqual([{ status: 'CONFIRMED' }]);
    expect(await rowsOf(db, sql`select kind from links order by id`)).toEqual([{ kind: 'HELP' }, { kind: 'OTHER' }]);
    expect(await rowsOf(db, sql`select count(*)::int as n from dictionary_items`)).toEqual([{ n: 1 }]);
    // 0007: an account made before languages speaks Polish.
    expect(await rowsOf(db, sql`select language from accounts`)).toEqual([{ language: 'pl' }]);
    // Clinical rows are never cascaded away with their patient.
    await expect(db.execute(sql`delete from patients where id = 1`)).rejects.toThrow();
    expect(await rowsOf(db, sql`select count(*)::int as n from allergies`)).toEqual([{ n: 1 }]);
    await client.close();
  });
});

describe('a start that has nothing to migrate', () => {
  it('is told so by one query, and the migrator runs where the newest migration is missing', async () => {
    const database = await createDb({});
    try {
      expect(await hasEveryMigration(database.db)).toBe(false);
      await database.migrate();
      expect(await hasEveryMigration(database.db)).toBe(true);
      // The newest migration taken back out of the record: the start runs the migrator again, whose
      // statements then fail on what they made the first time — the proof that it ran.
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      expect(await hasEveryMigration(database.db)).toBe(false);
      await expect(database.migrate()).rejects.toThrow(/Failed query: (ALTER|CREATE|DROP) (TABLE|INDEX)/);
    } finally {
      await database.close();
    }
  });
});

