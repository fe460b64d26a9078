import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterCommit, type Db } from '../db/client';
import { outageCause } from './outage';

/**
 * Background jobs on the portal's own database (pg-boss: PGlite in-process by default, PostgreSQL in
 * production), so expiries, reminders and polls survive restarts and run once across server copies.
 * Jobs are declared by modules (`jobs` in modules/index.ts) and sent with `deps.jobs.send`, inside the
 * transaction that causes them (`{ tx }`): a rolled-back change leaves no job behind.
 *
 * A job sent here starts at once: the send wakes this process's worker of its queue (after the
 * transaction commits, when sent in one). Other server copies find it by polling (POLL_SECONDS). A worker fetches up to BATCH_SIZE jobs of its queue at a time and runs them together;
 * each one that throws is failed (and retried) alone.
 */

/**
 * How often a worker looks for jobs it was not woken for: on PostgreSQL, those another server copy sent
 * (and retries, schedules); the embedded database has one process, which wakes its own workers, so its
 * polls only find retries and delayed jobs, and a slower poll keeps about 17 queues from taking the
 * single-threaded database (and the server's event loop) 17 times a second.
 */
export const POLL_SECONDS = { postgres: 1, pglite: 5 } as const;
/** Jobs of one queue a worker fetches, and runs at once. */
export const BATCH_SIZE = 10;
/**
 * On the embedded database the workers start this far apart. Each worker's first fetch is a query, and
 * PGlite runs queries on the server's own thread one at a time: twenty-odd fetches at once kept the
 * first requests after a start waiting about 0.3 s (issue 26 item 7). PostgreSQL answers them in its
 * own processes, so there they start together.
 */
export const PGLITE_WORKER_SPACING_MS = 40;
/** During a database outage, the workers' failing polls are logged at most this often. */
const OUTAGE_LOG_MS = 60_000;

/** Where the clinic is: schedules read their cron in this zone. */
export const CLINIC_TIME_ZONE = 'Europe/Warsaw';

export interface JobDefinition<TData extends object = object, TDeps = unknown> {
  /** `<module>.<what>`, the queue's name. */
  name: string;
  /** A cron expression in the clinic's time zone: the job is also sent on this schedule. */
  schedule?: string;
  /** Runs the job; a throw is retried by the queue (retryLimit 2, with backoff). */
  run(deps: TDeps, data: TData): Promise<void>;
}

/** What a query runs on: the database, or a transaction of it. */
export type Executor = Pick<Db, 'execute'>;

export interface SendOptions {
  /** Send as part of this transaction. */
  tx?: Executor;
  startAfter?: Date;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Starts workers and schedules (the server, after it listens). */
  work(): Promise<void>;
  /** Runs every job that is due now, in this call; answers how many ran (tests, and tools). */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * pg-boss speaks SQL text with $n parameters; a transaction of ours is a drizzle executor. Each $n
 * becomes a bound drizzle parameter, repeated ones too (pg-boss's statements for sending hold no `$`
 * otherwise).
 */
function toSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    // drizzle leaves an undefined parameter out of the text altogether: bind it as NULL.
    chunks.push(sql`${values[Number(m[1]) - 1] ?? null}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

const executorDb = (executor: Executor): PgBoss.Db => ({
  executeSql: async (text, values) => (await executor.execute(toSql(text, values ?? []))) as unknown as { rows: unknown[] },
});

/** The whole database for pg-boss: its schema set-up runs several statements in one text. */
function databaseDb(db: Db, kind: 'pglite' | 'postgres'): PgBoss.Db {
  const client = (db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } }).$client;
  if (kind === 'postgres') return { executeSql: (text, values) => client.query(text, values) };
  const pglite = client as unknown as { exec(text: string): Promise<Array<{ rows: unknown[] }>> } & typeof client;
  return {
    // PGlite's extended protocol takes one statement; parameterless texts go through its simple protocol.
    executeSql: async (text, values) => (values?.length ? pglite.query(text, values) : ((await pglite.exec(text)).at(-1) ?? { rows: [] })),
  };
}

/**
 * The queue: creates or upgrades pg-boss's own schema (`pgboss`, outside drizzle's) and the queues of
 * `definitions` in the background — a start of the portal does not wait for it; the first send does.
 * It opens at once, not at its first use: that may be a send inside a transaction, which on the
 * embedded database (one connection) would wait for the opening's queries while they wait for it.
 * Nothing polls until `work()`.
 */
export function openJobQueue<TDeps>(
  database: { db: Db; kind: 'pglite' | 'postgres' },
  definitions: ReadonlyArray<JobDefinition<never, TDeps>>,
  deps: (jobId: string) => TDeps,
  log: { error(obj: object, msg: string): void } = { error: () => {} },
): JobQueue {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  /**
   * While the database is down every worker's poll fails, each second: such an error is logged at most
   * once a minute (the request side logs the outage itself, plugins/errors.ts); any other, every time.
   */
  let outageLoggedAt = 0;
  const logError = (err: unknown, msg: string) => {
    if (outageCause(err)) {
      if (Date.now() - outageLoggedAt < OUTAGE_LOG_MS) return;
      outageLoggedAt = Date.now();
    }
    log.error({ err }, msg);
  };
  const opened = (async () => {
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({ db: databaseDb(database.db, database.kind), schema: 'pgboss', supervise: false, schedule: false, migrate: true });
    boss.on('error', (err) => logError(err, 'job queue error'));
    await boss.start();
    // Only the queues a new definition needs: one query at a start that changes nothing, not one per
    // queue (each waits its turn on the embedded database's one connection, before the first requests).
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const d of definitions) if (!existing.has(d.name)) await boss.createQueue(d.name, { name: d.name, retryLimit: 2, retryBackoff: true });
    return { boss, PgBossClass };
  })();
  // Seen by whoever uses the queue first; until then it must not surface as an unhandled rejection.
  opened.catch((err: unknown) => log.error({ err }, 'job queue could not open'));

  let worker: PgBoss | null = null;
  /** The worker of each queue, by the queue's name (once `work()` started them). */
  const workerIds = new Map<string, string>();
  /** Wakes this process's worker of the queue, if it runs: it fetches now instead of at its next poll. */
  const wake = (name: string) => {
    const id = workerIds.get(name);
    if (worker && id) worker.notifyWorker(id);
  };
  /**
   * A batch of one queue, all at once. The ones that throw are failed here, one by one (retried by the
   * queue); pg-boss then completes the rest — only jobs still active, so not the failed ones.
   */
  const runBatch = async (boss: PgBoss, name: string, jobs: Array<PgBoss.Job<object>>) => {
    const definition = byName.get(name)!;
    // A full batch means more may be waiting: the worker fetches again at once instead of sleeping out its poll.
    if (jobs.length >= BATCH_SIZE) wake(name);
    const results = await Promise.allSettled(jobs.map((job) => definition.run(deps(job.id), job.data as never)));
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      const err = result.reason as Error;
      log.error({ err, job: name, jobId: jobs[i].id }, 'job failed');
      await boss.fail(name, jobs[i].id, { message: err?.message });
    }
  };

  return {
    async send(name, data, options = {}) {
      if (!byName.has(name)) throw new Error(`unknown job ${name}`);
      const { tx, ...rest } = options;
      const { boss } = await opened;
      await boss.send(name, data, { ...rest, ...(tx ? { db: executorDb(tx) } : {}) });
      if (rest.startAfter && rest.startAfter.getTime() > Date.now()) return;
      if (tx) afterCommit(tx, () => wake(name));
      else wake(name);
    },

    async work() {
      const { PgBossClass } = await opened;
      // A second instance with the maintenance and cron monitors: the first one stays the quiet sender.
      const started = new PgBossClass({ db: databaseDb(database.db, database.kind), schema: 'pgboss', migrate: false, supervise: true, schedule: true });
      worker = started;
      started.on('error', (err) => logError(err, 'job worker error'));
      await started.start();
      // The schedules as stored: only a changed one is written, only a dropped one removed.
      const stored = new Map((await started.getSchedules()).map((s) => [s.name, s as PgBoss.Schedule & { timezone?: string }]));
      for (const [i, d] of definitions.entries()) {
        if (i > 0 && database.kind === 'pglite') await sleep(PGLITE_WORKER_SPACING_MS);
        const id = await started.work(d.name, { pollingIntervalSeconds: POLL_SECONDS[database.kind], batchSize: BATCH_SIZE }, (jobs) =>
          runBatch(started, d.name, jobs as Array<PgBoss.Job<object>>),
        );
        workerIds.set(d.name, id);
        const current = stored.get(d.name);
        if (d.schedule && (current?.cron !== d.schedule || current.timezone !== CLINIC_TIME_ZONE)) await worker.schedule(d.name, d.schedule, {}, { tz: CLINIC_TIME_ZONE });
        else if (!d.schedule && current) await worker.unschedule(d.name);
      }
    },

    async runDue() {
      const { boss } = await opened;
      let count = 0;
      for (const d of definitions) {
        for (;;) {
          const jobs = await boss.fetch<object>(d.name, { batchSize: 20 });
          if (jobs.length === 0) break;
          for (const job of jobs) {
            try {
              await d.run(deps(job.id), job.data as never);
              await boss.complete(d.name, job.id);
            } catch (err) {
              await boss.fail(d.name, job.id, { message: (err as Error).message });
              throw err;
            }
            count += 1;
          }
        }
      }
      return count;
    },

    async stop() {
      const queue = await opened.catch(() => null);
      workerIds.clear();
      await worker?.stop({ graceful: true, wait: true, timeout: 5_000 });
      await queue?.boss.stop({ graceful: false, wait: true });
    },
  };
}
