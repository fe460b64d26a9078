import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedicalCase, MedicalCaseAttachmentList, MedicalCaseDetails, MedicalCaseList, MedicalCaseNote } from '@portal/contracts';
import { addYears } from '@portal/domain';
import { files, medicalCaseAttachments, patients } from '../../db/schema/index';
import { clinicToday } from '../../lib/clinic-time';
import { systemPatient } from '../../lib/checked-patient';
import { multipart, samples } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/helper';
import { addCaseNote, caseForStaff, closeCase, consultationAttachments, linkAttachmentsToConsultation, openCase } from './medical-cases-service';

let t: TestApp;
let anna: string;
let piotr: string;
let annaAccount: number;
let piotrAccount: number;
let annaId: number;
let zofiaId: number;
let piotrId: number;

const api = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/amts/medical-cases${url}`, cookie, ...(payload ? { payload } : {}) });
const today = () => clinicToday(t.clock.now());
const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie })).json();
const newCase = async (title = 'Ból pleców') => (await api(anna, 'POST', `/${annaAccount}/${annaId}`, { title })).json() as MedicalCase;

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  piotr = await t.login('piotr');
  annaId = (await me(anna)).id;
  piotrId = (await me(piotr)).id;
  annaAccount = (await t.deps.db.select({ a: patients.accountId }).from(patients).where(eq(patients.id, annaId)))[0].a!;
  piotrAccount = (await t.deps.db.select({ a: patients.accountId }).from(patients).where(eq(patients.id, piotrId)))[0].a!;
  zofiaId = (await t.deps.db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, '17261002469')))[0].id;
});
afterAll(() => t.close());

describe('the list of cases', () => {
  it('answers her cases of the last year, newest first, with their counts and her own context', async () => {
    const res = await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}`);
    expect(res.statusCode).toBe(200);
    const list: MedicalCaseList = res.json();
    expect(list).toMatchObject({ dateFrom: addYears(today(), -1), dateTo: today() });
    const titles = list.items.map((c) => c.medicalCaseTitle);
    expect(titles).toEqual(expect.arrayContaining(['Nawracające bóle głowy', 'Kontrola ciśnienia', 'Przeziębienie']));
    const created = list.items.map((c) => c.medicalCaseCreateDate);
    expect([...created].sort().reverse()).toEqual(created);
    const headaches = list.items.find((c) => c.medicalCaseTitle === 'Nawracające bóle głowy')!;
    expect(headaches).toMatchObject({ patientId: annaId, context: { patientId: annaId, wardenId: null }, status: 'OPEN', medicalServiceName: 'Teleporada lekarza POZ', notesCount: 2, attachmentsCount: 1 });
    expect(list.items.find((c) => c.medicalCaseTitle === 'Przeziębienie')).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    // The teleconsultation module's demo holds Anna's past consultations in this case: counted, the latest start shown.
    expect(headaches.consultationsCount).toBeGreaterThan(0);
    expect(headaches.lastConsultationScheduledDate).toEqual(expect.any(String));
  });

  it('a guardian lists her child’s cases in her own context; another context is 404', async () => {
    const list: MedicalCaseList = (await api(anna, 'GET', `/${annaAccount}/${zofiaId}/${annaId}`)).json();
    expect(list.items.map((c) => c.medicalCaseTitle)).toEqual(['Wysypka']);
    expect(list.items[0].context).toEqual({ patientId: zofiaId, wardenId: annaId });
    expect((await api(anna, 'GET', `/${annaAccount}/${zofiaId}/${zofiaId}`)).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/${annaAccount}/${annaId}/${zofiaId}`)).statusCode).toBe(404);
  });

  it('checks the window at its edges: 20 years back and today pass, a day older or tomorrow do not, nor a reversed one', async () => {
    const edge = await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}?dateFrom=${addYears(today(), -20)}&dateTo=${today()}`);
    expect(edge.statusCode).toBe(200);
    const older = await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}?dateFrom=${addYears(today(), -20).replace(/-(\d\d)$/, (_, d) => `-${String(Number(d) - 1).padStart(2, '0')}`)}`);
    if (!addYears(today(), -20).endsWith('-01')) {
      expect(older.statusCode).toBe(400);
      expect(older.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Można wybrać datę nie wcześniejszą niż 20 lat temu.', errors: [{ path: 'query.dateFrom' }] });
    }
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000);
    const future = await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}?dateTo=${clinicToday(tomorrow)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Nie można wybrać daty z przyszłości.', errors: [{ path: 'query.dateTo' }] });
    const reversed = await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}?dateFrom=${today()}&dateTo=${addYears(today(), -1)}`);
    expect(reversed.statusCode).toBe(400);
    const narrow: MedicalCaseList = (await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}?dateFrom=${clinicToday(new Date(t.clock.now().getTime() - 30 * 86_400_000))}`)).json();
    expect(narrow.items.map((c) => c.medicalCaseTitle)).toContain('Kontrola ciśnienia');
    expect(narrow.items.map((c) => c.medicalCaseTitle)).not.toContain('Nawracające bóle głowy');
    expect((await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}?dateFrom=2020-02-30`)).statusCode).toBe(400);
  });

  it('another account’s id in the path, a stranger’s patient and no session answer like unknown ids', async () => {
    expect((await api(anna, 'GET', `/${piotrAccount}/${annaId}/${annaId}`)).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/${annaAccount}/${piotrId}/${piotrId}`)).statusCode).toBe(404);
    expect((await api(piotr, 'GET', `/${piotrAccount}/${annaId}/${annaId}`)).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/${annaAccount}/999999/999999`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/amts/medical-cases/${annaAccount}/${annaId}/${annaId}` })).statusCode).toBe(401);
  });
});

describe('a new case', () => {
  it('is made OPEN with its title, description and service; 201', async () => {
    const res = await api(anna, 'POST', `/${annaAccount}/${annaId}`, { title: '  Zawroty głowy ', description: 'Od wczoraj.', serviceName: 'Teleporada lekarza POZ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ medicalCaseTitle: 'Zawroty głowy', medicalCaseDescription: 'Od wczoraj.', medicalServiceName: 'Teleporada lekarza POZ', status: 'OPEN', notesCount: 0, consultationsCount: 0, lastConsultationScheduledDate: null });
    const forChild = await api(anna, 'POST', `/${annaAccount}/${zofiaId}`, { title: 'Kaszel' });
    expect(forChild.json()).toMatchObject({ patientId: zofiaId, context: { wardenId: annaId }, medicalCaseDescription: null });
  });

  it('refuses a missing or too long title and a description over 2000 characters with the spec’s message', async () => {
    expect((await api(anna, 'POST', `/${annaAccount}/${annaId}`, { title: '   ' })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Podaj tytuł przypadku medycznego' });
    expect((await api(anna, 'POST', `/${annaAccount}/${annaId}`, { title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await api(anna, 'POST', `/${annaAccount}/${annaId}`, { title: 'x'.repeat(200) })).statusCode).toBe(201);
    const long = await api(anna, 'POST', `/${annaAccount}/${annaId}`, { title: 'Opis', description: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Opis moze zawierać maksimum 2000 znaków');
    expect((await api(anna, 'POST', `/${annaAccount}/${annaId}`, { title: 'Opis', description: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('is refused for a stranger and for another account’s path', async () => {
    expect((await api(anna, 'POST', `/${annaAccount}/${piotrId}`, { title: 'x' })).statusCode).toBe(404);
    expect((await api(anna, 'POST', `/${piotrAccount}/${annaId}`, { title: 'x' })).statusCode).toBe(404);
  });
});

describe('the case page and its notes', () => {
  it('shows the case with its notes (the clinician’s named) and its attachments', async () => {
    const list: MedicalCaseList = (await api(anna, 'GET', `/${annaAccount}/${annaId}/${annaId}`)).json();
    const id = list.items.find((c) => c.medicalCaseTitle === 'Nawracające bóle głowy')!.medicalCaseId;
    const res = await api(anna, 'GET', `/${annaAccount}/${annaId}/case/${id}`);
    expect(res.statusCode).toBe(200);
    const page: MedicalCaseDetails = res.json();
    expect(page.writable).toBe(true);
    expect(page.notes.map((n) => [n.author, n.editable])).toEqual([
      ['PATIENT', true],
      ['STAFF', false],
    ]);
    expect(page.notes[1].authorName).toBe('Tomasz Lewandowski');
    expect(page.attachments).toMatchObject([{ fileName: 'dzienniczek-bolow-glowy.pdf', attachmentType: 'F', mimeType: 'application/pdf', removable: true }]);
    expect((await api(piotr, 'GET', `/${piotrAccount}/${annaId}/case/${id}`)).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/${annaAccount}/${zofiaId}/case/${id}`)).statusCode).toBe(404);
  });

  it('adds a note and changes her own; unchanged text is not re-saved; 2000 characters at most', async () => {
    const c = await newCase();
    const added = await api(anna, 'POST', `/${annaAccount}/${annaId}/${c.medicalCaseId}/notes`, { text: 'Boli przy schylaniu.' });
    expect(added.statusCode).toBe(201);
    const note: MedicalCaseNote = added.json();
    expect(note).toMatchObject({ text: 'Boli przy schylaniu.', author: 'PATIENT', editable: true, consultationId: null });
    t.clock.advance(60_000);
    const same: MedicalCaseNote = (await api(anna, 'PUT', `/${annaAccount}/${annaId}/notes`, { noteId: note.id, text: 'Boli przy schylaniu.' })).json();
    expect(same.updatedAt).toBe(note.updatedAt);
    const changed = await api(anna, 'PUT', `/${annaAccount}/${annaId}/notes`, { noteId: note.id, text: 'Boli przy schylaniu i rano.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().updatedAt).not.toBe(note.updatedAt);
    expect((await api(anna, 'POST', `/${annaAccount}/${annaId}/${c.medicalCaseId}/notes`, { text: 'x'.repeat(2001) })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Notatka może zawierać maksimum 2000 znaków' });
    expect((await api(anna, 'POST', `/${annaAccount}/${annaId}/${c.medicalCaseId}/notes`, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await api(anna, 'POST', `/${annaAccount}/${annaId}/${c.medicalCaseId}/notes`, { text: '  ' })).statusCode).toBe(400);
    expect((await api(anna, 'PUT', `/${annaAccount}/${annaId}/notes`, { noteId: note.id, text: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('a clinician’s note is not hers to change (409); a stranger’s or unknown note is 404', async () => {
    const c = await newCase();
    const staffNote = await addCaseNote(t.deps.db, systemPatient(annaId, 'test'), c.medicalCaseId, { text: 'Zalecenia.', consultationId: null, author: 'STAFF', staffId: null });
    const res = await api(anna, 'PUT', `/${annaAccount}/${annaId}/notes`, { noteId: staffNote.id, text: 'Moje.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'MEDICAL_CASE_NOTE_NOT_OWN', message: 'Można zmieniać tylko własne notatki.' });
    expect((await api(piotr, 'PUT', `/${piotrAccount}/${piotrId}/notes`, { noteId: staffNote.id, text: 'x' })).statusCode).toBe(404);
    expect((await api(anna, 'PUT', `/${annaAccount}/${zofiaId}/notes`, { noteId: staffNote.id, text: 'x' })).statusCode).toBe(404);
    expect((await api(anna, 'PUT', `/${annaAccount}/${annaId}/notes`, { noteId: 999999, text: 'x' })).statusCode).toBe(404);
    expect((await api(piotr, 'POST', `/${piotrAccount}/${piotrId}/${c.medicalCaseId}/notes`, { text: 'x' })).statusCode).toBe(404);
  });

  it('a closed case takes no note and no change: 409 MEDICAL_CASE_CLOSED', async () => {
    const c = await newCase();
    const note: MedicalCaseNote = (await api(anna, 'POST', `/${annaAccount}/${annaId}/${c.medicalCaseId}/notes`, { text: 'Pierwsza.' })).json();
    await closeCase(t.deps.db, systemPatient(annaId, 'test'), c.medicalCaseId);
    const add = await api(anna, 'POST', `/${annaAccount}/${annaId}/${c.medicalCaseId}/notes`, { text: 'Druga.' });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ errorCode: 'MEDICAL_CASE_CLOSED', message: 'Przypadek medyczny jest zamknięty — nie można go już zmieniać.' });
    expect((await api(anna, 'PUT', `/${annaAccount}/${annaId}/notes`, { noteId: note.id, text: 'Zmiana.' })).json().errorCode).toBe('MEDICAL_CASE_CLOSED');
    const page: MedicalCaseDetails = (await api(anna, 'GET', `/${annaAccount}/${annaId}/case/${c.medicalCaseId}`)).json();
    expect(page).toMatchObject({ writable: false, status: 'CLOSED', notes: [{ editable: false }] });
  });
});

describe('attachments', () => {
  const upload = (cookie: string, account: number, patient: number, caseId: number, parts: Parameters<typeof multipart>[0]) =>
    t.request({ method: 'POST', url: `/api/amts/medical-cases/${account}/${patient}/${caseId}/attachments`, cookie, ...multipart(parts) });

  it('uploads, downloads and removes a file; the bytes go with it', async () => {
    const c = await newCase();
    const res = await upload(anna, annaAccount, annaId, c.medicalCaseId, [
      { name: 'wynik.pdf', content: samples.pdf },
      { name: 'zdjecie.png', content: samples.png },
    ]);
    expect(res.statusCode).toBe(201);
    const { items }: MedicalCaseAttachmentList = res.json();
    expect(items).toMatchObject([
      { fileName: 'wynik.pdf', mimeType: 'application/pdf', attachmentType: 'F', uploadedBy: 'PATIENT', removable: true },
      { fileName: 'zdjecie.png', mimeType: 'image/png' },
    ]);
    const url = `/${annaAccount}/${annaId}/${c.medicalCaseId}/attachments/${items[0].attachmentId}`;
    const file = await api(anna, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.pdf)).toBe(true);
    expect((await api(piotr, 'GET', `/${piotrAccount}/${annaId}/${c.medicalCaseId}/attachments/${items[0].attachmentId}`)).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/${annaAccount}/${annaId}/${c.medicalCaseId}/attachments/999999`)).statusCode).toBe(404);

    const [row] = await t.deps.db.select().from(medicalCaseAttachments).where(eq(medicalCaseAttachments.id, items[0].attachmentId));
    expect((await api(anna, 'DELETE', url)).statusCode).toBe(204);
    expect((await api(anna, 'GET', url)).statusCode).toBe(404);
    expect((await api(anna, 'DELETE', url)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(files).where(eq(files.id, row.fileId!))).toEqual([]);
    expect((await api(anna, 'GET', `/${annaAccount}/${annaId}/case/${c.medicalCaseId}`)).json().attachments).toHaveLength(1);
  });

  it('keeps to the file settings: none is 400 “Nie dodano załącznika”, a wrong type 400, too many 400, too big 413', async () => {
    const c = await newCase();
    const none = await t.request({ method: 'POST', url: `/api/amts/medical-cases/${annaAccount}/${annaId}/${c.medicalCaseId}/attachments`, cookie: anna, ...multipart([]) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Nie dodano załącznika');
    expect((await upload(anna, annaAccount, annaId, c.medicalCaseId, [{ name: 'program.pdf', content: samples.exe }])).statusCode).toBe(400);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `plik${i}.pdf`, content: samples.pdf }));
    expect((await upload(anna, annaAccount, annaId, c.medicalCaseId, six)).statusCode).toBe(400);
    expect((await upload(anna, annaAccount, annaId, c.medicalCaseId, six.slice(0, 4))).statusCode).toBe(201);
    const past = await upload(anna, annaAccount, annaId, c.medicalCaseId, six.slice(0, 2));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Można dodać najwyżej 1 plik' });
    const big = Buffer.concat([samples.pdf, Buffer.alloc(5_242_880)]);
    expect((await upload(anna, annaAccount, annaId, c.medicalCaseId, [{ name: 'duzy.pdf', content: big }])).statusCode).toBe(413);
  });

  it('a closed case takes no file and gives none up (409); a stranger’s case is 404', async () => {
    const c = await newCase();
    const { items }: MedicalCaseAttachmentList = (await upload(anna, annaAccount, annaId, c.medicalCaseId, [{ name: 'a.pdf', content: samples.pdf }])).json();
    expect((await upload(piotr, piotrAccount, piotrId, c.medicalCaseId, [{ name: 'a.pdf', content: samples.pdf }])).statusCode).toBe(404);
    expect((await api(piotr, 'DELETE', `/${piotrAccount}/${piotrId}/${c.medicalCaseId}/attachments/${items[0].attachmentId}`)).statusCode).toBe(404);
    await closeCase(t.deps.db, systemPatient(annaId, 'test'), c.medicalCaseId);
    const closed = await upload(anna, annaAccount, annaId, c.medicalCaseId, [{ name: 'b.pdf', content: samples.pdf }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errorCode).toBe('MEDICAL_CASE_CLOSED');
    expect((await api(anna, 'DELETE', `/${annaAccount}/${annaId}/${c.medicalCaseId}/attachments/${items[0].attachmentId}`)).json().errorCode).toBe('MEDICAL_CASE_CLOSED');
    expect((await api(anna, 'GET', `/${annaAccount}/${annaId}/${c.medicalCaseId}/attachments/${items[0].attachmentId}`)).statusCode).toBe(200);
  });

  it('one given to a teleconsultation stays (409) and is listed with that consultation’s notes', async () => {
    const c = await newCase();
    const { items }: MedicalCaseAttachmentList = (await upload(anna, annaAccount, annaId, c.medicalCaseId, [{ name: 'a.pdf', content: samples.pdf }, { name: 'b.pdf', content: samples.pdf }])).json();
    const patient = systemPatient(annaId, 'test');
    await linkAttachmentsToConsultation(t.deps.db, patient, c.medicalCaseId, [items[0].attachmentId], 4242);
    await addCaseNote(t.deps.db, patient, c.medicalCaseId, { text: 'Opis do konsultacji.', consultationId: 4242, author: 'PATIENT', accountId: annaAccount });
    const res = await api(anna, 'DELETE', `/${annaAccount}/${annaId}/${c.medicalCaseId}/attachments/${items[0].attachmentId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'MEDICAL_CASE_ATTACHMENT_LINKED', message: 'Załącznik został przekazany w telekonsultacji i nie może zostać usunięty.' });
    const given = await consultationAttachments(t.deps.db, patient, c.medicalCaseId, 4242);
    expect(given).toHaveLength(2);
    expect(given.find((a) => a.attachmentType === 'F')).toMatchObject({ fileName: 'a.pdf', consultationId: 4242, removable: false });
    expect(given.find((a) => a.attachmentType === 'N')).toMatchObject({ note: 'Opis do konsultacji.', consultationId: 4242 });
    await expect(linkAttachmentsToConsultation(t.deps.db, patient, c.medicalCaseId, [items[1].attachmentId, 999999], 4243)).rejects.toMatchObject({ code: 'MEDICAL_CASE_ATTACHMENT_NOT_FOUND' });
    await expect(linkAttachmentsToConsultation(t.deps.db, systemPatient(piotrId, 'test'), c.medicalCaseId, [items[1].attachmentId], 4243)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the face for the teleconsultation module and the console', () => {
  it('opens a case and reads it for staff only through its patient', async () => {
    const patient = systemPatient(zofiaId, 'test');
    const row = await openCase(t.deps.db, patient, { title: 'Gorączka', accountId: annaAccount });
    expect(await caseForStaff(t.deps.db, patient, row.id)).toMatchObject({ medicalCaseTitle: 'Gorączka', notes: [], attachments: [] });
    expect(await caseForStaff(t.deps.db, systemPatient(annaId, 'test'), row.id)).toBeNull();
    await expect(openCase(t.deps.db, patient, { title: '', accountId: null })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
