import type { FastifyReply } from 'fastify';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import { contentDisposition } from '../../../lib/downloads';
import type { TeleconsultationRow } from '../../teleconsultation/teleconsultation-service';
import { parseRange, recordingStream } from './archive';

/**
 * Sends a teleconsultation's recording (streams-record) for an <audio> element: the whole (200) or the one
 * range asked for (206 with Content-Range), 416 for a range outside it; never cached, never re-sniffed.
 */
export async function sendRecording(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, reply: FastifyReply, row: TeleconsultationRow, rangeHeader: string | undefined) {
  const recording = await recordingStream(deps, row);
  const range = parseRange(rangeHeader, recording.size);
  if (range === 'unsatisfiable') {
    throw new AppError('RANGE_NOT_SATISFIABLE', undefined, { headers: { 'content-range': `bytes */${recording.size}` } });
  }
  reply
    .header('content-type', recording.mimeType)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(recording.fileName, 'inline'))
    .header('x-content-type-options', 'nosniff');
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${recording.size}`).header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(recording.size));
  }
  return reply.send(recording.open(range));
}
