/* The call engine's timings and the signalling server's close codes it tells apart. */
import { telehealthCloseCodes } from '@portal/contracts';

/** The close codes of the signalling server (contracts' telehealthCloseCodes). */
export const CLOSE_TOKEN_INVALID = telehealthCloseCodes.tokenInvalid;
export const CLOSE_UNKNOWN_ROOM = telehealthCloseCodes.unknownRoom;
/** How long a chat message may wait for the server's echo before its send fails. */
export const CHAT_ECHO_TIMEOUT_MS = 8000;
/** Reconnects after the socket dropped (not after a close the server meant). */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 1000;
