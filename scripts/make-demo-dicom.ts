/*
 * Writes the demo imaging study (`npx tsx scripts/make-demo-dicom.ts`): a small, fully synthetic and
 * anonymised CT series of the modified Shepp–Logan head phantom (12 axial slices, 128×128, 16-bit
 * MONOCHROME2, explicit VR little endian), a single-slice study a patient imports in the e2e test, and a
 * JPEG with a .dcm name the portal must refuse. The output is committed under apps/server/src/seed/imaging/;
 * run again only to change it (the UIDs are derived from fixed labels, so the files come out the same).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import dcmjs from 'dcmjs';

const { DicomDict, DicomMetaDictionary } = dcmjs.data;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src/seed/imaging');

const CT_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.2';
const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';

/** A UID under the UUID root 2.25 made from a fixed label: stable across runs, unique in practice. */
const uid = (label: string) => `2.25.${BigInt(`0x${crypto.createHash('sha256').update(`portal-pacjenta-demo:${label}`).digest('hex').slice(0, 32)}`).toString()}`;

/** The 3-D modified Shepp–Logan phantom: value, semi-axes a b c, centre x y z, rotation about z (degrees). */
const ellipsoids: Array<[number, number, number, number, number, number, number, number]> = [
  [1, 0.69, 0.92, 0.81, 0, 0, 0, 0],
  [-0.8, 0.6624, 0.874, 0.78, 0, -0.0184, 0, 0],
  [-0.2, 0.11, 0.31, 0.22, 0.22, 0, 0, -18],
  [-0.2, 0.16, 0.41, 0.28, -0.22, 0, 0, 18],
  [0.1, 0.21, 0.25, 0.41, 0, 0.35, -0.15, 0],
  [0.1, 0.046, 0.046, 0.05, 0, 0.1, 0.25, 0],
  [0.1, 0.046, 0.046, 0.05, 0, -0.1, 0.25, 0],
  [0.1, 0.046, 0.023, 0.05, -0.08, -0.605, 0, 0],
  [0.1, 0.023, 0.023, 0.02, 0, -0.606, 0, 0],
  [0.1, 0.023, 0.046, 0.02, 0.06, -0.605, 0, 0],
];

function phantom(x: number, y: number, z: number): number {
  let v = 0;
  for (const [value, a, b, c, x0, y0, z0, phi] of ellipsoids) {
    const r = (phi * Math.PI) / 180;
    const dx = x - x0;
    const dy = y - y0;
    const u = dx * Math.cos(r) + dy * Math.sin(r);
    const w = -dx * Math.sin(r) + dy * Math.cos(r);
    if ((u / a) ** 2 + (w / b) ** 2 + ((z - z0) / c) ** 2 <= 1) v += value;
  }
  return v;
}

/** Phantom value to Hounsfield units: air outside, brain ~30 HU, bone ~1150 HU, a little noise. */
const hounsfield = (v: number, noise: number) => (v <= 0.001 ? -1000 : Math.round(1400 * (v - 0.2) + 30 + noise));

/** A deterministic noise source (xorshift), so reruns write the same bytes. */
function noiseSource(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) / 0xffffffff - 0.5) * 8;
  };
}

interface SliceSpec {
  study: { uid: string; id: string; description: string; date: string; accession: string };
  series: { uid: string; number: number; description: string };
  index: number;
  count: number;
  size: number;
  thickness: number;
}

function slice(spec: SliceSpec): ArrayBuffer {
  const { size, index, count, thickness } = spec;
  const z = count === 1 ? 0 : -0.5 + index / (count - 1);
  const noise = noiseSource(index + 1);
  const pixels = new Uint16Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = (col + 0.5) / size * 2 - 1;
      const y = 1 - (row + 0.5) / size * 2;
      pixels[row * size + col] = hounsfield(phantom(x, y, z), noise()) + 1024;
    }
  }
  const sop = uid(`${spec.series.uid}/instance/${index + 1}`);
  const pixelSpacing = 200 / size;
  const position = -((count - 1) * thickness) / 2 + index * thickness;
  const dataset = {
    SpecificCharacterSet: 'ISO_IR 100',
    ImageType: ['ORIGINAL', 'PRIMARY', 'AXIAL'],
    SOPClassUID: CT_IMAGE_STORAGE,
    SOPInstanceUID: sop,
    StudyDate: spec.study.date,
    SeriesDate: spec.study.date,
    StudyTime: '101500',
    AccessionNumber: spec.study.accession,
    Modality: 'CT',
    Manufacturer: 'Portal Pacjenta (fantom syntetyczny)',
    InstitutionName: 'Przychodnia demonstracyjna',
    ReferringPhysicianName: '',
    StudyDescription: spec.study.description,
    SeriesDescription: spec.series.description,
    PatientName: 'ANONIMOWY^PACJENT',
    PatientID: 'ANON-0001',
    PatientBirthDate: '',
    PatientSex: 'O',
    PatientIdentityRemoved: 'YES',
    DeidentificationMethod: 'Synthetic phantom, no patient data',
    BodyPartExamined: 'HEAD',
    SliceThickness: String(thickness),
    KVP: '120',
    StudyInstanceUID: spec.study.uid,
    SeriesInstanceUID: spec.series.uid,
    StudyID: spec.study.id,
    SeriesNumber: String(spec.series.number),
    InstanceNumber: String(index + 1),
    ImagePositionPatient: ['-100', '-100', String(position)],
    ImageOrientationPatient: ['1', '0', '0', '0', '1', '0'],
    FrameOfReferenceUID: uid(`${spec.study.uid}/frame`),
    SliceLocation: String(position),
    SamplesPerPixel: 1,
    PhotometricInterpretation: 'MONOCHROME2',
    Rows: size,
    Columns: size,
    PixelSpacing: [String(pixelSpacing), String(pixelSpacing)],
    BitsAllocated: 16,
    BitsStored: 12,
    HighBit: 11,
    PixelRepresentation: 0,
    WindowCenter: '40',
    WindowWidth: '120',
    RescaleIntercept: '-1024',
    RescaleSlope: '1',
    RescaleType: 'HU',
    PixelData: [pixels.buffer],
    _vrMap: { PixelData: 'OW' },
  };
  const meta = {
    FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
    MediaStorageSOPClassUID: CT_IMAGE_STORAGE,
    MediaStorageSOPInstanceUID: sop,
    TransferSyntaxUID: EXPLICIT_VR_LITTLE_ENDIAN,
    ImplementationClassUID: uid('implementation'),
    ImplementationVersionName: 'PORTAL_DEMO_1',
  };
  const dict = new DicomDict(DicomMetaDictionary.denaturalizeDataset(meta));
  dict.dict = DicomMetaDictionary.denaturalizeDataset(dataset);
  return dict.write();
}

function writeSeries(folder: string, spec: Omit<SliceSpec, 'index'>) {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  for (let index = 0; index < spec.count; index++) {
    const name = `IM${String(index + 1).padStart(4, '0')}.dcm`;
    fs.writeFileSync(path.join(folder, name), Buffer.from(slice({ ...spec, index })));
  }
}

// The study the archive holds for Anna's head CT (the viewer shows it).
writeSeries(path.join(out, 'head-ct'), {
  study: { uid: uid('study/head-ct'), id: 'TK0001', description: 'TK głowy bez kontrastu', date: '20250101', accession: 'DEMO-TK-0001' },
  series: { uid: uid('series/head-ct/axial'), number: 1, description: 'Osiowe 5 mm' },
  count: 12,
  size: 128,
  thickness: 5,
});

// One image of another study: what the e2e test imports as a patient's own DICOM file.
fs.mkdirSync(path.join(out, 'import'), { recursive: true });
fs.writeFileSync(
  path.join(out, 'import', 'badanie-pacjenta.dcm'),
  Buffer.from(
    slice({
      study: { uid: uid('study/import'), id: 'IMP0001', description: 'Badanie z innej placówki', date: '20240601', accession: 'DEMO-IMP-0001' },
      series: { uid: uid('series/import'), number: 1, description: 'Obraz pojedynczy' },
      index: 0,
      count: 1,
      size: 64,
      thickness: 5,
    }),
  ),
);

// A photograph (JPEG) renamed to .dcm: the portal refuses it by its content.
const canvas = createCanvas(64, 64);
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#3a6ea5';
ctx.fillRect(0, 0, 64, 64);
ctx.fillStyle = '#ffffff';
ctx.fillRect(16, 16, 32, 32);
fs.writeFileSync(path.join(out, 'import', 'zdjecie.dcm'), canvas.encodeSync('jpeg', 80));

console.log(`demo DICOM written to ${out}`);
