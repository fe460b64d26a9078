import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/db/client';
import { openJobQueue, type JobDefinition } from '../apps/server/src/lib/jobs';
import { databaseLabel, type BenchRow, type Log, runAlone } from './bench-messages-kit';
import { ratioRow } from './bench-ratio';

/**
 * The bench's job-queue figure: a burst of 200 bookings, as the queue sees it. Each is a committed
 * transaction that queues one job (`bookings.announce`); that job, in a transaction of its own, queues
 * the e-mail job (`bookings.mail`), which writes the mail. Measured: from the first of the 200
 * transactions to the 200th mail written, with the worker running as in the server (woken by each
 * commit, polling every second). The baseline, in the same queue just before: 200 jobs of a no-op kind
 * queued the same way (one committed transaction each), to the last of them run — what the queue itself
 * costs a burst of this size.
 */
const BURST = 200;
/** How long a burst may take before the section gives up (before: 5 s polls, 13 minutes for 154 bookings). */
const LIMIT_MS = 120_000;
/**
 * Goal on the bookings' burst / the no-op burst. Each booking is two jobs, the second queued by the
 * first inside a transaction, plus a write: 2.0 × the no-op burst measured at load 15 (1.1 s against
 * 0.54 s). 8 × leaves room for a noisy run and fails a queue that makes the second job wait for a poll
 * (1 s each round) instead of the commit.
 */
const GOAL_RATIO = 8;

export async function jobLatency(log: Log): Promise<BenchRow> {
  const database = await createDb({});
  await database.db.execute(sql`create table bench_mail (id serial primary key, booking int not null)`);
  let mailed = 0;
  let allMailed: () => void = () => {};
  const done = new Promise<void>((resolve) => (allMailed = resolve));
  let noops = 0;
  let allNoops: () => void = () => {};
  const noopsDone = new Promise<void>((resolve) => (allNoops = resolve));
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
    {
      name: 'bench.noop',
      async run() {
        noops += 1;
        if (noops === BURST) allNoops();
      },
    },
  ];
  const deps: BenchDeps = { db: database.db, send: (name, data, tx) => queue.send(name, data, { tx }) };
  const queue = openJobQueue(database, definitions as unknown as Array<JobDefinition<never, BenchDeps>>, () => deps);
  /** `BURST` committed transactions each queueing one `name` job, timed to `finished`. */
  const burst = async (name: string, finished: Promise<void>, count: () => number) => {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, (_, booking) =>
        database.db.transaction(async (tx) => {
          await queue.send(name, { booking }, { tx });
        }),
      ),
    );
    const sent = performance.now() - started;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${name}: only ${count()} of ${BURST} run after ${LIMIT_MS} ms`)), LIMIT_MS)));
    try {
      await Promise.race([finished, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return { sent, ms: performance.now() - started };
  };
  try {
    await queue.work();
    const noop = await burst('bench.noop', noopsDone, () => noops);
    const bookings = await burst('bench.announce', done, () => mailed);
    log(`${BURST} no-op jobs: queued in ${Math.round(noop.sent)} ms, the last run ${Math.round(noop.ms)} ms after the first commit`);
    log(`${BURST} bookings' jobs: queued in ${Math.round(bookings.sent)} ms, every mail written ${Math.round(bookings.ms)} ms after the first commit`);
    return ratioRow({
      figure: `${BURST} bookings queued in committed transactions to every confirmation mail written (two jobs each) vs ${BURST} no-op jobs queued the same way just before`,
      stat: 'to the last',
      value: bookings.ms,
      baseline: noop.ms,
      baselineLabel: 'the no-op burst',
      goalRatio: GOAL_RATIO,
      database: databaseLabel(database),
    });
  } finally {
    await queue.stop();
    await database.close();
  }
}

// `npx tsx scripts/bench-jobs.ts`: this figure alone.
runAlone(import.meta.url, async (log) => [await jobLatency(log)]);
