import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A stored file opened for reading (the files module's `openPatientFile`, `openFileForStaff`). */
export interface OpenedFile {
  file: { mimeType: string; fileName: string };
  stream: Readable;
  size: number;
}

/** `content-disposition` offering the file under its own name: an ASCII fallback and the exact name (RFC 6266 / 8187). */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** Types a browser shows by itself without running anything of the file's: images (not SVG) and PDF. */
const showableInline = (mimeType: string) => mimeType === 'application/pdf' || (mimeType.startsWith('image/') && !mimeType.includes('svg'));

/**
 * Answers an opened file (`openPatientFile`, `openFileForStaff`) as a download: its type as sniffed at
 * upload, its length and its own name, never cached, never re-sniffed by the browser. `inline`: to be
 * shown in the page (the clinic's look at a document scan) — for an image or a PDF only; any other
 * type still comes as an attachment.
 */
export function sendDownload(reply: FastifyReply, { file, stream, size }: OpenedFile, opts: { inline?: boolean } = {}) {
  const kind = opts.inline && showableInline(file.mimeType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(size))
    .header('content-disposition', contentDisposition(file.fileName, kind))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
