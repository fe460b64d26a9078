import crypto from 'node:crypto';
import fs from 'node:fs';
import { Duplex, PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '@portal/contracts';
import { staffMembers, teleconsultations } from '../db/schema/index';
import { DEMO_STAFF } from '../demo';
import { appendRecordingChunk } from '../modules/telehealth/core/archive';
import { DEMO_RECORDING_FILE } from '../modules/telehealth/telehealth.seed';
import type { TestApp } from './helper';
import { makeTeleconsultation, type MadeTeleconsultation } from './teleconsultation-kit';

/*
 * The telehealth tests' shared parts: a teleconsultation in its start window (the console's kit), one with
 * a recording, the demo recording's bytes, and a signalling client over `app.injectWS` that waits for the
 * server's messages by type.
 */

const MINUTE = 60_000;
export const demoRecording = (): Buffer => fs.readFileSync(DEMO_RECORDING_FILE);

export async function demoDoctorId(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));
  return row!.id;
}

/** A planned teleconsultation of the patient starting in 5 minutes (its window open), recording allowed. */
export function callOf(t: TestApp, patientId: number, over: Parameters<typeof makeTeleconsultation>[1] = {}): Promise<MadeTeleconsultation> {
  return makeTeleconsultation(t, { patientId, scheduledFrom: new Date(t.clock.now().getTime() + 5 * MINUTE), recordingAllowed: true, ...over });
}

/** The teleconsultation's row as the telehealth code reads it. */
export async function rowOf(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(teleconsultations).where(eq(teleconsultations.id, id));
  return row!;
}

/** A past teleconsultation of the patient with the demo doctor and a recording of the demo file (one chunk). */
export async function callWithRecording(t: TestApp, patientId: number): Promise<MadeTeleconsultation> {
  const doctor = await demoDoctorId(t);
  const made = await callOf(t, patientId, { consultantStaffId: doctor, status: 'FINISHED' });
  await appendRecordingChunk(t.deps, await rowOf(t, made.id), doctor, 0, demoRecording());
  return made;
}

export interface SignalClient {
  ws: WebSocket;
  send(message: ClientMessage | Record<string, unknown>): void;
  /** The next message of this type (those received before it are kept for later calls). */
  next<T extends ServerMessage['type']>(type: T, timeoutMs?: number): Promise<Extract<ServerMessage, { type: T }>>;
  /** Every message received so far. */
  readonly received: ServerMessage[];
  closed(): Promise<{ code: number; reason: string }>;
}

export function signalClient(ws: WebSocket): SignalClient {
  const received: ServerMessage[] = [];
  const unread: ServerMessage[] = [];
  const waiting: Array<{ type: string; resolve: (m: ServerMessage) => void; reject: (err: Error) => void }> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    received.push(message);
    const i = waiting.findIndex((w) => w.type === message.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(message);
    else unread.push(message);
  });
  let closedAs: { code: number; reason: string } | null = null;
  const closedNow = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      closedAs = { code, reason: String(reason) };
      for (const w of waiting.splice(0)) w.reject(new Error(`closed ${code} ${String(reason)} while waiting for "${w.type}"; received: ${received.map((m) => m.type).join(', ')}`));
      resolve(closedAs);
    }),
  );
  /** The close, within 5 s of asking. */
  const closed = () =>
    Promise.race([
      closedNow,
      new Promise<never>((_, reject) => setTimeout(() => !closedAs && reject(new Error(`not closed within 5 s; received: ${received.map((m) => m.type).join(', ')}`)), 5000).unref()),
    ]);
  return {
    ws,
    received,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    next(type, timeoutMs = 5000) {
      const i = unread.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(unread.splice(i, 1)[0] as never);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${type}" within ${timeoutMs} ms; received: ${received.map((m) => m.type).join(', ')}`)), timeoutMs);
        waiting.push({
          type,
          reject,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as never);
          },
        });
      });
    },
  };
}

/**
 * Opens a WebSocket to the app in memory, as `app.injectWS` does (the upgrade through the router and its
 * hooks), with the handshake headers a browser sends: @fastify/websocket 11.3.6's injectWS gives
 * `Sec-WebSocket-Version` as a number, which ws 8.23 refuses (400). Rejects with the HTTP status when
 * the upgrade is refused before the socket opens (no session: 401).
 */
export function injectSocket(app: FastifyInstance, url: string, headers: Record<string, string>, onInit?: (ws: WebSocket) => void): Promise<WebSocket> {
  const serverToClient = new PassThrough();
  const clientToServer = new PassThrough();
  const serverSide = Duplex.from({ readable: clientToServer, writable: serverToClient });
  const clientSide = Duplex.from({ readable: serverToClient, writable: clientToServer });
  // ws's own way of making a client for a socket it is handed (as @fastify/websocket's injectWS does).
  const ws = new WebSocket(null as never, undefined, { isServer: false } as never) as WebSocket & { _isServer: boolean; setSocket(socket: Duplex, head: Buffer, options: object): void };
  // Listeners first: a socket the server closes at once may close before the caller sees it open.
  onInit?.(ws);
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(ws));
    const onData = (chunk: Buffer) => {
      clientSide.removeListener('data', onData);
      const text = chunk.toString('latin1');
      if (text.startsWith('HTTP/1.1 101')) {
        // The server's first frames may come in the same chunk as its handshake (a close right after it).
        const end = chunk.indexOf('\r\n\r\n') + 4;
        ws._isServer = false;
        ws.setSocket(clientSide, chunk.subarray(end), { maxPayload: 0 });
      } else {
        reject(new Error(`Unexpected server response: ${/HTTP\/1.1 (\d+)/.exec(text)?.[1] ?? text.slice(0, 40)}`));
      }
    };
    clientSide.on('data', onData);
    const req = {
      method: 'GET',
      url,
      httpVersion: '1.1',
      headers: {
        host: 'localhost',
        ...headers,
        connection: 'upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': crypto.randomBytes(16).toString('base64'),
      },
    };
    app.server.emit('upgrade', req, serverSide, Buffer.alloc(0));
  });
}

/** A signalling client on a socket opened with `injectSocket`. */
export async function openSignalClient(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<SignalClient> {
  let client: SignalClient | null = null;
  await injectSocket(app, url, headers, (ws) => (client = signalClient(ws)));
  return client!;
}
