import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations, messageRecipients, messages, outbox, patients, practitioners, staffReads, units } from '../../db/schema/index';
import { DEMO_GP_PRACTICE_NUMBER, DEMO_PERSONS, DEMO_UNITS } from '../../demo';
import { clinicMember } from '../../test/clinic-members';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { pdfText } from '../../test/pdf-text';
import { simulatorAnswer } from '../e-signing/e-signing-service';

/*
 * Declarations of choice of a POZ doctor, nurse or midwife (spec part 2 §2–§5, §7–§9; issue 30): the
 * patient's API — registering (the §5 choice rules, one active per type, replacing, list limits, the
 * patient's data), editing, signing through the e-service simulator, the printouts, the clinic system's
 * copies — and the desk's: the queue, accepting, rejecting (message and e-mail), withdrawing, the lists'
 * limits and the NFZ export.
 */

let t: TestApp;
let desk: { id: number; cookie: string };
let poz: number;
const staff: Record<'tomasz' | 'wisniewska' | 'wojcik' | 'nowak' | 'dabrowska' | 'szymanska', number> = { tomasz: 0, wisniewska: 0, wojcik: 0, nowak: 0, dabrowska: 0, szymanska: 0 };
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  desk = await clinicMember(t, ['REGISTRAR']);
  poz = (await t.deps.db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare)))[0].id;
  const npwz = { tomasz: DEMO_GP_PRACTICE_NUMBER, wisniewska: '6586879', wojcik: '2782799', nowak: '8599530', dabrowska: '451208P', szymanska: '318842A' } as const;
  for (const [key, number] of Object.entries(npwz)) {
    staff[key as keyof typeof staff] = (await t.deps.db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.practiceNumber, number)))[0].id;
  }
});
afterAll(() => t.close());

/** A person with her own account and record: an address and an NFZ branch unless `bare`. */
async function person(name = 'Ewa', opts: { bare?: boolean } = {}) {
  const n = ++serial;
  const account = await t.make.account({ name, lastName: `Deklarująca${n}` });
  const address = opts.bare ? {} : { city: 'Kraków', street: 'ul. Długa', houseNumber: '7', postalCode: '31-147', insurers: ['06R'] };
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: `Deklarująca${n}`, birthDate: '1980-05-05', gender: 'FEMALE', ...address });
  const cookie = await t.as(account.id);
  return { account, record, cookie };
}
const api = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => t.request({ method, url: `/api${url}`, payload, cookie });
const gp = (patientId: number, over: object = {}) => ({ patientId, type: 'GP', employeeId: staff.tomasz, hospitalOrganizationUnitId: poz, ...over });
const clinic = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = desk.cookie) => t.request({ method, url: `/api/clinic/declarations${url}`, payload, cookie });
const rowOf = async (id: number) => (await t.deps.db.select().from(declarations).where(eq(declarations.id, id)))[0];

describe('registering a declaration', () => {
  it('registers a GP declaration with its choice fields normalised; the patient reads it in every list and the clinic system copy', async () => {
    const me = await person();
    const data = await api(me.cookie, 'GET', `/mpi/accounts/mpi-user/patients/${me.record.id}/declaration-data`);
    expect(data.json()).toMatchObject({ insurerCode: '06', city: 'Kraków', houseNumber: '7', apartmentNumber: null, complete: true });
    const made = await api(me.cookie, 'POST', '/declarations/mpi-user/declarations', gp(me.record.id, {
      healthcareProviderChoiceOrderNumber: 1,
      healthcareProviderChoiceOrderReasonCode: 2,
      practitionerChoiceOrderNumber: 5,
      practitionerChoiceOrderReasonCode: 4,
      practitionerChoiceOtherReason: '  przeprowadzka lekarza  ',
    }));
    expect(made.statusCode, made.body).toBe(201);
    const d = made.json();
    expect(d).toMatchObject({
      state: 'REGISTERED',
      type: 'GP',
      decision: 'PENDING',
      stateExport: 'N',
      inForce: true,
      signature: null,
      dateOfSubmission: null,
      patient: { name: 'Ewa' },
      practitioner: { employeeId: staff.tomasz, name: 'Tomasz', lastName: 'Lewandowski', occupationCode: 'DOCTOR', practiceNumber: DEMO_GP_PRACTICE_NUMBER },
      hospitalOrganizationUnit: { hospitalOrganizationUnitId: poz, address: expect.stringContaining('Kraków') },
      // §5: the reason of a first choice cleared; a later choice is the re-choice number (3 since 2018-10-01); the other reason trimmed with reason 4.
      healthcareProviderChoiceOrderNumber: 1,
      healthcareProviderChoiceOrderReasonCode: null,
      practitionerChoiceOrderNumber: 3,
      practitionerChoiceOtherReason: 'przeprowadzka lekarza',
    });
    expect(await rowOf(d.id)).toMatchObject({ practitionerChoiceOrderNumber: 3, healthcareProviderChoiceOrderReasonCode: null, accountId: me.account.id });

    expect((await api(me.cookie, 'GET', `/declarations/mpi-user/declarations/${d.id}`)).json()).toEqual(d);
    expect((await api(me.cookie, 'GET', '/declarations/mpi-user/declarations?onlyActive=true&type=GP')).json()).toMatchObject({ items: [{ id: d.id }], hasNextPage: false });
    expect((await api(me.cookie, 'GET', `/declarations/mpi-user/declarationspatient/${me.record.id}`)).json().map((x: { id: number }) => x.id)).toEqual([d.id]);
    const copy = { id: d.id, patientName: 'Ewa', patientBirthDate: '1980-05-05', patientAddress: 'ul. Długa 7, 31-147 Kraków', insurerCode: '06', practitionerLastName: 'Lewandowski', system: 'PORTAL', systemId: null };
    expect((await api(me.cookie, 'GET', '/mpi/poz-declarations/all')).json()).toMatchObject([copy]);
    expect((await api(me.cookie, 'GET', `/mpi/poz-declarations/patient/${me.record.id}?types=GP,NURSE`)).json()).toMatchObject([copy]);
    expect((await api(me.cookie, 'GET', `/mpi/poz-declarations/patient/${me.record.id}?types=MIDWIFE`)).json()).toEqual([]);
    expect((await api(me.cookie, 'GET', `/mpi/poz-declarations/patient/${me.record.id}?types=XX`)).statusCode).toBe(400);
    expect((await api(me.cookie, 'GET', `/mpi/poz-declarations/${d.id}`)).json()).toMatchObject(copy);

    // The clinic system takes it in once: the same answer the second time.
    const taken = await api(me.cookie, 'POST', '/mpi/poz-declarations/addId', { declarationId: d.id });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ system: 'PORTAL', systemId: String(d.id) });
    expect((await api(me.cookie, 'POST', '/mpi/poz-declarations/addId', { declarationId: d.id })).json()).toEqual(taken.json());

    // A stranger's id is an unknown one.
    const stranger = await person('Obca');
    for (const url of [`/declarations/mpi-user/declarations/${d.id}`, `/mpi/poz-declarations/${d.id}`, `/declarations/mpi-user/declarations/${d.id}/printout`]) {
      expect((await api(stranger.cookie, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await api(stranger.cookie, 'POST', '/mpi/poz-declarations/addId', { declarationId: d.id })).statusCode).toBe(404);
    expect((await api(stranger.cookie, 'POST', '/declarations/mpi-user/declarations', gp(me.record.id))).statusCode).toBe(404);
    expect((await api(stranger.cookie, 'GET', '/declarations/mpi-user/declarations')).json().items).toEqual([]);
  });

  it('refuses a second active declaration of the type until replacing is confirmed; the old one is withdrawn in the same transaction', async () => {
    const me = await person();
    const first = (await api(me.cookie, 'POST', '/declarations/mpi-user/declarations', gp(me.record.id))).json();
    const again = await api(me.cookie, 'POST', '/declarations/mpi-user/declarations', gp(me.record.id, { employeeId: staff.wojcik }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('DECLARATION_EXISTS');
    expect(again.json().message).toMatch(/^Pacjent ma już aktywną deklarację wyboru lekarza POZ \(lek\. Tomasz Lewandowski, Przychodnia .+, od \d{2}-\d{2}-\d{4}\)\. Potwierdź jej zastąpienie\.$/);

    // A full list stops the replacement: the old declaration stays active (one transaction).
    const full = await clinic('PUT', `/practitioner-lists/${staff.wisniewska}/GP`, { listLimit: 1 });
    expect(full.statusCode, full.body).toBe(200);
    const other = await person();
    expect((await api(other.cookie, 'POST', '/declarations/mpi-user/declarations', gp(other.record.id, { employeeId: staff.wisniewska }))).statusCode).toBe(201);
    const refused = await api(me.cookie, 'POST', '/declarations/mpi-user/declarations', gp(me.record.id, { employeeId: staff.wisniewska, replaceActive: true }));
    expect(refused.json()).toMatchObject({ errorCode: 'DECLARATION_LIST_FULL' });
    expect(refused.statusCode).toBe(409);
    expect((await rowOf(first.id)).state).toBe('REGISTERED');
    expect((await t.request({ method: 'GET', url: '/api/declarations/primary-healthcare-staff/general-practitioners', cookie: me.cookie })).json()).toContainEqual(
      expect.objectContaining({ employeeId: staff.wisniewska, listSize: expect.any(Number), listLimit: 1, listFull: true }),
    );

    const replaced = await api(me.cookie, 'POST', '/declarations/mpi-user/declarations', gp(me.record.id, { employeeId: staff.wojcik, replaceActive: true }));
    expect(replaced.statusCode, replaced.body).toBe(201);
    const old = await rowOf(first.id);
    expect(old).toMatchObject({ state: 'CANCELED', cancelReason: 'REPLACED' });
    expect(old.canceledAt?.getTime()).toBe(new Date(replaced.json().registrationDate).getTime());
    const list = (await api(me.cookie, 'GET', '/declarations/mpi-user/declarations')).json().items;
    expect(list.map((x: { id: number; state: string; inForce: boolean }) => [x.id, x.state, x.inForce])).toEqual([
      [replaced.json().id, 'REGISTERED', true],
      [first.id, 'CANCELED', false],
    ]);
    // Editing the withdrawn one: no longer active.
    const edit = await api(me.cookie, 'PATCH', `/declarations/mpi-user/declarations/${first.id}`, { practitionerChoiceOrderNumber: 2 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorCode).toBe('DECLARATION_NOT_ACTIVE');
    expect((await api(me.cookie, 'PATCH', `/mpi/poz-declarations/${first.id}`, {})).json().errorCode).toBe('DECLARATION_NOT_ACTIVE');
    expect((await api(me.cookie, 'POST', '/mpi/poz-declarations/addId', { declarationId: first.id })).json().errorCode).toBe('DECLARATION_NOT_ACTIVE');
  });

  it('refuses staff outside POZ of the type, a unit outside POZ, the choice rules, and a patient without address or NFZ branch until her data is saved', async () => {
    const me = await person('Ola', { bare: true });
    const post = (body: object) => api(me.cookie, 'POST', '/declarations/mpi-user/declarations', body);
    const nurseAsGp = await post({ ...gp(me.record.id), type: 'NURSE' });
    expect(nurseAsGp.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'employeeId', message: 'Wybrana osoba nie przyjmuje deklaracji wyboru pielęgniarki POZ w tej placówce.' }] });
    const [specialist] = await t.deps.db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.specialist));
    expect((await post(gp(me.record.id, { hospitalOrganizationUnitId: specialist.id }))).json().errors).toEqual([{ path: 'employeeId', message: 'Wybrana osoba nie przyjmuje deklaracji wyboru lekarza POZ w tej placówce.' }]);
    expect((await post(gp(me.record.id, { hospitalOrganizationUnitId: 2_000_000_000 }))).json().errors[0].path).toBe('hospitalOrganizationUnitId');
    const turned18 = await post({ ...gp(me.record.id), type: 'MIDWIFE', employeeId: staff.szymanska, practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 3 });
    expect(turned18.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'practitionerChoiceOrderReasonCode' }] });

    const missing = await post(gp(me.record.id));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('DECLARATION_PATIENT_DATA_MISSING');
    const dataUrl = `/mpi/accounts/mpi-user/patients/${me.record.id}/declaration-data`;
    expect((await api(me.cookie, 'GET', dataUrl)).json()).toMatchObject({ insurerCode: null, complete: false });
    expect((await api(me.cookie, 'PUT', dataUrl, { insurerCode: '17', street: 'x', houseNumber: '1', postalCode: '31147', city: 'Kraków' })).json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['insurerCode', 'postalCode']);
    const saved = await api(me.cookie, 'PUT', dataUrl, { insurerCode: '06', street: 'ul. Szeroka', houseNumber: '3', apartmentNumber: '9', postalCode: '31-053', city: 'Kraków' });
    expect(saved.json()).toMatchObject({ insurerCode: '06', street: 'ul. Szeroka', apartmentNumber: '9', complete: true });
    const made = await post(gp(me.record.id));
    expect(made.statusCode, made.body).toBe(201);
    expect((await api(me.cookie, 'GET', `/mpi/poz-declarations/${made.json().id}`)).json().patientAddress).toBe('ul. Szeroka 3/9, 31-053 Kraków');
  });

  it('a guardian files for her child; the provider and the POZ staff lists (kept a short while by the browser) name the lists at their limits', async () => {
    const anna = await t.login('anna');
    const [zofia] = await t.deps.db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, '17261002469'));
    const held = (await api(anna, 'GET', `/declarations/mpi-user/declarations?patientId=${zofia.id}`)).json().items;
    expect(held).toMatchObject([{ type: 'GP', state: 'SUBMITTED', decision: 'PENDING', practitioner: { lastName: 'Kamińska' } }]);
    const nurse = await api(anna, 'POST', '/declarations/mpi-user/declarations', gp(zofia.id, { type: 'NURSE', employeeId: staff.dabrowska }));
    expect(nurse.statusCode, nurse.body).toBe(201);
    expect(nurse.json()).toMatchObject({ patientId: zofia.id, patient: { name: 'Zofia', lastName: 'Kowalska' } });

    const nurses = await api(anna, 'GET', '/declarations/primary-healthcare-staff/nurses');
    expect(nurses.headers['cache-control']).toBe('private, max-age=60');
    expect(nurses.json().map((n: { lastName: string }) => n.lastName)).toEqual(['Dąbrowska', 'Kozłowska']);
    const gps = (await api(anna, 'GET', '/declarations/primary-healthcare-staff/general-practitioners')).json();
    expect(gps.find((p: { employeeId: number }) => p.employeeId === staff.nowak)).toMatchObject({ listSize: 2, listLimit: 2, listFull: true, unit: { hospitalOrganizationUnitId: poz } });
    expect(gps.find((p: { employeeId: number }) => p.employeeId === staff.wojcik)).toMatchObject({ listLimit: 3, listSize: expect.any(Number) });
    expect((await api(anna, 'GET', '/declarations/primary-healthcare-staff/midwifes')).json()).toMatchObject([{ lastName: 'Szymańska', occupationCode: 'MIDWIFE' }]);
    const full = await api(anna, 'POST', '/declarations/mpi-user/declarations', gp(zofia.id, { employeeId: staff.nowak, replaceActive: true }));
    expect(full.json()).toMatchObject({ errorCode: 'DECLARATION_LIST_FULL' });
    expect((await api(anna, 'GET', '/declarations/healthcare-provider')).json()).toMatchObject({ name: expect.any(String), address: expect.any(String), nip: null });
  });
});

describe('signing and printing', () => {
  it("signs Anna's nurse declaration through the e-service: SUBMITTED with the signature; an edit makes it REGISTERED to sign again; the printouts", async () => {
    const anna = await t.login('anna');
    const annaId = await ownPatientIdOf(t, 'anna.kowalska@example.com');
    const [nurse] = (await api(anna, 'GET', `/declarations/mpi-user/declarations?patientId=${annaId}&type=NURSE`)).json().items;
    expect(nurse).toMatchObject({ state: 'REGISTERED', signature: null });
    const signUrl = (q: string) => api(anna, 'POST', `/declarations/mpi-user/${nurse.id}/ePUAPSignURL?${q}`);
    const foreign = await signUrl(`successUrl=${encodeURIComponent('https://evil.example/x')}&errorUrl=/declarations`);
    expect(foreign.json()).toMatchObject({ errorCode: 'SIGN_URL_FOREIGN' });
    const started = await signUrl(`successUrl=${encodeURIComponent(`/declarations/${nurse.id}?a=1`)}&errorUrl=${encodeURIComponent(`/declarations/${nurse.id}`)}`);
    expect(started.statusCode, started.body).toBe(200);
    const requestId = new URL(started.json().url, 'http://localhost').searchParams.get('request')!;
    const answer = await simulatorAnswer(t.deps, requestId, { signAs: DEMO_PERSONS.anna });
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/mpi/e-sign/confirm',
      payload: new URLSearchParams(answer!.fields as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://pz.gov.pl' },
    });
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(`/declarations/${nurse.id}?a=1&epuapstatus=ok`);
    const signed = (await api(anna, 'GET', `/declarations/mpi-user/declarations/${nurse.id}`)).json();
    expect(signed).toMatchObject({ state: 'SUBMITTED', dateOfSubmission: expect.any(String), signature: { signerName: 'Anna Kowalska', signedBy: 'PATIENT' } });
    expect((await signUrl('successUrl=/a&errorUrl=/b')).json().errorCode).toBe('DECLARATION_STATE');

    const form = await api(anna, 'GET', `/declarations/mpi-user/declarations/${nurse.id}/printout`);
    expect(form.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(form.rawPayload);
    for (const words of ['Deklaracja wyboru lekarza/', 'podstawowej opieki zdrowotnej', '[X] pielęgniarki POZ', 'Dąbrowska', 'Kowalska', '85031502464', 'Podpisano elektronicznie przez Anna Kowalska (profil zaufany)', 'Przyjęcie deklaracji']) {
      expect(text).toContain(words);
    }
    const copy = await api(anna, 'GET', `/declarations/mpi-user/declarationsother/${nurse.id}/printout`);
    expect(await pdfText(copy.rawPayload)).toContain('Deklaracja w systemie przychodni');

    const edited = await api(anna, 'PATCH', `/declarations/mpi-user/declarations/${nurse.id}`, { practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 1 });
    expect(edited.json()).toMatchObject({ state: 'REGISTERED', stateExport: 'N', signature: null, practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 1 });
    const unsigned = await pdfText((await api(anna, 'GET', `/declarations/mpi-user/declarations/${nurse.id}/printout`)).rawPayload);
    expect(unsigned).toContain('Data i podpis świadczeniobiorcy albo jego przedstawiciela ustawowego');
    expect((await api(anna, 'PATCH', `/mpi/poz-declarations/${nurse.id}`, { practitionerChoiceOrderNumber: 1 })).json()).toMatchObject({ practitionerChoiceOrderNumber: 1, practitionerChoiceOrderReasonCode: null });
  });
});

describe("the clinic's desk", () => {
  it('works the queue: accepts a signed declaration, rejects one (message and e-mail with the reason), withdraws one; reads are audited', async () => {
    const queue = await clinic('GET', '?decision=PENDING&state=SUBMITTED');
    expect(queue.statusCode, queue.body).toBe(200);
    const zofias = queue.json().items.find((d: { patient: { name: string } }) => d.patient.name === 'Zofia');
    expect(zofias).toMatchObject({ decidedBy: null, patientNationalIdentificationNumber: '17261002469' });
    expect(JSON.stringify((await t.request({ method: 'GET', url: '/api/clinic/dashboard', cookie: desk.cookie })).json())).toContain('DECLARATIONS');

    const read = await clinic('GET', `/${zofias.id}`);
    expect(read.json()).toMatchObject({ id: zofias.id, state: 'SUBMITTED' });
    const reads = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, desk.id));
    expect(reads.map((r) => r.what)).toEqual(expect.arrayContaining(['DECLARATIONS', 'DECLARATION']));

    const accepted = await clinic('POST', `/${zofias.id}/accept`);
    expect(accepted.json()).toMatchObject({ decision: 'ACCEPTED', decidedBy: { name: 'Ewa Testowa' } });
    expect((await clinic('POST', `/${zofias.id}/accept`)).json().errorCode).toBe('DECLARATION_STATE');
    expect((await clinic('POST', `/${zofias.id}/reject`, { reason: 'x' })).json().errorCode).toBe('DECLARATION_STATE');

    // A declaration of a person with an account, rejected with a reason she reads in a message and an e-mail.
    const me = await person('Rita');
    const filed = (await api(me.cookie, 'POST', '/declarations/mpi-user/declarations', gp(me.record.id))).json();
    const rejected = await clinic('POST', `/${filed.id}/reject`, { reason: 'Brak zgody lekarza na przyjęcie.' });
    expect(rejected.json()).toMatchObject({ state: 'CANCELED', decision: 'REJECTED', decisionReason: 'Brak zgody lekarza na przyjęcie.', canceledBy: { name: 'Ewa Testowa' } });
    expect((await clinic('POST', `/${filed.id}/reject`, { reason: 'x' })).statusCode).toBe(409);
    expect((await clinic('POST', `/${filed.id}/reject`, { reason: ' ' })).statusCode).toBe(400);
    const [message] = await t.deps.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
      .where(eq(messageRecipients.accountId, me.account.id));
    expect(message.title).toBe('Przychodnia odrzuciła deklarację wyboru lekarza POZ');
    expect(message.content).toContain('Przyczyna: Brak zgody lekarza na przyjęcie.');
    await t.deps.jobs.runDue();
    const [mail] = await t.deps.db.select().from(outbox).where(and(eq(outbox.recipient, me.account.email!), eq(outbox.subject, 'Deklaracja wyboru została odrzucona')));
    expect(mail.body).toContain('Przyczyna: Brak zgody lekarza na przyjęcie.');
    expect(mail.body).toMatch(/\/login\?nguid=[0-9a-f-]{36}/);

    const other = await person('Iga');
    const active = (await api(other.cookie, 'POST', '/declarations/mpi-user/declarations', gp(other.record.id))).json();
    const withdrawn = await clinic('POST', `/${active.id}/withdraw`, { reason: 'Pacjentka wybrała inną przychodnię.' });
    expect(withdrawn.json()).toMatchObject({ state: 'CANCELED', decision: 'PENDING', cancelReason: 'Pacjentka wybrała inną przychodnię.', canceledBy: { name: 'Ewa Testowa' } });
    expect((await clinic('POST', `/${active.id}/withdraw`, { reason: 'x' })).json().errorCode).toBe('DECLARATION_STATE');
    expect((await clinic('GET', '/2000000000')).statusCode).toBe(404);
    expect((await clinic('GET', '', undefined, (await clinicMember(t, ['DOCTOR'])).cookie)).statusCode).toBe(403);
  });

  it("keeps the practitioners' lists against their limits and exports the accepted declarations for the NFZ, marking them once", async () => {
    const lists = (await clinic('GET', '/practitioner-lists')).json();
    expect(lists).toContainEqual(expect.objectContaining({ employeeId: staff.nowak, type: 'GP', listSize: 2, listLimit: 2, listFull: true }));
    expect(lists.filter((l: { employeeId: number }) => l.employeeId === staff.dabrowska).map((l: { type: string }) => l.type)).toEqual(['NURSE']);
    const raised = await clinic('PUT', `/practitioner-lists/${staff.nowak}/GP`, { listLimit: 3 });
    expect(raised.json()).toMatchObject({ employeeId: staff.nowak, listLimit: 3, listFull: false });
    expect((await clinic('PUT', `/practitioner-lists/${staff.nowak}/GP`, { listLimit: null })).json()).toMatchObject({ listLimit: null, listFull: false });
    expect((await clinic('PUT', `/practitioner-lists/${staff.nowak}/NURSE`, { listLimit: 3 })).statusCode).toBe(404);
    expect((await clinic('PUT', `/practitioner-lists/${staff.nowak}/GP`, { listLimit: 0 })).statusCode).toBe(400);

    const exported = await clinic('GET', '/export?stateExport=A');
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="deklaracje-nfz-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(exported.body.startsWith('\uFEFFNumer deklaracji;Rodzaj;PESEL;Nazwisko;Imię')).toBe(true);
    expect(exported.body).toContain(`;${DEMO_PERSONS.anna.nationalId};Kowalska;Anna;`);

    // Piotr's declaration, accepted after the demo's last export, goes to the NFZ once.
    const pending = await clinic('GET', '/export?stateExport=N');
    expect(pending.body).toContain(`;${DEMO_PERSONS.piotr.nationalId};Zieliński;Piotr;`);
    expect(pending.body).not.toContain(DEMO_PERSONS.anna.nationalId);
    const marked = await clinic('POST', '/export');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.body).toContain(`;${DEMO_PERSONS.piotr.nationalId};Zieliński;Piotr;`);
    const [piotrs] = await t.deps.db.select().from(declarations).where(eq(declarations.patientId, await ownPatientIdOf(t, 'piotr.zielinski@example.com')));
    expect(piotrs).toMatchObject({ stateExport: 'A', exportedAt: expect.any(Date) });
    const empty = await clinic('POST', '/export');
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
  });
});
