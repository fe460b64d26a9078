import type { TestApp } from '../../test/helper';
import { makeResult } from '../../test/results-kit';
import type { StaffAccessExamples, WriteScope } from '../../test/staff-access-examples';
import { allUnitsDoctor, changeLog, clinicians, documentAuthors, drizzle, freshPatient, ok2xx, openVisitIn, rowOf, schema, UNKNOWN } from '../../test/staff-examples-kit';

const orderBody = { name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [{ code: 'GLU', name: 'Glukoza', unit: 'mg/dl', referenceLow: 70, referenceHigh: 99, referenceText: null }], unitId: null, encounterId: null };
const row: WriteScope = { by: 'row' };
/** An order (not yet published) of the patient in the unit. */
const orderIn = async (t: TestApp, unitId: number, patientId: number) => (await makeResult(t, patientId, { publish: false, unitId })).id;

/** Result orders in the console: the member's units' (those of no unit are everyone's), read through a staff resource. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    // An order (not yet published) of a fresh patient.
    orderId: async (t) => String((await makeResult(t, (await t.make.patient()).id, { publish: false })).id),
    // A published result of a fresh patient (shared with nobody: a partner's member gets 404, as for an unknown id).
    sharedDocumentId: async (t) => String((await makeResult(t, (await t.make.patient()).id)).id),
  },
  idsWithoutUnit: {
    sharedDocumentId: "a result or document a patient shares with a partner: read by the consents' sharing rule for a partner's staff, who have no units",
  },
  staffBodies: {
    'POST /api/clinic/patients/:patientId/test-results': () => ({ name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [] }),
    'PUT /api/clinic/test-results/:orderId': () => ({ resultDate: '2026-01-11T08:00:00.000Z', description: null, elements: [] }),
  },
  unitRowFactories: { orderId: orderIn },
  staffResourceRows: {
    resultOrder: { param: 'orderId', make: orderIn },
  },
  unitScopedLists: [{ url: (p) => `/api/clinic/patients/${p}/test-results`, rows: 'orderId', ids: (b) => (b as { items: Array<{ id: number }> }).items.map((i) => i.id) }],
  unitScopedWrites: {
    'POST /api/clinic/patients/:patientId/test-results': {
      roles: clinicians,
      scope: {
        by: 'calls',
        calls: (['unitId', 'encounterId'] as const).map((field) => ({
          names: field === 'unitId' ? 'unit' : 'visit',
          status: 400 as const,
          async make(t: TestApp, { other }: { own: number; other: number }, patientId: number) {
            const body = (id: number) => ({ name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [], unitId: null, encounterId: null, [field]: id });
            const url = `/api/clinic/patients/${patientId}/test-results`;
            const foreign = field === 'unitId' ? other : (await openVisitIn(t, other, patientId)).id;
            return { foreign: { url, payload: body(foreign) }, unknown: { url, payload: body(field === 'unitId' ? 999_999 : UNKNOWN) } };
          },
        })),
      },
    },
    'PUT /api/clinic/test-results/:orderId': { roles: clinicians, scope: row },
    'POST /api/clinic/test-results/:orderId/document': { roles: clinicians, scope: row },
    'POST /api/clinic/test-results/:orderId/publish': { roles: clinicians, scope: row },
  },
  authoredWrites: {
    'POST /api/clinic/patients/:patientId/test-results': {
      recorded: 'result_orders.ordered_by_staff_id/ordered_by_name',
      check: async (t, author) => {
        const order = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/test-results`, payload: orderBody, cookie: author.cookie }), 'order');
        const stored = await rowOf<{ orderedByStaffId: number | null; orderedByName: string | null }>(t, 'resultOrders', order.id);
        return { staffIds: [stored.orderedByStaffId], names: [stored.orderedByName] };
      },
    },
    'PUT /api/clinic/test-results/:orderId': {
      recorded: 'result_orders.resulted_by_staff_id/resulted_by_name/resulted_at',
      check: async (t, author) => {
        const order = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/test-results`, payload: orderBody, cookie: await allUnitsDoctor(t) }), 'order');
        const element = (order.elements as Array<Record<string, unknown>>)[0];
        const entered = await ok2xx(
          t.request({ method: 'PUT', url: `/api/clinic/test-results/${order.id}`, payload: { resultDate: '2026-01-11T08:00:00.000Z', description: null, elements: [{ ...element, value: '92', method: null }] }, cookie: author.cookie }),
          'values',
        );
        const stored = await rowOf<{ resultedByStaffId: number | null; resultedByName: string | null }>(t, 'resultOrders', order.id);
        return { staffIds: [stored.resultedByStaffId], names: [stored.resultedByName, (entered.resultedBy as { name: string } | null)?.name ?? null] };
      },
    },
    'POST /api/clinic/test-results/:orderId/document': changeLog("the lab's own PDF; the values' author is resulted_by, the publisher the WYNIK document's"),
    'POST /api/clinic/test-results/:orderId/publish': {
      recorded: 'clinical_documents.author_staff_id/author_name and published_by_staff_id/_name of its WYNIK document',
      check: async (t, author) => {
        const patientId = await freshPatient(t);
        const order = await makeResult(t, patientId, { publish: false });
        await ok2xx(t.request({ method: 'POST', url: `/api/clinic/test-results/${order.id}/publish`, cookie: author.cookie }), 'publish');
        const { clinicalDocuments } = await schema();
        const { and, eq } = await drizzle();
        const [document] = await t.deps.db.select({ id: clinicalDocuments.id }).from(clinicalDocuments).where(and(eq(clinicalDocuments.patientId, patientId), eq(clinicalDocuments.typeCode, 'WYNIK')));
        return documentAuthors(t, [document.id]);
      },
    },
  },
  registerTables: ['result_orders'],
};
