export {
  createCallSession,
  telehealthSocketUrl,
  browserCallEnvironment,
  CLOSE_TOKEN_INVALID,
  CLOSE_UNKNOWN_ROOM,
  CHAT_ECHO_TIMEOUT_MS,
  type CallChatMessage,
  type CallEnvironment,
  type CallErrorCode,
  type CallMediaState,
  type CallParticipant,
  type CallRole,
  type CallSession,
  type CallSessionOptions,
  type CallSnapshot,
  type CallState,
  type ClientMessage,
  type ServerMessage,
} from './call-session';
export { startCallRecorder, canRecordCalls, RECORDING_MIME, RECORDING_TIMESLICE_MS, type CallRecorder, type CallRecorderOptions, type RecordedChunk } from './call-recorder';
export { CallView, useCallSnapshot, type CallViewProps } from './call-view';
export { relayOnlyRequested, iceTransportPolicyOf } from './relay';
export { CallEnvironmentProvider, useCallEnvironment } from './call-environment-context';
