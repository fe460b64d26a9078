import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicomSample } from '../../test/results-kit';
import { readDicomHead } from './dicom';
import { createDicomWebArchive } from './dicomweb';
import { ImagingArchiveUnavailable } from './index';

/* The DICOMweb adapter against a tiny fake PACS: STOW-RS stores, QIDO-RS finds, WADO-RS reads. */

const stored = new Map<string, { study: string; series: string; bytes: Buffer }>();
let server: http.Server;
let base: string;

function parts(body: Buffer, contentType: string): Buffer[] {
  const boundary = /boundary=([^;]+)/.exec(contentType)![1].replace(/"/g, '');
  const out: Buffer[] = [];
  let at = body.indexOf(`--${boundary}`);
  while (at >= 0) {
    const headersEnd = body.indexOf('\r\n\r\n', at);
    const next = body.indexOf(`\r\n--${boundary}`, headersEnd);
    if (headersEnd < 0 || next < 0) break;
    out.push(body.subarray(headersEnd + 4, next));
    at = next + 2;
  }
  return out;
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url!, 'http://pacs');
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/dicom+json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && url.pathname === '/dicomweb/studies') {
      if (!String(req.headers['content-type']).startsWith('multipart/related; type="application/dicom"')) return res.writeHead(415).end();
      for (const p of parts(Buffer.concat(chunks), String(req.headers['content-type']))) {
        const h = readDicomHead(p, true)!;
        stored.set(h.sopUid!, { study: h.studyUid!, series: h.seriesUid!, bytes: p });
      }
      return json({});
    }
    const segments = url.pathname.replace('/dicomweb/', '').split('/').map(decodeURIComponent);
    if (req.method === 'GET' && segments[0] === 'studies' && segments.length === 1) {
      const uid = url.searchParams.get('StudyInstanceUID');
      const found = [...stored.values()].filter((s) => !uid || s.study === uid);
      return found.length ? json([{ '0020000D': { vr: 'UI', Value: [found[0].study] } }]) : res.writeHead(204).end();
    }
    if (segments[2] === 'series' && segments.length === 3) {
      const series = [...new Set([...stored.values()].filter((s) => s.study === segments[1]).map((s) => s.series))];
      return json(series.map((uid) => ({ '0020000E': { vr: 'UI', Value: [uid] }, '00080060': { vr: 'CS', Value: ['CT'] } })));
    }
    if (segments[2] === 'series' && segments[4] === 'instances' && segments.length === 5) {
      return json([...stored.entries()].filter(([, s]) => s.series === segments[3]).map(([sop]) => ({ '00080018': { vr: 'UI', Value: [sop] }, '00200013': { vr: 'IS', Value: [1] } })));
    }
    if (segments[2] === 'instances' && segments.length === 3) {
      const sop = url.searchParams.get('SOPInstanceUID')!;
      const s = stored.get(sop);
      return s ? json([{ '0020000E': { vr: 'UI', Value: [s.series] } }]) : json([]);
    }
    if (segments[4] === 'instances' && segments.length === 6) {
      const s = stored.get(segments[5]);
      if (!s) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'multipart/related; type="application/dicom"; boundary=b1' });
      return res.end(Buffer.concat([Buffer.from('--b1\r\nContent-Type: application/dicom\r\n\r\n'), s.bytes, Buffer.from('\r\n--b1--\r\n')]));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dicomweb`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('DICOMweb archive', () => {
  it('stores through STOW-RS, finds through QIDO-RS, reads through WADO-RS, and names the viewer', async () => {
    const archive = createDicomWebArchive({ baseUrl: base, viewerUrl: 'https://pacs.example/viewer?StudyInstanceUIDs={study}' });
    const bytes = dicomSample();
    const h = readDicomHead(bytes, true)!;
    await archive.checkAvailable();
    expect(await archive.hasStudy(h.studyUid!)).toBe(false);
    await archive.store([{ studyUid: h.studyUid!, seriesUid: h.seriesUid!, sopUid: h.sopUid!, size: bytes.length, open: async () => Readable.from([bytes]) }]);
    expect(await archive.hasStudy(h.studyUid!)).toBe(true);
    expect(await archive.series(h.studyUid!)).toEqual([{ seriesUid: h.seriesUid, seriesNumber: null, modality: 'CT', description: null, instances: [{ sopUid: h.sopUid, instanceNumber: 1 }] }]);
    const opened = await archive.openInstance(h.studyUid!, h.sopUid!);
    const chunks: Buffer[] = [];
    for await (const c of opened!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(archive.viewerUrl(h.studyUid!, '/imaging/viewer?token=x')).toBe(`https://pacs.example/viewer?StudyInstanceUIDs=${h.studyUid}`);
    expect(archive.viewerOrigin).toBe('https://pacs.example');
  });

  it('an unreachable archive is ImagingArchiveUnavailable', async () => {
    const archive = createDicomWebArchive({ baseUrl: 'http://127.0.0.1:1/dicomweb', viewerUrl: 'https://pacs.example/viewer?StudyInstanceUIDs={study}' });
    await expect(archive.checkAvailable()).rejects.toBeInstanceOf(ImagingArchiveUnavailable);
    await expect(archive.store([{ studyUid: '1', seriesUid: '1', sopUid: '1', size: 1, open: async () => Readable.from([Buffer.from('x')]) }])).rejects.toBeInstanceOf(ImagingArchiveUnavailable);
  });
});
