import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/client';
import { accountAudience, createLiveHub, staffAudience, type LiveHub } from './live';
import { createTestApp, type TestApp } from '../test/helper';

/** Waits until `check` holds (notices arrive asynchronously), failing after `ms`. */
async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('live notices (LISTEN/NOTIFY on the test database)', () => {
  let t: TestApp;
  let hub: LiveHub;
  beforeAll(async () => {
    t = await createTestApp();
    hub = t.deps.live;
  });
  afterAll(() => t.close());

  it('tells the subscribers of the audiences named, after the transaction commits, and nobody else', async () => {
    const heard: string[] = [];
    const stopA = await hub.subscribe(accountAudience(1), () => heard.push('a1'));
    const stopB = await hub.subscribe(staffAudience(1), () => heard.push('s1'));
    expect(hub.up).toBe(true);
    await withTransaction(t.deps.db, async (tx) => {
      await hub.notify(tx, [accountAudience(1), accountAudience(2)]);
      await new Promise((r) => setTimeout(r, 50));
      expect(heard).toEqual([]);
    });
    await until(() => heard.length === 1);
    expect(heard).toEqual(['a1']);
    stopA();
    stopB();
  });

  it('says nothing of a transaction rolled back', async () => {
    const heard: string[] = [];
    const stop = await hub.subscribe(accountAudience(3), () => heard.push('a3'));
    await expect(
      withTransaction(t.deps.db, async (tx) => {
        await hub.notify(tx, [accountAudience(3)]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await hub.notify(t.deps.db, [accountAudience(3)]);
    await until(() => heard.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['a3']);
    stop();
  });

  it('splits a long list of audiences into notices PostgreSQL accepts', async () => {
    const heard = new Set<number>();
    const stops = await Promise.all(Array.from({ length: 1000 }, (_, i) => hub.subscribe(staffAudience(10_000 + i), () => heard.add(i))));
    await hub.notify(t.deps.db, Array.from({ length: 1000 }, (_, i) => staffAudience(10_000 + i)));
    await until(() => heard.size === 1000);
    stops.forEach((s) => s());
  });

  it('a second hub on the same database (another server copy) hears the first one', async () => {
    if (t.deps.dbKind !== 'postgres') return; // PGlite is one process: one hub
    const other = createLiveHub(t.database);
    const heard: string[] = [];
    const stop = await other.subscribe(accountAudience(7), () => heard.push('a7'));
    await hub.notify(t.deps.db, [accountAudience(7)]);
    await until(() => heard.length === 1);
    stop();
    await other.close();
  });
});
