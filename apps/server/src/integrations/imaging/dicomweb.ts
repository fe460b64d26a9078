import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { ImagingArchiveUnavailable, type ArchivedSeries, type ImagingArchive } from './index';

/*
 * A PACS speaking DICOMweb (IMAGING_ARCHIVE=dicomweb; DICOM PS3.18): STOW-RS `POST {base}/studies` with
 * the instances as multipart/related; type="application/dicom" (streamed), QIDO-RS to tell whether a
 * study exists and to list its series and instances (DICOM JSON), WADO-RS to read one instance, and the
 * PACS's own viewer at IMAGING_VIEWER_URL with `{study}` replaced by the StudyInstanceUID.
 */

const TIMEOUT_MS = 30_000;
type DicomJson = Record<string, { Value?: unknown[] } | undefined>;

const first = (item: DicomJson, tag: string): unknown => item[tag]?.Value?.[0];
const textOf = (item: DicomJson, tag: string) => {
  const v = first(item, tag);
  return typeof v === 'string' ? v : null;
};
const numberOf = (item: DicomJson, tag: string) => {
  const v = first(item, tag);
  return typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : null;
};

export function createDicomWebArchive(options: { baseUrl: string; viewerUrl: string; fetch?: typeof fetch }): ImagingArchive {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new ImagingArchiveUnavailable(err instanceof Error ? err.message : String(err));
    }
  }

  async function qido(path: string): Promise<DicomJson[]> {
    const res = await call(path, { headers: { accept: 'application/dicom+json' } });
    if (res.status === 204 || res.status === 404) return [];
    if (!res.ok) throw new ImagingArchiveUnavailable(`QIDO-RS answered ${res.status}`);
    const body: unknown = await res.json();
    return Array.isArray(body) ? (body as DicomJson[]) : [];
  }

  const study = (uid: string) => `/studies/${encodeURIComponent(uid)}`;

  return {
    kind: 'dicomweb',
    viewerOrigin: new URL(options.viewerUrl).origin,

    async checkAvailable() {
      const res = await call('/studies?limit=1', { headers: { accept: 'application/dicom+json' } });
      await res.body?.cancel();
      if (!res.ok && res.status !== 204) throw new ImagingArchiveUnavailable(`QIDO-RS answered ${res.status}`);
    },

    async store(instances) {
      if (instances.length === 0) return;
      const boundary = `portal-${crypto.randomBytes(12).toString('hex')}`;
      async function* parts() {
        for (const instance of instances) {
          yield Buffer.from(`--${boundary}\r\nContent-Type: application/dicom\r\nContent-Length: ${instance.size}\r\n\r\n`);
          for await (const chunk of await instance.open()) yield chunk as Buffer;
          yield Buffer.from('\r\n');
        }
        yield Buffer.from(`--${boundary}--\r\n`);
      }
      const res = await call('/studies', {
        method: 'POST',
        headers: { 'content-type': `multipart/related; type="application/dicom"; boundary=${boundary}`, accept: 'application/dicom+json' },
        body: Readable.toWeb(Readable.from(parts())) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      await res.body?.cancel();
      // 200: every instance stored; 202 (some warnings) too; 409 or anything else: not all of them.
      if (res.status !== 200 && res.status !== 202) throw new ImagingArchiveUnavailable(`STOW-RS answered ${res.status}`);
    },

    async hasStudy(studyUid) {
      return (await qido(`/studies?StudyInstanceUID=${encodeURIComponent(studyUid)}`)).length > 0;
    },

    async series(studyUid) {
      const list: ArchivedSeries[] = [];
      for (const s of await qido(`${study(studyUid)}/series`)) {
        const seriesUid = textOf(s, '0020000E');
        if (!seriesUid) continue;
        const instances = (await qido(`${study(studyUid)}/series/${encodeURIComponent(seriesUid)}/instances`))
          .map((i) => ({ sopUid: textOf(i, '00080018') ?? '', instanceNumber: numberOf(i, '00200013') }))
          .filter((i) => i.sopUid)
          .sort((a, b) => (a.instanceNumber ?? 0) - (b.instanceNumber ?? 0));
        list.push({ seriesUid, seriesNumber: numberOf(s, '00200011'), modality: textOf(s, '00080060'), description: textOf(s, '0008103E'), instances });
      }
      return list.sort((a, b) => (a.seriesNumber ?? 0) - (b.seriesNumber ?? 0));
    },

    async openInstance(studyUid, sopUid) {
      const [found] = await qido(`${study(studyUid)}/instances?SOPInstanceUID=${encodeURIComponent(sopUid)}`);
      const seriesUid = found ? textOf(found, '0020000E') : null;
      if (!seriesUid) return null;
      const res = await call(`${study(studyUid)}/series/${encodeURIComponent(seriesUid)}/instances/${encodeURIComponent(sopUid)}`, {
        headers: { accept: 'multipart/related; type="application/dicom"' },
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new ImagingArchiveUnavailable(`WADO-RS answered ${res.status}`);
      const bytes = firstPart(Buffer.from(await res.arrayBuffer()), res.headers.get('content-type') ?? '');
      return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : null;
    },

    viewerUrl: (studyUid) => options.viewerUrl.replace('{study}', encodeURIComponent(studyUid)),
  };
}

/** The body of the first part of a multipart/related answer (a single instance), or the whole body when it is not multipart. */
export function firstPart(body: Buffer, contentType: string): Buffer | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return body.length ? body : null;
  const delimiter = Buffer.from(`--${boundary}`);
  const start = body.indexOf(delimiter);
  if (start < 0) return null;
  const headersEnd = body.indexOf('\r\n\r\n', start);
  if (headersEnd < 0) return null;
  const end = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
  return body.subarray(headersEnd + 4, end < 0 ? body.length : end);
}
