import { and, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { ServerMessage, TelehealthAccessData } from '@portal/contracts';
import { createDb, type Database } from '../apps/server/src/db/client';
import { medicalCases, patients, staffMembers } from '../apps/server/src/db/schema/index';
import { DEMO_PERSONS, DEMO_STAFF } from '../apps/server/src/demo';
import { systemPatient } from '../apps/server/src/lib/checked-patient';
import { insertTeleconsultation } from '../apps/server/src/modules/teleconsultation/core/teleconsultation-repository';
import { postgresDatabase } from './bench-database';
import { benchConfig, databaseLabel, median, percentile, prepare, runAlone, signInAnna, staffCookie, startCopy, stopCopy, type BenchRow, type Log, type ServerCopy } from './bench-messages-kit';
import { formatMs } from './bench-ratio';

/**
 * The telehealth signalling figures (issue 32, `npx tsx scripts/bench-telehealth.ts` alone), over real
 * WebSockets on loopback:
 * - two server copies (two `buildApp` listening on ports of their own; on PostgreSQL two connection pools
 *   and two LISTEN connections to one database, on PGlite two apps on the one in-process database): the
 *   patient on copy A, the clinician on copy B; the clinician sends 500 ICE candidates one after another
 *   (every tenth an 8 kB session description — an offer — larger than a NOTIFY payload), each timed from its send to
 *   its arrival at the patient: p99 < 50 ms;
 * - 100 rooms on one copy at once: each room's clinician sends 20 messages, all rooms together; none may
 *   be lost and p99 < 100 ms.
 */

const TWO_COPY_MESSAGES = 500;
const ROOMS = 100;
const PER_ROOM = 20;
const TWO_COPY_GOAL_MS = 50;
const ROOMS_GOAL_MS = 100;
const MINUTE = 60_000;

/** Anna's teleconsultations with the demo doctor, in their start window, in one of her cases. */
async function makeCalls(database: Database, n: number): Promise<{ ids: number[]; doctorId: number }> {
  const [anna] = await database.db.select({ id: patients.id, accountId: patients.accountId }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId));
  const [doctor] = await database.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));
  const [medicalCase] = await database.db.select({ id: medicalCases.id }).from(medicalCases).where(and(eq(medicalCases.patientId, anna!.id), eq(medicalCases.status, 'OPEN'))).limit(1);
  const ids: number[] = [];
  const from = new Date(Date.now() + 5 * MINUTE);
  for (let i = 0; i < n; i++) {
    const row = await insertTeleconsultation(database.db, {
      patientId: systemPatient(anna!.id, 'seed'),
      accountId: anna!.accountId,
      medicalCaseId: medicalCase!.id,
      serviceCode: 'POZ-TELEPORADA',
      unplanned: false,
      status: 'SCHEDULED',
      communicationType: 'V',
      consultantStaffId: doctor!.id,
      scheduledFrom: from,
      scheduledTo: new Date(from.getTime() + 15 * MINUTE),
      recordingAllowed: false,
    });
    ids.push(row.id);
  }
  return { ids, doctorId: doctor!.id };
}

interface Peer {
  ws: WebSocket;
  /** Called with each message as it arrives (and the time it did). */
  onMessage: (handler: (message: ServerMessage, at: number) => void) => void;
  next(type: ServerMessage['type']): Promise<ServerMessage>;
}

/** A signalling client over a real socket: opened, joined. */
async function joinRoom(copy: ServerCopy, access: TelehealthAccessData, cookie: string): Promise<Peer> {
  const ws = new WebSocket(`ws://${copy.host}${access.apiKey}?room=${encodeURIComponent(access.sessionId)}&token=${encodeURIComponent(access.token)}`, {
    headers: { cookie, origin: `http://${copy.host}` },
  });
  const handlers: Array<(message: ServerMessage, at: number) => void> = [];
  ws.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data)) as ServerMessage;
    for (const h of [...handlers]) h(message, at);
  });
  const peer: Peer = {
    ws,
    onMessage: (h) => void handlers.push(h),
    next: (type) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`bench: no ${type} within 10 s`)), 10_000);
        const h = (m: ServerMessage) => {
          if (m.type !== type) return;
          clearTimeout(timer);
          handlers.splice(handlers.indexOf(h), 1);
          resolve(m);
        };
        handlers.push(h);
      }),
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`bench: the upgrade answered ${res.statusCode}`)));
  });
  const joined = peer.next('joined');
  ws.send(JSON.stringify({ type: 'join' }));
  await joined;
  return peer;
}

async function accessOf(copy: ServerCopy, url: string, cookie: string): Promise<TelehealthAccessData> {
  const res = await copy.app.inject({ method: 'GET', url, headers: { cookie, 'x-portal-client': '1' } });
  if (res.statusCode !== 200) throw new Error(`bench: access data answered ${res.statusCode}: ${res.body}`);
  return res.json() as TelehealthAccessData;
}

const candidate = (seq: number) => ({ candidate: `candidate:${seq} 1 udp 2122260223 127.0.0.1 ${10_000 + (seq % 50_000)} typ host`, sdpMid: '0', sdpMLineIndex: 0 });
/** A session description of about `bytes` (a video offer with its candidates), numbered. */
const offer = (seq: number, bytes: number) => `v=0\r\no=- ${seq} 2 IN IP4 127.0.0.1\r\n${'a=candidate:1 1 udp 2122260223 127.0.0.1 54400 typ host\r\n'.repeat(Math.ceil(bytes / 56))}`;
const seqOf = (m: ServerMessage) => {
  if (m.type === 'ice' && m.candidate) return Number(/^candidate:(\d+)/.exec(m.candidate.candidate)?.[1] ?? -1);
  if (m.type === 'offer') return Number(/^v=0\r\no=- (\d+)/.exec(m.sdp)?.[1] ?? -1);
  return -1;
};

export async function telehealthFigures(log: Log): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await postgresDatabase(adminUrl, 'bench_telehealth') : null;
  const databaseA = await createDb(pgDb ? { url: pgDb.url } : {});
  const config = benchConfig();
  const copies: ServerCopy[] = [];
  let databaseB: Database | null = null;
  try {
    const started = performance.now();
    await prepare(databaseA, config, 'telecommunicationModule');
    log(`telehealth: the demo database prepared on ${databaseA.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const a = await startCopy(databaseA, config);
    copies.push(a);
    databaseB = pgDb ? await createDb({ url: pgDb.url }) : null;
    const b = await startCopy(databaseB ?? databaseA, config);
    copies.push(b);
    const { ids, doctorId } = await makeCalls(databaseA, ROOMS + 1);
    const anna = await signInAnna(a.app);
    log(`telehealth: two copies listening (${a.host}, ${b.host}), ${ids.length} teleconsultations made`);
    const doctorA = await staffCookie(a.app, doctorId);

    // Two copies: the patient on A, the clinician on B.
    const [twoCopyCall, ...roomCalls] = ids;
    const patient = await joinRoom(a, await accessOf(a, `/api/amts/consultations/${twoCopyCall}/${(await patientIdOf(databaseA))}/access-data`, anna), anna);
    const staff = await joinRoom(b, await accessOf(b, `/api/clinic/teleconsultations/${twoCopyCall}/access-data`, doctorA), doctorA);
    const twoCopy: number[] = [];
    for (let seq = 0; seq < TWO_COPY_MESSAGES + 20; seq++) {
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`bench: message ${seq} did not arrive within 10 s`)), 10_000);
        const h = (m: ServerMessage, at: number) => {
          if (seqOf(m) !== seq) return;
          clearTimeout(timer);
          resolve(at);
        };
        patient.onMessage(h);
      });
      const sent = performance.now();
      staff.ws.send(JSON.stringify(seq % 10 === 0 ? { type: 'offer', sdp: offer(seq, 8_000) } : { type: 'ice', candidate: candidate(seq) }));
      const at = await arrived;
      if (seq >= 20) twoCopy.push(at - sent);
    }
    patient.ws.close();
    staff.ws.close();
    const p99Two = percentile(twoCopy, 0.99);
    log(`telehealth two copies: p99 ${p99Two.toFixed(2)} ms, median ${median(twoCopy).toFixed(2)} ms (${TWO_COPY_MESSAGES} messages clinician on B → patient on A, every tenth an 8 kB offer)`);

    // 100 rooms on copy A at once.
    const pairs: Array<{ p: Peer; s: Peer }> = [];
    for (const id of roomCalls) {
      const p = await joinRoom(a, await accessOf(a, `/api/amts/consultations/${id}/${await patientIdOf(databaseA)}/access-data`, anna), anna);
      const s = await joinRoom(a, await accessOf(a, `/api/clinic/teleconsultations/${id}/access-data`, doctorA), doctorA);
      pairs.push({ p, s });
    }
    const latencies: number[] = [];
    const sentAt = new Map<string, number>();
    let received = 0;
    const done = new Promise<void>((resolve) => {
      pairs.forEach(({ p }, room) =>
        p.onMessage((m, at) => {
          const seq = seqOf(m);
          if (seq < 0) return;
          const key = `${room}:${seq}`;
          const from = sentAt.get(key);
          if (from === undefined) return;
          sentAt.delete(key);
          latencies.push(at - from);
          if (++received === ROOMS * PER_ROOM) resolve();
        }),
      );
    });
    for (let seq = 0; seq < PER_ROOM; seq++) {
      pairs.forEach(({ s }, room) => {
        sentAt.set(`${room}:${seq}`, performance.now());
        s.ws.send(JSON.stringify({ type: 'ice', candidate: candidate(seq) }));
      });
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
    const lost = ROOMS * PER_ROOM - received;
    for (const { p, s } of pairs) {
      p.ws.close();
      s.ws.close();
    }
    const p99Rooms = percentile(latencies, 0.99);
    log(`telehealth ${ROOMS} rooms: ${received}/${ROOMS * PER_ROOM} delivered, p99 ${p99Rooms.toFixed(2)} ms, median ${median(latencies).toFixed(2)} ms`);
    const label = databaseLabel(databaseA);
    return [
      {
        figure: `Signalling message from the clinician to the patient across two server copies (LISTEN/NOTIFY; ${TWO_COPY_MESSAGES} ICE candidates, every tenth an 8 kB offer): p99`,
        measured: `${formatMs(p99Two)} ms p99 (median ${formatMs(median(twoCopy))} ms)`,
        goal: `< ${TWO_COPY_GOAL_MS} ms`,
        ok: p99Two < TWO_COPY_GOAL_MS,
        database: pgDb ? `${label}, two connection pools` : `${label}, two apps on one database`,
      },
      {
        figure: `${ROOMS} rooms signalling at once on one server copy (${PER_ROOM} messages a room, every 20 ms): messages lost, p99`,
        measured: `${lost} lost, ${formatMs(p99Rooms)} ms p99 (median ${formatMs(median(latencies))} ms)`,
        goal: `0 lost, < ${ROOMS_GOAL_MS} ms`,
        ok: lost === 0 && p99Rooms < ROOMS_GOAL_MS,
        database: label,
      },
    ];
  } finally {
    for (const copy of copies.reverse()) await stopCopy(copy).catch(() => {});
    await databaseB?.close();
    await databaseA.close();
    await pgDb?.drop();
  }
}

let annaPatientId: number | null = null;
async function patientIdOf(database: Database): Promise<number> {
  if (annaPatientId === null) {
    const [anna] = await database.db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId));
    annaPatientId = anna!.id;
  }
  return annaPatientId;
}

// `npx tsx scripts/bench-telehealth.ts`: these figures alone.
runAlone(import.meta.url, telehealthFigures);
