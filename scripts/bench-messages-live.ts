import { eq } from 'drizzle-orm';
import { createDb } from '../apps/server/src/db/client';
import { staffMembers } from '../apps/server/src/db/schema/index';
import { DEMO_STAFF } from '../apps/server/src/demo';
import { postgresDatabase } from './bench-database';
import { BARE_ROUTE, openBaseline, timed, type Baseline } from './bench-baseline';
import { annaIds, benchConfig, databaseLabel, median, percentile, prepare, signInAnna, staffCookie, startCopy, stopCopy, type BenchRow, type Log, type ServerCopy } from './bench-messages-kit';
import { ratioRow } from './bench-ratio';

/**
 * The live figure of bench-messages.ts: two server copies (two `buildApp` on two connection pools to one
 * PostgreSQL database), each listening on a port of its own; Anna's event stream open against copy B;
 * the GP sends her 100 messages one after another through copy A's POST /api/clinic/messages; the time
 * from each send's start to the event carrying the new unread count on B (p95). The same with one copy.
 * On PGlite (one process) only the one-copy figure. Each send is followed by one request to a bare
 * primary-key route over HTTP on the same database (bench-baseline.ts): the p95 of those is the baseline.
 */

const LIVE_SENDS = 100;
/**
 * Goal on p95 / the bare route's p95 over HTTP. A send is a staff session check, a transaction writing
 * the message and its recipient, a notification and a count read for the stream: 4.6 × (one copy) and
 * 5.5 × (two copies) measured at load 15 on PostgreSQL; idle ≈ 13–19 ms against a round trip of a
 * millisecond or two, ≈ 10–15 × (estimated from the earlier absolute figures). 30 × leaves room for both
 * and still fails a notice that waits for a poll (the fallback polls every few seconds: hundreds of ×).
 */
const LIVE_GOAL_RATIO = 30;

/** An open event stream: each `data:` line's unread count, waited for by the predicate. */
async function openStream(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/mpi/messages/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`the event stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const seen: number[] = [];
  // Who waits for which count (held in an object: set by the returned functions, read by the reader loop).
  const pending: { waiter: { want: (unread: number) => boolean; resolve: (at: number) => void } | null } = { waiter: null };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const at = performance.now();
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        for (const line of event.split('\n')) {
          if (!line.startsWith('data:')) continue;
          const unread = (JSON.parse(line.slice(5)) as { unread: number }).unread;
          seen.push(unread);
          const waiter = pending.waiter;
          if (waiter?.want(unread)) {
            pending.waiter = null;
            waiter.resolve(at);
          }
        }
      }
    }
  })();
  return {
    first: () =>
      new Promise<number>((resolve) => {
        if (seen.length) resolve(seen[0]);
        else pending.waiter = { want: () => true, resolve: () => resolve(seen[0]) };
      }),
    until: (want: (unread: number) => boolean, timeoutMs: number) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms (seen: ${seen.slice(-5).join(', ')})`)), timeoutMs);
        pending.waiter = {
          want,
          resolve: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
      }),
    close: () => controller.abort(),
  };
}

/** 100 messages from the GP to Anna through `sender`, each timed until `listener`'s stream shows the new count. */
async function liveRun(sender: ServerCopy, listener: ServerCopy, bare: Baseline, name: string, log: Log): Promise<{ p95: number; bare: number }> {
  const db = sender.database.db;
  const [gp] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));
  const anna = await annaIds(sender.database);
  const staff = await staffCookie(sender.app, gp.id);
  const patientCookie = await signInAnna(listener.app);
  const stream = await openStream(`http://${listener.host}`, patientCookie);
  try {
    let unread = await stream.first();
    const send = async (i: number) => {
      const res = await fetch(`http://${sender.host}/api/clinic/messages`, {
        method: 'POST',
        headers: { cookie: staff, 'content-type': 'application/json', 'x-portal-client': '1' },
        body: JSON.stringify({ category: 'M', title: `Pomiar ${i}`, content: 'Wiadomość pomiarowa.', recipients: [{ kind: 'PATIENT', id: anna.patientId }] }),
      });
      if (res.status !== 201) throw new Error(`${name}: send ${i} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    };
    // Warm-up: plans, connections.
    for (let i = 0; i < 5; i++) {
      const arrived = stream.until((n) => n > unread, 10_000);
      await send(-i);
      await arrived;
      unread += 1;
    }
    for (let i = 0; i < 5; i++) await bare.fetch();
    const times: number[] = [];
    const bareTimes: number[] = [];
    for (let i = 0; i < LIVE_SENDS; i++) {
      const target = unread + 1;
      const arrived = stream.until((n) => n >= target, 10_000);
      const started = performance.now();
      await send(i);
      times.push((await arrived) - started);
      unread = target;
      bareTimes.push(await timed(() => bare.fetch()));
    }
    const p95 = percentile(times, 0.95);
    const bareP95 = percentile(bareTimes, 0.95);
    log(`${name}: p95 ${p95.toFixed(1)} ms, median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${LIVE_SENDS} sends); bare route p95 ${bareP95.toFixed(2)} ms`);
    return { p95, bare: bareP95 };
  } finally {
    stream.close();
  }
}

export async function messagesLive(log: Log): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await postgresDatabase(adminUrl, 'bench_messages') : null;
  const config = benchConfig();
  const databaseA = await createDb(pgDb ? { url: pgDb.url } : {});
  const copies: ServerCopy[] = [];
  let bare: Baseline | null = null;
  try {
    await prepare(databaseA, config);
    const a = await startCopy(databaseA, config);
    copies.push(a);
    bare = await openBaseline(databaseA.db);
    await bare.listen();
    const rows: BenchRow[] = [];
    const row = (figure: string, m: { p95: number; bare: number }) =>
      ratioRow({ figure, stat: 'p95', value: m.p95, baseline: m.bare, baselineLabel: 'bare route over HTTP', goalRatio: LIVE_GOAL_RATIO, database: databaseLabel(databaseA) });
    const oneCopy = await liveRun(a, a, bare, 'live notice, one copy', log);
    rows.push(row(`Live unread count: staff send (POST /api/clinic/messages) to the patient's open event stream, one server copy: p95 of ${LIVE_SENDS} vs ${LIVE_SENDS} interleaved ${BARE_ROUTE} over HTTP`, oneCopy));
    if (pgDb) {
      const b = await startCopy(await createDb({ url: pgDb.url }), config);
      copies.push(b);
      const twoCopies = await liveRun(a, b, bare, 'live notice, two copies', log);
      rows.push(row(`The same across two server copies on one PostgreSQL (sent through copy A, stream on copy B; LISTEN/NOTIFY): p95 of ${LIVE_SENDS} vs the same baseline`, twoCopies));
    } else {
      log('live notice, two copies: needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL); PGlite in memory is one process');
      rows.push({ figure: 'Live unread count across two server copies', measured: 'not measured: needs BENCH_DATABASE_URL (PostgreSQL)', goal: `≤ ${LIVE_GOAL_RATIO} ×`, ok: null });
    }
    return rows;
  } finally {
    await bare?.close();
    for (const copy of copies.reverse()) await stopCopy(copy, copy.database !== databaseA);
    await databaseA.close();
    await pgDb?.drop();
  }
}

