import type { Readable } from 'node:stream';
import dicomParser from 'dicom-parser';
import { hasDicomMarker } from '@portal/domain';

/*
 * Reading DICOM Part 10 headers with dicom-parser: the check of an imported file, the UIDs that index
 * it, and what the viewer needs to draw an uncompressed image.
 */

const PIXEL_DATA = 'x7fe00010';
/** A header is read from at most this many bytes (a header never comes near it; pixel data is not read). */
const MAX_HEADER_BYTES = 16 * 1024 * 1024;

/** Transfer syntaxes whose pixels the viewer reads as they are: implicit and explicit VR little endian, explicit big endian. */
export const uncompressedSyntaxes = ['1.2.840.10008.1.2', '1.2.840.10008.1.2.1', '1.2.840.10008.1.2.2'] as const;

export interface DicomHeader {
  transferSyntax: string;
  sopClassUid: string | null;
  studyUid: string | null;
  seriesUid: string | null;
  sopUid: string | null;
  modality: string | null;
  seriesNumber: number | null;
  seriesDescription: string | null;
  instanceNumber: number | null;
  rows: number | null;
  columns: number | null;
  bitsAllocated: number | null;
  pixelRepresentation: number | null;
  samplesPerPixel: number | null;
  photometric: string | null;
  rescaleSlope: number;
  rescaleIntercept: number;
  windowCenter: number | null;
  windowWidth: number | null;
  pixelSpacing: [number, number] | null;
  sliceLocation: number | null;
  /** Where the pixel data lies in the file, when the header reached it. */
  pixelData: { offset: number; length: number } | null;
}

type DataSet = ReturnType<typeof dicomParser.parseDicom>;

const text = (ds: DataSet, tag: string) => ds.string(tag)?.trim() || null;
const num = (ds: DataSet, tag: string, index = 0) => {
  const v = ds.floatString(tag, index);
  return v === undefined || Number.isNaN(v) ? null : v;
};
const int = (ds: DataSet, tag: string) => (ds.elements[tag] ? (ds.uint16(tag) ?? null) : null);

function headerOf(ds: DataSet): DicomHeader {
  const pixels = ds.elements[PIXEL_DATA];
  const spacing = [num(ds, 'x00280030', 0), num(ds, 'x00280030', 1)];
  return {
    transferSyntax: text(ds, 'x00020010') ?? '',
    sopClassUid: text(ds, 'x00080016'),
    studyUid: text(ds, 'x0020000d'),
    seriesUid: text(ds, 'x0020000e'),
    sopUid: text(ds, 'x00080018'),
    modality: text(ds, 'x00080060'),
    seriesNumber: ds.intString('x00200011') ?? null,
    seriesDescription: text(ds, 'x0008103e'),
    instanceNumber: ds.intString('x00200013') ?? null,
    rows: int(ds, 'x00280010'),
    columns: int(ds, 'x00280011'),
    bitsAllocated: int(ds, 'x00280100'),
    pixelRepresentation: int(ds, 'x00280103'),
    samplesPerPixel: int(ds, 'x00280002'),
    photometric: text(ds, 'x00280004'),
    rescaleSlope: num(ds, 'x00281053') ?? 1,
    rescaleIntercept: num(ds, 'x00281052') ?? 0,
    windowCenter: num(ds, 'x00281050'),
    windowWidth: num(ds, 'x00281051'),
    pixelSpacing: spacing[0] !== null && spacing[1] !== null ? [spacing[0], spacing[1]] : null,
    sliceLocation: num(ds, 'x00201041'),
    pixelData: pixels ? { offset: pixels.dataOffset, length: pixels.length } : null,
  };
}

/** The error dicom-parser throws: a message, and the data set read so far. */
const partialOf = (err: unknown): DataSet | null => (err && typeof err === 'object' && 'dataSet' in err ? ((err as { dataSet?: DataSet }).dataSet ?? null) : null);

/**
 * The header of a Part 10 file from its first bytes (up to the pixel data), or null when the bytes are
 * no DICOM: no `DICM` marker, or a header the parser cannot read. `complete`: the bytes are the whole
 * file; otherwise a header running past them is accepted once its file meta information was read.
 */
export function readDicomHead(bytes: Uint8Array, complete: boolean): DicomHeader | null {
  if (!hasDicomMarker(bytes)) return null;
  try {
    return headerOf(dicomParser.parseDicom(bytes, { untilTag: PIXEL_DATA }));
  } catch (err) {
    const partial = partialOf(err);
    if (complete || !partial?.string('x00020010')) return null;
    return headerOf(partial);
  }
}

/**
 * The header of a stored file, read from its stream until the header is complete (never the pixel
 * data of a large file). Null when it is no DICOM or its header cannot be read.
 */
export async function readDicomHeader(stream: Readable): Promise<DicomHeader | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  let tried = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      // Try again once enough new bytes came (a header is usually in the first few kB).
      if (length - tried >= 64 * 1024 || length >= MAX_HEADER_BYTES) {
        tried = length;
        const header = tryHeader(Buffer.concat(chunks));
        if (header?.pixelData) return header;
        if (length >= MAX_HEADER_BYTES) return header;
      }
    }
    return readDicomHead(Buffer.concat(chunks), true);
  } finally {
    stream.destroy();
  }
}

function tryHeader(bytes: Buffer): DicomHeader | null {
  if (!hasDicomMarker(bytes)) return null;
  try {
    return headerOf(dicomParser.parseDicom(bytes, { untilTag: PIXEL_DATA }));
  } catch {
    return null;
  }
}

/** A whole instance's header and bytes (the viewer's frames; instances are read whole, at most `maxBytes`). */
export async function readInstance(stream: Readable, maxBytes: number): Promise<{ header: DicomHeader; bytes: Buffer } | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += buffer.length;
    if (length > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  const bytes = Buffer.concat(chunks);
  const header = readDicomHead(bytes, true);
  return header ? { header, bytes } : null;
}

/**
 * The first frame's pixels as 16-bit little endian (signed when the header says so), for an
 * uncompressed single-sample image of 8 or 16 bits; null for anything else (compressed, colour).
 */
export function framePixels(header: DicomHeader, bytes: Buffer): Buffer | null {
  const { rows, columns, bitsAllocated, samplesPerPixel, pixelData } = header;
  if (!rows || !columns || !pixelData || (samplesPerPixel ?? 1) !== 1) return null;
  if (!(uncompressedSyntaxes as readonly string[]).includes(header.transferSyntax)) return null;
  const count = rows * columns;
  const out = Buffer.alloc(count * 2);
  if (bitsAllocated === 16) {
    if (pixelData.length < count * 2) return null;
    const source = bytes.subarray(pixelData.offset, pixelData.offset + count * 2);
    const bigEndian = header.transferSyntax === '1.2.840.10008.1.2.2';
    for (let i = 0; i < count; i++) out.writeUInt16LE(bigEndian ? source.readUInt16BE(i * 2) : source.readUInt16LE(i * 2), i * 2);
    return out;
  }
  if (bitsAllocated === 8) {
    if (pixelData.length < count) return null;
    for (let i = 0; i < count; i++) {
      const v = bytes[pixelData.offset + i];
      if (header.pixelRepresentation === 1) out.writeInt16LE(v > 127 ? v - 256 : v, i * 2);
      else out.writeUInt16LE(v, i * 2);
    }
    return out;
  }
  return null;
}
