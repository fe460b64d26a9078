import { randomUUID } from 'node:crypto';
import { drugEditions, drugPackages, patientTakenDrugs } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { eventAuthors, freshPatient, ok2xx } from '../../test/staff-examples-kit';

const editions: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: "the drug register and the interaction data are the clinic's, one for every unit" } };
const takenDrugs: UnitScopedWrite = { roles: ['DOCTOR', 'NURSE', 'MIDWIFE'], scope: { by: 'none', why: "a patient's taken drugs are hers in every unit, as her allergies" } };
/** A package of the register in force (the seeded demo excerpt). */
const anyPackage = async (t: TestApp) => (await t.deps.db.select({ id: drugPackages.id }).from(drugPackages).orderBy(drugPackages.id).limit(1))[0]!.id;
/** A fresh patient's record of a drug she takes: its id. */
const takenDrugOf = async (t: TestApp, patientId: number) =>
  (await t.deps.db.insert(patientTakenDrugs).values({ patientId, packageId: await anyPackage(t), recordedOn: '2026-01-05' }).returning({ id: patientTakenDrugs.id }))[0]!.id;

/**
 * The console's editions of the drug register and of the interaction data (an administrator's), and the
 * clinicians' record of a patient's taken drugs: both of no unit.
 */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    // A fresh empty draft (no rows: publishing it would empty nothing, as its diff says).
    editionId: async (t) =>
      String(
        (await t.deps.db.insert(drugEditions).values({ kind: 'INTERACTIONS', state: 'DRAFT', fileName: 'proba.csv', checksum: randomUUID(), diff: { products: null, pairs: null } }).returning({ id: drugEditions.id }))[0]
          .id,
      ),
    // Another (fresh) patient's record: the matrix's DELETE on a fresh patient is 404, as for an unknown id.
    takenDrugId: async (t) => String(await takenDrugOf(t, await freshPatient(t))),
  },
  staffBodiesFor: async (t) => {
    const packageId = await anyPackage(t);
    return { 'POST /api/clinic/patients/:patientId/taken-drugs': () => ({ packageId, note: 'Matryca ról' }) };
  },
  idsWithoutUnit: {
    editionId: "an edition of the clinic's drug register or interaction data",
    takenDrugId: "the clinic's record of a drug the patient takes, hers in every unit (found within the patient in the path)",
  },
  unitScopedWrites: {
    'POST /api/clinic/drug-editions': editions,
    'POST /api/clinic/drug-editions/:editionId/publish': editions,
    'DELETE /api/clinic/drug-editions/:editionId': editions,
    'POST /api/clinic/patients/:patientId/taken-drugs': takenDrugs,
    'DELETE /api/clinic/patients/:patientId/taken-drugs/:takenDrugId': takenDrugs,
  },
  authoredWrites: {
    'POST /api/clinic/drug-editions': { recorded: 'drug_editions.uploaded_by' },
    'POST /api/clinic/drug-editions/:editionId/publish': { recorded: 'drug_editions.published_by' },
    'DELETE /api/clinic/drug-editions/:editionId': { recorded: null, why: 'a discarded draft is deleted with its rows; nothing is left to name its author' },
    'POST /api/clinic/patients/:patientId/taken-drugs': {
      recorded: 'event_log.staff_id (TAKEN_DRUG_RECORDED, the member named in its description)',
      check: async (t, author) => {
        await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/taken-drugs`, payload: { packageId: await anyPackage(t) }, cookie: author.cookie }), 'record a taken drug');
        return eventAuthors(t, author.id, ['TAKEN_DRUG_RECORDED']);
      },
    },
    'DELETE /api/clinic/patients/:patientId/taken-drugs/:takenDrugId': {
      recorded: 'event_log.staff_id (TAKEN_DRUG_REMOVED, the member named in its description; the record itself is deleted)',
      check: async (t, author) => {
        const patientId = await freshPatient(t);
        const res = await t.request({ method: 'DELETE', url: `/api/clinic/patients/${patientId}/taken-drugs/${await takenDrugOf(t, patientId)}`, cookie: author.cookie });
        if (res.statusCode !== 204) throw new Error(`remove a taken drug: ${res.statusCode} ${res.body}`);
        return eventAuthors(t, author.id, ['TAKEN_DRUG_REMOVED']);
      },
    },
  },
};
