import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicMessage, ClinicMessageBox, ClinicMessageCategory, Mailbox, Message } from '@portal/contracts';
import { mailboxMembers, settings, staffMembers } from '../../../db/schema/index';
import { DEMO_STAFF } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';

/** The administrator's mailboxes and message categories (mailboxes-clinic-routes.ts). */

let t: TestApp;
let admin: string;
let others: Record<'REGISTRAR' | 'DOCTOR' | 'NURSE' | 'MIDWIFE', string>;
let seededApplication: Record<string, unknown>;

const setMessagesModule = async (on: boolean) => {
  await t.deps.db
    .update(settings)
    .set({ value: { ...seededApplication, messagesModule: on } })
    .where(eq(settings.key, 'application'));
};

beforeAll(async () => {
  t = await createTestApp();
  seededApplication = (await t.deps.db.select().from(settings).where(eq(settings.key, 'application')))[0].value as Record<string, unknown>;
  await setMessagesModule(true);
  admin = await t.asStaff((await t.make.staff({ roles: ['ADMIN'] })).id);
  others = {
    REGISTRAR: await t.asStaff((await t.make.staff({ roles: ['REGISTRAR'] })).id),
    DOCTOR: await t.asStaff((await t.make.staff({ roles: ['DOCTOR'] })).id),
    NURSE: await t.asStaff((await t.make.staff({ roles: ['NURSE'] })).id),
    MIDWIFE: await t.asStaff((await t.make.staff({ roles: ['MIDWIFE'] })).id),
  };
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.request({ method: 'GET', url, cookie });
const post = (url: string, payload: unknown, cookie = admin) => t.request({ method: 'POST', url, payload: payload as object, cookie });
const put = (url: string, payload: unknown, cookie = admin) => t.request({ method: 'PUT', url, payload: payload as object, cookie });

let unique = 0;
const mailboxForm = (over: Record<string, unknown> = {}) => ({
  name: `Skrzynka testowa ${++unique}`,
  description: 'Pytania o wyniki badań',
  acceptsPatientMessages: true,
  memberIds: [] as number[],
  ...over,
});
const member = async (name: string, lastName: string) => (await t.make.staff({ roles: ['NURSE'], name, lastName })).id;
const membersOf = async (mailboxId: number) =>
  (await t.deps.db.select().from(mailboxMembers).where(eq(mailboxMembers.mailboxId, mailboxId))).map((m) => m.staffMemberId).sort((a, b) => a - b);

describe('mailboxes', () => {
  it('the seed makes the demo mailboxes: two that patients write to, one internal, each with its members and its English and Ukrainian names and descriptions', async () => {
    const res = await get('/api/clinic/mailboxes', others.NURSE);
    expect(res.statusCode).toBe(200);
    const seeded = (res.json() as Mailbox[]).filter((m) => ['Rejestracja', 'Gabinet zabiegowy', 'Sekretariat medyczny'].includes(m.name));
    expect(seeded.map((m) => [m.name, m.nameEn, m.nameUk, m.acceptsPatientMessages, m.active, m.members.map((p) => p.lastName)])).toEqual([
      ['Gabinet zabiegowy', 'Treatment room', 'Процедурний кабінет', true, true, ['Dąbrowska', 'Kamińska']],
      ['Rejestracja', 'Registration', 'Реєстратура', true, true, ['Nowak', 'Wójcik']],
      ['Sekretariat medyczny', 'Medical secretariat', 'Медичний секретаріат', false, true, ['Lewandowski', 'Nowak']],
    ]);
    expect(seeded.map((m) => [m.description, m.descriptionEn, m.descriptionUk])).toEqual([
      ['Szczepienia, zastrzyki, opatrunki, pobrania krwi.', 'Vaccinations, injections, dressings, blood draws.', 'Щеплення, ін’єкції, перев’язки, забір крові.'],
      ['Terminy wizyt, skierowania, sprawy organizacyjne.', 'Appointments, referrals, organisational matters.', 'Терміни візитів, направлення, організаційні питання.'],
      [
        'Sprawy wewnętrzne przychodni: dokumentacja, zaświadczenia, obieg pism.',
        'Internal matters of the clinic: records, certificates, correspondence.',
        'Внутрішні справи поліклініки: документація, довідки, обіг документів.',
      ],
    ]);
  });

  it('an administrator gives a mailbox its English and Ukrainian names (trimmed; empty is none); the console reads all three, whatever its language', async () => {
    const res = await post('/api/clinic/mailboxes', mailboxForm({ name: 'Poradnia szczepień', nameEn: '  Vaccination clinic ', nameUk: 'Кабінет щеплень' }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Mailbox;
    expect(made).toMatchObject({ name: 'Poradnia szczepień', nameEn: 'Vaccination clinic', nameUk: 'Кабінет щеплень' });
    const changed = await put(`/api/clinic/mailboxes/${made.id}`, mailboxForm({ name: 'Poradnia szczepień', nameEn: 'Vaccinations', nameUk: '' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: made.id, name: 'Poradnia szczepień', nameEn: 'Vaccinations', nameUk: null });
    const listed = await t.request({ method: 'GET', url: '/api/clinic/mailboxes', cookie: others.REGISTRAR, headers: { 'accept-language': 'uk' } });
    expect((listed.json() as Mailbox[]).find((m) => m.id === made.id)).toMatchObject({ name: 'Poradnia szczepień', nameEn: 'Vaccinations', nameUk: null });
    // The form is the whole mailbox: one without them leaves none.
    const cleared = await put(`/api/clinic/mailboxes/${made.id}`, mailboxForm({ name: 'Poradnia szczepień' }));
    expect(cleared.json()).toMatchObject({ nameEn: null, nameUk: null });
  });

  it('a name in English or Ukrainian longer than the Polish one may be is 400 VALIDATION_ERROR with a Polish message at its field; nothing is saved', async () => {
    const res = await post('/api/clinic/mailboxes', mailboxForm({ name: 'Za długa', nameUk: 'я'.repeat(101) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'nameUk', message: 'Tłumaczenie może mieć najwyżej 100 znaków' }] });
    expect(typeof res.json().message).toBe('string');
    const { id } = (await post('/api/clinic/mailboxes', mailboxForm({ name: 'Krótka', nameEn: 'Short' }))).json() as Mailbox;
    const long = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Krótka', nameEn: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'nameEn', message: 'Tłumaczenie może mieć najwyżej 100 znaków' }] });
    const mailboxes = (await get('/api/clinic/mailboxes')).json() as Mailbox[];
    expect(mailboxes.some((m) => m.name === 'Za długa')).toBe(false);
    expect(mailboxes.find((m) => m.id === id)?.nameEn).toBe('Short');
  });

  it('an administrator gives a mailbox its description in English and Ukrainian (trimmed; empty is none); the console reads all three, whatever its language', async () => {
    const res = await post(
      '/api/clinic/mailboxes',
      mailboxForm({ name: 'Punkt pobrań krwi', description: 'Pobrania krwi i wyniki', descriptionEn: '  Blood draws and results ', descriptionUk: 'Забір крові та результати' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Mailbox;
    expect(made).toMatchObject({ description: 'Pobrania krwi i wyniki', descriptionEn: 'Blood draws and results', descriptionUk: 'Забір крові та результати' });
    // As long as the Polish description may be.
    const changed = await put(`/api/clinic/mailboxes/${made.id}`, mailboxForm({ name: 'Punkt pobrań krwi', descriptionEn: 'x'.repeat(500), descriptionUk: '   ' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: made.id, description: 'Pytania o wyniki badań', descriptionEn: 'x'.repeat(500), descriptionUk: null });
    const listed = await t.request({ method: 'GET', url: '/api/clinic/mailboxes', cookie: others.DOCTOR, headers: { 'accept-language': 'en' } });
    expect((listed.json() as Mailbox[]).find((m) => m.id === made.id)).toMatchObject({ description: 'Pytania o wyniki badań', descriptionEn: 'x'.repeat(500), descriptionUk: null });
    // The form is the whole mailbox: one without them leaves none.
    const cleared = await put(`/api/clinic/mailboxes/${made.id}`, mailboxForm({ name: 'Punkt pobrań krwi', description: '' }));
    expect(cleared.json()).toMatchObject({ description: null, descriptionEn: null, descriptionUk: null });
  });

  it('a description in English or Ukrainian longer than the Polish one may be is 400 VALIDATION_ERROR with a Polish message at its field; nothing is saved', async () => {
    const res = await post('/api/clinic/mailboxes', mailboxForm({ name: 'Za długi opis', descriptionEn: 'x'.repeat(501) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'descriptionEn', message: 'Tłumaczenie może mieć najwyżej 500 znaków' }] });
    expect(typeof res.json().message).toBe('string');
    const { id } = (await post('/api/clinic/mailboxes', mailboxForm({ name: 'Krótki opis', descriptionUk: 'Питання про результати' }))).json() as Mailbox;
    const long = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Krótki opis, zmieniony', descriptionUk: 'я'.repeat(501) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'descriptionUk', message: 'Tłumaczenie może mieć najwyżej 500 znaków' }] });
    const mailboxes = (await get('/api/clinic/mailboxes')).json() as Mailbox[];
    expect(mailboxes.some((m) => m.name === 'Za długi opis')).toBe(false);
    expect(mailboxes.find((m) => m.id === id)).toMatchObject({ name: 'Krótki opis', descriptionEn: null, descriptionUk: 'Питання про результати' });
  });

  it('an administrator makes a mailbox with its members; every role reads the list, by name, members by last name', async () => {
    const zielinska = await member('Zofia', 'Zielińska');
    const adamska = await member('Alicja', 'Adamska');
    const res = await post('/api/clinic/mailboxes', mailboxForm({ name: '  Aaa poradnia  ', memberIds: [zielinska, adamska, zielinska] }));
    expect(res.statusCode).toBe(201);
    const made = res.json() as Mailbox;
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Aaa poradnia',
      nameEn: null,
      nameUk: null,
      description: 'Pytania o wyniki badań',
      descriptionEn: null,
      descriptionUk: null,
      acceptsPatientMessages: true,
      active: true,
      members: [
        { id: adamska, name: 'Alicja', lastName: 'Adamska' },
        { id: zielinska, name: 'Zofia', lastName: 'Zielińska' },
      ],
    });
    for (const cookie of [admin, ...Object.values(others)]) {
      const list = await get('/api/clinic/mailboxes', cookie);
      expect(list.statusCode).toBe(200);
      expect((list.json() as Mailbox[])[0]).toEqual(made);
    }
    const names = ((await get('/api/clinic/mailboxes')).json() as Mailbox[]).map((m) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('only an administrator makes or changes a mailbox (403 FORBIDDEN to every other role)', async () => {
    const { id } = (await post('/api/clinic/mailboxes', mailboxForm())).json() as Mailbox;
    for (const cookie of Object.values(others)) {
      const created = await post('/api/clinic/mailboxes', mailboxForm(), cookie);
      expect(created.statusCode).toBe(403);
      expect(created.json().errorCode).toBe('FORBIDDEN');
      const changed = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Przejęta' }), cookie);
      expect(changed.statusCode).toBe(403);
    }
    expect((await get('/api/clinic/mailboxes')).json().map((m: Mailbox) => m.name)).not.toContain('Przejęta');
    expect((await t.request({ method: 'GET', url: '/api/clinic/mailboxes' })).statusCode).toBe(401);
  });

  it('refuses a name another mailbox has, whatever the letter case: 409 CONFLICT with the Polish message', async () => {
    const first = (await post('/api/clinic/mailboxes', mailboxForm({ name: 'Poradnia Diabetologiczna' }))).json() as Mailbox;
    const twin = await post('/api/clinic/mailboxes', mailboxForm({ name: 'PORADNIA diabetologiczna' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ errorCode: 'CONFLICT', message: 'Skrzynka o tej nazwie już istnieje' });
    const rejestracja = await put(`/api/clinic/mailboxes/${first.id}`, mailboxForm({ name: 'rejestracja' }));
    expect(rejestracja.statusCode).toBe(409);
    expect(rejestracja.json().message).toBe('Skrzynka o tej nazwie już istnieje');
    // Its own name in other letters is no conflict.
    const renamed = await put(`/api/clinic/mailboxes/${first.id}`, mailboxForm({ name: 'Poradnia diabetologiczna' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Poradnia diabetologiczna');
  });

  it('members must be existing active staff members: 400 VALIDATION_ERROR naming each wrong memberIds entry', async () => {
    const good = await member('Ewa', 'Dobra');
    const gone = await member('Olga', 'Odeszła');
    await t.deps.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, gone));
    const res = await post('/api/clinic/mailboxes', mailboxForm({ memberIds: [good, 999_999, gone] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      errors: [
        { path: 'memberIds.1', message: 'Nie ma aktywnego pracownika o tym identyfikatorze' },
        { path: 'memberIds.2', message: 'Nie ma aktywnego pracownika o tym identyfikatorze' },
      ],
    });
    expect(((await get('/api/clinic/mailboxes')).json() as Mailbox[]).some((m) => m.members.some((p) => p.id === gone))).toBe(false);
  });

  it('validates the form with Polish messages', async () => {
    const empty = await post('/api/clinic/mailboxes', mailboxForm({ name: '   ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'name', message: 'Podaj nazwę skrzynki' })]));
    const long = await post('/api/clinic/mailboxes', mailboxForm({ name: 'x'.repeat(101) }));
    expect(long.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'name', message: 'Może mieć najwyżej 100 znaków' })]));
    expect((await post('/api/clinic/mailboxes', mailboxForm({ memberIds: ['jeden'] }))).statusCode).toBe(400);
    expect((await post('/api/clinic/mailboxes', { name: 'Bez reszty' })).statusCode).toBe(400);
  });

  it('a change replaces the members at once; a failed change leaves the mailbox as it was', async () => {
    const [a, b, c] = [await member('Anna', 'Pierwsza'), await member('Beata', 'Druga'), await member('Celina', 'Trzecia')];
    const { id } = (await post('/api/clinic/mailboxes', mailboxForm({ name: 'Punkt szczepień', memberIds: [a, b] }))).json() as Mailbox;
    const changed = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Punkt szczepień', description: null, acceptsPatientMessages: false, memberIds: [c, b] }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, description: null, acceptsPatientMessages: false, members: [{ id: b }, { id: c }] });
    expect(await membersOf(id)).toEqual([b, c].sort((x, y) => x - y));

    const failed = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Punkt szczepień i zabiegów', memberIds: [a, 999_999] }));
    expect(failed.statusCode).toBe(400);
    expect(await membersOf(id)).toEqual([b, c].sort((x, y) => x - y));
    expect(((await get('/api/clinic/mailboxes')).json() as Mailbox[]).find((m) => m.id === id)?.name).toBe('Punkt szczepień');

    const none = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Punkt szczepień', memberIds: [] }));
    expect(none.json().members).toEqual([]);
    expect(await membersOf(id)).toEqual([]);
  });

  it('a member deactivated since may stay in her mailbox, but cannot be added to another', async () => {
    const stays = await member('Halina', 'Została');
    const { id } = (await post('/api/clinic/mailboxes', mailboxForm({ memberIds: [stays] }))).json() as Mailbox;
    await t.deps.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, stays));
    const kept = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Skrzynka z nieaktywną', memberIds: [stays] }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().members).toEqual([{ id: stays, name: 'Halina', lastName: 'Została' }]);
    const elsewhere = await post('/api/clinic/mailboxes', mailboxForm({ memberIds: [stays] }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].path).toBe('memberIds.0');
  });

  it('deactivating keeps the mailbox and its members listed (inactive); reactivating works', async () => {
    const keeper = await member('Irena', 'Strażniczka');
    const { id } = (await post('/api/clinic/mailboxes', mailboxForm({ name: 'Stara skrzynka', memberIds: [keeper] }))).json() as Mailbox;
    const off = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Stara skrzynka', memberIds: [keeper], active: false }));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, members: [{ id: keeper }] });
    expect(((await get('/api/clinic/mailboxes', others.DOCTOR)).json() as Mailbox[]).find((m) => m.id === id)).toMatchObject({ active: false, members: [{ id: keeper }] });
    const on = await put(`/api/clinic/mailboxes/${id}`, mailboxForm({ name: 'Stara skrzynka', memberIds: [keeper], active: true }));
    expect(on.json().active).toBe(true);
  });

  it('an unknown mailbox is 404; a bad id is 400', async () => {
    const res = await put('/api/clinic/mailboxes/999999', mailboxForm());
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
    expect((await put('/api/clinic/mailboxes/abc', mailboxForm())).statusCode).toBe(400);
  });
});

describe('message categories', () => {
  const categories = async (cookie = admin) => (await get('/api/clinic/message-categories', cookie)).json() as ClinicMessageCategory[];

  it('every role reads all categories by their order, "M" (Wiadomość) among the seeded ones', async () => {
    for (const cookie of [admin, ...Object.values(others)]) expect((await get('/api/clinic/message-categories', cookie)).statusCode).toBe(200);
    const list = await categories(others.MIDWIFE);
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['M', 'RESULTS', 'PRESCRIPTION', 'REFERRAL', 'SICK_LEAVE', 'ADMIN']));
    expect(list.find((c) => c.code === 'M')).toMatchObject({ name: 'Wiadomość', active: true });
    const orders = list.map((c) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('an administrator adds a category; its code is unique (409) and well-formed (400)', async () => {
    const res = await post('/api/clinic/message-categories', { code: 'VACCINE', name: 'Szczepienia', description: 'Terminy i zaświadczenia', sortOrder: 70 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      code: 'VACCINE',
      name: 'Szczepienia',
      nameEn: null,
      nameUk: null,
      description: 'Terminy i zaświadczenia',
      descriptionEn: null,
      descriptionUk: null,
      active: true,
      sortOrder: 70,
    });
    expect((await categories()).at(-1)?.code).toBe('VACCINE');
    const twin = await post('/api/clinic/message-categories', { code: 'VACCINE', name: 'Inne szczepienia' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ errorCode: 'CONFLICT', message: 'Kategoria o tym kodzie już istnieje' });
    const bad = await post('/api/clinic/message-categories', { code: 'małe litery', name: 'Zła' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'code', message: 'Kod: wielkie litery, cyfry i _, najwyżej 30 znaków' })]);
    const nameless = await post('/api/clinic/message-categories', { code: 'NONAME', name: '' });
    expect(nameless.json().errors).toEqual([expect.objectContaining({ path: 'name', message: 'Podaj nazwę kategorii' })]);
  });

  it('an administrator renames and deactivates a category; inactive ones stay in the console list', async () => {
    await post('/api/clinic/message-categories', { code: 'TEMP', name: 'Tymczasowa', sortOrder: 90 });
    const res = await put('/api/clinic/message-categories/TEMP', { name: 'Wycofana', description: null, active: false, sortOrder: 95 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'TEMP', name: 'Wycofana', nameEn: null, nameUk: null, description: null, descriptionEn: null, descriptionUk: null, active: false, sortOrder: 95 });
    expect((await categories(others.REGISTRAR)).find((c) => c.code === 'TEMP')).toMatchObject({ active: false, name: 'Wycofana' });
  });

  it('an administrator gives a category its English and Ukrainian words (trimmed; empty is none); the console reads all three', async () => {
    const res = await post('/api/clinic/message-categories', {
      code: 'TRAVEL',
      name: 'Szczepienia przed podróżą',
      nameEn: '  Travel vaccinations ',
      nameUk: 'Щеплення перед подорожжю',
      description: 'Terminy szczepień',
      descriptionEn: 'Vaccination dates',
      descriptionUk: '',
      sortOrder: 80,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nameEn: 'Travel vaccinations', nameUk: 'Щеплення перед подорожжю', descriptionEn: 'Vaccination dates', descriptionUk: null });
    const changed = await put('/api/clinic/message-categories/TRAVEL', { name: 'Szczepienia przed podróżą', nameEn: 'Travel vaccines', nameUk: null, active: true, sortOrder: 80 });
    expect(changed.json()).toMatchObject({ nameEn: 'Travel vaccines', nameUk: null, description: null, descriptionEn: null });
    expect((await categories(others.NURSE)).find((c) => c.code === 'TRAVEL')).toMatchObject({ name: 'Szczepienia przed podróżą', nameEn: 'Travel vaccines', nameUk: null });
  });

  it('a translation longer than the Polish name may be is 400 VALIDATION_ERROR with a Polish message at its field', async () => {
    const res = await post('/api/clinic/message-categories', { code: 'LONG', name: 'Długa', nameUk: 'я'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'nameUk', message: 'Tłumaczenie może mieć najwyżej 100 znaków' }] });
    expect(typeof res.json().message).toBe('string');
    expect((await categories()).some((c) => c.code === 'LONG')).toBe(false);
  });

  it('"M" may be renamed but never turned off: 400 VALIDATION_ERROR on active', async () => {
    const off = await put('/api/clinic/message-categories/M', { name: 'Wiadomość', active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ errorCode: 'VALIDATION_ERROR', message: 'Kategorii „Wiadomość” nie można wyłączyć', errors: [{ path: 'active', message: 'Kategorii „Wiadomość” nie można wyłączyć' }] });
    expect((await categories()).find((c) => c.code === 'M')?.active).toBe(true);
    const renamed = await put('/api/clinic/message-categories/M', { name: 'Wiadomość ogólna', active: true, sortOrder: 0 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ code: 'M', name: 'Wiadomość ogólna', active: true });
    await put('/api/clinic/message-categories/M', { name: 'Wiadomość', active: true, sortOrder: 0 });
  });

  it('an unknown category is 404; only an administrator writes (403)', async () => {
    const unknown = await put('/api/clinic/message-categories/NOPE', { name: 'Nie ma' });
    expect(unknown.statusCode).toBe(404);
    for (const cookie of Object.values(others)) {
      expect((await post('/api/clinic/message-categories', { code: 'X_ROLE', name: 'Rola' }, cookie)).statusCode).toBe(403);
      expect((await put('/api/clinic/message-categories/M', { name: 'Przejęta' }, cookie)).statusCode).toBe(403);
    }
    expect((await categories()).map((c) => c.code)).not.toContain('X_ROLE');
  });
});

describe('the demo correspondence (messages.seed.ts)', () => {
  const inbox = async (cookie: string, query = '') => (await get(`/api/mpi/messages/u/mpi-user/inbox?pageSize=50${query}`, cookie)).json().items as Message[];

  it("Anna has three unread messages from the clinic (one the programme's invitation), none to confirm, and a believable history", async () => {
    const anna = await t.login('anna');
    expect((await get('/api/mpi/messages/u/mpi-user/unread', anna)).json()).toEqual({ unread: 3, toConfirm: 0 });
    expect((await get('/api/mpi/messages/to-confirm', anna)).json()).toEqual([]);
    const received = await inbox(anna);
    expect(received.filter((m) => m.readDate === null).map((m) => m.title)).toEqual([
      'Zaproszenie do programu „Profilaktyka chorób układu krążenia (CHUK)”',
      'Kontrolny lipidogram – wynik',
      'Przypomnienie o wizycie kontrolnej',
    ]);
    // The invitation (questionnaires.seed.ts) is the clinic's own message, with the questionnaire's address.
    expect(received[0]).toMatchObject({ sender: { kind: 'CLINIC', id: null }, category: { code: 'M' } });
    expect(received[0].content).toMatch(/\/questionnaire\/patient\/PORTAL\/\d+\/\d+\/\d+$/);
    expect(received.find((m) => m.mustConfirm)).toMatchObject({ title: 'Zmiana godzin przyjęć lekarza rodzinnego', readDate: expect.any(String) });
    // Four months back at most, newest first.
    const oldest = new Date(received.at(-1)!.createdAt).getTime();
    expect(Date.now() - oldest).toBeLessThan(125 * 86_400_000);
    expect(received.map((m) => m.createdAt)).toEqual(received.map((m) => m.createdAt).sort().reverse());

    // The referral: her question, the registration's answer, her thanks.
    const referral = received.find((m) => m.title === 'Re: Skierowanie do poradni kardiologicznej')!;
    expect(referral.sender).toMatchObject({ kind: 'MAILBOX', name: 'Rejestracja' });
    const thread = (await get(`/api/mpi/messages/${referral.id}/thread`, anna)).json() as Message[];
    expect(thread.map((m) => [m.sender.kind, m.title])).toEqual([
      ['ACCOUNT', 'Skierowanie do poradni kardiologicznej'],
      ['MAILBOX', 'Re: Skierowanie do poradni kardiologicznej'],
      ['ACCOUNT', 'Re: Skierowanie do poradni kardiologicznej'],
    ]);

    // Her results, answered by her GP with a PDF.
    const results = received.find((m) => m.title === 'Re: Pytanie o wyniki morfologii i lipidogramu')!;
    expect(results.sender).toMatchObject({ kind: 'STAFF', name: 'Tomasz Lewandowski' });
    expect(results.attachments).toEqual([expect.objectContaining({ fileName: 'wyniki-morfologia-lipidogram.pdf', mimeType: 'application/pdf' })]);
    const pdf = await get(`/api/mpi/messages/${results.id}/attachments/${results.attachments[0].id}`, anna);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // As her father's guardian.
    const sent = (await get('/api/mpi/messages/u/mpi-user/outbox?pageSize=50', anna)).json().items as Message[];
    expect(sent.find((m) => m.title === 'Zastrzyki taty – prośba o zmianę terminu')).toMatchObject({ patient: { name: 'Jan', lastName: 'Kowalski' }, readDate: expect.any(String) });
  });

  it('Piotr and Jan have messages too', async () => {
    expect((await get('/api/mpi/messages/u/mpi-user/unread', await t.login('piotr'))).json()).toEqual({ unread: 1, toConfirm: 0 });
    const jan = await t.login('jan');
    expect((await inbox(jan)).map((m) => m.title)).toEqual(['Re: Pomiary ciśnienia w domu']);
  });

  it("every demo staff member's own inbox and each of her mailboxes hold read and unread messages", async () => {
    for (const login of Object.keys(DEMO_STAFF) as Array<keyof typeof DEMO_STAFF>) {
      const [member] = await t.deps.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF[login].login));
      const cookie = await t.asStaff(member.id);
      const boxes = (await get('/api/clinic/messages/boxes', cookie)).json() as ClinicMessageBox[];
      expect(boxes.length, login).toBeGreaterThan(1);
      for (const box of boxes) {
        const items = (await get(`/api/clinic/messages/inbox?pageSize=50${box.mailboxId ? `&mailboxId=${box.mailboxId}` : ''}`, cookie)).json().items as ClinicMessage[];
        expect(box.unread, `${login}: ${box.name}`).toBeGreaterThan(0);
        expect(items.some((m) => m.readDate !== null), `${login}: ${box.name} has a read message`).toBe(true);
      }
    }
  });
});

describe('module switch', () => {
  it('every route answers the 404 of an unknown path while messagesModule is off', async () => {
    await setMessagesModule(false);
    try {
      for (const [method, url] of [
        ['GET', '/api/clinic/mailboxes'],
        ['POST', '/api/clinic/mailboxes'],
        ['PUT', '/api/clinic/mailboxes/1'],
        ['GET', '/api/clinic/message-categories'],
        ['POST', '/api/clinic/message-categories'],
        ['PUT', '/api/clinic/message-categories/M'],
      ] as const) {
        const res = await t.request({ method, url, cookie: admin, payload: method === 'GET' ? undefined : mailboxForm() });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    } finally {
      await setMessagesModule(true);
    }
    expect((await get('/api/clinic/mailboxes')).statusCode).toBe(200);
  });
});
