import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/db/client';
import { openJobQueue, type JobDefinition } from '../apps/server/src/lib/jobs';
import type { BenchRow, Log } from './bench-messages-kit';

/**
 * The bench's job-queue figure: a burst of 200 bookings, as the queue sees it. Each is a committed
 * transaction that queues one job (`bookings.announce`); that job, in a transaction of its own, queues
 * the e-mail job (`bookings.mail`), which writes the mail. Measured: from the first of the 200
 * transactions to the 200th mail written, with the worker running as in the server (woken by each
 * commit, polling every second). Goal: under 30 s on this machine (before: 5 s polls, one job per
 * queue each, 13 minutes for 154 bookings).
 */
const BURST = 200;
const GOAL_MS = 30_000;

export async function jobLatency(log: Log): Promise<BenchRow> {
  const database = await createDb({});
  await database.db.execute(sql`create table bench_mail (id serial primary key, booking int not null)`);
  let mailed = 0;
  let allMailed: () => void = () => {};
  const done = new Promise<void>((resolve) => (allMailed = resolve));
  type BenchDeps = { db: typeof database.db; send: (name: string, data: object, tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0]) => Promise<void> };
  const definitions: Array<JobDefinition<{ booking: number }, BenchDeps>> = [
    {
      name: 'bench.announce',
      run: (deps, { booking }) =>
        deps.db.transaction(async (tx) => {
          await tx.execute(sql`select ${booking}::int`);
          await deps.send('bench.mail', { booking }, tx);
        }),
    },
    {
      name: 'bench.mail',
      async run(deps, { booking }) {
        await deps.db.execute(sql`insert into bench_mail (booking) values (${booking})`);
        mailed += 1;
        if (mailed === BURST) allMailed();
      },
    },
  ];
  const deps: BenchDeps = { db: database.db, send: (name, data, tx) => queue.send(name, data, { tx }) };
  const queue = openJobQueue(database, definitions as unknown as Array<JobDefinition<never, BenchDeps>>, () => deps);
  try {
    await queue.work();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, (_, booking) =>
        database.db.transaction(async (tx) => {
          await queue.send('bench.announce', { booking }, { tx });
        }),
      ),
    );
    const sent = performance.now() - started;
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`only ${mailed} of ${BURST} mails after ${GOAL_MS * 4} ms`)), GOAL_MS * 4).unref());
    await Promise.race([done, timeout]);
    const ms = Math.round(performance.now() - started);
    log(`${BURST} bookings' jobs: queued in ${Math.round(sent)} ms, every mail written ${ms} ms after the first commit`);
    return { figure: `${BURST} bookings queued in committed transactions to every confirmation mail written (two jobs each)`, measured: `${ms} ms`, goal: `< ${GOAL_MS} ms`, ok: ms < GOAL_MS };
  } finally {
    await queue.stop();
    await database.close();
  }
}
