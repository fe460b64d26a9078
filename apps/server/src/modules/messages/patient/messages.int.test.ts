import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTexts } from '@portal/contracts';
import { messageRecipients, messages, outbox, settings } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { makeMailbox } from '../../../test/messages-kit';
import { multipart, samples } from '../../../test/multipart';

/*
 * The patient's side of messages: every route, the account scope (sender, recipient, another account,
 * anonymous) over every id route, the rules of sending, replying, changing and taking back, the limit,
 * attachments, notices, and the live channel over a real HTTP listen.
 */

let t: TestApp;
let doctor: Awaited<ReturnType<TestApp['make']['staff']>>;
let registrar: Awaited<ReturnType<TestApp['make']['staff']>>;
let admin: Awaited<ReturnType<TestApp['make']['staff']>>;
let openBox: number;
let closedBox: number;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await t.make.staff({ roles: ['DOCTOR'], name: 'Ewa', lastName: 'Lekarska' });
  registrar = await t.make.staff({ roles: ['REGISTRAR'], name: 'Rita', lastName: 'Rejestracyjna' });
  admin = await t.make.staff({ roles: ['ADMIN'], name: 'Adam', lastName: 'Administracyjny' });
  openBox = await makeMailbox(t, { name: 'Rejestracja ogólna', memberIds: [registrar.id] });
  closedBox = await makeMailbox(t, { name: 'Kadry wewnętrzne', acceptsPatientMessages: false, memberIds: [admin.id] });
});
afterAll(() => t.close());

/** A patient's account with its own verified record, signed in. */
async function patient(name = 'Jan') {
  const account = await t.make.account({ name, lastName: 'Pacjentowski' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: 'Pacjentowski' });
  return { account, record, cookie: await t.as(account.id) };
}

const send = (cookie: string, body: object) => t.request({ method: 'POST', url: '/api/mpi/messages/u/mpi-user/portal', cookie, payload: body });
const toDoctor = (over: object = {}) => ({ category: 'M', title: 'Pytanie o wyniki', content: 'Dzień dobry, czy są już wyniki?', recipients: [{ kind: 'STAFF', id: doctor.id }], ...over });

describe('sending', () => {
  it('lists active categories in their order and the recipients a patient may write to (mailboxes first, 5 a page)', async () => {
    const { cookie } = await patient();
    const categories = await t.request({ method: 'GET', url: '/api/mpi/message-categories', cookie });
    expect(categories.statusCode).toBe(200);
    expect(categories.json()[0]).toEqual({ code: 'M', name: 'Wiadomość', description: 'Wiadomość ogólna do przychodni' });

    const all = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/recipients/info?pageSize=20', cookie });
    expect(all.statusCode).toBe(200);
    const items = all.json().items as Array<{ kind: string; id: number }>;
    expect(items[0].kind).toBe('MAILBOX');
    expect(items).toContainEqual(expect.objectContaining({ kind: 'MAILBOX', id: openBox }));
    expect(items).not.toContainEqual(expect.objectContaining({ kind: 'MAILBOX', id: closedBox }));
    expect(items).toContainEqual({ kind: 'STAFF', id: doctor.id, name: 'Ewa', lastname: 'Lekarska', roles: ['DOCTOR'], description: null, nameLang: null, descriptionLang: null });
    expect(items).not.toContainEqual(expect.objectContaining({ kind: 'STAFF', id: admin.id }));

    const byName = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/recipients/info?lastname=Lekar', cookie });
    expect(byName.json().items).toEqual([expect.objectContaining({ kind: 'STAFF', id: doctor.id })]);
    const first = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/recipients/info', cookie });
    expect(first.json().items).toHaveLength(5);
  });

  it('shows staff by name and role, never by login, and finds them by name as typed (first, last or both), never by login', async () => {
    const { cookie } = await patient();
    const search = async (q: string) => {
      const res = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/recipients/info?pageSize=20&q=${encodeURIComponent(q)}`, cookie });
      expect(res.statusCode).toBe(200);
      return res.json().items as Array<Record<string, unknown>>;
    };
    const ewa = { kind: 'STAFF', id: doctor.id, name: 'Ewa', lastname: 'Lekarska', roles: ['DOCTOR'], description: null, nameLang: null, descriptionLang: null };
    expect(await search('Ewa')).toContainEqual(ewa);
    for (const q of ['lekarska', 'Ewa Lekarska', 'lekar ewa']) expect(await search(q), q).toEqual([ewa]);
    expect(await search('Ewa Rejestracyjna')).toEqual([]);
    // A mailbox by the words of its name; the login finds nobody and appears nowhere in the answer.
    expect(await search('rejestracja ogólna')).toEqual([expect.objectContaining({ kind: 'MAILBOX', id: openBox, roles: [] })]);
    expect(await search(doctor.login)).toEqual([]);
    const all = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/recipients/info?pageSize=20', cookie });
    expect(all.body).not.toContain(doctor.login);
    expect(all.json().items.every((r: object) => !('username' in r))).toBe(true);
  });

  it('sends to a member and to a mailbox, stores title and text byte for byte, and the recipients see it', async () => {
    const { account, record, cookie } = await patient();
    const title = '<script>alert(1)</script> & "cytat"';
    const content = '<b>pogrubienie</b>\n<img src=x onerror=alert(1)>\r\nzażółć';
    const res = await send(cookie, toDoctor({ title, content, recipients: [{ kind: 'STAFF', id: doctor.id }, { kind: 'MAILBOX', id: openBox }] }));
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({ title, content, isOwn: true, changeable: true, readDate: null, isEdit: false, threadId: sent.id, inResponseTo: null });
    expect(sent.sender).toEqual({ kind: 'ACCOUNT', id: account.id, name: 'Jan Pacjentowski' });
    expect(sent.patient).toEqual({ id: record.id, name: 'Jan', lastName: 'Pacjentowski' });
    expect(sent.recipients).toEqual([
      { kind: 'STAFF', id: doctor.id, name: 'Ewa Lekarska', roles: ['DOCTOR'] },
      { kind: 'MAILBOX', id: openBox, name: 'Rejestracja ogólna' },
    ]);
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, sent.id));
    expect([row.title, row.content]).toEqual([title, content]);

    const outbox = await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/outbox', cookie });
    expect(outbox.json().items[0]).toMatchObject({ id: sent.id, title, content });
    const doctorInbox = await t.request({ method: 'GET', url: '/api/clinic/messages/inbox', cookie: await t.asStaff(doctor.id) });
    expect(doctorInbox.json().items[0]).toMatchObject({ id: sent.id, title, content, readDate: null, senderAccount: { id: account.id, username: account.username } });
    const boxInbox = await t.request({ method: 'GET', url: `/api/clinic/messages/inbox?mailboxId=${openBox}`, cookie: await t.asStaff(registrar.id) });
    expect(boxInbox.json().items.map((m: { id: number }) => m.id)).toContain(sent.id);
    // Nobody is mailed about a patient's message to the clinic.
    await t.deps.jobs.runDue();
  });

  it('refuses recipients a patient may not write to, whoever they are, with MESSAGE_RECIPIENT_INVALID', async () => {
    const { cookie } = await patient();
    const other = await patient('Obcy');
    for (const recipients of [
      [{ kind: 'STAFF', id: admin.id }],
      [{ kind: 'MAILBOX', id: closedBox }],
      [{ kind: 'STAFF', id: 2_000_000_000 }],
      [{ kind: 'MAILBOX', id: 2_000_000_000 }],
    ]) {
      const res = await send(cookie, toDoctor({ recipients }));
      expect(res.statusCode, JSON.stringify(recipients)).toBe(400);
      expect(res.json().errorCode).toBe('MESSAGE_RECIPIENT_INVALID');
    }
    // Another patient's account is no kind of recipient at all.
    const toPatient = await send(cookie, toDoctor({ recipients: [{ kind: 'ACCOUNT', id: other.account.id }] }));
    expect(toPatient.statusCode).toBe(400);
    expect(toPatient.json().errorCode).toBe('VALIDATION_ERROR');
    const noOne = await send(cookie, toDoctor({ recipients: [] }));
    expect(noOne.json().errors[0].path).toBe('recipients');
    const badCategory = await send(cookie, toDoctor({ category: 'NOPE' }));
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors[0].path).toBe('category');
    // A patient the account does not act for: 404, as an unknown one.
    const stranger = await send(cookie, toDoctor({ patientId: other.record.id }));
    const unknown = await send(cookie, toDoctor({ patientId: 2_000_000_000 }));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
  });

  it('a guardian writes about a ward it acts for', async () => {
    const { account, cookie } = await patient();
    const ward = await t.make.patient({ name: 'Ola', lastName: 'Podopieczna' });
    await t.make.link(account.id, ward.id, { role: 'WARD', status: 'CONFIRMED' });
    const res = await send(await t.as(account.id), toDoctor({ patientId: ward.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().patient).toEqual({ id: ward.id, name: 'Ola', lastName: 'Podopieczna' });
    expect(cookie).toBeTruthy();
  });

  it('holds an account to MESSAGE_SEND_LIMIT_PER_HOUR (429 with Retry-After), and lets it send again an hour later', async () => {
    const config = t.deps.config as { MESSAGE_SEND_LIMIT_PER_HOUR: number };
    const before = config.MESSAGE_SEND_LIMIT_PER_HOUR;
    config.MESSAGE_SEND_LIMIT_PER_HOUR = 2;
    try {
      const { account, cookie } = await patient();
      const [a, b] = await Promise.all([send(cookie, toDoctor()), send(cookie, toDoctor())]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const third = await send(cookie, toDoctor());
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ errorCode: 'MESSAGE_SEND_LIMIT', message: 'Wysłano zbyt wiele wiadomości w ciągu ostatniej godziny. Spróbuj ponownie później.' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
      // Two at once cannot both pass the last free place.
      t.clock.advance(3_600_001);
      const later = await t.as(account.id);
      const racing = await Promise.all([send(later, toDoctor()), send(later, toDoctor()), send(later, toDoctor())]);
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 429]);
    } finally {
      config.MESSAGE_SEND_LIMIT_PER_HOUR = before;
    }
  });
});

describe("mailboxes in the reader's language", () => {
  it('a patient reading Ukrainian or English sees the names the clinic gave the mailboxes: hers, else English, else the Polish one', async () => {
    const nurse = await t.make.staff({ roles: ['NURSE'], name: 'Nina', lastName: 'Zabiegowa' });
    const vaccinations = await makeMailbox(t, { name: 'Punkt szczepień', nameEn: 'Vaccination point', nameUk: 'Пункт щеплень', memberIds: [nurse.id] });
    const billing = await makeMailbox(t, { name: 'Dział rozliczeń', nameEn: 'Billing office', memberIds: [nurse.id] });
    const { account, cookie } = await patient('Olena');
    const call = (method: 'GET' | 'POST', url: string, language: string, payload?: object) => t.request({ method, url, cookie, payload, headers: { 'accept-language': language } });
    const read = async (url: string, language: string) => {
      const res = await call('GET', url, language);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    type Party = { kind: string; id: number | null; name: string };
    const names = (parties: Party[]) => parties.map((p) => p.name);

    // Writing: the mailboxes to choose from, found by the name she sees.
    const recipients = '/api/mpi/accounts/mpi-user/recipients/info?pageSize=20';
    const boxNames = (items: Party[]) => Object.fromEntries(items.filter((r) => r.kind === 'MAILBOX' && r.id !== null && [vaccinations, billing, openBox].includes(r.id)).map((r) => [r.id, r.name]));
    expect(boxNames((await read(recipients, 'uk')).items)).toEqual({ [vaccinations]: 'Пункт щеплень', [billing]: 'Billing office', [openBox]: 'Rejestracja ogólna' });
    expect(boxNames((await read(recipients, 'en-GB,en;q=0.9')).items)).toEqual({ [vaccinations]: 'Vaccination point', [billing]: 'Billing office', [openBox]: 'Rejestracja ogólna' });
    expect(boxNames((await read(recipients, 'pl')).items)).toEqual({ [vaccinations]: 'Punkt szczepień', [billing]: 'Dział rozliczeń', [openBox]: 'Rejestracja ogólna' });
    expect((await read(`${recipients}&q=${encodeURIComponent('щеплень')}`, 'uk')).items).toEqual([expect.objectContaining({ kind: 'MAILBOX', id: vaccinations, name: 'Пункт щеплень' })]);
    expect((await read(`${recipients}&q=${encodeURIComponent('billing')}`, 'en')).items).toEqual([expect.objectContaining({ kind: 'MAILBOX', id: billing, name: 'Billing office' })]);

    // Her message as its answer, her outbox and its recipients' read states show them.
    const sent = await call('POST', '/api/mpi/messages/u/mpi-user/portal', 'uk', toDoctor({ recipients: [{ kind: 'MAILBOX', id: vaccinations }, { kind: 'MAILBOX', id: billing }] }));
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    expect(sent.json().recipients).toEqual([
      { kind: 'MAILBOX', id: vaccinations, name: 'Пункт щеплень' },
      { kind: 'MAILBOX', id: billing, name: 'Billing office' },
    ]);
    const inOutbox = async (language: string) => ((await read('/api/mpi/messages/u/mpi-user/outbox', language)).items as Array<{ id: number; recipients: Party[] }>).find((m) => m.id === id)!;
    expect(names((await inOutbox('en')).recipients)).toEqual(['Vaccination point', 'Billing office']);
    expect(names((await inOutbox('pl')).recipients)).toEqual(['Punkt szczepień', 'Dział rozliczeń']);
    expect(names(await read(`/api/mpi/messages/${id}/recipients`, 'uk'))).toEqual(['Пункт щеплень', 'Billing office']);

    // The mailbox's answer: her inbox and the thread name it as its sender; she finds it by that name.
    const answer = await t.make.message({ from: { staffId: nurse.id, fromMailboxId: vaccinations }, to: [{ kind: 'PATIENT', id: await ownRecord(account.id) }], inResponseTo: id, title: 'Re: Pytanie o wyniki' });
    const inInbox = async (language: string, query = '') => (await read(`/api/mpi/messages/u/mpi-user/inbox${query}`, language)).items as Array<{ id: number; sender: Party }>;
    expect((await inInbox('uk')).find((m) => m.id === answer)?.sender).toEqual({ kind: 'MAILBOX', id: vaccinations, name: 'Пункт щеплень' });
    expect((await inInbox('pl')).find((m) => m.id === answer)?.sender).toEqual({ kind: 'MAILBOX', id: vaccinations, name: 'Punkt szczepień' });
    expect((await inInbox('uk', `?sender=${encodeURIComponent('Пункт')}`)).map((m) => m.id)).toEqual([answer]);
    const thread = (await read(`/api/mpi/messages/${answer}/thread`, 'en')) as Array<{ sender: Party; recipients: Party[] }>;
    expect(thread.map((m) => [m.sender.name, names(m.recipients)])).toEqual([
      ['Olena Pacjentowski', ['Vaccination point', 'Billing office']],
      ['Vaccination point', ['Olena Pacjentowski']],
    ]);
  });

  it('a patient choosing whom to write reads what each mailbox is for in her language: hers, else English, else the Polish description; none where the clinic wrote none', async () => {
    const nurse = await t.make.staff({ roles: ['NURSE'], name: 'Nadia', lastName: 'Opisowa' });
    const xray = await makeMailbox(t, {
      name: 'Opisana pracownia RTG',
      nameEn: 'X-ray room',
      nameUk: 'Рентген-кабінет',
      description: 'Zdjęcia rentgenowskie i ich opisy',
      descriptionEn: 'X-rays and their reports',
      descriptionUk: 'Рентгенівські знімки та їх описи',
      memberIds: [nurse.id],
    });
    const lab = await makeMailbox(t, { name: 'Opisane laboratorium', description: 'Badania krwi i moczu', descriptionEn: 'Blood and urine tests', memberIds: [nurse.id] });
    const desk = await makeMailbox(t, { name: 'Opisana recepcja', description: 'Sprawy organizacyjne', memberIds: [nurse.id] });
    const bare = await makeMailbox(t, { name: 'Opisana skrzynka bez opisu', memberIds: [nurse.id] });
    const { cookie } = await patient('Iryna');
    type Recipient = { kind: string; id: number; name: string; lastname: string | null; roles: string[]; description: string | null; nameLang: string | null; descriptionLang: string | null };
    const offered = async (language: string) => {
      const url = `/api/mpi/accounts/mpi-user/recipients/info?pageSize=20&q=${encodeURIComponent('Opisan')}`;
      const res = await t.request({ method: 'GET', url, cookie, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Recipient[];
    };
    const described = async (language: string) => Object.fromEntries((await offered(language)).filter((r) => r.kind === 'MAILBOX').map((r) => [r.id, r.description]));

    expect(await offered('uk')).toContainEqual({
      kind: 'MAILBOX',
      id: xray,
      name: 'Рентген-кабінет',
      lastname: null,
      roles: [],
      description: 'Рентгенівські знімки та їх описи',
      nameLang: 'uk',
      descriptionLang: 'uk',
    });
    // Each text says its language where it falls back (the page marks it), none for a member's name.
    const languages = async (language: string) =>
      Object.fromEntries((await offered(language)).filter((r) => r.kind === 'MAILBOX').map((r) => [r.id, [r.nameLang, r.descriptionLang]]));
    expect(await languages('uk')).toEqual({ [xray]: ['uk', 'uk'], [lab]: ['pl', 'en'], [desk]: ['pl', 'pl'], [bare]: ['pl', null] });
    expect((await offered('en')).filter((r) => r.kind === 'STAFF').every((r) => r.nameLang === null)).toBe(true);
    expect(await described('uk')).toEqual({ [xray]: 'Рентгенівські знімки та їх описи', [lab]: 'Blood and urine tests', [desk]: 'Sprawy organizacyjne', [bare]: null });
    expect(await described('en-GB,en;q=0.9')).toEqual({ [xray]: 'X-rays and their reports', [lab]: 'Blood and urine tests', [desk]: 'Sprawy organizacyjne', [bare]: null });
    expect(await described('pl')).toEqual({ [xray]: 'Zdjęcia rentgenowskie i ich opisy', [lab]: 'Badania krwi i moczu', [desk]: 'Sprawy organizacyjne', [bare]: null });
  });
});

describe('replies, reading, changing and taking back', () => {
  it('a reply goes to the answered message sender, in its thread, and a 150-character title is refused', async () => {
    const { account, cookie } = await patient();
    const first = await t.make.message({ from: { staffId: doctor.id }, to: [{ kind: 'PATIENT', id: (await ownRecord(account.id)) }], title: 'Wyniki' });
    const long = await send(cookie, { category: 'M', title: 'x'.repeat(150), content: 'odpowiedź', inResponseTo: first });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('title');
    const reply = await send(cookie, { category: 'M', title: 'Re: Wyniki', content: 'Dziękuję', inResponseTo: first });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ inResponseTo: first, threadId: first, recipients: [{ kind: 'STAFF', id: doctor.id, name: 'Ewa Lekarska', roles: ['DOCTOR'] }] });
    const thread = await t.request({ method: 'GET', url: `/api/mpi/messages/${reply.json().id}/thread`, cookie });
    expect(thread.json().map((m: { id: number }) => m.id)).toEqual([first, reply.json().id]);
    // The patient sees the staff member who wrote by name and role, never by login.
    expect(thread.json()[0].sender).toEqual({ kind: 'STAFF', id: doctor.id, name: 'Ewa Lekarska', roles: ['DOCTOR'] });
    expect(thread.body).not.toContain(doctor.login);
    // A reply to a message of the clinic itself (no sender) has nobody to go to.
    const [clinic] = await t.deps.db
      .insert(messages)
      .values({ senderName: 'Przychodnia', categoryCode: 'M', title: 'Informacja', content: 'Zapraszamy', createdAt: t.clock.now() })
      .returning();
    await t.deps.db.insert(messageRecipients).values({ messageId: clinic.id, accountId: account.id, recipientName: 'Jan', createdAt: clinic.createdAt, title: clinic.title });
    const toClinic = await send(cookie, { category: 'M', title: 'Re: Informacja', content: 'Dziękuję', inResponseTo: clinic.id });
    expect(toClinic.statusCode).toBe(400);
    expect(toClinic.json().errorCode).toBe('MESSAGE_RECIPIENT_INVALID');
  });

  it('mark read is the recipient own, once; the sender cannot; to-confirm and unread follow', async () => {
    const { account, cookie } = await patient();
    const id = await t.make.message({ from: { staffId: doctor.id }, to: [{ kind: 'PATIENT', id: await ownRecord(account.id) }], mustConfirm: true });
    expect((await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/unread', cookie })).json()).toEqual({ unread: 1, toConfirm: 1 });
    const toConfirm = await t.request({ method: 'GET', url: '/api/mpi/messages/to-confirm', cookie });
    expect(toConfirm.json().map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await t.request({ method: 'GET', url: `/api/mpi/messages/${id}/is-read`, cookie })).json()).toEqual({ value: false });
    const first = await t.request({ method: 'POST', url: `/api/mpi/messages/${id}`, cookie });
    expect(first.statusCode).toBe(200);
    t.clock.advance(60_000);
    const second = await t.request({ method: 'POST', url: `/api/mpi/messages/${id}`, cookie });
    expect(second.json()).toEqual(first.json());
    expect((await t.request({ method: 'GET', url: `/api/mpi/messages/${id}/is-read`, cookie })).json()).toEqual({ value: true });
    expect((await t.request({ method: 'GET', url: '/api/mpi/messages/to-confirm', cookie })).json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/unread', cookie })).json()).toEqual({ unread: 0, toConfirm: 0 });

    const own = (await send(cookie, toDoctor())).json().id;
    const senderRead = await t.request({ method: 'POST', url: `/api/mpi/messages/${own}`, cookie });
    expect(senderRead.statusCode).toBe(409);
    expect(senderRead.json()).toEqual({ errorCode: 'CONFLICT', message: 'Oznaczyć jako przeczytaną można tylko otrzymaną wiadomość.' });
  });

  it('the sender changes or takes back a message while nobody read it; after a read: 409 with the spec words', async () => {
    const { cookie } = await patient();
    const sent = (await send(cookie, toDoctor())).json();
    const update = (id: number, over: object = {}) =>
      t.request({
        method: 'PUT',
        url: '/api/mpi/messages/u/mpi-user/update',
        cookie,
        payload: { id, category: 'RESULTS', title: 'Zmieniony', content: 'Nowa treść', recipients: [{ kind: 'MAILBOX', id: openBox }], ...over },
      });
    const changed = await update(sent.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Zmieniony', content: 'Nowa treść', isEdit: true, category: { code: 'RESULTS' }, recipients: [{ kind: 'MAILBOX', id: openBox }] });
    expect((await update(sent.id, { title: 'x'.repeat(150) })).statusCode).toBe(400);

    const read = await t.request({ method: 'POST', url: `/api/clinic/messages/${sent.id}/read`, cookie: await t.asStaff(registrar.id) });
    expect(read.statusCode, read.body).toBe(200);
    const late = await update(sent.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ errorCode: 'MESSAGE_ALREADY_READ_EDIT', message: messageTexts.editRead });
    const del = await t.request({ method: 'DELETE', url: `/api/mpi/messages/${sent.id}`, cookie });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ errorCode: 'MESSAGE_ALREADY_READ_DELETE', message: messageTexts.deleteRead });
    const outbox = await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/outbox', cookie });
    expect(outbox.json().items[0]).toMatchObject({ id: sent.id, changeable: false });

    const fresh = (await send(cookie, toDoctor())).json();
    const gone = await t.request({ method: 'DELETE', url: `/api/mpi/messages/${fresh.id}`, cookie });
    expect(gone.statusCode).toBe(204);
    expect(await t.deps.db.select().from(messages).where(eq(messages.id, fresh.id))).toEqual([]);
    expect(await t.deps.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, fresh.id))).toEqual([]);
  });
});

/** The account's own record. */
async function ownRecord(accountId: number): Promise<number> {
  const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: await t.as(accountId) });
  return res.json().id;
}

describe('who sees a message', () => {
  it('every id route answers its sender and recipient, and everyone else exactly as an unknown id', async () => {
    const sender = await patient('Nadawca');
    const recipient = await patient('Odbiorca');
    const stranger = await patient('Obcy');
    const fromStaff = await t.make.message({ from: { staffId: doctor.id }, to: [{ kind: 'PATIENT', id: recipient.record.id }] });
    const up = await t.request({ method: 'POST', url: '/api/mpi/messages/u/mpi-user/attachments', cookie: sender.cookie, ...multipart([{ name: 'wynik.pdf', content: samples.pdf }]) });
    const fileId = up.json().files[0].id;
    const own = (await send(sender.cookie, toDoctor({ attachmentIds: [fileId] }))).json().id;
    const UNKNOWN = 2_000_000_000;
    const routes = (id: number, file = fileId) => [
      { method: 'GET', url: `/api/mpi/messages/${id}/recipients` },
      { method: 'GET', url: `/api/mpi/messages/${id}/is-read` },
      { method: 'GET', url: `/api/mpi/messages/${id}/attachments` },
      { method: 'GET', url: `/api/mpi/messages/${id}/attachments/${file}` },
      { method: 'GET', url: `/api/mpi/messages/${id}/thread` },
      { method: 'POST', url: `/api/mpi/messages/${id}` },
      { method: 'PUT', url: '/api/mpi/messages/u/mpi-user/update', payload: { id, category: 'M', title: 'T', content: 'C', recipients: [{ kind: 'STAFF', id: doctor.id }], attachmentIds: [file] } },
      { method: 'DELETE', url: `/api/mpi/messages/${id}` },
    ];
    const call = (r: { method: string; url: string; payload?: object }, cookie?: string) => t.request({ method: r.method as 'GET', url: r.url, payload: r.payload, cookie });
    for (const [i, r] of routes(own).entries()) {
      const unknown = await call(routes(UNKNOWN)[i], stranger.cookie);
      expect(unknown.statusCode, `${r.method} ${r.url} unknown`).toBe(404);
      const foreign = await call(r, stranger.cookie);
      expect({ status: foreign.statusCode, body: foreign.json() }, `${r.method} ${r.url} stranger`).toEqual({ status: 404, body: unknown.json() });
      expect((await call(r)).statusCode, `${r.method} ${r.url} anonymously`).toBe(401);
    }
    // The recipient of the clinic's message: reads; may not change or delete it (404: the route is the sender's).
    for (const r of routes(fromStaff).slice(0, 5)) {
      if (r.url.includes(`/attachments/`)) continue;
      expect((await call(r, recipient.cookie)).statusCode, `${r.method} ${r.url} recipient`).toBe(200);
      expect((await call(r, sender.cookie)).statusCode, `${r.method} ${r.url} another account`).toBe(404);
    }
    expect((await call(routes(fromStaff)[6], recipient.cookie)).statusCode).toBe(404);
    expect((await call(routes(fromStaff)[7], recipient.cookie)).statusCode).toBe(404);
    // The sender: every read route of its own message.
    for (const r of routes(own).slice(0, 5)) expect((await call(r, sender.cookie)).statusCode, `${r.method} ${r.url} sender`).toBe(200);
  });
});

describe('attachments', () => {
  it('are the uploader own until sent, then the parties read them; foreign, wrong or too many are refused', async () => {
    const { cookie } = await patient();
    const other = await patient('Inny');
    const upload = (c: string, files: Parameters<typeof multipart>[0]) => t.request({ method: 'POST', url: '/api/mpi/messages/u/mpi-user/attachments', cookie: c, ...multipart(files) });
    const wrong = await upload(cookie, [{ name: 'wynik.pdf', content: samples.exe }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('files.0');
    const up = await upload(cookie, [{ name: 'wynik.pdf', content: samples.pdf }, { name: 'zdjęcie.png', content: samples.png }]);
    expect(up.statusCode, up.body).toBe(201);
    const ids = up.json().files.map((f: { id: number }) => f.id);
    const foreign = (await upload(other.cookie, [{ name: 'cudzy.pdf', content: samples.pdf }])).json().files[0].id;

    const withForeign = await send(cookie, toDoctor({ attachmentIds: [foreign] }));
    expect(withForeign.statusCode).toBe(400);
    expect(withForeign.json().errors[0].path).toBe('attachmentIds');
    const tooMany = await send(cookie, toDoctor({ attachmentIds: [1, 2, 3, 4, 5, 6] }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].path).toBe('attachmentIds');

    const sent = await send(cookie, toDoctor({ attachmentIds: ids }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['wynik.pdf', 'zdjęcie.png']);
    const id = sent.json().id;
    // Sent once: the same upload cannot go again.
    expect((await send(cookie, toDoctor({ attachmentIds: [ids[0]] }))).statusCode).toBe(400);

    const mine = await t.request({ method: 'GET', url: `/api/mpi/messages/${id}/attachments/${ids[0]}`, cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain('attachment');
    expect(mine.rawPayload.equals(samples.pdf)).toBe(true);
    const byDoctor = await t.request({ method: 'GET', url: `/api/clinic/messages/${id}/attachments/${ids[1]}`, cookie: await t.asStaff(doctor.id) });
    expect(byDoctor.statusCode).toBe(200);
    expect(byDoctor.rawPayload.equals(samples.png)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/clinic/messages/${id}/attachments/${ids[1]}`, cookie: await t.asStaff(admin.id) })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/mpi/messages/${id}/attachments/${ids[1]}`, cookie: other.cookie })).statusCode).toBe(404);

    // An edit keeps one file and drops the other (gone with its row).
    const edited = await t.request({
      method: 'PUT',
      url: '/api/mpi/messages/u/mpi-user/update',
      cookie,
      payload: { id, category: 'M', title: 'Z jednym plikiem', content: 'Treść', recipients: [{ kind: 'STAFF', id: doctor.id }], attachmentIds: [ids[0]] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().attachments.map((a: { id: number }) => a.id)).toEqual([ids[0]]);
    expect((await t.request({ method: 'GET', url: `/api/mpi/messages/${id}/attachments/${ids[1]}`, cookie })).statusCode).toBe(404);
  });
});

describe('notices and the live channel', () => {
  it('a message from the clinic leaves a notice and an e-mail with its link only; the nguid resolves for the recipient alone', async () => {
    const { account, record } = await patient();
    const id = await t.make.message({ from: { staffId: doctor.id }, to: [{ kind: 'PATIENT', id: record.id }], title: 'Tajny tytuł wyników', content: 'Tajna treść o zdrowiu' });
    await t.deps.jobs.runDue();
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, account.email!));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Nowa wiadomość w Portalu Pacjenta');
    for (const text of [mail.body, mail.html ?? '']) {
      expect(text).not.toContain('Tajny');
      expect(text).not.toContain('Tajna');
      expect(text).not.toContain('Wiadomość ogólna');
    }
    const guid = mail.body.match(/\/login\?nguid=([0-9a-f-]{36})/)![1];
    const resolved = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/notifications/${guid}`, cookie: await t.as(account.id) });
    expect(resolved.json()).toEqual({ target: 'MESSAGES', contextId: String(id), patientId: record.id });
    const stranger = await patient('Obcy');
    expect((await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/notifications/${guid}`, cookie: stranger.cookie })).statusCode).toBe(404);
  });

  it('the event stream sends a higher count within a second of a message; another account stream sends nothing', async () => {
    const { account, record } = await patient();
    const other = await patient('Inny');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (accountId: number) => {
      const controller = new AbortController();
      const res = await fetch(`${base}/api/mpi/messages/events`, { headers: { accept: 'text/event-stream', cookie: await t.as(accountId), 'x-portal-client': '1' }, signal: controller.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const events = () => [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]));
      const next = (count: number, ms: number) =>
        Promise.race([
          (async () => {
            while (events().length < count) {
              const { value, done } = await reader.read();
              if (done) break;
              text += decoder.decode(value);
            }
            return events();
          })(),
          new Promise<ReturnType<typeof events>>((resolve) => setTimeout(() => resolve(events()), ms)),
        ]);
      return { next, close: () => controller.abort() };
    };
    const mine = await open(account.id);
    const theirs = await open(other.account.id);
    expect(await mine.next(1, 1000)).toEqual([{ type: 'messages', unread: 0, toConfirm: 0 }]);
    expect(await theirs.next(1, 1000)).toEqual([{ type: 'messages', unread: 0, toConfirm: 0 }]);
    await t.make.message({ from: { staffId: doctor.id }, to: [{ kind: 'PATIENT', id: record.id }], mustConfirm: true });
    expect((await mine.next(2, 1000))[1]).toEqual({ type: 'messages', unread: 1, toConfirm: 1 });
    expect(await theirs.next(2, 300)).toHaveLength(1);
    mine.close();
    theirs.close();
  });

  it('the whole module answers 404 while messagesModule is off', async () => {
    const { cookie } = await patient();
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'application'));
    await t.deps.db.update(settings).set({ value: { ...(row.value as object), messagesModule: false } }).where(eq(settings.key, 'application'));
    try {
      for (const url of ['/api/mpi/message-categories', '/api/mpi/messages/u/mpi-user/inbox', '/api/mpi/messages/to-confirm', '/api/mpi/accounts/mpi-user/recipients/info']) {
        expect((await t.request({ method: 'GET', url, cookie })).statusCode, url).toBe(404);
      }
      expect((await t.request({ method: 'GET', url: '/api/clinic/messages/boxes', cookie: await t.asStaff(doctor.id) })).statusCode).toBe(404);
    } finally {
      await t.deps.db.update(settings).set({ value: row.value }).where(eq(settings.key, 'application'));
    }
  });
});
