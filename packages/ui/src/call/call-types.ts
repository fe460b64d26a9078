/* The call engine's types (call-session.ts): its snapshot, options and the browser parts it uses. */
import type { ChatMessage, ClientMessage, Participant, ServerMessage, TelehealthRole } from '@portal/contracts';

/** Who is on a side of the call. */
export type CallRole = TelehealthRole;

/** The call's state as the view shows it. */
export type CallState = 'connecting' | 'waiting' | 'connected' | 'ended';

/**
 * What went wrong, as the spec numbers it where it does: 1004 the session's token expired (or was refused),
 * 1500 the camera or microphone is not available, ROOM the room is unknown to the caller, CLOSED the
 * consultation is finished or canceled, REPLACED the same person opened the call in another tab, NETWORK the signalling server cannot be reached.
 */
export type CallErrorCode = 1004 | 1500 | 'ROOM' | 'CLOSED' | 'REPLACED' | 'NETWORK';

export type CallParticipant = Participant;
export type CallChatMessage = ChatMessage;

export interface CallMediaState {
  audio: boolean;
  video: boolean;
}

export interface CallSnapshot {
  state: CallState;
  /** The latest error (the view shows it), null when none. */
  error: CallErrorCode | null;
  self: CallRole;
  /** What this side's devices send (the type's media, minus what was turned off or refused). */
  local: CallMediaState;
  /** What the other side says it sends (null until it says). */
  remote: CallMediaState | null;
  /** What the consultation's type enables (the buttons shown). */
  enabled: CallMediaState;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  messages: readonly CallChatMessage[];
  /** The other side is in the room. */
  peerPresent: boolean;
  /** Who ended the consultation, once it is ended by the server (`ended`). */
  endedBy: CallRole | null;
}

export type { ClientMessage, ServerMessage };

/** The browser parts the engine uses, replaceable in tests. */
export interface CallEnvironment {
  createSocket(url: string): WebSocket;
  createPeerConnection(config: RTCConfiguration): RTCPeerConnection;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createStream(tracks?: MediaStreamTrack[]): MediaStream;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface CallSessionOptions {
  /** The signalling socket's full address (see `telehealthSocketUrl`). */
  wsUrl: string;
  role: CallRole;
  iceServers: RTCIceServer[];
  /**
   * 'relay' sends the media through TURN only (the relay-only test, `?relay=1` in both apps' addresses);
   * default 'all'.
   */
  iceTransportPolicy?: RTCIceTransportPolicy;
  /** What the consultation's type enables (domain `mediaOf`): chat is always on. */
  media: CallMediaState;
  onState?(state: CallState): void;
  onChat?(message: CallChatMessage): void;
  onError?(code: CallErrorCode): void;
  onPeerJoined?(participant: CallParticipant): void;
  onPeerLeft?(participant: CallParticipant): void;
  /** The consultation was ended (by the clinician, or the server). */
  onEnded?(by: CallRole): void;
  /** The remote stream changed (the recorder adds its audio to the mix). */
  onRemoteStream?(stream: MediaStream | null): void;
  /** The browser parts (tests pass fakes). */
  environment?: CallEnvironment;
}

export interface CallSession {
  /** Asks for the devices the type enables, then opens the socket and joins the room. */
  start(): Promise<void>;
  /** Sends a chat message; resolves once the server stored and echoed it, rejects otherwise. */
  sendChat(text: string): Promise<CallChatMessage>;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  /**
   * Leaves the room: the server is told (a clinician's leave ends the consultation for both), the devices
   * are released, the state is `ended`.
   */
  leave(): void;
  /**
   * Closes the connection without leaving (a page left or reloaded): the other side sees the peer go, the
   * consultation goes on and the room can be joined again.
   */
  disconnect(): void;
  snapshot(): CallSnapshot;
  subscribe(listener: () => void): () => void;
}

