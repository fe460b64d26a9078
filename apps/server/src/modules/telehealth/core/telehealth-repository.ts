import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TelehealthRole } from '@portal/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  telehealthChatMessages,
  telehealthConnections,
  telehealthPresence,
  telehealthRecordingChunks,
  telehealthRecordings,
  telehealthSignals,
  type TelehealthChatMessageRow,
  type TelehealthRecordingChunkRow,
  type TelehealthRecordingRow,
  type TelehealthSignalRow,
} from '../telehealth.schema';

/*
 * The telehealth module's queries. Every row is reached through a teleconsultation the caller was
 * found to reach first (the teleconsultation module's scoped reads), or through a room id derived from it.
 */

// ------------------------------------------------------------------------------------------ chat

export async function insertChatMessage(
  db: DbOrTx,
  values: { teleconsultationId: number; sender: TelehealthRole; senderName: string; text: string; sentAt: Date },
): Promise<TelehealthChatMessageRow> {
  const [row] = await db.insert(telehealthChatMessages).values(values).returning();
  return row!;
}

export function chatOf(db: DbOrTx, teleconsultationId: number): Promise<TelehealthChatMessageRow[]> {
  return db
    .select()
    .from(telehealthChatMessages)
    .where(eq(telehealthChatMessages.teleconsultationId, teleconsultationId))
    .orderBy(asc(telehealthChatMessages.sentAt), asc(telehealthChatMessages.id));
}

// ------------------------------------------------------------------------------------------ connections

export async function insertConnection(
  db: DbOrTx,
  values: { teleconsultationId: number; participant: TelehealthRole; connectionId: string; context: string | null },
) {
  const [row] = await db.insert(telehealthConnections).values(values).returning();
  return row!;
}

// ------------------------------------------------------------------------------------------ presence

export interface PresenceRow {
  participant: TelehealthRole;
  connection: string;
  name: string;
  seenAt: Date;
}

/** Records a participant's connection to a room; answers the connection it replaced (another tab or copy), if any. */
export async function enterRoom(
  db: DbOrTx,
  values: { room: string; participant: TelehealthRole; teleconsultationId: number; connection: string; name: string; now: Date },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ connection: telehealthPresence.connection })
      .from(telehealthPresence)
      .where(and(eq(telehealthPresence.room, values.room), eq(telehealthPresence.participant, values.participant)))
      .for('update');
    await tx
      .insert(telehealthPresence)
      .values({ room: values.room, participant: values.participant, teleconsultationId: values.teleconsultationId, connection: values.connection, name: values.name, seenAt: values.now })
      .onConflictDoUpdate({
        target: [telehealthPresence.room, telehealthPresence.participant],
        set: { connection: values.connection, name: values.name, seenAt: values.now },
      });
    return before && before.connection !== values.connection ? before.connection : null;
  });
}

/** Removes the participant's presence if it is still this connection's (a newer one may have replaced it). */
export async function leaveRoom(db: DbOrTx, room: string, participant: TelehealthRole, connection: string): Promise<boolean> {
  const gone = await db
    .delete(telehealthPresence)
    .where(and(eq(telehealthPresence.room, room), eq(telehealthPresence.participant, participant), eq(telehealthPresence.connection, connection)))
    .returning({ room: telehealthPresence.room });
  return gone.length > 0;
}

export async function touchPresence(db: DbOrTx, room: string, participant: TelehealthRole, connection: string, now: Date): Promise<void> {
  await db
    .update(telehealthPresence)
    .set({ seenAt: now })
    .where(and(eq(telehealthPresence.room, room), eq(telehealthPresence.participant, participant), eq(telehealthPresence.connection, connection)));
}

/** Who is in a room now: presence refreshed since `freshSince`. */
export async function presentIn(db: DbOrTx, room: string, freshSince: Date): Promise<PresenceRow[]> {
  const rows = await db
    .select({ participant: telehealthPresence.participant, connection: telehealthPresence.connection, name: telehealthPresence.name, seenAt: telehealthPresence.seenAt })
    .from(telehealthPresence)
    .where(and(eq(telehealthPresence.room, room), gt(telehealthPresence.seenAt, freshSince)));
  return rows;
}

/** Whether the participant of a teleconsultation is connected (fresh presence) on any server copy. */
export async function isPresent(db: DbOrTx, teleconsultationId: number, participant: TelehealthRole, freshSince: Date): Promise<boolean> {
  const [row] = await db
    .select({ room: telehealthPresence.room })
    .from(telehealthPresence)
    .where(and(eq(telehealthPresence.teleconsultationId, teleconsultationId), eq(telehealthPresence.participant, participant), gt(telehealthPresence.seenAt, freshSince)))
    .limit(1);
  return row !== undefined;
}

// ------------------------------------------------------------------------------------------ signals

export async function insertSignal(db: DbOrTx, room: string, to: TelehealthRole, payload: unknown): Promise<number> {
  const [row] = await db.insert(telehealthSignals).values({ room, toParticipant: to, payload }).returning({ id: telehealthSignals.id });
  return row!.id;
}

/** The signals for a participant of a room after `afterId`, oldest first. */
export function signalsAfter(db: DbOrTx, room: string, to: TelehealthRole, afterId: number): Promise<Pick<TelehealthSignalRow, 'id' | 'payload'>[]> {
  return db
    .select({ id: telehealthSignals.id, payload: telehealthSignals.payload })
    .from(telehealthSignals)
    .where(and(eq(telehealthSignals.room, room), eq(telehealthSignals.toParticipant, to), gt(telehealthSignals.id, afterId)))
    .orderBy(asc(telehealthSignals.id))
    .limit(500);
}

/** The newest signal id for a participant of a room (a new connection starts after it: older ones were for a socket gone). */
export async function lastSignalId(db: DbOrTx, room: string, to: TelehealthRole): Promise<number> {
  const [row] = await db
    .select({ id: telehealthSignals.id })
    .from(telehealthSignals)
    .where(and(eq(telehealthSignals.room, room), eq(telehealthSignals.toParticipant, to)))
    .orderBy(desc(telehealthSignals.id))
    .limit(1);
  return row?.id ?? 0;
}

export async function purgeSignals(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(telehealthSignals).where(lt(telehealthSignals.createdAt, before));
}

// ------------------------------------------------------------------------------------------ recording

export async function recordingOf(db: DbOrTx, teleconsultationId: number, lock = false): Promise<TelehealthRecordingRow | null> {
  const query = db.select().from(telehealthRecordings).where(eq(telehealthRecordings.teleconsultationId, teleconsultationId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The teleconsultation's recording, made on its first chunk (locked for the chunk's append). */
export async function recordingForAppend(db: DbOrTx, teleconsultationId: number, mimeType: string, staffId: number): Promise<TelehealthRecordingRow> {
  await db.insert(telehealthRecordings).values({ teleconsultationId, mimeType, staffId }).onConflictDoNothing({ target: telehealthRecordings.teleconsultationId });
  return (await recordingOf(db, teleconsultationId, true))!;
}

export async function appendChunk(db: DbOrTx, recording: TelehealthRecordingRow, values: { seq: number; fileId: number; bytes: number }): Promise<TelehealthRecordingRow> {
  await db.insert(telehealthRecordingChunks).values({ recordingId: recording.id, seq: values.seq, fileId: values.fileId, bytes: values.bytes, offset: recording.bytes });
  const [row] = await db
    .update(telehealthRecordings)
    .set({ nextSeq: values.seq + 1, bytes: sql`${telehealthRecordings.bytes} + ${values.bytes}` })
    .where(eq(telehealthRecordings.id, recording.id))
    .returning();
  return row!;
}

export async function lastChunk(db: DbOrTx, recordingId: number): Promise<TelehealthRecordingChunkRow | null> {
  const [row] = await db
    .select()
    .from(telehealthRecordingChunks)
    .where(eq(telehealthRecordingChunks.recordingId, recordingId))
    .orderBy(desc(telehealthRecordingChunks.seq))
    .limit(1);
  return row ?? null;
}

export function chunksOf(db: DbOrTx, recordingId: number): Promise<TelehealthRecordingChunkRow[]> {
  return db.select().from(telehealthRecordingChunks).where(eq(telehealthRecordingChunks.recordingId, recordingId)).orderBy(asc(telehealthRecordingChunks.seq));
}

export async function completeRecording(db: DbOrTx, recordingId: number, at: Date): Promise<TelehealthRecordingRow> {
  const [row] = await db.update(telehealthRecordings).set({ completedAt: at }).where(eq(telehealthRecordings.id, recordingId)).returning();
  return row!;
}
