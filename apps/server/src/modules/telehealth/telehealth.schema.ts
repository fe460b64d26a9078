import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema';
import { staffMembers } from '../staff/staff.schema';
import { teleconsultations } from '../teleconsultation/teleconsultation.schema';
import { createdAt, id } from '../../db/schema/_helpers';

/*
 * The call of a teleconsultation (issue 32): its chat, its recording, the connections the browsers
 * report, and the signalling between server copies. No column names a patient or an account: a row
 * reaches its patient through its teleconsultation, which follows the patient's record on a merge.
 */

const participants = ['PATIENT', 'STAFF'] as const;

/** The chat, stored as it is sent (before it is relayed): the archive's chat-record. */
export const telehealthChatMessages = pgTable(
  'telehealth_chat_messages',
  {
    id: id(),
    teleconsultationId: integer('teleconsultation_id')
      .notNull()
      .references(() => teleconsultations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: participants }).notNull(),
    /** The name shown at the time (the patient's first name, the clinician's full name). */
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telehealth_chat_messages_teleconsultation_id_sent_at_id_idx').on(t.teleconsultationId, t.sentAt, t.id)],
);
export type TelehealthChatMessageRow = typeof telehealthChatMessages.$inferSelect;

/**
 * The call's audio (both sides mixed, Opus in WebM), recorded by the console with the patient's consent
 * and uploaded in chunks during the call: one row a teleconsultation, its chunks below in order.
 */
export const telehealthRecordings = pgTable(
  'telehealth_recordings',
  {
    id: id(),
    teleconsultationId: integer('teleconsultation_id')
      .notNull()
      .references(() => teleconsultations.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    /** The seq the next chunk must carry (0 before the first). */
    nextSeq: integer('next_seq').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('telehealth_recordings_teleconsultation_id_idx').on(t.teleconsultationId)],
);
export type TelehealthRecordingRow = typeof telehealthRecordings.$inferSelect;

/**
 * One uploaded chunk: its bytes are a patient's file (use TELEHEALTH_RECORDING) in the files module's
 * storage; the recording is the chunks' bytes in seq order. A crash loses at most the chunk in flight.
 */
export const telehealthRecordingChunks = pgTable(
  'telehealth_recording_chunks',
  {
    recordingId: integer('recording_id')
      .notNull()
      .references(() => telehealthRecordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    bytes: integer('bytes').notNull(),
    /** Where the chunk starts in the whole recording (a Range request finds its chunks by it). */
    offset: bigint('offset', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.seq] }), index('telehealth_recording_chunks_file_id_idx').on(t.fileId)],
);
export type TelehealthRecordingChunkRow = typeof telehealthRecordingChunks.$inferSelect;

/** Spec §5 POST .../connection: the connection id and context a participant's browser reports. */
export const telehealthConnections = pgTable(
  'telehealth_connections',
  {
    id: id(),
    teleconsultationId: integer('teleconsultation_id')
      .notNull()
      .references(() => teleconsultations.id, { onDelete: 'cascade' }),
    participant: text('participant', { enum: participants }).notNull(),
    connectionId: text('connection_id').notNull(),
    context: text('context'),
    createdAt: createdAt(),
  },
  (t) => [index('telehealth_connections_teleconsultation_id_created_at_idx').on(t.teleconsultationId, t.createdAt)],
);

/**
 * Who is connected to a room now, on any server copy: a row a participant, refreshed by the client's
 * pings; a row not refreshed for PRESENCE_STALE_MS is of a copy that died.
 */
export const telehealthPresence = pgTable(
  'telehealth_presence',
  {
    room: text('room').notNull(),
    participant: text('participant', { enum: participants }).notNull(),
    teleconsultationId: integer('teleconsultation_id')
      .notNull()
      .references(() => teleconsultations.id, { onDelete: 'cascade' }),
    /** The socket's own id (a random uuid): a newer connection of the same participant replaces it. */
    connection: text('connection').notNull(),
    name: text('name').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.room, t.participant] }), index('telehealth_presence_teleconsultation_id_idx').on(t.teleconsultationId)],
);

/**
 * Signalling messages on their way to a participant connected to another server copy. SDPs are larger
 * than NOTIFY's 8000 bytes, so the message is stored here and the room is announced through lib/live's
 * channel (`roomAudience`); each copy reads the rows after its cursor for the participants it holds.
 * Rows are purged after SIGNAL_KEEP_MS.
 */
export const telehealthSignals = pgTable(
  'telehealth_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    room: text('room').notNull(),
    toParticipant: text('to_participant', { enum: participants }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('telehealth_signals_room_to_participant_id_idx').on(t.room, t.toParticipant, t.id), index('telehealth_signals_created_at_idx').on(t.createdAt)],
);
export type TelehealthSignalRow = typeof telehealthSignals.$inferSelect;
