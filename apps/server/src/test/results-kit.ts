import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { readDicomHead } from '../integrations/imaging/dicom';
import { panelByCode } from '../modules/test-results/core/result-panels';
import { clinicMember } from './clinic-members';
import type { TestApp } from './helper';

/* Test results made as the console makes them: an order, its values, publication — through the clinic routes. */

export const demoDicomDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../seed/imaging');
export const dicomSample = () => fs.readFileSync(path.join(demoDicomDir, 'import/badanie-pacjenta.dcm'));
export const jpegNamedDcm = () => fs.readFileSync(path.join(demoDicomDir, 'import/zdjecie.dcm'));
export const headCtSlices = () =>
  fs
    .readdirSync(path.join(demoDicomDir, 'head-ct'))
    .sort()
    .map((name) => fs.readFileSync(path.join(demoDicomDir, 'head-ct', name)));

let doctor: { id: number; cookie: string } | null = null;
let doctorOf: TestApp | null = null;
export async function resultsDoctor(t: TestApp) {
  if (!doctor || doctorOf !== t) {
    doctor = await clinicMember(t, ['DOCTOR']);
    doctorOf = t;
  }
  return doctor;
}

export interface MadeResult {
  id: number;
  orderNumber: string;
  elements: Array<{ id: number; code: string }>;
}

/**
 * An order of a panel from the catalogue (or an imaging study) with values entered (`values` by code)
 * and, unless `publish: false`, published.
 */
export async function makeResult(
  t: TestApp,
  patientId: number,
  opts: { panel?: string; values?: Record<string, string>; orderedAt?: Date; resultAt?: Date; publish?: boolean; description?: string; unitId?: number } = {},
): Promise<MadeResult> {
  const { cookie } = await resultsDoctor(t);
  const panel = panelByCode(opts.panel ?? 'LIPID')!;
  const orderedAt = opts.orderedAt ?? new Date(t.clock.now().getTime() - 3 * 86_400_000);
  const created = await t.request({
    method: 'POST',
    url: `/api/clinic/patients/${patientId}/test-results`,
    cookie,
    payload: { name: panel.name, kind: panel.kind, orderedAt: orderedAt.toISOString(), elements: panel.elements, unitId: opts.unitId ?? null },
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json();
  const resultAt = opts.resultAt ?? new Date(orderedAt.getTime() + 86_400_000);
  const entered = await t.request({
    method: 'PUT',
    url: `/api/clinic/test-results/${order.id}`,
    cookie,
    payload: {
      resultDate: resultAt.toISOString(),
      description: opts.description ?? null,
      elements: order.elements.map((e: { id: number; code: string }) => ({
        ...panel.elements.find((p) => p.code === e.code)!,
        id: e.id,
        value: opts.values?.[e.code] ?? '100',
        method: null,
      })),
    },
  });
  expect(entered.statusCode, entered.body).toBe(200);
  if (opts.publish !== false) {
    const published = await t.request({ method: 'POST', url: `/api/clinic/test-results/${order.id}/publish`, cookie });
    expect(published.statusCode, published.body).toBe(200);
  }
  return { id: order.id, orderNumber: order.orderNumber, elements: order.elements };
}

/**
 * The import sample as another study: its Study and SOP Instance UIDs with the last digit changed to `n`
 * (same length, so the header stays valid) — a study no other test has sent.
 */
export function dicomOfStudy(n: number): Buffer {
  const bytes = Buffer.from(dicomSample());
  const header = readDicomHead(bytes, true)!;
  for (const uid of [header.studyUid!, header.sopUid!, header.seriesUid!]) {
    const at = bytes.indexOf(uid, 0, 'latin1');
    bytes.write(`${uid.slice(0, -2)}${String(n).padStart(2, '0').slice(-2)}`, at, 'latin1');
  }
  return bytes;
}
