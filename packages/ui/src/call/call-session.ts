/*
 * The call engine both apps share (issue 32; spec part 2 §4 "Telehealth session", NOTES.md point 5): our own
 * signalling over the portal's WebSocket (`/api/telehealth/ws`, the protocol of contracts' telehealth.ts) and
 * the media over WebRTC between the two participants. Framework-light: a React view subscribes to its
 * snapshot (`subscribe` / `snapshot`, for useSyncExternalStore), and the callbacks tell a page what happened.
 *
 * - The STAFF side offers: when the patient is in the room as it joins, or when she joins later. The PATIENT
 *   side answers, sending its own tracks on the offer's transceivers. Two parties, no glare to resolve: a
 *   new offer (the clinician rejoined) replaces the connection.
 * - The media follow the consultation's type (domain `mediaOf`): chat only (no camera, no microphone, no
 *   peer connection), audio, or audio and video. Muting and turning the camera off switch the track off
 *   (no renegotiation) and tell the other side with a `media` message.
 * - A refused device is code 1500, an expired or bad token (close 4401) code 1004; a chat message that the
 *   server does not echo in time fails its send (the spec's 'Server nie odpowiada.').
 */
import { telehealthCloseCodes, WS_PING_INTERVAL_MS, type ClientMessage, type ServerMessage } from '@portal/contracts';
import { browserCallEnvironment } from './call-browser';
import type { CallErrorCode, CallParticipant, CallRole, CallSession, CallSessionOptions, CallSnapshot, CallChatMessage, CallMediaState } from './call-types';

export type * from './call-types';
export { browserCallEnvironment, telehealthSocketUrl } from './call-browser';
export * from './call-constants';
import { CHAT_ECHO_TIMEOUT_MS, CLOSE_TOKEN_INVALID, CLOSE_UNKNOWN_ROOM, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from './call-constants';


export function createCallSession(options: CallSessionOptions): CallSession {
  const env = options.environment ?? browserCallEnvironment();
  const enabled: CallMediaState = { audio: options.media.audio, video: options.media.audio && options.media.video };
  const usesMedia = enabled.audio || enabled.video;
  const listeners = new Set<() => void>();
  let snap: CallSnapshot = {
    state: 'connecting',
    error: null,
    self: options.role,
    local: { audio: false, video: false },
    remote: null,
    enabled,
    localStream: null,
    remoteStream: null,
    messages: [],
    peerPresent: false,
    endedBy: null,
  };
  let socket: WebSocket | null = null;
  let pc: RTCPeerConnection | null = null;
  let pendingIce: RTCIceCandidateInit[] = [];
  let ping: unknown = null;
  let left = false;
  let reconnects = 0;
  const pendingChats: { text: string; resolve(m: CallChatMessage): void; reject(e: Error): void; timer: unknown }[] = [];

  function update(patch: Partial<CallSnapshot>) {
    const before = snap;
    snap = { ...snap, ...patch };
    if (patch.state && patch.state !== before.state) options.onState?.(patch.state);
    if (patch.error && patch.error !== before.error) options.onError?.(patch.error);
    if ('remoteStream' in patch && patch.remoteStream !== before.remoteStream) options.onRemoteStream?.(patch.remoteStream ?? null);
    listeners.forEach((l) => l());
  }

  function send(message: ClientMessage): boolean {
    if (!socket || socket.readyState !== 1) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  function closePeer() {
    pendingIce = [];
    if (pc) {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.close();
      pc = null;
    }
    if (snap.remoteStream) update({ remoteStream: null });
  }

  function newPeer(): RTCPeerConnection {
    closePeer();
    const connection = env.createPeerConnection({ iceServers: options.iceServers, iceTransportPolicy: options.iceTransportPolicy ?? 'all' });
    pc = connection;
    connection.onicecandidate = (e) => {
      if (e.candidate) send({ type: 'ice', candidate: { ...e.candidate.toJSON(), candidate: e.candidate.candidate } });
    };
    connection.ontrack = (e) => {
      const current = snap.remoteStream;
      const stream = env.createStream([...(current?.getTracks() ?? []).filter((t) => t.kind !== e.track.kind), e.track]);
      update({ remoteStream: stream });
    };
    connection.onconnectionstatechange = () => {
      if (pc !== connection) return;
      if (connection.connectionState === 'connected' && snap.state !== 'ended') update({ state: 'connected' });
    };
    return connection;
  }

  async function flushIce() {
    const queued = pendingIce;
    pendingIce = [];
    for (const candidate of queued) await pc?.addIceCandidate(candidate).catch(() => undefined);
  }

  /** STAFF: a new connection to the patient, its tracks (or receive-only transceivers) and the offer. */
  async function offer() {
    if (!usesMedia || left) return;
    const connection = newPeer();
    const stream = snap.localStream;
    const kinds: ('audio' | 'video')[] = enabled.video ? ['audio', 'video'] : ['audio'];
    for (const kind of kinds) {
      const track = stream?.getTracks().find((t) => t.kind === kind);
      if (track && stream) connection.addTransceiver(track, { direction: 'sendrecv', streams: [stream] });
      else connection.addTransceiver(kind, { direction: 'recvonly' });
    }
    const description = await connection.createOffer();
    if (pc !== connection) return;
    await connection.setLocalDescription(description);
    send({ type: 'offer', sdp: connection.localDescription?.sdp ?? description.sdp ?? '' });
  }

  /** PATIENT: answers an offer, sending its own tracks on the offer's transceivers. */
  async function answer(sdp: string) {
    if (left) return;
    const connection = newPeer();
    await connection.setRemoteDescription({ type: 'offer', sdp });
    const stream = snap.localStream;
    for (const track of stream?.getTracks() ?? []) {
      const transceiver = connection.getTransceivers().find((t) => t.receiver.track?.kind === track.kind && !t.sender.track);
      if (transceiver) {
        await transceiver.sender.replaceTrack(track);
        transceiver.direction = 'sendrecv';
        if (stream) transceiver.sender.setStreams?.(stream);
      }
    }
    await flushIce();
    const description = await connection.createAnswer();
    if (pc !== connection) return;
    await connection.setLocalDescription(description);
    send({ type: 'answer', sdp: connection.localDescription?.sdp ?? description.sdp ?? '' });
  }

  function peerArrived(participant: CallParticipant) {
    update({ peerPresent: true, state: usesMedia ? (snap.state === 'connected' ? 'connected' : 'connecting') : 'connected' });
    send({ type: 'media', ...snap.local });
    if (options.role === 'STAFF') void offer().catch(() => update({ error: 'NETWORK' }));
    options.onPeerJoined?.(participant);
  }

  function end(by: CallRole | null) {
    if (ping !== null) env.clearInterval(ping);
    ping = null;
    closePeer();
    snap.localStream?.getTracks().forEach((t) => t.stop());
    for (const p of pendingChats.splice(0)) {
      env.clearTimeout(p.timer);
      p.reject(new Error('ended'));
    }
    update({ state: 'ended', localStream: null, local: { audio: false, video: false }, peerPresent: false, endedBy: by ?? snap.endedBy });
  }

  async function handle(message: ServerMessage) {
    switch (message.type) {
      case 'joined': {
        reconnects = 0;
        const peer = message.peers.find((p) => p.role !== options.role);
        const known = new Set(message.chat.map((m) => m.id));
        const messages = [...message.chat, ...snap.messages.filter((m) => !known.has(m.id))].sort((a, b) => a.id - b.id);
        update({ self: message.self, messages, state: peer ? snap.state : 'waiting', peerPresent: Boolean(peer) });
        if (peer) peerArrived(peer);
        return;
      }
      case 'peer-joined':
        if (message.participant.role !== options.role) peerArrived(message.participant);
        return;
      case 'peer-left':
        if (message.participant.role === options.role) return;
        closePeer();
        update({ peerPresent: false, state: snap.state === 'ended' ? 'ended' : 'waiting', remote: null });
        options.onPeerLeft?.(message.participant);
        return;
      case 'offer':
        if (options.role === 'PATIENT') await answer(message.sdp);
        return;
      case 'answer':
        if (options.role === 'STAFF' && pc && pc.signalingState === 'have-local-offer') {
          await pc.setRemoteDescription({ type: 'answer', sdp: message.sdp });
          await flushIce();
        }
        return;
      case 'ice':
        if (!message.candidate) return;
        if (pc?.remoteDescription) await pc.addIceCandidate(message.candidate).catch(() => undefined);
        else pendingIce.push(message.candidate as RTCIceCandidateInit);
        return;
      case 'chat': {
        const { type: _type, ...chat } = message;
        if (snap.messages.some((m) => m.id === chat.id)) return;
        update({ messages: [...snap.messages, chat] });
        if (chat.sender === options.role) {
          const waiting = pendingChats.findIndex((p) => p.text === chat.text);
          const [pending] = pendingChats.splice(waiting >= 0 ? waiting : 0, 1);
          if (pending) {
            env.clearTimeout(pending.timer);
            pending.resolve(chat);
          }
        }
        options.onChat?.(chat);
        return;
      }
      case 'media':
        update({ remote: { audio: message.audio, video: message.video } });
        return;
      case 'ended':
        left = true;
        socket?.close(1000);
        end(message.by);
        options.onEnded?.(message.by);
        return;
      case 'error':
        // A refused message (e.g. a chat text too long): the pending send fails.
        if (pendingChats.length > 0) {
          const [pending] = pendingChats.splice(0, 1);
          env.clearTimeout(pending!.timer);
          pending!.reject(new Error(message.message));
        }
        return;
      default: // pong
    }
  }

  function connect() {
    const ws = env.createSocket(options.wsUrl);
    socket = ws;
    ws.onopen = () => {
      send({ type: 'join' });
      if (ping === null) ping = env.setInterval(() => send({ type: 'ping' }), WS_PING_INTERVAL_MS);
    };
    ws.onmessage = (event: MessageEvent) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      void handle(message).catch(() => update({ error: 'NETWORK' }));
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws || left) return;
      socket = null;
      const meant: Partial<Record<number, CallErrorCode>> = { [CLOSE_TOKEN_INVALID]: 1004, [CLOSE_UNKNOWN_ROOM]: 'ROOM', [telehealthCloseCodes.closed]: 'CLOSED', [telehealthCloseCodes.replaced]: 'REPLACED' };
      const error = meant[event.code];
      if (error !== undefined) {
        left = true;
        update({ error });
        end(null);
        return;
      }
      if (reconnects < RECONNECT_ATTEMPTS) {
        reconnects += 1;
        update({ state: 'connecting' });
        env.setTimeout(() => {
          if (!left) connect();
        }, RECONNECT_DELAY_MS * reconnects);
        return;
      }
      left = true;
      update({ error: 'NETWORK' });
      end(null);
    };
  }

  async function openDevices() {
    if (!usesMedia) return;
    try {
      const stream = await env.getUserMedia({ audio: enabled.audio, video: enabled.video });
      if (left) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      const has = (kind: string) => stream.getTracks().some((t) => t.kind === kind);
      update({ localStream: stream, local: { audio: has('audio'), video: has('video') } });
    } catch {
      // Any failure to get the devices (refused, missing, busy) is code 1500; the call goes on without
      // them (the chat still works) and the view says why.
      update({ error: 1500 });
    }
  }

  function setTrack(kind: 'audio' | 'video', on: boolean) {
    const tracks = snap.localStream?.getTracks().filter((t) => t.kind === kind) ?? [];
    if (tracks.length === 0) return;
    tracks.forEach((t) => (t.enabled = on));
    update({ local: { ...snap.local, [kind]: on } });
    send({ type: 'media', ...snap.local });
  }

  /** Closes the socket, telling the server first when the person leaves. */
  function close(leaving: boolean) {
    if (left && snap.state === 'ended') return;
    left = true;
    if (leaving) send({ type: 'leave' });
    socket?.close(1000);
    socket = null;
    end(null);
  }

  return {
    async start() {
      await openDevices();
      if (!left) connect();
    },
    sendChat(text: string) {
      return new Promise<CallChatMessage>((resolve, reject) => {
        if (left || !send({ type: 'chat', text })) return reject(new Error('not connected'));
        const expire = () => {
          // No echo in time: the send failed (an index of -1 becomes one past the end: nothing removed).
          pendingChats.splice(pendingChats.indexOf(entry) >>> 0, 1);
          reject(new Error('no echo'));
        };
        const entry = { text, resolve, reject, timer: env.setTimeout(expire, CHAT_ECHO_TIMEOUT_MS) };
        pendingChats.push(entry);
      });
    },
    setAudio: (on) => setTrack('audio', on),
    setVideo: (on) => setTrack('video', on),
    leave: () => close(true),
    disconnect: () => close(false),
    snapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
