import { Readable } from 'node:stream';
import { CHAT_TEXT_MAX, RECORDING_CHUNK_MAX_BYTES, RECORDING_MIME, type ChatMessage, type ChatRecord, type RecordingState, type TelehealthRole } from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound, Validation } from '../../../errors';
import { patientOfRow } from '../../../lib/checked-patient';
import { openAttachedFile, storePatientFile } from '../../files/files-service';
import * as teleconsultations from '../../teleconsultation/teleconsultation-service';
import type { TeleconsultationRow } from '../../teleconsultation/teleconsultation-service';
import type { TelehealthChatMessageRow, TelehealthRecordingRow } from '../telehealth.schema';
import * as repo from './telehealth-repository';

/*
 * The call's archive (spec §7 chat-record and streams-record): the chat, stored before it is relayed, and
 * the audio the console records and uploads in chunks during the call. The caller has read the
 * teleconsultation through her own access rule first.
 */

type ArchiveDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

const hhmm = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const chatMessageView = (row: TelehealthChatMessageRow): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  senderName: row.senderName,
  text: row.text,
  sentAt: row.sentAt.toISOString(),
});

/** Spec §7 "reads chatStr": one line a message, "HH:mm Name: text", in Warsaw time; and the messages themselves. */
export function chatRecordOf(rows: readonly TelehealthChatMessageRow[]): ChatRecord {
  return {
    chatStr: rows.map((r) => `${hhmm.format(r.sentAt)} ${r.senderName}: ${r.text}`).join('\n'),
    messages: rows.map(chatMessageView),
  };
}

export async function chatRecord(deps: Pick<Deps, 'db'>, row: TeleconsultationRow): Promise<ChatRecord> {
  return chatRecordOf(await repo.chatOf(deps.db, row.id));
}

export async function chatHistory(deps: Pick<Deps, 'db'>, teleconsultationId: number): Promise<ChatMessage[]> {
  return (await repo.chatOf(deps.db, teleconsultationId)).map(chatMessageView);
}

/** Stores a chat message (the archive's) and marks the teleconsultation as having a chat record; answers it as sent. */
export async function storeChatMessage(
  deps: Pick<Deps, 'db' | 'clock'>,
  teleconsultationId: number,
  message: { sender: TelehealthRole; senderName: string; text: string },
): Promise<ChatMessage> {
  const text = message.text.trim();
  if (text === '' || text.length > CHAT_TEXT_MAX) throw Validation(`Wiadomość może mieć od 1 do ${CHAT_TEXT_MAX} znaków.`);
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.insertChatMessage(tx, { teleconsultationId, sender: message.sender, senderName: message.senderName, text, sentAt: deps.clock.now() });
    await teleconsultations.markArchive(tx, teleconsultationId, { chat: true });
    return chatMessageView(row);
  });
}

// ------------------------------------------------------------------------------------------ recording

const recordingState = (row: TeleconsultationRow, recording: TelehealthRecordingRow | null): RecordingState => ({
  allowed: row.recordingAllowed,
  nextSeq: recording?.nextSeq ?? 0,
  bytes: recording?.bytes ?? 0,
  completedAt: recording?.completedAt?.toISOString() ?? null,
});

export async function recordingStateOf(deps: Pick<Deps, 'db'>, row: TeleconsultationRow): Promise<RecordingState> {
  return recordingState(row, await repo.recordingOf(deps.db, row.id));
}

/** WebM (Matroska) starts with the EBML magic number. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * Appends one chunk of the call's audio, in order: `seq` must be the next one (409 RECORDING_SEQUENCE,
 * with the one expected); a repeat of the last chunk with the same length is a retried upload and
 * changes nothing. Only with the patient's consent (403 RECORDING_NOT_ALLOWED) and until completed
 * (409 RECORDING_COMPLETED). The chunk is a patient's file in the files module's storage.
 */
export async function appendRecordingChunk(deps: ArchiveDeps, row: TeleconsultationRow, staffId: number, seq: number, bytes: Buffer): Promise<RecordingState> {
  if (!row.recordingAllowed) throw new AppError('RECORDING_NOT_ALLOWED');
  if (bytes.length === 0) throw Validation('Fragment nagrania jest pusty.');
  if (bytes.length > RECORDING_CHUNK_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  if (seq === 0 && !bytes.subarray(0, 4).equals(EBML_MAGIC)) throw Validation('Nagranie musi być dźwiękiem w formacie WebM (Opus).');
  return withTransaction(deps.db, async (tx) => {
    const recording = await repo.recordingForAppend(tx, row.id, RECORDING_MIME, staffId);
    if (recording.completedAt) throw new AppError('RECORDING_COMPLETED');
    if (seq === recording.nextSeq - 1) {
      const last = await repo.lastChunk(tx, recording.id);
      if (last && last.bytes === bytes.length) return recordingState(row, recording);
    }
    if (seq !== recording.nextSeq) {
      throw new AppError('RECORDING_SEQUENCE', `Fragment nagrania przyszedł w złej kolejności: oczekiwano fragmentu ${recording.nextSeq}, przyszedł ${seq}.`, {
        details: { nextSeq: String(recording.nextSeq) },
      });
    }
    const file = await storePatientFile(
      deps,
      { use: 'TELEHEALTH_RECORDING', patientId: patientOfRow(row), fileName: `telekonsultacja-${row.id}-${seq}.webm`, mimeType: 'audio/webm', source: bytes },
      { tx },
    );
    const updated = await repo.appendChunk(tx, recording, { seq, fileId: file.id, bytes: bytes.length });
    if (seq === 0) await teleconsultations.markArchive(tx, row.id, { recording: true });
    return recordingState(row, updated);
  });
}

/** The recording is whole (the console stopped it): later chunks are refused. Idempotent. */
export async function completeRecording(deps: Pick<Deps, 'db' | 'clock'>, row: TeleconsultationRow): Promise<RecordingState> {
  return withTransaction(deps.db, async (tx) => {
    const recording = await repo.recordingOf(tx, row.id, true);
    if (!recording) throw NotFound('Ta telekonsultacja nie ma nagrania.');
    if (recording.completedAt) return recordingState(row, recording);
    return recordingState(row, await repo.completeRecording(tx, recording.id, deps.clock.now()));
  });
}

/** A byte range of the recording (inclusive), or the whole. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A Range header against a length: the one range asked for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), null
 * for none or one this server answers whole (several ranges, another unit), 'unsatisfiable' for a range
 * outside the file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export interface RecordingStream {
  size: number;
  mimeType: string;
  fileName: string;
  /** The bytes of `range` (the whole when null). */
  open(range: ByteRange | null): Readable;
}

/** The recording's bytes: its chunks in order, each read from the files module; 404 when there is none. */
export async function recordingStream(deps: ArchiveDeps, row: TeleconsultationRow): Promise<RecordingStream> {
  const recording = await repo.recordingOf(deps.db, row.id);
  if (!recording || recording.bytes === 0) throw NotFound('Ta telekonsultacja nie ma nagrania.');
  const chunks = await repo.chunksOf(deps.db, recording.id);
  const size = chunks.reduce((n, c) => n + c.bytes, 0);
  return {
    size,
    mimeType: 'audio/webm',
    fileName: `telekonsultacja-${row.id}.webm`,
    open(range) {
      const { start, end } = range ?? { start: 0, end: size - 1 };
      async function* bytes() {
        for (const chunk of chunks) {
          const from = chunk.offset;
          const to = chunk.offset + chunk.bytes - 1;
          if (to < start || from > end) continue;
          const opened = await openAttachedFile(deps, chunk.fileId, 'TELEHEALTH_RECORDING');
          const parts: Buffer[] = [];
          for await (const part of opened.stream) parts.push(part as Buffer);
          const whole = Buffer.concat(parts);
          yield whole.subarray(Math.max(start, from) - from, Math.min(end, to) - from + 1);
        }
      }
      return Readable.from(bytes());
    },
  };
}
