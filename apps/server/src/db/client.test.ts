import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index';
import { createDb, DatabaseLockedError } from './client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('is migrated and seeded once, refuses a second opener, and keeps its data across restarts', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await createDb({ dataDir });
    await first.migrate();
    expect(await seedIfEmpty(first.db)).toBe(true);
    expect(await seedIfEmpty(first.db)).toBe(false);

    // A second process (here: a second opener) gets a clear error instead of a corrupted database.
    const second = createDb({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(/already open in another process/);
    await first.close();

    const again = await createDb({ dataDir });
    await again.migrate();
    const { rows } = (await again.db.execute(sql`select count(*)::int as n from accounts`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
    expect(await seedIfEmpty(again.db)).toBe(false);
    await again.close();
  });
});
