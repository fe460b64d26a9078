import { sql } from 'drizzle-orm';
import type { DbOrTx, LiveListener } from '../db/client';

export type { LiveListener } from '../db/client';

/*
 * Live updates across server copies (ARCHITECTURE.md "Live updates"). A change that someone's open tab
 * should see at once (a new message, a message read) is announced with `notify` in the transaction that
 * makes it: PostgreSQL's NOTIFY is delivered when that transaction commits, to every copy of the server
 * listening on the channel (PGlite in-process, the same way). Each copy keeps the open channels of its
 * own tabs (server-sent events) and tells those whose audience is named. The notice carries only who
 * has news, never what: each tab then reads its own state through the usual access rules.
 */

/** Who a notice is for: a patient's account, a staff member, or a teleconsultation's room (its signalling, modules/telehealth). */
export type LiveAudience = `account:${number}` | `staff:${number}` | `room:${string}`;
export const accountAudience = (accountId: number): LiveAudience => `account:${accountId}`;
export const staffAudience = (staffId: number): LiveAudience => `staff:${staffId}`;
/** A call's room: its signals wait in the telehealth module's table; the notice says only that there are some. */
export const roomAudience = (room: string): LiveAudience => `room:${room}`;

const CHANNEL = 'portal_live';
/** NOTIFY payloads are at most 8000 bytes: audiences go out in batches well below that. */
const BATCH = 400;


export interface LiveHub {
  /** Announces news for `audiences`; inside a transaction (`db` being it) it goes out when that commits. */
  notify(db: DbOrTx, audiences: Iterable<LiveAudience>): Promise<void>;
  /** Tells `listener` of every notice for `audience` (until the returned function is called). Starts listening on first use. */
  subscribe(audience: LiveAudience, listener: () => void): Promise<() => void>;
  /** Whether notices are being received now; while not, tabs fall back to refreshing every 60 s. */
  readonly up: boolean;
  /** Tells `listener` when `up` changes (a stream closes when the channel goes down, so its tab polls). */
  onState(listener: (up: boolean) => void): () => void;
  close(): Promise<void>;
}

export function createLiveHub(listener: LiveListener, log?: { error(obj: object, msg: string): void }): LiveHub {
  const subscribers = new Map<LiveAudience, Set<() => void>>();
  const stateListeners = new Set<(up: boolean) => void>();
  let up = false;
  let started: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const setState = (next: boolean) => {
    if (next === up) return;
    up = next;
    for (const l of stateListeners) l(next);
  };
  const deliver = (payload: string) => {
    let audiences: unknown;
    try {
      audiences = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(audiences)) return;
    for (const audience of audiences) {
      for (const l of subscribers.get(audience as LiveAudience) ?? []) {
        try {
          l();
        } catch (err) {
          log?.error({ err }, 'live listener failed');
        }
      }
    }
  };
  const start = () => {
    started ??= listener
      .listen(CHANNEL, deliver, setState)
      .then((stop) => {
        unlisten = stop;
        setState(true);
      })
      .catch((err: unknown) => {
        started = null;
        throw err;
      });
    return started;
  };

  return {
    async notify(db, audiences) {
      const all = [...new Set(audiences)];
      for (let i = 0; i < all.length; i += BATCH) {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(all.slice(i, i + BATCH))})`);
      }
    },
    async subscribe(audience, l) {
      await start();
      let set = subscribers.get(audience);
      if (!set) subscribers.set(audience, (set = new Set()));
      set.add(l);
      return () => {
        set.delete(l);
        if (set.size === 0 && subscribers.get(audience) === set) subscribers.delete(audience);
      };
    },
    get up() {
      return up;
    },
    onState(l) {
      stateListeners.add(l);
      return () => stateListeners.delete(l);
    },
    async close() {
      subscribers.clear();
      setState(false);
      stateListeners.clear();
      await unlisten?.();
      unlisten = null;
      started = null;
    },
  };
}

/** A hub for a process no tab is connected to yet (the demo seed, run before the server listens): notices go nowhere. */
export const silentLiveHub: LiveHub = { notify: async () => {}, subscribe: async () => () => {}, up: false, onState: () => () => {}, close: async () => {} };
