import { clinicMember, demoUnitIds } from '../../test/clinic-members';
import type { TestApp } from '../../test/helper';
import { doctorOf, makeDocument, makeVisit } from '../../test/records-kit';
import type { StaffAccessExamples, WriteScope } from '../../test/staff-access-examples';
import { allUnitsDoctor, clinicians, documentAuthors, freshPatient, ok2xx, openVisit, openVisitIn, rowOf, schema, drizzle, UNKNOWN, yesterdayOf } from '../../test/staff-examples-kit';
import { makeUnit } from '../../test/staff-kit';

const waitingBody = (unitId: number) => ({ serviceCode: 'POZ-EKG', unitId, category: 'STABLE', registeredAt: '2026-01-05', plannedDate: null, position: null });
const documentBody = (publish: boolean) => ({ typeCode: 'ZASWIADCZENIE', title: 'Zaświadczenie matrycy', encounterId: null, text: 'Matryca.', publish });
const items = (b: unknown) => (b as { items: Array<{ id: number }> }).items.map((i) => i.id);
const row: WriteScope = { by: 'row' };

/** An open visit of the patient in the unit (the staff resource `encounter`). */
const encounterIn = async (t: TestApp, unitId: number, patientId: number) => (await openVisitIn(t, unitId, patientId)).id;
/** A draft document of such a visit (`clinicalDocument`). */
const documentIn = async (t: TestApp, unitId: number, patientId: number) =>
  (await makeDocument(t, await allUnitsDoctor(t), patientId, { encounterId: await encounterIn(t, unitId, patientId), publish: false })).id;
/** A place on the waiting list of the patient in the unit, made by a member of every unit. */
async function waitingEntryIn(t: TestApp, unitId: number, patientId: number): Promise<number> {
  const res = await t.request({ method: 'POST', url: `/api/clinic/patients/${patientId}/waiting-list`, payload: waitingBody(unitId), cookie: await allUnitsDoctor(t) });
  if (res.statusCode !== 201) throw new Error(`waiting list: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/**
 * The medical register in the console: visits, documents and the waiting list are the member's units'
 * (issue 27), each read through a staff resource, each write keeping its author.
 */
export const staffAccessExamples: StaffAccessExamples = {
  // Rows of a fresh patient in the seeded primary-care unit.
  staffIdFactories: {
    encounterId: async (t) => {
      const { primaryCare } = await demoUnitIds(t);
      const visit = await makeVisit(t, await doctorOf(t), (await t.make.patient()).id, { unitId: primaryCare, startTime: new Date(t.clock.now().getTime() - 3_600_000).toISOString(), close: false });
      return String(visit.id);
    },
    documentId: async (t) => String((await makeDocument(t, await doctorOf(t), (await t.make.patient()).id, { publish: false })).id),
    entryId: async (t) => {
      const { primaryCare } = await demoUnitIds(t);
      const res = await t.request({
        method: 'POST',
        url: `/api/clinic/patients/${(await t.make.patient()).id}/waiting-list`,
        payload: waitingBody(primaryCare),
        cookie: await clinicMember(t, ['REGISTRAR']).then((m) => m.cookie),
      });
      return String(res.json().id);
    },
  },
  staffBodies: {
    'PUT /api/clinic/encounters/:encounterId': () => ({ practitionerId: null, endTime: null, diagnoses: [{ code: 'J06.9', primary: true }], recommendations: 'Odpoczynek.' }),
    'POST /api/clinic/clinical-documents/:documentId/notes': () => ({ content: 'Notatka matrycy.' }),
    'PUT /api/clinic/waiting-list/:entryId': () => ({ category: 'URGENT', plannedDate: null, position: 1, status: 'WAITING' }),
  },
  unitRowFactories: { encounterId: encounterIn, documentId: documentIn, entryId: waitingEntryIn },
  staffResourceRows: {
    encounter: { param: 'encounterId', make: encounterIn },
    clinicalDocument: { param: 'documentId', make: documentIn },
    waitingEntry: { param: 'entryId', make: waitingEntryIn },
  },
  unitScopedLists: [
    { url: (p) => `/api/clinic/patients/${p}/encounters`, rows: 'encounterId', ids: items },
    { url: (p) => `/api/clinic/patients/${p}/clinical-documents`, rows: 'documentId', ids: items },
    { url: (p) => `/api/clinic/patients/${p}/waiting-list`, rows: 'entryId', ids: (b) => (b as Array<{ id: number }>).map((i) => i.id) },
  ],
  unitScopedWrites: {
    'POST /api/clinic/patients/:patientId/encounters': {
      roles: [...clinicians, 'REGISTRAR'],
      scope: {
        by: 'calls',
        calls: [
          {
            names: 'unit',
            status: 400,
            async make(t, { other }, patientId) {
              const body = (unitId: number) => ({ unitId, speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterdayOf(t), careId: null });
              return { foreign: { url: `/api/clinic/patients/${patientId}/encounters`, payload: body(other) }, unknown: { url: `/api/clinic/patients/${patientId}/encounters`, payload: body(UNKNOWN) } };
            },
          },
        ],
      },
    },
    'PUT /api/clinic/encounters/:encounterId': { roles: ['DOCTOR'], scope: row },
    'POST /api/clinic/encounters/:encounterId/close': { roles: ['DOCTOR'], scope: row },
    'POST /api/clinic/patients/:patientId/clinical-documents': {
      roles: clinicians,
      scope: {
        by: 'calls',
        calls: [
          {
            names: 'visit',
            status: 400,
            async make(t, { other }, patientId) {
              const body = (encounterId: number) => ({ typeCode: 'ZASWIADCZENIE', title: 'Matryca', encounterId, text: 'Matryca.', publish: false });
              const url = `/api/clinic/patients/${patientId}/clinical-documents`;
              return { foreign: { url, payload: body(await encounterIn(t, other, patientId)) }, unknown: { url, payload: body(UNKNOWN) } };
            },
          },
        ],
      },
    },
    'POST /api/clinic/patients/:patientId/clinical-documents/upload': {
      roles: clinicians,
      scope: {
        by: 'calls',
        calls: [
          {
            names: 'visit',
            status: 400,
            async make(t, { other }, patientId) {
              const { multipartForm, samples } = await import('../../test/multipart');
              const form = (encounterId: number) => multipartForm({ typeCode: 'ZASWIADCZENIE', title: 'Matryca', encounterId: String(encounterId), publish: 'false' }, { name: 'matryca.pdf', content: samples.pdf });
              const url = `/api/clinic/patients/${patientId}/clinical-documents/upload`;
              return { foreign: { url, form: form(await encounterIn(t, other, patientId)) }, unknown: { url, form: form(UNKNOWN) } };
            },
          },
        ],
      },
    },
    'POST /api/clinic/clinical-documents/:documentId/publish': { roles: clinicians, scope: row },
    'POST /api/clinic/clinical-documents/:documentId/notes': { roles: clinicians, scope: row },
    'POST /api/clinic/patients/:patientId/waiting-list': {
      roles: ['REGISTRAR', 'ADMIN', 'DOCTOR'],
      scope: {
        by: 'calls',
        calls: [
          {
            names: 'unit',
            status: 400,
            async make(_t, { other }, patientId) {
              const url = `/api/clinic/patients/${patientId}/waiting-list`;
              return { foreign: { url, payload: waitingBody(other) }, unknown: { url, payload: waitingBody(UNKNOWN) } };
            },
          },
        ],
      },
    },
    'PUT /api/clinic/waiting-list/:entryId': { roles: ['REGISTRAR', 'ADMIN', 'DOCTOR'], scope: row },
  },
  authoredWrites: {
    'POST /api/clinic/patients/:patientId/encounters': {
      recorded: 'encounters.created_by_staff_id',
      check: async (t, author) => {
        const patientId = await freshPatient(t);
        const visit = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${patientId}/encounters`, payload: { unitId: await makeUnit(t), speciality: 'MEDYCYNA_RODZINNA', practitionerId: null, startTime: yesterdayOf(t), careId: null }, cookie: author.cookie }), 'open');
        return { staffIds: [(await rowOf<{ createdByStaffId: number | null }>(t, 'encounters', visit.id)).createdByStaffId], names: [] };
      },
    },
    'PUT /api/clinic/encounters/:encounterId': {
      recorded: 'encounter_diagnoses.written_by_staff_id/_name/written_at, encounters.recommendations_by_staff_id/_name/_at',
      check: async (t, author) => {
        const visit = await openVisit(t);
        const written = await ok2xx(
          t.request({ method: 'PUT', url: `/api/clinic/encounters/${visit.id}`, payload: { practitionerId: null, endTime: null, diagnoses: [{ code: 'I10', primary: true }], recommendations: 'Kontrola ciśnienia.' }, cookie: author.cookie }),
          'write',
        );
        const { encounterDiagnoses } = await schema();
        const { eq } = await drizzle();
        const diagnoses = await t.deps.db.select().from(encounterDiagnoses).where(eq(encounterDiagnoses.encounterId, visit.id));
        const stored = await rowOf<{ recommendationsByStaffId: number | null; recommendationsByName: string | null }>(t, 'encounters', visit.id);
        const shown = written as unknown as { diagnoses: Array<{ writtenBy: { name: string } | null }>; recommendationsWrittenBy: { name: string } | null };
        return {
          staffIds: [...diagnoses.map((d) => d.writtenByStaffId), stored.recommendationsByStaffId],
          names: [...diagnoses.map((d) => d.writtenByName), stored.recommendationsByName, ...shown.diagnoses.map((d) => d.writtenBy?.name ?? null), shown.recommendationsWrittenBy?.name ?? null],
        };
      },
    },
    'POST /api/clinic/encounters/:encounterId/close': {
      recorded: 'clinical_documents.author_staff_id/author_name (the visit card), clinical_documents.published_by_staff_id/_name (the visit card and the drafts it publishes)',
      check: async (t, author) => {
        const visit = await openVisit(t);
        const closed = (await ok2xx(t.request({ method: 'POST', url: `/api/clinic/encounters/${visit.id}/close`, cookie: author.cookie }), 'close')) as unknown as { documents: Array<{ id: number; type: string }> };
        const card = closed.documents.find((d) => d.type === 'KARTA_WIZYTY')!;
        return documentAuthors(t, [card.id]);
      },
    },
    'POST /api/clinic/patients/:patientId/clinical-documents': {
      recorded: 'clinical_documents.author_staff_id/author_name; published_by_staff_id/_name when published at once',
      check: async (t, author) => {
        const made = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/clinical-documents`, payload: documentBody(true), cookie: author.cookie }), 'document');
        return documentAuthors(t, [made.id]);
      },
    },
    'POST /api/clinic/patients/:patientId/clinical-documents/upload': {
      recorded: 'clinical_documents.author_staff_id/author_name; published_by_staff_id/_name when published at once',
      check: async (t, author) => {
        const { multipartForm, samples } = await import('../../test/multipart');
        const form = multipartForm({ typeCode: 'ZASWIADCZENIE', title: 'Skan matrycy', publish: 'true' }, { name: 'skan.pdf', content: samples.pdf });
        const made = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/clinical-documents/upload`, ...form, cookie: author.cookie }), 'upload');
        return documentAuthors(t, [made.id]);
      },
    },
    'POST /api/clinic/clinical-documents/:documentId/publish': {
      recorded: 'clinical_documents.published_by_staff_id/_name',
      check: async (t, author) => {
        const draft = await makeDocument(t, await allUnitsDoctor(t), await freshPatient(t), { publish: false });
        await ok2xx(t.request({ method: 'POST', url: `/api/clinic/clinical-documents/${draft.id}/publish`, cookie: author.cookie }), 'publish');
        const stored = await rowOf<{ publishedByStaffId: number | null; publishedByName: string | null }>(t, 'clinicalDocuments', draft.id);
        return { staffIds: [stored.publishedByStaffId], names: [stored.publishedByName] };
      },
    },
    'POST /api/clinic/clinical-documents/:documentId/notes': {
      recorded: 'document_notes.author_staff_id/author_name',
      check: async (t, author) => {
        const document = await makeDocument(t, await allUnitsDoctor(t), await freshPatient(t), { publish: false });
        const note = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/clinical-documents/${document.id}/notes`, payload: { content: 'Notatka matrycy.' }, cookie: author.cookie }), 'note');
        const stored = await rowOf<{ authorStaffId: number | null; authorName: string }>(t, 'documentNotes', note.id);
        return { staffIds: [stored.authorStaffId], names: [stored.authorName] };
      },
    },
    'POST /api/clinic/patients/:patientId/waiting-list': {
      recorded: 'waiting_list_entries.created_by_staff_id/created_by_name (time: created_at)',
      check: async (t, author) => {
        const entry = await ok2xx(t.request({ method: 'POST', url: `/api/clinic/patients/${await freshPatient(t)}/waiting-list`, payload: waitingBody(await makeUnit(t)), cookie: author.cookie }), 'place');
        const stored = await rowOf<{ createdByStaffId: number | null; createdByName: string | null }>(t, 'waitingListEntries', entry.id);
        return { staffIds: [stored.createdByStaffId], names: [stored.createdByName, (entry.placedBy as { name: string } | null)?.name ?? null] };
      },
    },
    'PUT /api/clinic/waiting-list/:entryId': {
      recorded: 'waiting_list_entries.changed_by_staff_id/changed_by_name/changed_at',
      check: async (t, author) => {
        const entry = await waitingEntryIn(t, await makeUnit(t), await freshPatient(t));
        const changed = await ok2xx(t.request({ method: 'PUT', url: `/api/clinic/waiting-list/${entry}`, payload: { category: 'URGENT', plannedDate: null, position: 1, status: 'WAITING' }, cookie: author.cookie }), 'change');
        const stored = await rowOf<{ changedByStaffId: number | null; changedByName: string | null }>(t, 'waitingListEntries', entry);
        return { staffIds: [stored.changedByStaffId], names: [stored.changedByName, (changed.changedBy as { name: string } | null)?.name ?? null] };
      },
    },
  },
  registerTables: ['encounters', 'encounter_diagnoses', 'clinical_documents', 'document_notes', 'waiting_list_entries'],
};
