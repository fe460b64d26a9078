import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@portal/contracts';
import { clinicMember, demoUnitIds } from '../../test/clinic-members';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let admin: string;
let nurse: string;
let midwife: string;
let limitedRegistrar: string;
let limitedAdmin: string;
let demo: { primaryCare: number; specialist: number };

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoUnitIds(t);
  admin = (await clinicMember(t, ['ADMIN'])).cookie;
  nurse = (await clinicMember(t, ['NURSE'])).cookie;
  midwife = (await clinicMember(t, ['MIDWIFE'])).cookie;
  limitedRegistrar = (await clinicMember(t, ['REGISTRAR'], [demo.primaryCare])).cookie;
  limitedAdmin = (await clinicMember(t, ['ADMIN'], [demo.primaryCare])).cookie;
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  code: 'KOM-HOLTER',
  name: 'Holter EKG 24-godzinny',
  type: 'TEST',
  speciality: 'KARDIOLOGIA',
  commercial: true,
  price: '260.00',
  durationMinutes: 20,
  unitIds: [demo.specialist],
  active: true,
  ...over,
});

const post = (payload: unknown, cookie = admin) => t.request({ method: 'POST', url: '/api/clinic/services', payload: payload as object, cookie });
const put = (id: number, payload: unknown, cookie = admin) => t.request({ method: 'PUT', url: `/api/clinic/services/${id}`, payload: payload as object, cookie });
const get = (url: string, cookie = admin) => t.request({ method: 'GET', url, cookie });
const codes = (res: { json(): { items: Service[] } }) => res.json().items.map((s) => s.code);
const errorsOf = (res: { json(): { errors: Array<{ path: string; message: string }> } }) => Object.fromEntries(res.json().errors.map((e) => [e.path, e.message]));

describe('services: the list', () => {
  it('pages the demo services by name', async () => {
    const all: Service[] = [];
    for (let page = 0; ; page++) {
      const res = (await get(`/api/clinic/services?pageSize=8&pageIndex=${page}`)).json();
      all.push(...res.items);
      if (!res.hasNextPage) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    const cardio = all.find((s) => s.code === 'KOM-KARDIOLOGIA');
    expect(cardio).toMatchObject({ name: 'Konsultacja kardiologiczna', type: 'VISIT', commercial: true, price: '250.00', speciality: 'KARDIOLOGIA', units: [{ id: demo.specialist }] });
    expect(all.find((s) => s.code === 'POZ-PORADA')).toMatchObject({ commercial: false, price: null, type: 'VISIT' });
  });

  it('filters by fragment of the name or start of the code, type, unit, commercial and activity', async () => {
    expect(codes(await get('/api/clinic/services?q=dermatoskop'))).toEqual(['KOM-DERMATOSKOPIA']);
    expect(codes(await get('/api/clinic/services?q=kom-dno'))).toEqual(['KOM-DNO-OKA']);
    const tele: Service[] = (await get('/api/clinic/services?type=TELECONSULTATION&pageSize=100')).json().items;
    expect(tele.length).toBeGreaterThanOrEqual(5);
    expect(tele.every((s) => s.type === 'TELECONSULTATION')).toBe(true);
    const paid: Service[] = (await get('/api/clinic/services?commercial=true&pageSize=100')).json().items;
    expect(paid.every((s) => s.commercial && Number(s.price) > 0)).toBe(true);
    const nfz: Service[] = (await get('/api/clinic/services?commercial=false&pageSize=100')).json().items;
    expect(nfz.every((s) => !s.commercial && s.price === null)).toBe(true);
    const primary: Service[] = (await get(`/api/clinic/services?unitId=${demo.primaryCare}&pageSize=100`)).json().items;
    expect(primary.every((s) => s.units.some((u) => u.id === demo.primaryCare))).toBe(true);
    expect(primary.map((s) => s.code)).toContain('POZ-PATRONAZ');
    expect(codes(await get('/api/clinic/services?speciality=OKULISTYKA'))).toEqual(['KOM-DNO-OKA', 'KOM-OKULISTYKA', 'AOS-OKULISTYKA']);
    expect((await get('/api/clinic/services?active=false')).json().items).toEqual([]);
    expect((await get('/api/clinic/services?type=MASSAGE')).statusCode).toBe(400);
    expect((await get('/api/clinic/services?commercial=1')).statusCode).toBe(400);
  });
});

describe('services: writing', () => {
  it('an administrator adds a commercial service; the price travels as "260.00"', async () => {
    const res = await post(form({ price: '260' }));
    expect(res.statusCode).toBe(201);
    const created: Service = res.json();
    expect(created).toMatchObject({ code: 'KOM-HOLTER', price: '260.00', commercial: true, durationMinutes: 20, units: [{ id: demo.specialist }], system: 'PORTAL', externalId: null });
    expect((await get(`/api/clinic/services/${created.id}`)).json()).toEqual(created);
    const changed = await put(created.id, form({ price: '275,5', unitIds: [demo.specialist, demo.primaryCare], active: false }));
    expect(changed.json()).toMatchObject({ price: '275.50', active: false });
    expect(changed.json().units).toHaveLength(2);
    // NFZ-funded afterwards: no price.
    expect((await put(created.id, form({ commercial: false, price: null }))).json()).toMatchObject({ commercial: false, price: null });
  });

  it('a code is unique whatever its case: 409', async () => {
    const res = await post(form({ code: 'kom-kardiologia' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorCode: 'CONFLICT', message: 'Świadczenie o kodzie kom-kardiologia już istnieje.' });
    const { id } = (await post(form({ code: 'KOM-TMP' }))).json();
    expect((await put(id, form({ code: 'POZ-porada' }))).statusCode).toBe(409);
  });

  it('prices: required and above zero for a commercial service, absent for an NFZ-funded one', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: null }, 'Podaj cenę świadczenia komercyjnego'],
      [{ price: '' }, 'Podaj cenę świadczenia komercyjnego'],
      [{ price: '0.00' }, 'Cena musi być większa od zera'],
      [{ price: '12.345' }, 'Podaj cenę w złotych, z najwyżej dwoma miejscami po przecinku (np. 150.00)'],
      [{ price: '-5' }, 'Podaj cenę w złotych, z najwyżej dwoma miejscami po przecinku (np. 150.00)'],
      [{ price: 'sto' }, 'Podaj cenę w złotych, z najwyżej dwoma miejscami po przecinku (np. 150.00)'],
      [{ commercial: false, price: '100.00' }, 'Świadczenie finansowane przez NFZ nie ma ceny'],
    ];
    for (const [over, message] of cases) {
      const res = await post(form({ code: 'KOM-X', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorsOf(res)).toEqual({ price: message });
    }
    expect(errorsOf(await post(form({ price: 150 })))).toEqual({ price: 'Oczekiwano tekstu.' });
  });

  it('refuses other wrong fields with Polish messages', async () => {
    expect(errorsOf(await post(form({ code: 'KOM-X', durationMinutes: 4 })))).toEqual({ durationMinutes: 'Świadczenie trwa co najmniej 5 minut' });
    expect(errorsOf(await post(form({ code: 'KOM-X', durationMinutes: 241 })))).toEqual({ durationMinutes: 'Świadczenie trwa najwyżej 240 minut' });
    expect(errorsOf(await post(form({ code: 'KOM-X', durationMinutes: 12.5 })))).toEqual({ durationMinutes: 'Czas trwania podaj w pełnych minutach' });
    expect(errorsOf(await post(form({ code: '', name: ' ', type: 'MASSAGE' })))).toEqual({
      code: 'Podaj kod świadczenia',
      name: 'Podaj nazwę świadczenia',
      type: 'Wybierz rodzaj świadczenia z listy',
    });
    expect(errorsOf(await post(form({ code: 'KOM-X', unitIds: [] })))).toEqual({ unitIds: 'Wybierz co najmniej jedną jednostkę' });
    expect(errorsOf(await post(form({ code: 'KOM-X', speciality: 'ASTROLOGIA' })))).toEqual({ speciality: 'Nie znaleziono wybranej specjalności.' });
    expect(errorsOf(await post(form({ code: 'KOM-X', unitIds: [999999] })))).toEqual({ 'unitIds.0': 'Nie znaleziono wybranej jednostki.' });
    const noSpeciality = await post(form({ code: 'KOM-X', speciality: null, type: 'VACCINATION' }));
    expect(noSpeciality.statusCode).toBe(201);
    expect(noSpeciality.json().speciality).toBeNull();
  });

  it('only an administrator writes: 403 for a nurse or a midwife; unknown ids 404', async () => {
    expect((await post(form({ code: 'KOM-Y' }), nurse)).statusCode).toBe(403);
    expect((await post(form({ code: 'KOM-Y' }), midwife)).statusCode).toBe(403);
    expect((await get('/api/clinic/services?pageSize=1', midwife)).statusCode).toBe(200);
    expect((await put(999999, form({ code: 'KOM-Y' }))).statusCode).toBe(404);
    expect((await get('/api/clinic/services/999999')).statusCode).toBe(404);
    expect((await get('/api/clinic/services/0')).statusCode).toBe(400);
  });
});

describe('services of a member limited to units', () => {
  it('she sees the services of her units; others are unknown', async () => {
    const seen: Service[] = (await get('/api/clinic/services?pageSize=100', limitedRegistrar)).json().items;
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((s) => s.units.length > 0 && s.units.every((u) => u.id === demo.primaryCare))).toBe(true);
    const echo = (await get('/api/clinic/services?q=KOM-ECHO')).json().items[0];
    expect((await get(`/api/clinic/services/${echo.id}`, limitedRegistrar)).statusCode).toBe(404);
    expect((await get(`/api/clinic/services?unitId=${demo.specialist}`, limitedRegistrar)).statusCode).toBe(404);
    const { id: _i, system: _s, externalId: _e, units: _u, ...echoForm } = echo;
    expect((await put(echo.id, { ...echoForm, unitIds: [demo.primaryCare] }, limitedAdmin)).statusCode).toBe(404);
  });
});
