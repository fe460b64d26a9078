import crypto from 'node:crypto';

/** A file part of a multipart/form-data body built by tests. */
export interface TestFile {
  name: string;
  content: Buffer | string;
  /** The type the client claims (the server sniffs the bytes anyway). */
  type?: string;
  field?: string;
}

/** A multipart/form-data body, as a browser's FormData would send it; `cut` drops that many bytes from its end (a form cut short). */
export function multipart(files: TestFile[], opts: { cut?: number } = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const full = Buffer.concat(chunks);
  return { payload: opts.cut ? full.subarray(0, full.length - opts.cut) : full, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small genuine files of each type the tests need: the server tells them apart by their bytes. */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
  /** A Windows program (MZ header): never an allowed type, whatever its name says. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('This program cannot be run in DOS mode.')]),
  /** A DICOM file whose 128-byte preamble holds a TIFF header: the DICM marker decides. */
  dicomWithTiffPreamble: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]), Buffer.alloc(120, 0), Buffer.from('DICM'), Buffer.alloc(64, 1)]),
};

/** A multipart form of text fields and, when given, one file in `file` (a form the console's uploads send). */
export function multipartForm(fields: Record<string, string>, file?: TestFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
