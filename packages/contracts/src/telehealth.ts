// CONTRACT READY
import { communicationTypes, DESCRIPTION_MAX } from '@portal/domain';
import { idSchema, isoDateTimeSchema } from './common';
import { z } from './zod-pl';

/*
 * Telehealth: the call itself (spec part 2 §2 "Teleconsultation and telehealth", §3 "Telehealth data",
 * §4 "Telehealth session", §5, §7 "Teleconsultation and telehealth", §8 "Teleconsultation", §9; NOTES.md
 * point 5; issue 32). Signalling is the portal's own WebSocket, media is WebRTC between the two browsers,
 * STUN/TURN from coturn. The spec's video-service access data (apiKey, sessionId, token) are: the
 * WebSocket path to open, the room id (opaque), a short-lived signed token, and the ICE servers.
 *
 * Patient routes (prefix /api; endpoints.tsv module `telehealth` and the two archive rows):
 *   POST /amts/consultations/{id}/communication-type        CommunicationTypeBody → TelehealthState
 *        (400 VALIDATION_ERROR 'Proszę wybrać typ konsultacji.' when the type is missing or not C/A/V)
 *   PUT  /amts/consultations/{id}/{patientId}/status        (no body)             → TelehealthState
 *        readiness, every READINESS_INTERVAL_MS from the waiting room; 409 TELECONSULTATION_TOO_EARLY /
 *        TELECONSULTATION_TOO_LATE outside the start window (the message names the time, a full sentence),
 *        409 TELECONSULTATION_NOT_ACTIVE once finished or canceled
 *   GET  /amts/consultations/{id}/{patientId}/access-data   → TelehealthAccessData (same window rules)
 *   POST /amts/consultations/{id}/connection                ConnectionBody → TelehealthConnection (201)
 *   GET  /amts/archive/{accountId}/{patientId}/{consultId}/chat-record    → ChatRecord
 *   GET  /amts/archive/{accountId}/{patientId}/{consultId}/streams-record → audio/webm (Range: 206, 416;
 *        404 when there is no recording). {accountId} must be the signed-in account's own id (else 404).
 * Console routes (prefix /api/clinic; the assigned consultant, or any consultant DOCTOR of the service
 * for an unplanned one still WAITING; others 404 as an unknown id):
 *   GET  /clinic/teleconsultations/{id}/access-data          → TelehealthAccessData (self STAFF)
 *   GET  /clinic/teleconsultations/{id}/recording            → RecordingState (where to resume after a reload)
 *   POST /clinic/teleconsultations/{id}/recording/chunks?seq=N   body: raw audio/webm bytes (Content-Type
 *        audio/webm or application/octet-stream), ≤ RECORDING_CHUNK_MAX_BYTES → RecordingState;
 *        seq starts at 0 and must be the next one (409 RECORDING_SEQUENCE, details.nextSeq), a repeat of the
 *        last stored seq with the same length answers 200 unchanged (a retried upload);
 *        403 RECORDING_NOT_ALLOWED without the patient's consent (recordingAllowed false);
 *        409 RECORDING_COMPLETED after complete
 *   POST /clinic/teleconsultations/{id}/recording/complete   → RecordingState (idempotent)
 *   GET  /clinic/teleconsultations/{id}/chat-record          → ChatRecord (read audit TELEHEALTH_CHAT_RECORD)
 *   GET  /clinic/teleconsultations/{id}/streams-record       → audio/webm with Range (read audit TELEHEALTH_AUDIO_RECORD)
 *
 * Signalling (WebSocket; `apiKey` of the access data is the path to open, `sessionId` the room):
 *   patient: wss://<host>/api/telehealth/ws?room=<sessionId>&token=<token>        (patient session cookie)
 *   console: wss://<host>/api/clinic/telehealth/ws?room=<sessionId>&token=<token>  (pp_clinic cookie, whose
 *            path is /api/clinic — that is why the console has its own path; the protocol is the same)
 *   A bad or expired token closes with 4401 (the page shows spec code 1004's message
 *   TELEHEALTH_SESSION_EXPIRED_MESSAGE and fetches new access data); a room the caller may not join closes
 *   exactly like an unknown room, 4404; a finished or canceled consultation closes 4409.
 *   Messages are JSON `{ type, ... }` (clientMessageSchema / serverMessageSchema below). The STAFF side is the
 *   offerer: it creates the offer when it receives `joined` with the patient among the peers, or `peer-joined`
 *   of the patient. `chat` is stored before it is relayed and echoed to the sender too (with its id);
 *   `leave` by STAFF ends the consultation (`ended { by: 'STAFF' }` to the patient, status FINISHED);
 *   `leave` by the PATIENT is a `peer-left` for the clinician. A dropped connection is a `peer-left`.
 *   The server answers `ping` with `pong`; clients ping every WS_PING_INTERVAL_MS.
 */

/** Who is in a call. */
export const telehealthRoles = ['PATIENT', 'STAFF'] as const;
export const telehealthRoleSchema = z.enum(telehealthRoles);
export type TelehealthRole = z.infer<typeof telehealthRoleSchema>;

/** Spec §8, code 1004 (the token expired or is unknown: WS close 4401). */
export const TELEHEALTH_SESSION_EXPIRED_MESSAGE = 'Identyfikator usług telekonferencyjnych stracił ważność';
/** Spec §8, code 1500 (camera or microphone refused). */
export const TELEHEALTH_DEVICE_DENIED_MESSAGE = 'Brak dostępu do urządzenia: mikrofon lub kamera';
/** Spec §8: no type chosen. */
export const TELEHEALTH_TYPE_REQUIRED_MESSAGE = 'Proszę wybrać typ konsultacji.';
/** Spec §8: a chat message that could not be sent. */
export const TELEHEALTH_CHAT_FAILED_MESSAGE = 'Server nie odpowiada.';
/** Spec §8: saving the type failed. */
export const TELEHEALTH_SAVE_FAILED_MESSAGE = 'Serwer nie odpowiada. Spróbuj ponownie później.';
/** Spec §3: the chat's default label of the patient. */
export const TELEHEALTH_DEFAULT_PATIENT_LABEL = 'Pacjent';

/** WebSocket close codes. */
export const telehealthCloseCodes = {
  /** Normal end (leave). */
  normal: 1000,
  /** Token missing, malformed, expired or for another room/participant (spec code 1004). */
  tokenInvalid: 4401,
  /** No such room, or not the caller's (a stranger's room looks unknown). */
  unknownRoom: 4404,
  /** The consultation is finished or canceled. */
  closed: 4409,
  /** The same participant opened the room in another tab: the older connection is closed. */
  replaced: 4408,
} as const;

/** How long a room token lives (2 hours). */
export const TELEHEALTH_TOKEN_TTL_MS = 2 * 60 * 60_000;
/** The clients' keep-alive. */
export const WS_PING_INTERVAL_MS = 25_000;
/** One recording chunk at most (2 MB). */
export const RECORDING_CHUNK_MAX_BYTES = 2 * 1024 * 1024;
/** The recording's content type (both sides mixed, Opus in WebM). */
export const RECORDING_MIME = 'audio/webm;codecs=opus';
/** A chat message's limit (the same as the description's). */
export const CHAT_TEXT_MAX = DESCRIPTION_MAX;
/** WebSocket paths (under the origin). */
export const TELEHEALTH_WS_PATH = '/api/telehealth/ws';
export const TELEHEALTH_CLINIC_WS_PATH = '/api/clinic/telehealth/ws';

export const communicationTypeSchema = z.enum(communicationTypes);

// ---- routes ----

export const consultationIdParamsSchema = z.object({ id: idSchema });
export const consultationPatientParamsSchema = z.object({ id: idSchema, patientId: idSchema });
export const archiveParamsSchema = z.object({ accountId: idSchema, patientId: idSchema, consultId: idSchema });

/** Spec §4: the chosen type, saved before moving on. */
export const communicationTypeBodySchema = z
  .object({ type: z.enum(communicationTypes, { error: TELEHEALTH_TYPE_REQUIRED_MESSAGE }) })
  .meta({ id: 'CommunicationTypeBody' });
export type CommunicationTypeBody = z.infer<typeof communicationTypeBodySchema>;

/** Where a teleconsultation stands for the telehealth pages. */
export const telehealthStateSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['SCHEDULED', 'WAITING', 'IN_PROGRESS', 'FINISHED', 'CANCELED']),
    communicationType: communicationTypeSchema.nullable(),
    unplanned: z.boolean(),
    /** The start window (null for an unplanned one: it has none while WAITING). */
    opensAt: isoDateTimeSchema.nullable(),
    closesAt: isoDateTimeSchema.nullable(),
    patientReadyAt: isoDateTimeSchema.nullable(),
    /** Whether the clinician is connected to the room now (any server copy). */
    staffPresent: z.boolean(),
    recordingAllowed: z.boolean(),
  })
  .meta({ id: 'TelehealthState' });
export type TelehealthState = z.infer<typeof telehealthStateSchema>;

/** RTCIceServer as the browser takes it. */
export const iceServerSchema = z
  .object({
    urls: z.union([z.string(), z.array(z.string())]),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .meta({ id: 'IceServer' });
export type IceServer = z.infer<typeof iceServerSchema>;

/** Spec §3 "video session access data". */
export const telehealthAccessDataSchema = z
  .object({
    /** The WebSocket path to open (TELEHEALTH_WS_PATH or TELEHEALTH_CLINIC_WS_PATH). */
    apiKey: z.string(),
    /** The room (opaque). */
    sessionId: z.string(),
    /** Signed, bound to the room and the participant, valid TELEHEALTH_TOKEN_TTL_MS. */
    token: z.string(),
    expiresAt: isoDateTimeSchema,
    iceServers: z.array(iceServerSchema),
    self: telehealthRoleSchema,
    /** The name shown beside own chat messages. */
    selfName: z.string(),
    communicationType: communicationTypeSchema.nullable(),
    recordingAllowed: z.boolean(),
  })
  .meta({ id: 'TelehealthAccessData' });
export type TelehealthAccessData = z.infer<typeof telehealthAccessDataSchema>;

/** Spec §5: connectionId, context (e.g. the browser and the chosen media). */
export const connectionBodySchema = z
  .object({ connectionId: z.string().trim().min(1).max(200), context: z.string().max(2000).nullable().optional() })
  .meta({ id: 'ConnectionBody' });
export type ConnectionBody = z.infer<typeof connectionBodySchema>;
export const telehealthConnectionSchema = z
  .object({ id: z.number().int(), connectionId: z.string(), participant: telehealthRoleSchema, createdAt: isoDateTimeSchema })
  .meta({ id: 'TelehealthConnection' });
export type TelehealthConnection = z.infer<typeof telehealthConnectionSchema>;

/** One chat message as stored (spec §3: username, message, time). */
export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    sender: telehealthRoleSchema,
    senderName: z.string(),
    text: z.string(),
    sentAt: isoDateTimeSchema,
  })
  .meta({ id: 'TelehealthChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The archive's chat: `chatStr` is the text record, one line a message "HH:mm Name: text" (Warsaw time). */
export const chatRecordSchema = z
  .object({ chatStr: z.string(), messages: z.array(chatMessageSchema) })
  .meta({ id: 'ChatRecord' });
export type ChatRecord = z.infer<typeof chatRecordSchema>;

export const recordingChunkQuerySchema = z.object({ seq: z.coerce.number().int().min(0).max(100_000) });
export const recordingStateSchema = z
  .object({
    allowed: z.boolean(),
    /** The seq the next chunk must carry. */
    nextSeq: z.number().int(),
    bytes: z.number().int(),
    completedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'RecordingState' });
export type RecordingState = z.infer<typeof recordingStateSchema>;

// ---- signalling ----

const sdpSchema = z.string().min(1).max(200_000);
export const iceCandidateSchema = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(100).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
  usernameFragment: z.string().max(200).nullable().optional(),
});
export const mediaStateSchema = z.object({ audio: z.boolean(), video: z.boolean() });

export const participantSchema = z
  .object({ role: telehealthRoleSchema, name: z.string() })
  .meta({ id: 'TelehealthParticipant' });
export type Participant = z.infer<typeof participantSchema>;

/** client → server */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join') }),
  z.object({ type: z.literal('offer'), sdp: sdpSchema }),
  z.object({ type: z.literal('answer'), sdp: sdpSchema }),
  /** candidate null: end of candidates. */
  z.object({ type: z.literal('ice'), candidate: iceCandidateSchema.nullable() }),
  z.object({ type: z.literal('chat'), text: z.string().trim().min(1).max(CHAT_TEXT_MAX) }),
  z.object({ type: z.literal('media'), audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal('leave') }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Codes of a server `error` message (the socket stays open). */
export const signalErrorCodes = ['BAD_MESSAGE', 'NOT_JOINED', 'CHAT_FAILED', 'NO_PEER'] as const;

/** server → client */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined'), self: telehealthRoleSchema, peers: z.array(participantSchema), chat: z.array(chatMessageSchema) }),
  z.object({ type: z.literal('peer-joined'), participant: participantSchema }),
  z.object({ type: z.literal('peer-left'), participant: participantSchema }),
  z.object({ type: z.literal('offer'), from: telehealthRoleSchema, sdp: z.string() }),
  z.object({ type: z.literal('answer'), from: telehealthRoleSchema, sdp: z.string() }),
  z.object({ type: z.literal('ice'), from: telehealthRoleSchema, candidate: iceCandidateSchema.nullable() }),
  z.object({ type: z.literal('chat'), ...chatMessageSchema.shape }),
  z.object({ type: z.literal('media'), from: telehealthRoleSchema, audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal('ended'), by: telehealthRoleSchema }),
  z.object({ type: z.literal('error'), code: z.enum(signalErrorCodes), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
