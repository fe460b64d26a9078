import type { TestApp } from '../../test/helper';
import { doctorOf, makeDocument } from '../../test/records-kit';
import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { allUnitsDoctor, desk, eventAuthors, ok2xx, rowOf } from '../../test/staff-examples-kit';

/** A patient's open request for copies of one published document, made through the portal. */
async function openDocumentRequest(t: TestApp, deliveryMethod: 'PORTAL' | 'IN_PERSON' = 'PORTAL') {
  const account = await t.make.account();
  const patient = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
  const document = await makeDocument(t, await allUnitsDoctor(t), patient.id, { publish: true });
  return ok2xx(
    t.request({ method: 'POST', url: '/api/mpi/cdoc-requests/mpi-user', payload: { patientId: patient.id, clinicalDocumentIds: [document.id], description: 'Proszę o kopię.', deliveryMethod }, cookie: await t.as(account.id) }),
    'request',
  );
}
/** A copy attached to the request by the member of `cookie`: its file's id. */
async function attachCopy(t: TestApp, requestId: number, cookie: string) {
  const { multipartForm, samples } = await import('../../test/multipart');
  const attached = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/document-requests/${requestId}/attachments`, ...multipartForm({}, { name: 'kopia.pdf', content: samples.pdf }), cookie }), 'attach');
  return (attached.attachments as Array<{ id: number }>)[0].id;
}

/** A document request of a fresh patient (the queue's routes). */
async function requestOfFreshPatient(t: TestApp): Promise<number> {
  const account = await t.make.account();
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
  const doc = await makeDocument(t, await doctorOf(t), record.id);
  const res = await t.request({
    method: 'POST',
    url: '/api/mpi/cdoc-requests/mpi-user',
    payload: { patientId: record.id, clinicalDocumentIds: [doc.id], description: 'Kopia', deliveryMethod: 'IN_PERSON' },
    cookie: await t.as(account.id),
  });
  return res.json().id;
}

const desks: UnitScopedWrite = { roles: desk, scope: { by: 'none', why: "the desk's queue of requests for the patient's documentation, of every unit" } };

/** The desk's queue of requests for copies: a resource of no unit (the desk's, of every unit). */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    requestId: async (t) => String(await requestOfFreshPatient(t)),
  },
  staffBodies: {
    'POST /api/clinic/document-requests/:requestId/status': () => ({ status: 'IN_PROGRESS', comment: null }),
  },
  staffResourceRows: {
    documentRequest: { param: 'requestId', make: requestOfFreshPatient, companions: async (t, requestId) => ({ fileId: await attachCopy(t, requestId, await allUnitsDoctor(t)) }) },
  },
  unitScopedWrites: {
    'POST /api/clinic/document-requests/:requestId/attachments': desks,
    'DELETE /api/clinic/document-requests/:requestId/attachments/:fileId': desks,
    'POST /api/clinic/document-requests/:requestId/status': desks,
  },
  authoredWrites: {
    'POST /api/clinic/document-requests/:requestId/attachments': {
      recorded: 'event_log.staff_id (DOCUMENT_REQUEST_COPY_ATTACHED, the member named in its description)',
      check: async (t, author) => {
        await attachCopy(t, (await openDocumentRequest(t)).id, author.cookie);
        return eventAuthors(t, author.id, ['DOCUMENT_REQUEST_COPY_ATTACHED']);
      },
    },
    'DELETE /api/clinic/document-requests/:requestId/attachments/:fileId': {
      recorded: 'event_log.staff_id (DOCUMENT_REQUEST_COPY_REMOVED, the member named in its description)',
      check: async (t, author) => {
        const request = await openDocumentRequest(t);
        const fileId = await attachCopy(t, request.id, await allUnitsDoctor(t));
        const removed = await t.request({ method: 'DELETE', url: `/api/clinic/document-requests/${request.id}/attachments/${fileId}`, cookie: author.cookie });
        if (removed.statusCode !== 204) throw new Error(`remove: ${removed.statusCode} ${removed.body}`);
        return eventAuthors(t, author.id, ['DOCUMENT_REQUEST_COPY_REMOVED']);
      },
    },
    'POST /api/clinic/document-requests/:requestId/status': {
      recorded: 'document_requests.handled_by_staff_id/handled_by_name (time of a decision: completed_at)',
      check: async (t, author) => {
        const request = await openDocumentRequest(t, 'IN_PERSON');
        const decided = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/document-requests/${request.id}/status`, payload: { status: 'COMPLETED', comment: 'Do odbioru.' }, cookie: author.cookie }), 'decide');
        const row = await rowOf<{ handledByStaffId: number | null; handledByName: string | null }>(t, 'documentRequests', request.id);
        return { staffIds: [row.handledByStaffId], names: [row.handledByName, (decided.handledBy as { name: string } | null)?.name ?? null] };
      },
    },
  },
  registerTables: ['document_requests'],
};
