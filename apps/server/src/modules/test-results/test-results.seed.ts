import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { resultOrderInputSchema, resultEntrySchema } from '@portal/contracts';
import type { Db } from '../../db/client';
import { patients } from '../../db/schema/index';
import { createStorage } from '../../compose';
import type { Deps } from '../../deps';
import { portalHis } from '../../integrations/his/portal';
import { unitScope } from '../../plugins/staff-resources';
import { createLocalImagingArchive } from '../../integrations/imaging/local';
import type { JobQueue } from '../../lib/jobs';
import { createPrinter } from '../../lib/printout';
import { serverRoot } from '../../paths';
import { archiveOrderStudy } from './clinic/imaging-archive-service';
import { localArchiveIndex } from './core/imaging-viewer-service';
import { clinicOrder, createResultOrder, enterResults, publishResult } from './clinic/clinic-results-service';
import { panelByCode } from './core/test-results-service';
import { getIdentification } from '../settings/settings-service';
import { DEMO_PERSONS } from '../../demo';
import type { Config as SeedConfig } from '../../config';
import { systemPatient } from '../../lib/checked-patient';

/*
 * Demo results, made through the test-results module's services as the lab and the console would:
 * Anna's three years of blood tests whose values trend believably (LDL falls after a statin from about
 * 20 months ago, HbA1c creeps into the prediabetic range and improves, TSH stays in range, one episode
 * of low haemoglobin), each published with its PDF; a head CT whose study (the demo series) is in the
 * archive, and a chest X-ray with no study, open for her own DICOM import. Piotr and Zuzanna have a few;
 * Piotr's newest waits for a doctor to publish it.
 * Dates are days before the seed runs. The latest results are filed into the register as WYNIK
 * documents (with their notices and CDA archives); older ones only in the results, with their PDF.
 */

const DAY = 86_400_000;
// Found from the server's folder (paths.ts), not this module's: the bundle in dist/ has no seed/imaging beside it.
const imagingDir = path.join(serverRoot, 'src/seed/imaging/head-ct');
/** A job queue that drops what is sent: e-mails about past results are not sent. */
const noJobs: JobQueue = { send: async () => {}, work: async () => {}, runDue: async () => 0, stop: async () => {} };

type Values = Record<string, string>;
interface DemoResult {
  daysAgo: number;
  panel: string;
  values: Values;
  description?: string;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).replace('.', ',');

/** Anna's history: every ~3 months a lipid panel and glucose with HbA1c, twice a year blood count, TSH and creatinine. */
function annaHistory(): DemoResult[] {
  const out: DemoResult[] = [];
  for (let i = 0; i < 12; i++) {
    const daysAgo = 1080 - i * 90 + (i % 3) * 4;
    const months = (1080 - daysAgo) / 30;
    // A statin from month ~16: LDL from ~165 down to ~95.
    const ldl = months < 16 ? 158 + (i % 2) * 9 : Math.max(92, 165 - (months - 16) * 4.5);
    const hba1c = months < 20 ? 5.4 + months * 0.025 : Math.max(5.5, 5.9 - (months - 20) * 0.04);
    out.push({ daysAgo, panel: 'LIPID', values: { CHOL: String(Math.round(ldl + 75)), LDL: String(Math.round(ldl)), HDL: String(48 + (i % 3)), TG: String(120 + ((i * 17) % 50)) } });
    if (i % 3 !== 2) out.push({ daysAgo: daysAgo - 1, panel: 'HBA1C', values: { HBA1C: fmt(hba1c) } });
    if (i % 3 === 0) out.push({ daysAgo: daysAgo - 1, panel: 'GLU', values: { GLU: String(Math.round(88 + hba1c * 3 - 15)) } });
    if (i % 4 === 1) out.push({ daysAgo: daysAgo - 2, panel: 'TSH', values: { TSH: fmt(1.6 + (i % 3) * 0.4, 2) } });
    if (i % 4 === 3) out.push({ daysAgo: daysAgo - 2, panel: 'KREA', values: { KREA: fmt(0.74 + (i % 2) * 0.05, 2), EGFR: String(98 - i) } });
  }
  // Blood counts: one low haemoglobin episode a year and a half ago, then iron and recovery.
  for (const [daysAgo, hgb] of [[720, 13.1], [540, 10.8], [500, 11.6], [180, 13.3], [40, 13.5]] as const) {
    out.push({ daysAgo, panel: 'MORF', values: { WBC: fmt(6.2), RBC: fmt(hgb / 3.05, 2), HGB: fmt(hgb), HCT: fmt(hgb * 3), MCV: String(hgb < 12 ? 76 : 89), PLT: String(hgb < 12 ? 410 : 260) } });
  }
  return out;
}

const fewResults: DemoResult[] = [
  { daysAgo: 300, panel: 'MORF', values: { WBC: fmt(7.1), RBC: fmt(4.9, 2), HGB: fmt(15.1), HCT: fmt(44), MCV: '90', PLT: '240' } },
  { daysAgo: 120, panel: 'LIPID', values: { CHOL: '214', LDL: '138', HDL: '41', TG: '176' } },
  { daysAgo: 30, panel: 'CRP', values: { CRP: fmt(2.1) } },
];

export async function seedTestResults(db: Db, config: SeedConfig): Promise<void> {
  const now = new Date();
  const deps: Pick<Deps, 'db' | 'config' | 'clock' | 'his' | 'storage' | 'printer' | 'jobs' | 'imaging'> = {
    db,
    config,
    clock: { now: () => now },
    his: portalHis({ db }),
    storage: await createStorage(config),
    printer: createPrinter({ clinic: () => getIdentification({ db }), now: () => now }),
    jobs: noJobs,
    imaging: createLocalImagingArchive(() => localArchiveIndex(() => deps)),
  };

  const ids = new Map(
    (await db.select({ id: patients.id, nationalId: patients.nationalId }).from(patients).where(inArray(patients.nationalId, [DEMO_PERSONS.anna.nationalId, DEMO_PERSONS.piotr.nationalId, '16230512468'])))
      .map((p) => [p.nationalId, p.id]),
  );
  const make = async (patientId: number, r: DemoResult, file: boolean, publish = true) => {
    const panel = panelByCode(r.panel)!;
    const orderedAt = new Date(now.getTime() - r.daysAgo * DAY);
    const order = await createResultOrder(deps, { id: systemPatient(patientId, 'seed'), fromLab: true }, resultOrderInputSchema.parse({ name: panel.name, kind: panel.kind, orderedAt: orderedAt.toISOString(), elements: panel.elements }), null);
    await enterResults(
      deps,
      null,
      order.id,
      resultEntrySchema.parse({
        resultDate: new Date(orderedAt.getTime() + (panel.kind === 'LAB' ? 0.3 : 2) * DAY).toISOString(),
        description: r.description ?? null,
        elements: order.elements.map((e) => ({ ...panel.elements.find((p) => p.code === e.code)!, id: e.id, value: r.values[e.code] ?? '', method: null })),
      }),
    );
    if (publish) await publishResult(deps, await clinicOrder(deps, unitScope(null), order.id), null, { fileDocument: file, archive: file });
    return order.id;
  };

  const anna = ids.get(DEMO_PERSONS.anna.nationalId);
  if (anna) {
    const history = annaHistory().sort((a, b) => b.daysAgo - a.daysAgo);
    for (const [i, r] of history.entries()) await make(anna, r, i >= history.length - 3);
    const ct = await make(anna, { daysAgo: 75, panel: 'TK-GLOWY', values: {}, description: 'TK głowy bez kontrastu: struktury linii środkowej nieprzemieszczone, układ komorowy nieposzerzony, bez zmian ogniskowych. Wniosek: obraz prawidłowy.' }, true);
    const slices = fs.readdirSync(imagingDir).sort().map((name) => fs.readFileSync(path.join(imagingDir, name)));
    await archiveOrderStudy(deps, ct, slices);
    await make(anna, { daysAgo: 14, panel: 'RTG-KLP', values: {}, description: 'RTG klatki piersiowej PA: pola płucne bez zmian ogniskowych, sylwetka serca prawidłowa. Pacjentka może dołączyć zdjęcia wykonane w innej placówce.' }, true);
  }
  for (const nationalId of [DEMO_PERSONS.piotr.nationalId, '16230512468']) {
    const id = ids.get(nationalId);
    if (id) for (const [i, r] of fewResults.entries()) await make(id, r, i === fewResults.length - 1);
  }
  // Piotr's fasting glucose from the lab yesterday, slightly raised: its values are in, a doctor has yet to publish it (the console's results queue).
  const piotr = ids.get(DEMO_PERSONS.piotr.nationalId);
  if (piotr) await make(piotr, { daysAgo: 1, panel: 'GLU', values: { GLU: '104' } }, false, false);
}
