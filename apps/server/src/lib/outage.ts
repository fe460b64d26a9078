/**
 * Outages of the database: it does not answer (connection refused or lost, PostgreSQL shutting down or
 * starting) or its disk is full. Every request meeting one is answered 503 SERVICE_UNAVAILABLE
 * (plugins/errors.ts) instead of a 500 with a stack; the outage is logged once with its cause when it
 * begins, and once when the database answers again (a probe every few seconds while it lasts, and each
 * readiness check, `GET /api/health/ready`).
 */

export type OutageCause = 'DATABASE_UNREACHABLE' | 'DISK_FULL';

/** Node's errors of a connection that cannot be made or was lost. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** node-postgres's own errors of a lost or never-made connection (they carry no code). */
const CONNECTION_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Client has encountered a connection error/, /Client was closed and is not queryable/];

function causeOfOne(e: { code?: unknown; message?: unknown }): OutageCause | null {
  const code = typeof e.code === 'string' ? e.code : '';
  // 53100 disk_full; ENOSPC from the file system (the embedded database, uploads on disk).
  if (code === '53100' || code === 'ENOSPC') return 'DISK_FULL';
  // Class 08: connection exceptions; 57P01-03: admin shutdown, crash shutdown, cannot connect now.
  if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03') return 'DATABASE_UNREACHABLE';
  if (CONNECTION_CODES.has(code)) return 'DATABASE_UNREACHABLE';
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.some((m) => m.test(e.message as string))) return 'DATABASE_UNREACHABLE';
  return null;
}

/** Whether `err` (or what it wraps: drizzle's `cause`, an AggregateError's `errors`) is an outage, and which. */
export function outageCause(err: unknown, depth = 0): OutageCause | null {
  if (!err || typeof err !== 'object' || depth > 5) return null;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const own = causeOfOne(e);
  if (own) return own;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const found = outageCause(inner, depth + 1);
      if (found) return found;
    }
  }
  return outageCause(e.cause, depth + 1);
}

/** The code and message of the error that names the outage (the innermost with a code), for the log. */
function reasonOf(err: unknown): { code?: string; reason: string } {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
  let found: { code?: string; reason: string } = { reason: String((e as { message?: unknown })?.message ?? err) };
  for (let depth = 0; e && typeof e === 'object' && depth <= 5; depth++) {
    if (causeOfOne(e)) found = { ...(typeof e.code === 'string' ? { code: e.code } : {}), reason: String(e.message ?? '') };
    e = (Array.isArray(e.errors) ? e.errors[0] : e.cause) as typeof e;
  }
  return found;
}

export interface OutageLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How often, during an outage, the database is tried again (to log its return). */
export const OUTAGE_PROBE_MS = 5_000;

export interface OutageWatch {
  /** The outage now going on, if any. */
  readonly current: { cause: OutageCause; since: Date } | null;
  /** Whether `err` is an outage; the first of one is logged, and the probe starts. */
  report(err: unknown): boolean;
  /** Tries the database now: resolves when it answers (an outage ends), throws what it threw otherwise. */
  check(): Promise<void>;
  stop(): void;
}

/** `probe`: a query and a write on the database, throwing when it cannot. */
export function watchOutages(probe: () => Promise<void>, log: OutageLog, probeMs = OUTAGE_PROBE_MS): OutageWatch {
  let current: { cause: OutageCause; since: Date } | null = null;
  let timer: NodeJS.Timeout | null = null;
  const stopProbing = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const watch: OutageWatch = {
    get current() {
      return current;
    },
    report(err) {
      const cause = outageCause(err);
      if (!cause) return false;
      if (current?.cause === cause) return true;
      current = { cause, since: new Date() };
      log.error({ outage: cause, ...reasonOf(err) }, cause === 'DISK_FULL' ? 'database outage: the disk is full' : 'database outage: the database does not answer');
      if (!timer) {
        timer = setInterval(() => void watch.check().catch(() => {}), probeMs);
        timer.unref();
      }
      return true;
    },
    async check() {
      try {
        await probe();
      } catch (err) {
        watch.report(err);
        throw err;
      }
      if (current) {
        log.warn({ outage: current.cause, lastedMs: Date.now() - current.since.getTime() }, 'database outage over: the database answers again');
        current = null;
      }
      stopProbing();
    },
    stop: stopProbing,
  };
  return watch;
}
