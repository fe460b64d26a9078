/*
 * Minimal stand-ins for the browser parts of a call (WebSocket, RTCPeerConnection, getUserMedia), for the
 * engine's and the views' tests in both apps: what they record is what the engine did, and the test plays
 * the server's side with `socket.receive(...)`. Exported from `@portal/ui/call/testing` only.
 */
import type { ClientMessage, ServerMessage } from '@portal/contracts';
import type { CallEnvironment } from './call-session';

export class FakeTrack {
  enabled = true;
  stopped = false;
  readonly id: string;
  constructor(readonly kind: 'audio' | 'video') {
    this.id = `${kind}-${Math.random().toString(36).slice(2)}`;
  }
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  readonly id = `stream-${Math.random().toString(36).slice(2)}`;
  constructor(readonly tracks: FakeTrack[] = []) {}
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

export class FakeSocket {
  readyState = 0;
  sent: ClientMessage[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepted the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A message from the server. */
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server (or the network) closed the connection. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  sentOf<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sent.filter((m): m is Extract<ClientMessage, { type: T }> => m.type === type);
  }
}

class FakeTransceiver {
  direction: string;
  readonly sender: { track: FakeTrack | null; replaceTrack(t: FakeTrack): Promise<void>; setStreams(): void };
  readonly receiver: { track: FakeTrack };
  constructor(kind: 'audio' | 'video', track: FakeTrack | null, direction: string) {
    this.direction = direction;
    this.receiver = { track: new FakeTrack(kind) };
    this.sender = {
      track,
      replaceTrack: async (t) => {
        this.sender.track = t;
      },
      setStreams: () => undefined,
    };
  }
}

export class FakePeerConnection {
  transceivers: FakeTransceiver[] = [];
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  signalingState = 'stable';
  connectionState = 'new';
  candidates: unknown[] = [];
  closed = false;
  onicecandidate: ((e: { candidate: unknown }) => void) | null = null;
  ontrack: ((e: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {}
  addTransceiver(trackOrKind: FakeTrack | 'audio' | 'video', init: { direction: string }) {
    const t = typeof trackOrKind === 'string' ? new FakeTransceiver(trackOrKind, null, init.direction) : new FakeTransceiver(trackOrKind.kind, trackOrKind, init.direction);
    this.transceivers.push(t);
    return t;
  }
  getTransceivers() {
    return this.transceivers;
  }
  async createOffer() {
    return { type: 'offer', sdp: `offer:${this.transceivers.map((t) => `${t.receiver.track.kind}/${t.direction}`).join(',')}` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: `answer:${this.transceivers.map((t) => `${t.receiver.track.kind}/${t.direction}`).join(',')}` };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    this.remoteDescription = d;
    if (d.type === 'offer') {
      // The offer's m-lines become transceivers, as a browser makes them.
      for (const kind of d.sdp.replace(/^offer:/, '').split(',').filter(Boolean)) this.transceivers.push(new FakeTransceiver(kind.split('/')[0] as 'audio' | 'video', null, 'recvonly'));
      this.signalingState = 'have-remote-offer';
    } else this.signalingState = 'stable';
  }
  async addIceCandidate(c: unknown) {
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
  }
  /** The media connected: a track of each kind arrives and the state is `connected`. */
  connect(kinds: ('audio' | 'video')[] = ['audio', 'video']) {
    for (const kind of kinds) this.ontrack?.({ track: new FakeTrack(kind), streams: [] });
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }
}

export interface FakeCallEnvironment {
  environment: CallEnvironment;
  sockets: FakeSocket[];
  peers: FakePeerConnection[];
  /** The last socket made. */
  socket(): FakeSocket;
  /** The last peer connection made. */
  peer(): FakePeerConnection;
  /** What getUserMedia was asked. */
  mediaRequests: MediaStreamConstraints[];
}

/** A fake browser; `refuseDevices` makes getUserMedia fail as a refused permission does. */
export function fakeCallEnvironment(options: { refuseDevices?: boolean } = {}): FakeCallEnvironment {
  const sockets: FakeSocket[] = [];
  const peers: FakePeerConnection[] = [];
  const mediaRequests: MediaStreamConstraints[] = [];
  const environment: CallEnvironment = {
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    createPeerConnection: (config) => {
      const p = new FakePeerConnection(config);
      peers.push(p);
      return p as unknown as RTCPeerConnection;
    },
    getUserMedia: async (constraints) => {
      mediaRequests.push(constraints);
      if (options.refuseDevices) throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
      const tracks = [...(constraints.audio ? [new FakeTrack('audio')] : []), ...(constraints.video ? [new FakeTrack('video')] : [])];
      return new FakeStream(tracks) as unknown as MediaStream;
    },
    createStream: (tracks) => new FakeStream((tracks ?? []) as unknown as FakeTrack[]) as unknown as MediaStream,
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  };
  return {
    environment,
    sockets,
    peers,
    mediaRequests,
    socket: () => {
      const s = sockets.at(-1);
      if (!s) throw new Error('no socket yet');
      return s;
    },
    peer: () => {
      const p = peers.at(-1);
      if (!p) throw new Error('no peer connection yet');
      return p;
    },
  };
}
