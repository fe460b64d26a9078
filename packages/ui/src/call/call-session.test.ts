import type { ChatMessage } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ECHO_TIMEOUT_MS, createCallSession, telehealthSocketUrl, type CallSessionOptions } from './call-session';
import { fakeCallEnvironment, type FakeTrack } from './fake-call-environment';

const patient = { role: 'PATIENT' as const, name: 'Anna Kowalska' };
const doctor = { role: 'STAFF' as const, name: 'dr Jan Nowak' };
const chat = (id: number, sender: 'PATIENT' | 'STAFF', text: string): ChatMessage => ({ id, sender, senderName: sender === 'PATIENT' ? 'Anna Kowalska' : 'dr Jan Nowak', text, sentAt: '2026-12-07T10:00:00.000Z' });

function setup(options: Partial<CallSessionOptions> = {}, envOptions: { refuseDevices?: boolean } = {}) {
  const fake = fakeCallEnvironment(envOptions);
  const events = { states: [] as string[], errors: [] as unknown[], ended: [] as unknown[] };
  const session = createCallSession({
    wsUrl: 'ws://localhost/api/telehealth/ws?room=r1&token=t',
    role: 'PATIENT',
    iceServers: [{ urls: 'stun:localhost:3478' }],
    media: { audio: true, video: true },
    environment: fake.environment,
    onState: (s) => events.states.push(s),
    onError: (e) => events.errors.push(e),
    onEnded: (by) => events.ended.push(by),
    ...options,
  });
  return { fake, session, events };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('telehealthSocketUrl', () => {
  it('builds the socket address on the page host with room and token', () => {
    expect(telehealthSocketUrl('/api/telehealth/ws', 'room 1', 'a.b', 'https://portal.example/telehealth/x')).toBe('wss://portal.example/api/telehealth/ws?room=room+1&token=a.b');
    expect(telehealthSocketUrl('/api/clinic/telehealth/ws', 'r', 't', 'http://127.0.0.1:3000/clinic/')).toBe('ws://127.0.0.1:3000/api/clinic/telehealth/ws?room=r&token=t');
  });
});

describe('createCallSession', () => {
  it('asks for the devices of the type, joins, and waits for the other side', async () => {
    const { fake, session } = setup();
    await session.start();
    expect(fake.mediaRequests).toEqual([{ audio: true, video: true }]);
    fake.socket().open();
    expect(fake.socket().sent[0]).toEqual({ type: 'join' });
    fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [], chat: [chat(1, 'PATIENT', 'Dzień dobry')] });
    expect(session.snapshot()).toMatchObject({ state: 'waiting', peerPresent: false, local: { audio: true, video: true } });
    expect(session.snapshot().messages.map((m) => m.text)).toEqual(['Dzień dobry']);
  });

  it('chat only: no devices, no peer connection, connected once the other side is there', async () => {
    const { fake, session } = setup({ media: { audio: false, video: false }, role: 'STAFF' });
    await session.start();
    fake.socket().open();
    fake.socket().receive({ type: 'joined', self: 'STAFF', peers: [patient], chat: [] });
    expect(fake.mediaRequests).toEqual([]);
    expect(fake.peers).toHaveLength(0);
    expect(session.snapshot().state).toBe('connected');
  });

  it('the STAFF side offers when the patient joins, takes the answer and the candidates', async () => {
    const { fake, session } = setup({ role: 'STAFF', iceTransportPolicy: 'relay' });
    await session.start();
    fake.socket().open();
    fake.socket().receive({ type: 'joined', self: 'STAFF', peers: [], chat: [] });
    expect(fake.peers).toHaveLength(0);
    fake.socket().receive({ type: 'peer-joined', participant: patient });
    await flush();
    const pc = fake.peer();
    expect(pc.config).toMatchObject({ iceTransportPolicy: 'relay', iceServers: [{ urls: 'stun:localhost:3478' }] });
    expect(fake.socket().sentOf('offer')).toEqual([{ type: 'offer', sdp: 'offer:audio/sendrecv,video/sendrecv' }]);
    expect(fake.socket().sentOf('media')).toEqual([{ type: 'media', audio: true, video: true }]);
    // A candidate before the answer waits for it.
    fake.socket().receive({ type: 'ice', from: 'PATIENT', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } });
    await flush();
    expect(pc.candidates).toHaveLength(0);
    fake.socket().receive({ type: 'answer', from: 'PATIENT', sdp: 'answer:x' });
    await flush();
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'answer:x' });
    expect(pc.candidates).toHaveLength(1);
    pc.connect();
    expect(session.snapshot().state).toBe('connected');
    expect(session.snapshot().remoteStream?.getTracks().map((t) => t.kind)).toEqual(['audio', 'video']);
  });

  it('the PATIENT side answers with its own tracks on the offer and sends its candidates', async () => {
    const { fake, session } = setup();
    await session.start();
    fake.socket().open();
    fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [doctor], chat: [] });
    expect(fake.peers).toHaveLength(0);
    fake.socket().receive({ type: 'offer', from: 'STAFF', sdp: 'offer:audio/sendrecv,video/sendrecv' });
    await flush();
    await flush();
    const pc = fake.peer();
    expect(pc.transceivers.map((t) => [t.sender.track?.kind, t.direction])).toEqual([
      ['audio', 'sendrecv'],
      ['video', 'sendrecv'],
    ]);
    expect(fake.socket().sentOf('answer')).toEqual([{ type: 'answer', sdp: 'answer:audio/sendrecv,video/sendrecv' }]);
    pc.onicecandidate?.({ candidate: { candidate: 'c1', toJSON: () => ({ candidate: 'c1', sdpMid: '0', sdpMLineIndex: 0 }) } });
    expect(fake.socket().sentOf('ice')).toEqual([{ type: 'ice', candidate: { candidate: 'c1', sdpMid: '0', sdpMLineIndex: 0 } }]);
  });

  it('a refused camera or microphone is code 1500, and the chat still works', async () => {
    const { fake, session, events } = setup({}, { refuseDevices: true });
    await session.start();
    expect(events.errors).toEqual([1500]);
    expect(session.snapshot()).toMatchObject({ error: 1500, localStream: null, local: { audio: false, video: false } });
    fake.socket().open();
    expect(fake.socket().sent[0]).toEqual({ type: 'join' });
  });

  it('a refused or expired token (4401) is code 1004 and ends the call; an unknown room is ROOM', async () => {
    const first = setup();
    await first.session.start();
    first.fake.socket().drop(4401);
    expect(first.events.errors).toEqual([1004]);
    expect(first.session.snapshot().state).toBe('ended');
    expect((first.session.snapshot().localStream ?? null)).toBeNull();

    const second = setup();
    await second.session.start();
    second.fake.socket().drop(4404);
    expect(second.session.snapshot().error).toBe('ROOM');
    expect(second.fake.sockets).toHaveLength(1);
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('reconnects after a dropped socket and joins again', async () => {
      const { fake, session } = setup({ media: { audio: false, video: false } });
      await session.start();
      fake.socket().open();
      fake.socket().drop(1006);
      expect(session.snapshot().state).toBe('connecting');
      vi.advanceTimersByTime(1000);
      expect(fake.sockets).toHaveLength(2);
      fake.socket().open();
      expect(fake.socket().sent).toEqual([{ type: 'join' }]);
    });

    it('a chat message resolves on the server echo; without one it fails', async () => {
      const { fake, session } = setup({ media: { audio: false, video: false } });
      await session.start();
      fake.socket().open();
      const sent = session.sendChat('Boli mnie gardło');
      expect(fake.socket().sentOf('chat')).toEqual([{ type: 'chat', text: 'Boli mnie gardło' }]);
      fake.socket().receive({ type: 'chat', ...chat(5, 'PATIENT', 'Boli mnie gardło') });
      await expect(sent).resolves.toMatchObject({ id: 5 });
      const lost = session.sendChat('Halo?');
      vi.advanceTimersByTime(CHAT_ECHO_TIMEOUT_MS);
      await expect(lost).rejects.toThrow();
      expect(session.snapshot().messages.map((m) => m.id)).toEqual([5]);
    });

    it('pings to keep the socket open', async () => {
      const { fake, session } = setup({ media: { audio: false, video: false } });
      await session.start();
      fake.socket().open();
      vi.advanceTimersByTime(25_000);
      expect(fake.socket().sentOf('ping')).toHaveLength(1);
      session.leave();
    });
  });

  it('a chat send without a connection fails at once', async () => {
    const { session } = setup({ media: { audio: false, video: false } });
    await session.start();
    await expect(session.sendChat('x')).rejects.toThrow();
  });

  it('muting and turning the camera off switch the tracks and tell the other side', async () => {
    const { fake, session } = setup();
    await session.start();
    fake.socket().open();
    session.setAudio(false);
    session.setVideo(false);
    const tracks = session.snapshot().localStream!.getTracks() as unknown as FakeTrack[];
    expect(tracks.map((t) => t.enabled)).toEqual([false, false]);
    expect(fake.socket().sentOf('media').at(-1)).toEqual({ type: 'media', audio: false, video: false });
    fake.socket().receive({ type: 'media', from: 'STAFF', audio: true, video: false });
    expect(session.snapshot().remote).toEqual({ audio: true, video: false });
  });

  it('leaving tells the server, releases the devices and ends', async () => {
    const { fake, session } = setup();
    await session.start();
    fake.socket().open();
    const tracks = session.snapshot().localStream!.getTracks() as unknown as FakeTrack[];
    session.leave();
    expect(fake.sockets[0]!.sentOf('leave')).toHaveLength(1);
    expect(fake.sockets[0]!.closedWith).toBe(1000);
    expect(tracks.every((t) => t.stopped)).toBe(true);
    expect(session.snapshot().state).toBe('ended');
  });

  it('disconnecting (a page left) closes the socket without leaving the room', async () => {
    const { fake, session } = setup({ role: 'STAFF' });
    await session.start();
    fake.socket().open();
    session.disconnect();
    expect(fake.sockets[0]!.sentOf('leave')).toHaveLength(0);
    expect(fake.sockets[0]!.closedWith).toBe(1000);
    expect(session.snapshot().state).toBe('ended');
  });

  it('the peer leaving closes the connection and waits again; the server ending ends the call', async () => {
    const { fake, session, events } = setup({ role: 'STAFF' });
    await session.start();
    fake.socket().open();
    fake.socket().receive({ type: 'joined', self: 'STAFF', peers: [patient], chat: [] });
    await flush();
    const pc = fake.peer();
    fake.socket().receive({ type: 'peer-left', participant: patient });
    expect(pc.closed).toBe(true);
    expect(session.snapshot()).toMatchObject({ state: 'waiting', peerPresent: false, remoteStream: null });
    fake.socket().receive({ type: 'ended', by: 'STAFF' });
    expect(session.snapshot()).toMatchObject({ state: 'ended', endedBy: 'STAFF' });
    expect(events.ended).toEqual(['STAFF']);
  });
});
