import type { Participant, ServerMessage, TelehealthRole } from '@portal/contracts';
import { withTransaction, type Tx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { roomAudience } from '../../../lib/live';
import type { EventHandlers } from '../../../lib/module-events';
import { roomOf } from './room-tokens';
import * as repo from './telehealth-repository';

/*
 * The signalling between the two sides of a call, across server copies (issue 32, ARCHITECTURE.md "Live
 * updates"). Each copy keeps the sockets of its own participants by room. A message for a participant
 * connected to this copy goes straight to her socket; for one connected elsewhere it is stored in
 * `telehealth_signals` and the room is announced on lib/live's channel (`roomAudience`), in one
 * transaction: NOTIFY's payload is at most 8000 bytes and an SDP offer is often larger, so the notice
 * carries only the room (as lib/live's notices carry only who has news), and the copy holding the
 * participant reads the rows after its cursor, in order. The same LISTEN connection serves the
 * messages' live counts; while it is down the rows wait, and each room is read again when it is back.
 * Who is in a room, on whichever copy, is `telehealth_presence`, refreshed by the clients' pings.
 */

/** Stored signals older than this are of sockets long gone: purged. */
export const SIGNAL_KEEP_MS = 10 * 60_000;

/** One side of a call connected to this copy. */
export interface RoomMember {
  /** The socket's own id (a random uuid). */
  readonly key: string;
  readonly room: string;
  readonly teleconsultationId: number;
  readonly role: TelehealthRole;
  readonly name: string;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

/** What travels in a stored signal: a message for the participant, or "close your older socket". */
type SignalPayload = { kind: 'message'; message: ServerMessage } | { kind: 'replace'; connection: string; code: number };

interface LocalRoom {
  members: Map<TelehealthRole, { member: RoomMember; cursor: number }>;
  unsubscribe: Promise<() => void> | null;
  /** Reads of stored signals, one after another (each participant's in order). */
  chain: Promise<void>;
}

/**
 * Stores a signal for one side of a room and announces the room, in `tx`: whichever copy holds that
 * side's socket reads it once `tx` commits (nothing is sent if it rolls back).
 */
export async function storeSignal(deps: Pick<Deps, 'live'>, tx: Tx, room: string, to: TelehealthRole, payload: SignalPayload): Promise<void> {
  await repo.insertSignal(tx, room, to, payload);
  await deps.live.notify(tx, [roomAudience(room)]);
}

/**
 * `teleconsultation.closed` (the console's end, a cancelled booking): both sides of its room, wherever
 * connected, get `ended` when the change commits — a patient in the waiting room learns it at once.
 */
export const closedRoomHandler: NonNullable<EventHandlers<Deps>['teleconsultation.closed']> = async (deps, event, { tx }) => {
  const room = roomOf(deps.config, event.teleconsultationId);
  for (const to of ['PATIENT', 'STAFF'] as const) await storeSignal(deps, tx, room, to, { kind: 'message', message: { type: 'ended', by: event.by } });
};

export const otherSide = (role: TelehealthRole): TelehealthRole => (role === 'PATIENT' ? 'STAFF' : 'PATIENT');

export interface SignalHub {
  /**
   * Brings a participant into her room: her presence (closing an older socket of hers, here or on another
   * copy, with `replacedCode`), the room's notices; answers who else is there, and tells them.
   */
  join(member: RoomMember, replacedCode: number, freshSince: Date): Promise<Participant[]>;
  /** Sends a message to one side of a room, wherever it is connected. */
  sendTo(room: string, to: TelehealthRole, message: ServerMessage): Promise<void>;
  /** The participant's socket closed: her presence goes (unless a newer socket replaced it) and the other side is told. */
  leave(member: RoomMember): Promise<void>;
  /** Her ping: the presence stays fresh. */
  touch(member: RoomMember): Promise<void>;
  /** Rooms and participants held by this copy (the bench reports them). */
  readonly size: { rooms: number; members: number };
  close(): Promise<void>;
}

export function createSignalHub(deps: Pick<Deps, 'db' | 'clock' | 'live'>, log?: { error(obj: object, msg: string): void }): SignalHub {
  const rooms = new Map<string, LocalRoom>();
  let closed = false;

  const deliver = (member: RoomMember, payload: SignalPayload) => {
    if (payload.kind === 'replace') {
      if (payload.connection === member.key) member.close(payload.code, 'replaced');
      return;
    }
    member.send(payload.message);
  };

  /** Reads the room's stored signals for each participant held here, after her cursor. */
  const pull = (room: string) => {
    const local = rooms.get(room);
    if (!local) return Promise.resolve();
    local.chain = local.chain
      .then(async () => {
        for (const entry of local.members.values()) {
          for (;;) {
            const rows = await repo.signalsAfter(deps.db, room, entry.member.role, entry.cursor);
            for (const row of rows) {
              entry.cursor = row.id;
              deliver(entry.member, row.payload as SignalPayload);
            }
            if (rows.length < 500) break;
          }
        }
      })
      .catch((err: unknown) => log?.error({ err }, 'telehealth signals could not be read'));
    return local.chain;
  };

  const stopState = deps.live.onState((up) => {
    if (up) for (const room of rooms.keys()) void pull(room);
  });

  const store = (room: string, to: TelehealthRole, payload: SignalPayload) => withTransaction(deps.db, (tx) => storeSignal(deps, tx, room, to, payload));

  const sendTo: SignalHub['sendTo'] = async (room, to, message) => {
    const here = rooms.get(room)?.members.get(to);
    if (here) {
      here.member.send(message);
      return;
    }
    await store(room, to, { kind: 'message', message });
  };

  return {
    async join(member, replacedCode, freshSince) {
      const now = deps.clock.now();
      await repo.purgeSignals(deps.db, new Date(now.getTime() - SIGNAL_KEEP_MS));
      // Older signals were for a socket that is gone.
      const cursor = await repo.lastSignalId(deps.db, member.room, member.role);
      let local = rooms.get(member.room);
      if (!local) {
        local = { members: new Map(), unsubscribe: null, chain: Promise.resolve() };
        rooms.set(member.room, local);
        local.unsubscribe = deps.live.subscribe(roomAudience(member.room), () => void pull(member.room));
      }
      const older = local.members.get(member.role);
      local.members.set(member.role, { member, cursor });
      if (older && older.member.key !== member.key) older.member.close(replacedCode, 'replaced');
      await local.unsubscribe;
      const replaced = await repo.enterRoom(deps.db, { room: member.room, participant: member.role, teleconsultationId: member.teleconsultationId, connection: member.key, name: member.name, now });
      if (replaced && replaced !== older?.member.key) await store(member.room, member.role, { kind: 'replace', connection: replaced, code: replacedCode });
      // Whatever was stored between the cursor and the subscription.
      await pull(member.room);
      const peers = (await repo.presentIn(deps.db, member.room, freshSince)).filter((p) => p.participant !== member.role);
      await sendTo(member.room, otherSide(member.role), { type: 'peer-joined', participant: { role: member.role, name: member.name } });
      return peers.map((p) => ({ role: p.participant, name: p.name }));
    },

    sendTo,

    async leave(member) {
      const local = rooms.get(member.room);
      if (local && local.members.get(member.role)?.member.key === member.key) {
        local.members.delete(member.role);
        if (local.members.size === 0) {
          rooms.delete(member.room);
          const unsubscribe = local.unsubscribe;
          local.unsubscribe = null;
          if (unsubscribe) (await unsubscribe)();
        }
      }
      if (closed) return;
      const gone = await repo.leaveRoom(deps.db, member.room, member.role, member.key);
      if (gone) await sendTo(member.room, otherSide(member.role), { type: 'peer-left', participant: { role: member.role, name: member.name } });
    },

    async touch(member) {
      await repo.touchPresence(deps.db, member.room, member.role, member.key, deps.clock.now());
    },

    get size() {
      let members = 0;
      for (const r of rooms.values()) members += r.members.size;
      return { rooms: rooms.size, members };
    },

    async close() {
      if (closed) return;
      // This copy's participants leave their rooms (the other side, on another copy, is told).
      const members = [...rooms.values()].flatMap((r) => [...r.members.values()].map((e) => e.member));
      for (const member of members) {
        try {
          if (await repo.leaveRoom(deps.db, member.room, member.role, member.key)) {
            await store(member.room, otherSide(member.role), { kind: 'message', message: { type: 'peer-left', participant: { role: member.role, name: member.name } } });
          }
        } catch (err) {
          log?.error({ err }, 'telehealth presence could not be cleared');
        }
      }
      closed = true;
      stopState();
      for (const local of rooms.values()) if (local.unsubscribe) (await local.unsubscribe)();
      rooms.clear();
    },
  };
}

/** One hub per server copy (its Deps): the patient's and the console's sockets meet in it. */
const hubs = new WeakMap<object, SignalHub>();
export function signalHubOf(deps: Pick<Deps, 'db' | 'clock' | 'live'>, log?: { error(obj: object, msg: string): void }): SignalHub {
  let hub = hubs.get(deps);
  if (!hub) hubs.set(deps, (hub = createSignalHub(deps, log)));
  return hub;
}
