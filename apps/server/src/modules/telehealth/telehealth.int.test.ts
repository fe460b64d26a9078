import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEHEALTH_SESSION_EXPIRED_MESSAGE, telehealthAccessDataSchema, type TelehealthAccessData } from '@portal/contracts';
import { buildApp } from '../../app';
import { createDeps } from '../../compose';
import { accounts, teleconsultations } from '../../db/schema/index';
import { clinicMember } from '../../test/clinic-members';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { callOf, callWithRecording, demoDoctorId, demoRecording, injectSocket, openSignalClient, rowOf, type SignalClient } from '../../test/telehealth-kit';
import { parseRange } from './core/archive';
import { turnCredentials } from './core/ice-servers';
import { roomOf } from './core/room-tokens';

const MINUTE = 60_000;
const TURN_SECRET = 'telehealth-test-turn-secret';

let t: TestApp;
let anna: string;
let annaAccount: number;
let annaPatient: number;
let doctor: { id: number; cookie: string };
let stranger: string;

beforeAll(async () => {
  t = await createTestApp({ TURN_SECRET, TURN_URLS: 'turn:127.0.0.1:3478?transport=udp', STUN_URLS: 'stun:127.0.0.1:3478' });
  anna = await t.login('anna');
  [{ id: annaAccount }] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com'));
  annaPatient = await ownPatientIdOf(t, 'anna.kowalska@example.com');
  doctor = await clinicMember(t, ['DOCTOR']);
  stranger = await t.login('piotr');
});
afterAll(() => t.close());

const base = (id: number) => `/api/amts/consultations/${id}`;
const accessOf = async (id: number, cookie = anna): Promise<TelehealthAccessData> => {
  const res = await t.request({ method: 'GET', url: `${base(id)}/${annaPatient}/access-data`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return telehealthAccessDataSchema.parse(res.json());
};
const staffAccessOf = async (id: number, cookie = doctor.cookie): Promise<TelehealthAccessData> => {
  const res = await t.request({ method: 'GET', url: `/api/clinic/teleconsultations/${id}/access-data`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return telehealthAccessDataSchema.parse(res.json());
};
const openSocket = async (app: TestApp['app'], path: string, room: string, token: string, cookie: string): Promise<SignalClient> =>
  openSignalClient(app, `${path}?room=${encodeURIComponent(room)}&token=${encodeURIComponent(token)}`, { cookie, 'x-portal-client': '1' });

describe('the chosen type, readiness and the start window', () => {
  it('saves the type; a missing one is the spec\'s sentence; a stranger\'s teleconsultation is unknown; a finished one 409', async () => {
    const call = await callOf(t, annaPatient);
    const ok = await t.request({ method: 'POST', url: `${base(call.id)}/communication-type`, cookie: anna, payload: { type: 'A' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: call.id, communicationType: 'A', staffPresent: false });
    expect((await rowOf(t, call.id)).communicationType).toBe('A');

    const missing = await t.request({ method: 'POST', url: `${base(call.id)}/communication-type`, cookie: anna, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Proszę wybrać typ konsultacji.' });
    const wrong = await t.request({ method: 'POST', url: `${base(call.id)}/communication-type`, cookie: anna, payload: { type: 'X' } });
    expect(wrong.json().message).toBe('Proszę wybrać typ konsultacji.');

    const theirs = await t.request({ method: 'POST', url: `${base(call.id)}/communication-type`, cookie: stranger, payload: { type: 'V' } });
    const unknown = await t.request({ method: 'POST', url: `${base(2_147_000_000)}/communication-type`, cookie: stranger, payload: { type: 'V' } });
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: unknown.json() });

    const done = await callOf(t, annaPatient, { status: 'FINISHED' });
    const over = await t.request({ method: 'POST', url: `${base(done.id)}/communication-type`, cookie: anna, payload: { type: 'V' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().errorCode).toBe('TELECONSULTATION_NOT_ACTIVE');
  });

  it('registers readiness inside the window, at its edges, and refuses before and after it in sentences naming the time', async () => {
    const now = () => t.clock.now().getTime();
    const status = (id: number) => t.request({ method: 'PUT', url: `${base(id)}/${annaPatient}/status`, cookie: anna });
    // Opens 30 minutes before the start: 20 s inside and 20 s outside.
    const justOpen = await callOf(t, annaPatient, { scheduledFrom: new Date(now() + 30 * MINUTE - 20_000) });
    const res = await status(justOpen.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().patientReadyAt).not.toBeNull();
    expect((await rowOf(t, justOpen.id)).patientReadyAt).not.toBeNull();
    const early = await callOf(t, annaPatient, { scheduledFrom: new Date(now() + 30 * MINUTE + 20_000) });
    const tooEarly = await status(early.id);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().errorCode).toBe('TELECONSULTATION_TOO_EARLY');
    expect(tooEarly.json().message).toMatch(/^Telekonsultacja jeszcze się nie rozpoczęła\. Można ją rozpocząć najwcześniej 30 minut przed jej początkiem, czyli od \d{1,2} \p{L}+ \d{4} r\., godz\. \d{2}:\d{2}\.$/u);
    // Closes 4 hours after the end.
    const lastMinute = await callOf(t, annaPatient, { scheduledFrom: new Date(now() - 4 * 60 * MINUTE - 20 * MINUTE + 20_000), scheduledTo: new Date(now() - 4 * 60 * MINUTE + 20_000) });
    expect((await status(lastMinute.id)).statusCode).toBe(200);
    const late = await callOf(t, annaPatient, { scheduledFrom: new Date(now() - 4 * 60 * MINUTE - 20 * MINUTE - 20_000), scheduledTo: new Date(now() - 4 * 60 * MINUTE - 20_000) });
    const tooLate = await status(late.id);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ errorCode: 'TELECONSULTATION_TOO_LATE' });
    expect(tooLate.json().message).toMatch(/^Upłynął zaplanowany termin telekonsultacji\. .*czyli do \d{1,2} \p{L}+ \d{4} r\., godz\. \d{2}:\d{2}\.$/u);
    // An unplanned one waiting for a consultant has no window.
    const waiting = await callOf(t, annaPatient, { unplanned: true, scheduledFrom: new Date(now() + 5 * 60 * MINUTE) });
    expect((await status(waiting.id)).statusCode).toBe(200);
    // Access data follow the same window.
    expect((await t.request({ method: 'GET', url: `${base(early.id)}/${annaPatient}/access-data`, cookie: anna })).statusCode).toBe(409);
  });

  it('answers a stranger, another patient in the path and an unknown id alike (404)', async () => {
    const call = await callOf(t, annaPatient);
    const unknown = await t.request({ method: 'PUT', url: `${base(2_147_000_000)}/${annaPatient}/status`, cookie: anna });
    expect(unknown.statusCode).toBe(404);
    const piotr = await ownPatientIdOf(t, 'piotr.zielinski@example.com');
    const asStranger = await t.request({ method: 'PUT', url: `${base(call.id)}/${annaPatient}/status`, cookie: stranger });
    const otherPatient = await t.request({ method: 'PUT', url: `${base(call.id)}/${piotr}/status`, cookie: stranger });
    expect(asStranger.json()).toEqual(unknown.json());
    expect(otherPatient.json()).toEqual(unknown.json());
    expect((await t.request({ method: 'GET', url: `${base(call.id)}/${annaPatient}/access-data`, cookie: stranger })).statusCode).toBe(404);
  });

  it('records a connection (201)', async () => {
    const call = await callOf(t, annaPatient);
    const res = await t.request({ method: 'POST', url: `${base(call.id)}/connection`, cookie: anna, payload: { connectionId: 'conn-1', context: 'Chromium' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ connectionId: 'conn-1', participant: 'PATIENT' });
    expect((await t.request({ method: 'POST', url: `${base(call.id)}/connection`, cookie: anna, payload: { connectionId: '' } })).statusCode).toBe(400);
  });
});

describe('access data', () => {
  it('hands the room, a 2-hour token and ICE servers with coturn credentials minted from the shared secret', async () => {
    const call = await callOf(t, annaPatient);
    const data = await accessOf(call.id);
    expect(data).toMatchObject({ apiKey: '/api/telehealth/ws', sessionId: roomOf(t.deps.config, call.id), self: 'PATIENT', recordingAllowed: true });
    expect(Date.parse(data.expiresAt) - t.clock.now().getTime()).toBeGreaterThan(119 * MINUTE);
    expect(data.iceServers[0]).toEqual({ urls: ['stun:127.0.0.1:3478'] });
    const turn = data.iceServers[1]!;
    expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    const [expiry, participant] = turn.username!.split(':');
    expect(participant).toBe(`patient-${call.id}`);
    expect(turn.credential).toBe(crypto.createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
    expect(Number(expiry) * 1000).toBeGreaterThan(t.clock.now().getTime());
    expect(turnCredentials(TURN_SECRET, 'x', new Date(0), 60)).toEqual({ username: '60:x', credential: crypto.createHmac('sha1', TURN_SECRET).update('60:x').digest('base64'), expiresAt: new Date(60_000) });
  });

  it("gives the console's consultant hers; another clinician gets an unknown id's 404", async () => {
    const call = await callOf(t, annaPatient, { consultantStaffId: doctor.id });
    const data = await staffAccessOf(call.id);
    expect(data).toMatchObject({ apiKey: '/api/clinic/telehealth/ws', self: 'STAFF', selfName: 'Ewa Testowa' });
    const other = await clinicMember(t, ['DOCTOR']);
    expect((await t.request({ method: 'GET', url: `/api/clinic/teleconsultations/${call.id}/access-data`, cookie: other.cookie })).statusCode).toBe(404);
    const registrar = await clinicMember(t, ['REGISTRAR']);
    expect((await t.request({ method: 'GET', url: `/api/clinic/teleconsultations/${call.id}/access-data`, cookie: registrar.cookie })).statusCode).toBe(403);
  });
});

describe('signalling', () => {
  it('relays offer, answer, ICE and media both ways, stores the chat before relaying it, and the clinician\'s leave ends it', async () => {
    const call = await callOf(t, annaPatient, { consultantStaffId: doctor.id });
    const patientAccess = await accessOf(call.id);
    const staffAccess = await staffAccessOf(call.id);
    const patient = await openSocket(t.app, patientAccess.apiKey, patientAccess.sessionId, patientAccess.token, anna);
    patient.send({ type: 'join' });
    expect(await patient.next('joined')).toMatchObject({ self: 'PATIENT', peers: [], chat: [] });
    const staff = await openSocket(t.app, staffAccess.apiKey, staffAccess.sessionId, staffAccess.token, doctor.cookie);
    staff.send({ type: 'join' });
    expect(await staff.next('joined')).toMatchObject({ self: 'STAFF', peers: [{ role: 'PATIENT', name: 'Anna' }] });
    expect(await patient.next('peer-joined')).toEqual({ type: 'peer-joined', participant: { role: 'STAFF', name: 'Ewa Testowa' } });
    expect((await rowOf(t, call.id)).status).toBe('IN_PROGRESS');
    const state = await t.request({ method: 'PUT', url: `${base(call.id)}/${annaPatient}/status`, cookie: anna });
    expect(state.json().staffPresent).toBe(true);

    staff.send({ type: 'offer', sdp: 'v=0 offer' });
    expect(await patient.next('offer')).toEqual({ type: 'offer', from: 'STAFF', sdp: 'v=0 offer' });
    patient.send({ type: 'answer', sdp: 'v=0 answer' });
    expect(await staff.next('answer')).toEqual({ type: 'answer', from: 'PATIENT', sdp: 'v=0 answer' });
    patient.send({ type: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } });
    expect((await staff.next('ice')).candidate?.sdpMid).toBe('0');
    staff.send({ type: 'ice', candidate: null });
    expect(await patient.next('ice')).toEqual({ type: 'ice', from: 'STAFF', candidate: null });
    patient.send({ type: 'media', audio: true, video: false });
    expect(await staff.next('media')).toEqual({ type: 'media', from: 'PATIENT', audio: true, video: false });

    patient.send({ type: 'chat', text: 'Dzień dobry, boli mnie głowa.' });
    const echoed = await patient.next('chat');
    const relayed = await staff.next('chat');
    expect(relayed).toEqual(echoed);
    expect(echoed).toMatchObject({ sender: 'PATIENT', senderName: 'Anna', text: 'Dzień dobry, boli mnie głowa.' });
    staff.send({ type: 'chat', text: 'Proszę opisać, od kiedy.' });
    await patient.next('chat');
    const record = await t.request({ method: 'GET', url: `/api/amts/archive/${annaAccount}/${annaPatient}/${call.id}/chat-record`, cookie: anna });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().messages.map((m: { text: string }) => m.text)).toEqual(['Dzień dobry, boli mnie głowa.', 'Proszę opisać, od kiedy.']);
    expect(record.json().chatStr).toMatch(/^\d{2}:\d{2} Anna: Dzień dobry, boli mnie głowa\.\n\d{2}:\d{2} Ewa Testowa: Proszę opisać, od kiedy\.$/);
    expect((await rowOf(t, call.id)).hasChat).toBe(true);
    const clinicRecord = await t.request({ method: 'GET', url: `/api/clinic/teleconsultations/${call.id}/chat-record`, cookie: doctor.cookie });
    expect(clinicRecord.json().messages).toHaveLength(2);

    patient.send({ type: 'ping' });
    await patient.next('pong');
    patient.send({ type: 'nonsense' });
    expect((await patient.next('error')).code).toBe('BAD_MESSAGE');

    staff.send({ type: 'leave' });
    expect(await patient.next('ended')).toEqual({ type: 'ended', by: 'STAFF' });
    expect((await staff.closed()).code).toBe(1000);
    await patient.next('peer-left');
    expect((await rowOf(t, call.id)).status).toBe('FINISHED');
    patient.ws.close();
    await patient.closed();
    // A finished consultation's room closes 4409.
    const again = await openSocket(t.app, patientAccess.apiKey, patientAccess.sessionId, patientAccess.token, anna);
    expect((await again.closed()).code).toBe(4409);
  });

  it('tells a patient waiting in the room at once when the clinician ends the consultation from the console', async () => {
    const call = await callOf(t, annaPatient, { consultantStaffId: doctor.id });
    const access = await accessOf(call.id);
    const patient = await openSocket(t.app, access.apiKey, access.sessionId, access.token, anna);
    patient.send({ type: 'join' });
    expect(await patient.next('joined')).toMatchObject({ self: 'PATIENT', peers: [] });

    const ended = await t.request({ method: 'POST', url: `/api/clinic/teleconsultations/${call.id}/end`, cookie: doctor.cookie });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await patient.next('ended')).toEqual({ type: 'ended', by: 'STAFF' });
    expect((await rowOf(t, call.id)).status).toBe('FINISHED');
    // Once over, the console's end is refused.
    expect((await t.request({ method: 'POST', url: `/api/clinic/teleconsultations/${call.id}/end`, cookie: doctor.cookie })).statusCode).toBe(409);
    patient.ws.close();
    await patient.closed();
  });

  it("closes a stranger's room as an unknown one (4404) and a bad or someone else's token 4401", async () => {
    const call = await callOf(t, annaPatient, { consultantStaffId: doctor.id });
    const access = await accessOf(call.id);
    const asStranger = await openSocket(t.app, access.apiKey, access.sessionId, access.token, stranger);
    expect((await asStranger.closed()).code).toBe(4404);
    const unknownRoom = await openSocket(t.app, access.apiKey, `${call.id}-AAAAAAAAAAAAAAAAAAAAAA`, access.token, anna);
    expect((await unknownRoom.closed()).code).toBe(4404);
    const badToken = await openSocket(t.app, access.apiKey, access.sessionId, `${access.token}x`, anna);
    const closed = await badToken.closed();
    expect(closed).toEqual({ code: 4401, reason: TELEHEALTH_SESSION_EXPIRED_MESSAGE });
    // The patient's token is hers: the clinician cannot open the room with it.
    const staffWithPatientToken = await openSocket(t.app, '/api/clinic/telehealth/ws', access.sessionId, access.token, doctor.cookie);
    expect((await staffWithPatientToken.closed()).code).toBe(4401);
    // Expired after 2 hours.
    t.clock.advance(2 * 60 * MINUTE + 1000);
    try {
      const expired = await openSocket(t.app, access.apiKey, access.sessionId, access.token, await t.login('anna'));
      expect((await expired.closed()).code).toBe(4401);
    } finally {
      t.clock.advance(-(2 * 60 * MINUTE + 1000));
    }
    // Without a session the upgrade is refused before any socket opens.
    await expect(injectSocket(t.app, `/api/telehealth/ws?room=${access.sessionId}&token=${access.token}`, { 'x-portal-client': '1' })).rejects.toThrow(/401/);
  });

  it('registers an unplanned consultation once when a consultant of its service joins, and starts it', async () => {
    // The demo doctor: a consultant of the seeded "now" service, with a practitioner the booking names.
    const consultant = { id: await demoDoctorId(t), cookie: '' };
    consultant.cookie = await t.asStaff(consultant.id);
    const call = await callOf(t, annaPatient, { unplanned: true, serviceCode: 'TELEPORADA-TERAZ' });
    const access = await staffAccessOf(call.id, consultant.cookie);
    const staff = await openSocket(t.app, access.apiKey, access.sessionId, access.token, consultant.cookie);
    staff.send({ type: 'join' });
    await staff.next('joined');
    const row = await rowOf(t, call.id);
    expect(row).toMatchObject({ status: 'IN_PROGRESS', consultantStaffId: consultant.id });
    expect(row.bookingId).not.toBeNull();
    staff.ws.close();
    await staff.closed();
  });

  it('meets across two server copies through NOTIFY, an SDP larger than a NOTIFY payload included', async () => {
    // A second copy of the server on the same database: its own deps, hub and LISTEN.
    const deps2 = await createDeps(t.database, t.deps.config, { clock: t.clock });
    const app2 = await buildApp(deps2);
    try {
      const call = await callOf(t, annaPatient, { consultantStaffId: doctor.id });
      const patientAccess = await accessOf(call.id);
      const staffAccess = await staffAccessOf(call.id);
      const patient = await openSocket(t.app, patientAccess.apiKey, patientAccess.sessionId, patientAccess.token, anna);
      patient.send({ type: 'join' });
      await patient.next('joined');
      const staff = await openSocket(app2, staffAccess.apiKey, staffAccess.sessionId, staffAccess.token, doctor.cookie);
      staff.send({ type: 'join' });
      expect((await staff.next('joined')).peers).toEqual([{ role: 'PATIENT', name: 'Anna' }]);
      await patient.next('peer-joined');
      const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 127.0.0.1 54400 typ host\r\n'.repeat(300)}`;
      expect(sdp.length).toBeGreaterThan(8000);
      staff.send({ type: 'offer', sdp });
      expect((await patient.next('offer')).sdp).toBe(sdp);
      patient.send({ type: 'answer', sdp: 'v=0 answer' });
      expect((await staff.next('answer')).sdp).toBe('v=0 answer');
      patient.send({ type: 'chat', text: 'Przez dwie kopie serwera' });
      expect((await staff.next('chat')).text).toBe('Przez dwie kopie serwera');
      patient.ws.close();
      expect((await staff.next('peer-left')).participant.role).toBe('PATIENT');
      staff.ws.close();
      await staff.closed();
    } finally {
      await app2.close();
      await deps2.jobs.stop();
      await deps2.live.close();
    }
  });
});

describe('the recording and the archive', () => {
  it('appends chunks in order, takes a retried chunk once, refuses one out of order (409), after completion (409) and without consent (403)', async () => {
    const call = await callOf(t, annaPatient, { consultantStaffId: doctor.id });
    const chunk = (seq: number, payload: Buffer) =>
      t.request({ method: 'POST', url: `/api/clinic/teleconsultations/${call.id}/recording/chunks?seq=${seq}`, cookie: doctor.cookie, headers: { 'content-type': 'audio/webm' }, payload });
    const bytes = demoRecording();
    const first = bytes.subarray(0, 4000);
    const second = bytes.subarray(4000);
    expect((await chunk(1, second)).json()).toMatchObject({ errorCode: 'RECORDING_SEQUENCE', details: { nextSeq: '0' } });
    expect((await chunk(0, Buffer.from('not webm'))).statusCode).toBe(400);
    const r0 = await chunk(0, first);
    expect(r0.statusCode, r0.body).toBe(200);
    expect(r0.json()).toMatchObject({ allowed: true, nextSeq: 1, bytes: 4000, completedAt: null });
    expect((await chunk(0, first)).json()).toMatchObject({ nextSeq: 1, bytes: 4000 });
    const skipped = await chunk(2, second);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().details).toEqual({ nextSeq: '1' });
    // MediaRecorder's blobs carry the codec in their type.
    const withCodec = await t.request({ method: 'POST', url: `/api/clinic/teleconsultations/${call.id}/recording/chunks?seq=1`, cookie: doctor.cookie, headers: { 'content-type': 'audio/webm;codecs=opus' }, payload: second });
    expect(withCodec.json()).toMatchObject({ nextSeq: 2, bytes: bytes.length });
    expect((await rowOf(t, call.id)).hasRecording).toBe(true);
    const state = await t.request({ method: 'GET', url: `/api/clinic/teleconsultations/${call.id}/recording`, cookie: doctor.cookie });
    expect(state.json()).toMatchObject({ nextSeq: 2, bytes: bytes.length });
    const complete = await t.request({ method: 'POST', url: `/api/clinic/teleconsultations/${call.id}/recording/complete`, cookie: doctor.cookie });
    expect(complete.json().completedAt).not.toBeNull();
    expect((await chunk(2, second)).json().errorCode).toBe('RECORDING_COMPLETED');

    // The whole recording, as uploaded, for the patient and in the console.
    const whole = await t.request({ method: 'GET', url: `/api/amts/archive/${annaAccount}/${annaPatient}/${call.id}/streams-record`, cookie: anna });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const clinic = await t.request({ method: 'GET', url: `/api/clinic/teleconsultations/${call.id}/streams-record`, cookie: doctor.cookie, headers: { range: 'bytes=3990-4009' } });
    expect(clinic.statusCode).toBe(206);
    expect(clinic.headers['content-range']).toBe(`bytes 3990-4009/${bytes.length}`);
    expect(clinic.rawPayload.equals(bytes.subarray(3990, 4010))).toBe(true);

    const noConsent = await callOf(t, annaPatient, { consultantStaffId: doctor.id, recordingAllowed: false });
    const refused = await t.request({ method: 'POST', url: `/api/clinic/teleconsultations/${noConsent.id}/recording/chunks?seq=0`, cookie: doctor.cookie, headers: { 'content-type': 'audio/webm' }, payload: first });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('RECORDING_NOT_ALLOWED');
    const other = await clinicMember(t, ['DOCTOR']);
    expect((await t.request({ method: 'POST', url: `/api/clinic/teleconsultations/${call.id}/recording/complete`, cookie: other.cookie })).statusCode).toBe(404);
  });

  it('serves ranges (206), refuses one outside the file (416), and answers 404 without a recording or for another account', async () => {
    const call = await callWithRecording(t, annaPatient);
    const url = `/api/amts/archive/${annaAccount}/${annaPatient}/${call.id}/streams-record`;
    const size = demoRecording().length;
    const part = await t.request({ method: 'GET', url, cookie: anna, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const tail = await t.request({ method: 'GET', url, cookie: anna, headers: { range: 'bytes=-5' } });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    const outside = await t.request({ method: 'GET', url, cookie: anna, headers: { range: `bytes=${size}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.json().errorCode).toBe('RANGE_NOT_SATISFIABLE');
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);

    const none = await callOf(t, annaPatient);
    expect((await t.request({ method: 'GET', url: `/api/amts/archive/${annaAccount}/${annaPatient}/${none.id}/streams-record`, cookie: anna })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/amts/archive/${annaAccount + 1}/${annaPatient}/${call.id}/streams-record`, cookie: anna })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/amts/archive/${annaAccount}/${annaPatient}/${call.id}/chat-record`, cookie: stranger })).statusCode).toBe(404);
  });

  it('parses Range headers', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-20', 100)).toEqual({ start: 10, end: 20 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('keeps the seeded archive: chat records of Anna\'s past teleconsultations and one recording', async () => {
    const past = await t.deps.db.select().from(teleconsultations).where(eq(teleconsultations.patientId, annaPatient));
    const finished = past.filter((r) => r.status === 'FINISHED' && r.hasChat);
    expect(finished.length).toBeGreaterThanOrEqual(3);
    expect(past.filter((r) => r.hasRecording && r.consultantStaffId === null)).toEqual([]);
    const demoDoctor = await demoDoctorId(t);
    const recorded = past.find((r) => r.hasRecording && r.consultantStaffId === demoDoctor);
    expect(recorded).toBeDefined();
    const audio = await t.request({ method: 'GET', url: `/api/amts/archive/${annaAccount}/${annaPatient}/${recorded!.id}/streams-record`, cookie: anna });
    expect(audio.rawPayload.equals(demoRecording())).toBe(true);
  });
});
