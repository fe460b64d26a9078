import { eq } from 'drizzle-orm';
import { declarations, practitionerUnits, practitioners } from '../../db/schema/index';
import { DEMO_GP_PRACTICE_NUMBER } from '../../demo';
import { demoUnitIds } from '../../test/clinic-members';
import type { TestApp } from '../../test/helper';
import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { desk, eventAuthors, freshPatient, ok2xx, UNKNOWN } from '../../test/staff-examples-kit';
import type { DeclarationSnapshot } from './declarations-service';

const demoGp = async (t: TestApp) => (await t.deps.db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.practiceNumber, DEMO_GP_PRACTICE_NUMBER)))[0].id;

/** A GP declaration of the patient in the unit, signed and waiting for the clinic's decision (as the portal stores one). */
async function waitingDeclaration(t: TestApp, unitId: number, patientId: number): Promise<number> {
  const snapshot: DeclarationSnapshot = {
    patient: { name: 'Ewa', lastName: 'Deklarująca', birthDate: '1980-01-01', gender: 'FEMALE', nationalId: '80010112345', documentNumber: null, street: 'ul. Długa', houseNumber: '1', apartmentNumber: null, postalCode: '31-147', city: 'Kraków', insurerCode: '06', phone: null },
    practitioner: { name: 'Tomasz', lastName: 'Lewandowski', degree: 'lek.', occupationCode: 'DOCTOR', practiceNumber: DEMO_GP_PRACTICE_NUMBER },
    unit: { name: 'Przychodnia', address: 'ul. Zakopiańska 62, 30-418 Kraków', phone: null },
    provider: { name: 'Przychodnia', address: 'Kraków', nip: null, regon: null, nfzCode: null },
  };
  const now = t.clock.now();
  const [row] = await t.deps.db
    .insert(declarations)
    .values({ patientId, type: 'GP', state: 'SUBMITTED', practitionerId: await demoGp(t), unitId, registrationDate: now, dateOfSubmission: now, snapshot })
    .returning({ id: declarations.id });
  return row.id;
}

/** A waiting declaration of a fresh patient in the demo POZ unit. */
const freshWaiting = async (t: TestApp) => waitingDeclaration(t, (await demoUnitIds(t)).primaryCare, await freshPatient(t));

/** A practitioner with the GP role working only in `unitId` (none of the demo's works in a test's fresh unit). */
async function gpOf(t: TestApp, unitId: number): Promise<number> {
  const [row] = await t.deps.db.insert(practitioners).values({ name: 'Ewa', lastName: 'Rodzinna', occupation: 'DOCTOR', primaryCareRoles: ['GP'] }).returning({ id: practitioners.id });
  await t.deps.db.insert(practitionerUnits).values({ practitionerId: row.id, unitId });
  return row.id;
}

const byRow: UnitScopedWrite = { roles: desk, scope: { by: 'row' } };
const decided = async (t: TestApp, id: number) => (await t.deps.db.select().from(declarations).where(eq(declarations.id, id)))[0];

/**
 * The desk's declarations: a declaration is a row of its unit (`clinicDeclarationResource`); a
 * practitioner's list is named by her id and type, and reached when she works in one of the member's units.
 */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    declarationId: async (t) => String(await freshWaiting(t)),
    employeeId: async (t) => String(await demoGp(t)),
    declarationType: async () => 'GP',
  },
  staffBodies: {
    'POST /api/clinic/declarations/:declarationId/reject': () => ({ reason: 'Brak podpisu na deklaracji.' }),
    'POST /api/clinic/declarations/:declarationId/withdraw': () => ({ reason: 'Pacjent złożył deklarację w innej przychodni.' }),
    'PUT /api/clinic/declarations/practitioner-lists/:employeeId/:declarationType': () => ({ listLimit: 2750 }),
  },
  unitRowFactories: { declarationId: waitingDeclaration },
  staffResourceRows: { declaration: { param: 'declarationId', make: waitingDeclaration } },
  unitScopedLists: [{ url: (patientId) => `/api/clinic/declarations?patientId=${patientId}`, rows: 'declarationId', ids: (body) => (body as { items: Array<{ id: number }> }).items.map((d) => d.id) }],
  idsWithoutUnit: {
    employeeId: "a POZ practitioner, whose list is hers across her units (the service finds her within the member's units: 404 otherwise)",
    declarationType: 'a declaration type (GP, NURSE, MIDWIFE), no row',
  },
  unitScopedWrites: {
    'POST /api/clinic/declarations/:declarationId/accept': byRow,
    'POST /api/clinic/declarations/:declarationId/reject': byRow,
    'POST /api/clinic/declarations/:declarationId/withdraw': byRow,
    'PUT /api/clinic/declarations/practitioner-lists/:employeeId/:declarationType': {
      roles: desk,
      scope: {
        by: 'calls',
        calls: [
          {
            names: 'practitioner',
            status: 404,
            make: async (t, units) => ({
              foreign: { url: `/api/clinic/declarations/practitioner-lists/${await gpOf(t, units.other)}/GP`, payload: { listLimit: 10 } },
              unknown: { url: `/api/clinic/declarations/practitioner-lists/${UNKNOWN}/GP`, payload: { listLimit: 10 } },
            }),
          },
        ],
      },
    },
    'POST /api/clinic/declarations/export': { roles: desk, scope: { by: 'none', why: "it names no unit or row: it exports the accepted declarations of the member's own units" } },
  },
  authoredWrites: {
    'POST /api/clinic/declarations/:declarationId/accept': {
      recorded: 'declarations.decided_by_staff_id/decided_by_name (time: decided_at)',
      check: async (t, author) => {
        const id = await freshWaiting(t);
        const res = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/declarations/${id}/accept`, cookie: author.cookie }), 'accept');
        const row = await decided(t, id);
        return { staffIds: [row.decidedByStaffId], names: [row.decidedByName, (res.decidedBy as { name: string } | null)?.name ?? null] };
      },
    },
    'POST /api/clinic/declarations/:declarationId/reject': {
      recorded: 'declarations.decided_by_staff_id/decided_by_name and canceled_by_staff_id/canceled_by_name (time: decided_at)',
      check: async (t, author) => {
        const id = await freshWaiting(t);
        await ok2xx(t.request({ method: 'POST', url: `/api/clinic/declarations/${id}/reject`, payload: { reason: 'Brak podpisu.' }, cookie: author.cookie }), 'reject');
        const row = await decided(t, id);
        return { staffIds: [row.decidedByStaffId, row.canceledByStaffId], names: [row.decidedByName, row.canceledByName] };
      },
    },
    'POST /api/clinic/declarations/:declarationId/withdraw': {
      recorded: 'declarations.canceled_by_staff_id/canceled_by_name (time: canceled_at)',
      check: async (t, author) => {
        const id = await freshWaiting(t);
        const res = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/declarations/${id}/withdraw`, payload: { reason: 'Wycofana.' }, cookie: author.cookie }), 'withdraw');
        const row = await decided(t, id);
        return { staffIds: [row.canceledByStaffId], names: [row.canceledByName, (res.canceledBy as { name: string } | null)?.name ?? null] };
      },
    },
    'PUT /api/clinic/declarations/practitioner-lists/:employeeId/:declarationType': {
      recorded: 'event_log.staff_id (DECLARATION_LIST_LIMIT, the member named in its description)',
      check: async (t, author) => {
        await ok2xx(t.request({ method: 'PUT', url: `/api/clinic/declarations/practitioner-lists/${await demoGp(t)}/GP`, payload: { listLimit: 2500 }, cookie: author.cookie }), 'limit');
        return eventAuthors(t, author.id, ['DECLARATION_LIST_LIMIT']);
      },
    },
    'POST /api/clinic/declarations/export': {
      recorded: 'event_log.staff_id (DECLARATION_EXPORT, the member named in its description; the rows keep exported_at)',
      check: async (t, author) => {
        const id = await freshWaiting(t);
        await ok2xx(t.request({ method: 'POST', url: `/api/clinic/declarations/${id}/accept`, cookie: author.cookie }), 'accept');
        const res = await t.request({ method: 'POST', url: '/api/clinic/declarations/export', cookie: author.cookie });
        if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
        return eventAuthors(t, author.id, ['DECLARATION_EXPORT']);
      },
    },
  },
  registerTables: ['declarations'],
};
