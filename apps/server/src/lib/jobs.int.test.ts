import { lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/helper';
import { openJobQueue, type JobDefinition } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queued = async () => {
  const { rows } = (await t.deps.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'sessions.sweep' and state = 'created'`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return rows[0].n;
};

describe('background jobs', () => {
  it('a job sent inside a transaction that rolls back is gone with it; one that commits runs once', async () => {
    await t.deps.db
      .transaction(async (tx) => {
        await t.deps.jobs.send('sessions.sweep', {}, { tx });
        expect(await tx.execute(sql`select 1`)).toBeTruthy();
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await queued()).toBe(0);

    await t.deps.db.transaction(async (tx) => {
      await t.deps.jobs.send('sessions.sweep', {}, { tx });
    });
    expect(await queued()).toBe(1);
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect(await t.deps.jobs.runDue()).toBe(0);
  });

  it('an unknown job is refused when sent', async () => {
    await expect(t.deps.jobs.send('nothing.here', {})).rejects.toThrow(/unknown job/);
  });

  it('the session sweep deletes expired and idle sessions, and keeps live ones', async () => {
    const live = await t.login('anna');
    await t.login('piotr');
    // Piotr's session goes idle: the clock moves past the idle limit, then Anna signs in again.
    t.clock.advance((t.deps.config.SESSION_IDLE_MINUTES + 1) * 60_000);
    const fresh = await t.login('anna');
    await t.deps.jobs.send('sessions.sweep', {});
    expect(await t.deps.jobs.runDue()).toBe(1);
    const idleLeft = await t.deps.db.select().from(sessions).where(lt(sessions.lastSeenAt, new Date(t.clock.now().getTime() - 60_000)));
    expect(idleLeft).toHaveLength(0);
    const me = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: fresh });
    expect(me.statusCode).toBe(200);
    const old = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie: live });
    expect(old.statusCode).toBe(401);
  });

  // Last: from here on the worker runs, and takes every job sent.
  it('with the worker running, a job sent in a committed transaction starts at once; a rolled-back one never runs', async () => {
    await t.deps.jobs.work();
    const count = async (state: string) => {
      const { rows } = (await t.deps.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'sessions.sweep' and state = ${state}`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      return rows[0].n;
    };
    const completedWithin = async (ms: number, expected: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if ((await count('completed')) >= expected) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    };
    const before = await count('completed');
    // Each one well within the worker's poll (1 s): woken by the commit, not found by polling.
    for (let i = 1; i <= 3; i++) {
      await t.deps.db.transaction(async (tx) => {
        await t.deps.jobs.send('sessions.sweep', {}, { tx });
      });
      expect(await completedWithin(500, before + i)).toBe(true);
    }
    await t.deps.db
      .transaction(async (tx) => {
        await t.deps.jobs.send('sessions.sweep', {}, { tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await count('completed')).toBe(before + 3);
    expect(await count('created')).toBe(0);
  });

  it('a start writes only what changed: new queues are made, a changed schedule rewritten, a dropped one removed', async () => {
    const database = { db: t.deps.db, kind: t.deps.dbKind };
    const job = (name: string, schedule?: string): JobDefinition<never, null> => ({ name, schedule, run: async () => {} });
    const schedules = async () => {
      const { rows } = (await t.deps.db.execute(sql`select name, cron, timezone from pgboss.schedule where name like 'start-test.%' order by name`)) as unknown as {
        rows: Array<{ name: string; cron: string; timezone: string }>;
      };
      return rows.map((r) => `${r.name} ${r.cron} ${r.timezone}`);
    };
    const first = openJobQueue(database, [job('start-test.a', '0 3 * * *'), job('start-test.b', '0 4 * * *')], () => null);
    await first.work();
    await first.stop();
    expect(await schedules()).toEqual(['start-test.a 0 3 * * * Europe/Warsaw', 'start-test.b 0 4 * * * Europe/Warsaw']);
    const second = openJobQueue(database, [job('start-test.a', '0 5 * * *'), job('start-test.b'), job('start-test.c', '0 6 * * *')], () => null);
    await second.work();
    await second.stop();
    // The new definition's queue was made (no job is sent here: one still being completed when the
    // file's database closes would fail after the test).
    const { rows: queues } = (await t.deps.db.execute(sql`select name from pgboss.queue where name like 'start-test.%' order by name`)) as unknown as { rows: Array<{ name: string }> };
    expect(queues.map((q) => q.name)).toEqual(['start-test.a', 'start-test.b', 'start-test.c']);
    expect(await schedules()).toEqual(['start-test.a 0 5 * * * Europe/Warsaw', 'start-test.c 0 6 * * * Europe/Warsaw']);
    // A start that changes nothing writes nothing (each write would wait its turn before the first requests).
    const written = async () => (await t.deps.db.execute(sql`select max(updated_on)::text as at from pgboss.schedule where name like 'start-test.%'`)) as unknown as { rows: Array<{ at: string }> };
    const before = (await written()).rows[0].at;
    const third = openJobQueue(database, [job('start-test.a', '0 5 * * *'), job('start-test.b'), job('start-test.c', '0 6 * * *')], () => null);
    await third.work();
    await third.stop();
    expect((await written()).rows[0].at).toBe(before);
  });
});
