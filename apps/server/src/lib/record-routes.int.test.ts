import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateRangeQuerySchema, idSchema, isoDateSchema, pageOf, pageQuerySchema, patientParamsSchema, z } from '@portal/contracts';
import { addDays } from '@portal/domain';
import type { PortalModule } from '../modules/portal-module';
import { Conflict, NotFound } from '../errors';
import { defineResource, type PatientScope, type ReachablePatient } from '../plugins/patient-access';
import { clinicMember, demoUnitIds } from '../test/clinic-members';
import { createTestApp, type TestApp } from '../test/helper';
import { clinicCatalogue } from './clinic-catalogue-routes';
import { clinicToday } from './clinic-time';
import { recordPage } from './record-lists';
import { patientInPath, recordOf, recordRoutes } from './record-routes';

/*
 * The kits on a tiny module of their own (notes of a patient, and a catalogue of colours), added to a
 * test app through the normal module list: paging and its probe, clinic days, 404 for a stranger's
 * record as for an unknown one, the printout, the success statuses, and the schemas in the API document.
 */

const noteSchema = z.object({ id: z.number().int(), patientId: z.number().int(), day: isoDateSchema, text: z.string() }).meta({ id: 'KitNote' });
type Note = z.output<typeof noteSchema>;
const notesQuerySchema = pageQuerySchema({ default: 2, max: 10 }).extend(dateRangeQuerySchema.shape);
const noteParams = z.object({ id: idSchema });
const notes = new Map<number, Note>();
let nextId = 1;

const noteResource = defineResource({
  name: 'kit-note',
  load: async (_db, scope: PatientScope, params: { id: number }) => {
    const note = notes.get(params.id);
    return note && scope.ids.some((id) => id === note.patientId) ? note : null;
  },
});
const notesOf = (patient: ReachablePatient, query: z.output<typeof notesQuerySchema>, now: Date) =>
  recordPage(
    query,
    { limits: { allowFuture: false }, otherwise: 'lastYear', now },
    async ({ range }, limit, offset) =>
      [...notes.values()]
        .filter((n) => n.patientId === patient.id && (!range.after || n.day >= range.after) && (!range.before || n.day <= range.before))
        .sort((a, b) => b.day.localeCompare(a.day) || b.id - a.id)
        .slice(offset, offset + limit),
    (rows) => rows,
  );

const colourSchema = z.object({ code: z.string(), name: z.string() });
const colours = new Map<string, string>();

const kitModule: PortalModule = {
  name: 'kit-test',
  tier: 'feature',
  order: 1000,
  routes: (deps) => async (app) => {
    const kit = recordRoutes(app, { tags: ['kit-notes'], access: patientInPath });
    const base = '/mpi/kit-notes/:patientId';
    kit.list(base, { summary: 'Notatki', params: patientParamsSchema, query: notesQuerySchema, response: pageOf(noteSchema) }, ({ reach, query }) =>
      notesOf(reach, query, deps.clock.now()),
    );
    kit.create(base, { summary: 'Nowa notatka', params: patientParamsSchema, body: z.object({ day: isoDateSchema, text: z.string() }), response: noteSchema, errors: [409] }, ({ reach, body }) => {
      const note = { id: nextId++, patientId: reach.id, ...body };
      notes.set(note.id, note);
      return note;
    });
    const own = { access: recordOf(noteResource), params: noteParams };
    kit.read('/mpi/kit-notes/note/:id', { summary: 'Notatka', ...own, response: noteSchema }, ({ reach }) => reach);
    kit.printout('/mpi/kit-notes/note/:id/printout', { summary: 'Wydruk notatki', ...own }, async ({ reach, language }) => ({
      pdf: await deps.printer.render({ title: `Notatka ${reach.id}`, content: [{ text: reach.text }], language }),
      filename: `notatka-${reach.id}.pdf`,
    }));
    kit.remove('/mpi/kit-notes/note/:id', { summary: 'Usunięcie notatki', ...own }, async ({ reach }) => {
      notes.delete(reach.id);
    });
  },
  clinicRoutes: () => async (app) => {
    const catalogue = clinicCatalogue(app, { tags: ['clinic: kit'], read: { roles: ['ADMIN', 'REGISTRAR'] }, write: { roles: ['ADMIN'] } });
    catalogue.list('/clinic/kit-colours', { summary: 'Kolory', response: z.array(colourSchema) }, () => [...colours].map(([code, name]) => ({ code, name })));
    catalogue.create('/clinic/kit-colours', { summary: 'Nowy kolor', body: colourSchema, response: colourSchema }, ({ body }) => {
      if (colours.has(body.code)) throw Conflict();
      colours.set(body.code, body.name);
      return body;
    });
    catalogue.update('/clinic/kit-colours/:code', { summary: 'Zmiana koloru', params: z.object({ code: z.string() }), body: z.object({ name: z.string() }), response: colourSchema, conflict: false }, ({ params, body }) => {
      if (!colours.has(params.code)) throw NotFound();
      colours.set(params.code, body.name);
      return { code: params.code, name: body.name };
    });
    catalogue.remove('/clinic/kit-colours/:code', { summary: 'Usunięcie koloru', params: z.object({ code: z.string() }) }, async ({ params }) => {
      if (!colours.delete(params.code)) throw NotFound();
    });
    catalogue.read('/clinic/kit-units/:unitId', { summary: 'Jednostka', access: { unit: 'params' }, params: z.object({ unitId: idSchema }), response: z.object({ unitId: z.number() }) }, ({ params }) => params);
  },
};

let t: TestApp;
let me: { patientId: number; cookie: string };
let strangerNote: Note;
beforeAll(async () => {
  t = await createTestApp({}, { extraModules: [kitModule] });
  const account = await t.make.account();
  me = { patientId: (await t.make.patient({ accountId: account.id })).id, cookie: await t.as(account.id) };
  const stranger = await t.make.patient();
  strangerNote = { id: nextId++, patientId: stranger.id, day: clinicToday(new Date()), text: 'cudza' };
  notes.set(strangerNote.id, strangerNote);
});
afterAll(() => t.close());

const as = (cookie: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/api${url}`, payload, cookie });

describe('recordRoutes', () => {
  it('lists a page and its probe, newest first, within clinic days', async () => {
    const call = as(me.cookie);
    const today = clinicToday(new Date());
    for (const [day, text] of [[addDays(today, -3), 'a'], [addDays(today, -2), 'b'], [addDays(today, -1), 'c']]) {
      expect((await call('POST', `/mpi/kit-notes/${me.patientId}`, { day, text })).statusCode).toBe(201);
    }
    const first = (await call('GET', `/mpi/kit-notes/${me.patientId}`)).json();
    expect(first).toMatchObject({ pageIndex: 0, pageSize: 2, hasNextPage: true });
    expect(first.items.map((n: Note) => n.text)).toEqual(['c', 'b']);
    const second = (await call('GET', `/mpi/kit-notes/${me.patientId}?pageIndex=1`)).json();
    expect(second).toMatchObject({ pageIndex: 1, hasNextPage: false, items: [{ text: 'a' }] });
    const ranged = (await call('GET', `/mpi/kit-notes/${me.patientId}?after=${addDays(today, -2)}&pageSize=10`)).json();
    expect(ranged.items.map((n: Note) => n.text)).toEqual(['c', 'b']);

    // No day asked: the last year (lib/record-lists); an older note is read when asked for.
    expect((await call('POST', `/mpi/kit-notes/${me.patientId}`, { day: addDays(today, -400), text: 'old' })).statusCode).toBe(201);
    expect((await call('GET', `/mpi/kit-notes/${me.patientId}?pageSize=10`)).json().items).toHaveLength(3);
    expect((await call('GET', `/mpi/kit-notes/${me.patientId}?pageSize=10&before=${addDays(today, -300)}`)).json().items).toMatchObject([{ text: 'old' }]);

    const future = await call('GET', `/mpi/kit-notes/${me.patientId}?before=${addDays(today, 1)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'query.before' }] });
    expect((await call('GET', `/mpi/kit-notes/${me.patientId}?pageSize=11`)).statusCode).toBe(400);
  });

  it('answers a stranger’s patient and a stranger’s record exactly as unknown ones', async () => {
    const call = as(me.cookie);
    const unknownPatient = await call('GET', '/mpi/kit-notes/999999999');
    const strangersList = await call('GET', `/mpi/kit-notes/${strangerNote.patientId}`);
    expect(strangersList.statusCode).toBe(404);
    expect(strangersList.json()).toEqual(unknownPatient.json());

    const unknown = await call('GET', '/mpi/kit-notes/note/999999999');
    for (const url of [`/mpi/kit-notes/note/${strangerNote.id}`, `/mpi/kit-notes/note/${strangerNote.id}/printout`]) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    const removal = await call('DELETE', `/mpi/kit-notes/note/${strangerNote.id}`);
    expect(removal.statusCode).toBe(404);
    expect(notes.has(strangerNote.id)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/mpi/kit-notes/note/${strangerNote.id}` })).statusCode).toBe(401);
  });

  it('reads, prints and deletes an own record', async () => {
    const call = as(me.cookie);
    const made = (await call('POST', `/mpi/kit-notes/${me.patientId}`, { day: clinicToday(new Date()), text: 'moja' })).json();
    expect((await call('GET', `/mpi/kit-notes/note/${made.id}`)).json()).toEqual(made);
    const printout = await call('GET', `/mpi/kit-notes/note/${made.id}/printout`);
    expect(printout.statusCode).toBe(200);
    expect(printout.headers['content-type']).toBe('application/pdf');
    expect(printout.headers['content-disposition']).toBe(`inline; filename="notatka-${made.id}.pdf"`);
    expect(printout.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const removed = await call('DELETE', `/mpi/kit-notes/note/${made.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('GET', `/mpi/kit-notes/note/${made.id}`)).statusCode).toBe(404);
  });

  it('declares its access for the access plugin and the matrix', () => {
    const declared = t.app.patientRoutes.filter((r) => r.url.startsWith('/api/mpi/kit-notes'));
    expect(declared).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', url: '/api/mpi/kit-notes/:patientId', source: 'params' }),
        expect.objectContaining({ method: 'POST', url: '/api/mpi/kit-notes/:patientId', source: 'params' }),
        expect.objectContaining({ method: 'GET', url: '/api/mpi/kit-notes/note/:id', source: 'scope', resource: 'kit-note' }),
        expect.objectContaining({ method: 'GET', url: '/api/mpi/kit-notes/note/:id/printout', source: 'scope', resource: 'kit-note' }),
        expect.objectContaining({ method: 'DELETE', url: '/api/mpi/kit-notes/note/:id', source: 'scope', resource: 'kit-note' }),
      ]),
    );
    expect(t.app.patientResources.get('kit-note')).toBe(noteResource);
  });

  it('states its schemas, statuses and tags in the API document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/mpi/kit-notes/{patientId}'].get;
    expect(list.tags).toEqual(['kit-notes']);
    expect(list.summary).toBe('Notatki');
    expect(Object.keys(list.responses).sort()).toEqual(['200', '400', '401', '404', 'default']);
    expect(list.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(['path:patientId', 'query:after', 'query:before', 'query:pageIndex', 'query:pageSize']);
    expect(JSON.stringify(list.responses['200'])).toContain('hasNextPage');
    expect(Object.keys(doc.paths['/api/mpi/kit-notes/{patientId}'].post.responses).sort()).toEqual(['201', '400', '401', '404', '409', 'default']);
    expect(Object.keys(doc.paths['/api/mpi/kit-notes/note/{id}'].delete.responses).sort()).toEqual(['204', '400', '401', '404', 'default']);
    const colours = doc.paths['/api/clinic/kit-colours'];
    expect(Object.keys(colours.get.responses).sort()).toEqual(['200', '400', '401', '403', '404', 'default']);
    expect(Object.keys(colours.post.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', 'default']);
    expect(Object.keys(doc.paths['/api/clinic/kit-colours/{code}'].put.responses).sort()).toEqual(['200', '400', '401', '403', '404', 'default']);
  });
});

describe('clinicCatalogue', () => {
  it('lets its readers read and only its writers write, with 201, 409 and 204', async () => {
    const admin = as((await clinicMember(t, ['ADMIN'])).cookie);
    const registrar = as((await clinicMember(t, ['REGISTRAR'])).cookie);
    const doctor = as((await clinicMember(t, ['DOCTOR'])).cookie);

    expect((await admin('POST', '/clinic/kit-colours', { code: 'R', name: 'Czerwony' })).statusCode).toBe(201);
    expect((await admin('POST', '/clinic/kit-colours', { code: 'R', name: 'Inny' })).statusCode).toBe(409);
    expect((await registrar('POST', '/clinic/kit-colours', { code: 'G', name: 'Zielony' })).statusCode).toBe(403);
    expect((await registrar('GET', '/clinic/kit-colours')).json()).toEqual([{ code: 'R', name: 'Czerwony' }]);
    expect((await doctor('GET', '/clinic/kit-colours')).statusCode).toBe(403);
    expect((await admin('PUT', '/clinic/kit-colours/R', { name: 'Karminowy' })).json()).toEqual({ code: 'R', name: 'Karminowy' });
    expect((await registrar('DELETE', '/clinic/kit-colours/R')).statusCode).toBe(403);
    expect((await admin('DELETE', '/clinic/kit-colours/R')).statusCode).toBe(204);
    expect((await admin('DELETE', '/clinic/kit-colours/R')).statusCode).toBe(404);
    expect(t.app.staffRoutes.filter((r) => r.url.startsWith('/api/clinic/kit-colours')).map((r) => `${r.method} ${String(r.roles)}`)).toEqual([
      'GET ADMIN,REGISTRAR',
      'POST ADMIN',
      'PUT ADMIN',
      'DELETE ADMIN',
    ]);
  });

  it('answers a unit outside the member’s units as an unknown one', async () => {
    const { primaryCare, specialist } = await demoUnitIds(t);
    const limited = as((await clinicMember(t, ['REGISTRAR'], [primaryCare])).cookie);
    expect((await limited('GET', `/clinic/kit-units/${primaryCare}`)).statusCode).toBe(200);
    const other = await limited('GET', `/clinic/kit-units/${specialist}`);
    const unknown = await limited('GET', '/clinic/kit-units/999999999');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });
});
