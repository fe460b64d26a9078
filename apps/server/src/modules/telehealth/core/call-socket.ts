import crypto from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import {
  clientMessageSchema,
  telehealthCloseCodes,
  TELEHEALTH_CHAT_FAILED_MESSAGE,
  TELEHEALTH_SESSION_EXPIRED_MESSAGE,
  type ClientMessage,
  type ServerMessage,
  type TelehealthRole,
  z,
} from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import * as teleconsultations from '../../teleconsultation/teleconsultation-service';
import type { TeleconsultationRow } from '../../teleconsultation/teleconsultation-service';
import { chatHistory, storeChatMessage } from './archive';
import { PRESENCE_STALE_MS } from './calls';
import { roomTokenValid, teleconsultationOfRoom } from './room-tokens';
import { otherSide, type RoomMember, type SignalHub } from './signal-hub';

/*
 * One participant's signalling socket (the protocol is contracts' telehealth.ts). The upgrade passed the
 * session (the patient's or the staff member's) and the same-origin check; here the room is read through
 * the caller's own access rule (a stranger's room closes 4404, exactly as an unknown one), then the token
 * must be this room's and this caller's, unexpired (4401, spec code 1004), and the teleconsultation not
 * over (4409). Messages are handled one after another, in the order they came.
 */

/** The socket's address: the room and the token of the access data. */
export const socketQuerySchema = z.object({ room: z.string().max(100), token: z.string().max(1000) });

/** Who opened the socket, and how she reaches a teleconsultation. */
export interface SocketCaller {
  role: TelehealthRole;
  /** The account (PATIENT) or the staff member (STAFF) the token must name. */
  principalId: number;
  /** The teleconsultation if the caller may join its call (her access rule), else null. */
  find(teleconsultationId: number): Promise<TeleconsultationRow | null>;
  /** The name the other side and the chat show. */
  name(row: TeleconsultationRow): Promise<string>;
}

type CallDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** A ping refreshes the presence at most this often. */
const TOUCH_EVERY_MS = 20_000;

interface Session {
  row: TeleconsultationRow;
  room: string;
  name: string;
  member: RoomMember | null;
  touchedAt: number;
}

const over = (row: TeleconsultationRow) => row.status === 'FINISHED' || row.status === 'CANCELED';

export function serveCallSocket(deps: CallDeps, hub: SignalHub, socket: WebSocket, query: { room: string; token: string }, caller: SocketCaller, log?: { error(obj: object, msg: string): void }) {
  const send = (message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };

  const authorise = async (): Promise<Session | null> => {
    const id = teleconsultationOfRoom(deps.config, query.room);
    const row = id === null ? null : await caller.find(id);
    if (!row) {
      close(telehealthCloseCodes.unknownRoom, 'Nie znaleziono pokoju.');
      return null;
    }
    if (!roomTokenValid(deps.config, query.token, query.room, { role: caller.role, principalId: caller.principalId }, deps.clock.now())) {
      close(telehealthCloseCodes.tokenInvalid, TELEHEALTH_SESSION_EXPIRED_MESSAGE);
      return null;
    }
    if (over(row)) {
      close(telehealthCloseCodes.closed, 'Teleporada została zakończona.');
      return null;
    }
    return { row, room: query.room, name: await caller.name(row), member: null, touchedAt: 0 };
  };

  /** The clinician's entry starts the consultation: an unplanned one is registered once, then IN_PROGRESS. */
  const start = async (session: Session) => {
    if (caller.role !== 'STAFF') return;
    session.row = await withTransaction(deps.db, async (tx) => {
      if (session.row.unplanned) await teleconsultations.registerUnplanned(deps, tx, session.row.id, caller.principalId);
      return teleconsultations.markStarted(tx, session.row.id, caller.principalId, deps.clock.now());
    });
  };

  const join = async (session: Session) => {
    if (session.member) return;
    try {
      await start(session);
    } catch (err) {
      if (err instanceof AppError) {
        close(telehealthCloseCodes.closed, err.code);
        return;
      }
      throw err;
    }
    const member: RoomMember = {
      key: crypto.randomUUID(),
      room: session.room,
      teleconsultationId: session.row.id,
      role: caller.role,
      name: session.name,
      send,
      close,
    };
    session.member = member;
    session.touchedAt = Date.now();
    const peers = await hub.join(member, telehealthCloseCodes.replaced, new Date(deps.clock.now().getTime() - PRESENCE_STALE_MS));
    send({ type: 'joined', self: caller.role, peers, chat: await chatHistory(deps, session.row.id) });
  };

  const onMessage = async (session: Session, message: ClientMessage) => {
    if (message.type === 'ping') {
      send({ type: 'pong' });
      if (session.member && Date.now() - session.touchedAt >= TOUCH_EVERY_MS) {
        session.touchedAt = Date.now();
        await hub.touch(session.member);
      }
      return;
    }
    if (message.type === 'join') return join(session);
    const member = session.member;
    if (!member) {
      send({ type: 'error', code: 'NOT_JOINED', message: 'Najpierw dołącz do pokoju (join).' });
      return;
    }
    const to = otherSide(caller.role);
    switch (message.type) {
      case 'offer':
      case 'answer':
        return hub.sendTo(member.room, to, { type: message.type, from: caller.role, sdp: message.sdp });
      case 'ice':
        return hub.sendTo(member.room, to, { type: 'ice', from: caller.role, candidate: message.candidate });
      case 'media':
        return hub.sendTo(member.room, to, { type: 'media', from: caller.role, audio: message.audio, video: message.video });
      case 'chat': {
        let stored;
        try {
          stored = await storeChatMessage(deps, session.row.id, { sender: caller.role, senderName: session.name, text: message.text });
        } catch (err) {
          log?.error({ err }, 'telehealth chat message could not be stored');
          send({ type: 'error', code: 'CHAT_FAILED', message: TELEHEALTH_CHAT_FAILED_MESSAGE });
          return;
        }
        send({ type: 'chat', ...stored });
        return hub.sendTo(member.room, to, { type: 'chat', ...stored });
      }
      case 'leave': {
        if (caller.role === 'STAFF') {
          // The clinician's leave ends the consultation for both.
          await withTransaction(deps.db, (tx) => teleconsultations.markFinished(tx, session.row.id, deps.clock.now()));
          await hub.sendTo(member.room, to, { type: 'ended', by: 'STAFF' });
          send({ type: 'ended', by: 'STAFF' });
        }
        close(telehealthCloseCodes.normal, 'leave');
        return;
      }
    }
  };

  let chain: Promise<Session | null> = authorise().catch((err: unknown) => {
    log?.error({ err }, 'telehealth socket could not be opened');
    close(1011, 'error');
    return null;
  });

  socket.on('message', (raw: RawData, isBinary: boolean) => {
    chain = chain.then(async (session) => {
      if (!session) return null;
      let parsed: ClientMessage | null = null;
      if (!isBinary) {
        try {
          const result = clientMessageSchema.safeParse(JSON.parse(String(raw)));
          if (result.success) parsed = result.data;
        } catch {
          parsed = null;
        }
      }
      if (!parsed) {
        send({ type: 'error', code: 'BAD_MESSAGE', message: 'Nieprawidłowa wiadomość.' });
        return session;
      }
      try {
        await onMessage(session, parsed);
      } catch (err) {
        log?.error({ err }, 'telehealth message failed');
        send({ type: 'error', code: 'BAD_MESSAGE', message: 'Nie udało się obsłużyć wiadomości.' });
      }
      return session;
    });
  });

  socket.on('close', () => {
    void chain.then(async (session) => {
      if (session?.member) await hub.leave(session.member);
    }).catch((err: unknown) => log?.error({ err }, 'telehealth socket could not leave its room'));
  });
}
