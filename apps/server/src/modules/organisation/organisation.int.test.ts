import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationDictionaries, Unit } from '@portal/contracts';
import { clinicMember, demoUnitIds } from '../../test/clinic-members';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let admin: string;
let nurse: string;
let doctor: string;
let limitedAdmin: string;
let limitedRegistrar: string;
let demo: { primaryCare: number; specialist: number };

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoUnitIds(t);
  admin = (await clinicMember(t, ['ADMIN'])).cookie;
  nurse = (await clinicMember(t, ['NURSE'])).cookie;
  doctor = (await clinicMember(t, ['DOCTOR'])).cookie;
  limitedAdmin = (await clinicMember(t, ['ADMIN'], [demo.primaryCare])).cookie;
  limitedRegistrar = (await clinicMember(t, ['REGISTRAR'], [demo.primaryCare])).cookie;
});
afterAll(() => t.close());

const unitForm = (over: Record<string, unknown> = {}) => ({
  name: 'Filia Nowa Huta',
  code: 'POZ-KRK-2',
  city: 'Kraków',
  street: 'os. Centrum A',
  houseNumber: '7',
  apartmentNumber: null,
  postalCode: '31-923',
  phone: '(12) 644 11 22',
  email: 'nowahuta@example.com',
  active: true,
  ...over,
});

const post = (url: string, payload: unknown, cookie = admin) => t.request({ method: 'POST', url, payload: payload as object, cookie });
const put = (url: string, payload: unknown, cookie = admin) => t.request({ method: 'PUT', url, payload: payload as object, cookie });
const get = (url: string, cookie = admin) => t.request({ method: 'GET', url, cookie });

describe('units', () => {
  it('lists the demo units by name, a page at a time', async () => {
    const first = await get('/api/clinic/units?pageSize=1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ pageIndex: 0, pageSize: 1, hasNextPage: true, items: [{ code: 'SPEC-KRK-1', city: 'Kraków', phone: '+48124443020' }] });
    const second = await get('/api/clinic/units?pageSize=1&pageIndex=1');
    expect(second.json().items[0]).toMatchObject({ code: 'POZ-KRK-1', name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia', system: 'PORTAL', externalId: null });
    expect((await get('/api/clinic/units?pageSize=101')).statusCode).toBe(400);
  });

  it('every role reads units; q finds a fragment of the name, code or city', async () => {
    for (const cookie of [nurse, doctor, limitedRegistrar]) expect((await get('/api/clinic/units', cookie)).statusCode).toBe(200);
    expect((await get('/api/clinic/units?q=specjalist')).json().items.map((u: Unit) => u.code)).toEqual(['SPEC-KRK-1']);
    expect((await get('/api/clinic/units?q=poz-krk')).json().items.map((u: Unit) => u.code)).toEqual(['POZ-KRK-1']);
    expect((await get('/api/clinic/units?q=%25')).json().items).toEqual([]);
    expect((await get('/api/clinic/units?active=maybe')).statusCode).toBe(400);
  });

  it('an administrator adds a unit: the phone kept as +48…, 201', async () => {
    const res = await post('/api/clinic/units', unitForm());
    expect(res.statusCode).toBe(201);
    const unit: Unit = res.json();
    expect(unit).toMatchObject({ code: 'POZ-KRK-2', phone: '+48126441122', apartmentNumber: null, email: 'nowahuta@example.com', active: true, system: 'PORTAL' });
    expect((await get(`/api/clinic/units/${unit.id}`)).json()).toEqual(unit);
  });

  it('refuses a wrong form with Polish messages naming each field', async () => {
    const res = await post('/api/clinic/units', unitForm({ name: ' ', postalCode: '30418', phone: '+44 7911 123456', email: 'nie-email', code: 'A B' }));
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(res.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(errors).toEqual({
      name: 'Podaj nazwę jednostki',
      code: 'Kod może zawierać tylko litery, cyfry, kropkę, łącznik, podkreślenie i ukośnik',
      postalCode: 'Kod pocztowy ma postać NN-NNN, np. 30-418',
      phone: 'Podaj polski numer telefonu',
      email: 'Podaj poprawny adres e-mail',
    });
    expect((await post('/api/clinic/units', unitForm({ phone: '12 34' }))).json().message).toBe('Numer telefonu jest za krótki (polski numer ma 9 cyfr, np. 12 265 40 10 albo 601 234 567)');
    expect((await post('/api/clinic/units', unitForm({ phone: '12 265 4O 10' }))).json().message).toBe('Numer telefonu może zawierać tylko cyfry, spacje, nawiasy, łącznik i plus');
    expect((await post('/api/clinic/units', unitForm({ phone: undefined }))).json().message).toBe('Podaj numer telefonu');
  });

  it('a code is unique whatever its case: 409 with a Polish message', async () => {
    const res = await post('/api/clinic/units', unitForm({ code: 'poz-krk-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorCode: 'CONFLICT', message: 'Jednostka o kodzie poz-krk-1 już istnieje.' });
  });

  it('an administrator changes and deactivates a unit; another unit’s code is 409; an unknown id 404', async () => {
    const { id } = (await post('/api/clinic/units', unitForm({ code: 'TMP-1' }))).json();
    const changed = await put(`/api/clinic/units/${id}`, unitForm({ code: 'TMP-1', name: 'Filia zamknięta', active: false, apartmentNumber: '3' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, name: 'Filia zamknięta', active: false, apartmentNumber: '3' });
    expect((await get('/api/clinic/units?active=false')).json().items.map((u: Unit) => u.id)).toEqual([id]);
    expect((await get('/api/clinic/units?active=true&pageSize=100')).json().items.map((u: Unit) => u.id)).not.toContain(id);
    expect((await put(`/api/clinic/units/${id}`, unitForm({ code: 'SPEC-krk-1' }))).statusCode).toBe(409);
    expect((await put('/api/clinic/units/999999', unitForm({ code: 'TMP-9' }))).statusCode).toBe(404);
    expect((await get('/api/clinic/units/999999')).statusCode).toBe(404);
    expect((await get('/api/clinic/units/abc')).statusCode).toBe(400);
  });

  it('only an administrator writes: 403 for other roles, 401 without a staff session', async () => {
    expect((await post('/api/clinic/units', unitForm({ code: 'X-1' }), nurse)).statusCode).toBe(403);
    expect((await put(`/api/clinic/units/${demo.primaryCare}`, unitForm({ code: 'POZ-KRK-1' }), doctor)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/clinic/units' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/clinic/units', cookie: await t.login('anna') })).statusCode).toBe(401);
  });

  it('a member limited to units sees only hers; another unit is 404 like an unknown one; she adds no units', async () => {
    expect((await get('/api/clinic/units?pageSize=100', limitedRegistrar)).json().items.map((u: Unit) => u.id)).toEqual([demo.primaryCare]);
    expect((await get(`/api/clinic/units/${demo.primaryCare}`, limitedRegistrar)).statusCode).toBe(200);
    expect((await get(`/api/clinic/units/${demo.specialist}`, limitedRegistrar)).statusCode).toBe(404);
    expect((await put(`/api/clinic/units/${demo.specialist}`, unitForm({ code: 'SPEC-KRK-1' }), limitedAdmin)).statusCode).toBe(404);
    const own = (await get(`/api/clinic/units/${demo.primaryCare}`, limitedAdmin)).json();
    const { id: _id, system: _s, externalId: _e, ...form } = own;
    expect((await put(`/api/clinic/units/${demo.primaryCare}`, { ...form, email: 'rejestracja.poz@example.com' }, limitedAdmin)).json().email).toBe('rejestracja.poz@example.com');
    const res = await post('/api/clinic/units', unitForm({ code: 'X-2' }), limitedAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Nowe jednostki dodaje administrator bez ograniczenia do jednostek.');
  });
});

describe('dictionaries of the forms', () => {
  it('answers the specialities of the dictionary and the fixed lists, for every role', async () => {
    const res = await get('/api/clinic/organisation/dictionaries', nurse);
    expect(res.statusCode).toBe(200);
    const d: OrganisationDictionaries = res.json();
    expect(d.specialities.length).toBeGreaterThanOrEqual(20);
    expect(d.specialities).toContainEqual({ code: 'KARDIOLOGIA', name: 'Kardiologia' });
    expect(d.degrees).toContain('dr hab. n. med.');
    expect(d.occupations.map((o) => o.code)).toEqual(['DOCTOR', 'NURSE', 'MIDWIFE', 'PHYSIOTHERAPIST', 'OTHER']);
    expect(d.primaryCareRoles).toContainEqual({ code: 'GP', name: 'Lekarz POZ', occupation: 'DOCTOR' });
    expect(d.serviceTypes).toContainEqual({ code: 'TELECONSULTATION', name: 'Teleporada' });
    expect((await t.request({ method: 'GET', url: '/api/clinic/organisation/dictionaries' })).statusCode).toBe(401);
  });

  it('names the specialities in the language the console asks for', async () => {
    const inLanguage = async (language: string): Promise<OrganisationDictionaries> =>
      (await t.request({ method: 'GET', url: '/api/clinic/organisation/dictionaries', cookie: nurse, headers: { 'accept-language': language } })).json();
    expect((await inLanguage('en')).specialities).toContainEqual({ code: 'KARDIOLOGIA', name: 'Cardiology' });
    expect((await inLanguage('uk')).specialities).toContainEqual({ code: 'KARDIOLOGIA', name: 'Кардіологія' });
    expect((await inLanguage('pl')).specialities).toContainEqual({ code: 'KARDIOLOGIA', name: 'Kardiologia' });
  });
});
