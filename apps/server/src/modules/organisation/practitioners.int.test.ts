import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Practitioner } from '@portal/contracts';
import { clinicMember, demoUnitIds } from '../../test/clinic-members';
import { createTestApp, type TestApp } from '../../test/helper';
import { DEMO_GP_PRACTICE_NUMBER } from '../../demo';

let t: TestApp;
let admin: string;
let nurse: string;
let limitedAdmin: string;
let limitedNurse: string;
let demo: { primaryCare: number; specialist: number };

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoUnitIds(t);
  admin = (await clinicMember(t, ['ADMIN'])).cookie;
  nurse = (await clinicMember(t, ['NURSE'])).cookie;
  limitedAdmin = (await clinicMember(t, ['ADMIN'], [demo.primaryCare])).cookie;
  limitedNurse = (await clinicMember(t, ['NURSE'], [demo.primaryCare])).cookie;
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Jadwiga',
  lastName: 'Sobczak',
  degree: 'lek.',
  occupation: 'DOCTOR',
  specialities: ['CHOROBY_WEWNETRZNE'],
  // 4·1 + 2·2 + 5·3 + 7·4 + 4·5 + 0·6 = 71, 71 mod 11 = 5.
  practiceNumber: '5425740',
  primaryCareRoles: ['GP'],
  unitIds: [demo.primaryCare],
  active: true,
  ...over,
});

const post = (payload: unknown, cookie = admin) => t.request({ method: 'POST', url: '/api/clinic/practitioners', payload: payload as object, cookie });
const put = (id: number, payload: unknown, cookie = admin) => t.request({ method: 'PUT', url: `/api/clinic/practitioners/${id}`, payload: payload as object, cookie });
const get = (url: string, cookie = admin) => t.request({ method: 'GET', url, cookie });
const names = (res: { json(): { items: Practitioner[] } }) => res.json().items.map((p) => `${p.name} ${p.lastName}`);
const errorsOf = (res: { json(): { errors: Array<{ path: string; message: string }> } }) => Object.fromEntries(res.json().errors.map((e) => [e.path, e.message]));

describe('practitioners: the list', () => {
  it('pages the demo staff by last name, then name', async () => {
    const first = await get('/api/clinic/practitioners?pageSize=3');
    expect(first.json()).toMatchObject({ pageIndex: 0, pageSize: 3, hasNextPage: true });
    const all: Practitioner[] = [];
    for (let page = 0; ; page++) {
      const res = (await get(`/api/clinic/practitioners?pageSize=7&pageIndex=${page}`)).json();
      all.push(...res.items);
      if (!res.hasNextPage) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const keys = all.map((p) => [p.lastName, p.name]);
    expect(keys.slice(0, 3)).toEqual(first.json().items.map((p: Practitioner) => [p.lastName, p.name]));
  });

  it('finds by the start of the last name or name, or by the practice number', async () => {
    const tomasz = (await get('/api/clinic/practitioners?q=lewand')).json().items;
    expect(tomasz).toHaveLength(1);
    expect(tomasz[0]).toMatchObject({
      degree: 'lek.',
      name: 'Tomasz',
      lastName: 'Lewandowski',
      occupation: 'DOCTOR',
      specialities: ['MEDYCYNA_RODZINNA'],
      practiceNumber: DEMO_GP_PRACTICE_NUMBER,
      primaryCareRoles: ['GP'],
      units: [{ id: demo.primaryCare, code: 'POZ-KRK-1', name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia' }],
      system: 'PORTAL',
      active: true,
    });
    expect(names(await get(`/api/clinic/practitioners?q=${DEMO_GP_PRACTICE_NUMBER}`))).toEqual(['Tomasz Lewandowski']);
    expect(names(await get('/api/clinic/practitioners?q=zofia'))).toEqual(['Zofia Nowakowska']);
    expect(names(await get('/api/clinic/practitioners?q=wandowski'))).toEqual([]);
  });

  it('filters by unit, occupation, primary-care role, speciality and activity', async () => {
    const midwives = (await get('/api/clinic/practitioners?primaryCareRole=MIDWIFE')).json().items;
    expect(midwives.map((p: Practitioner) => p.lastName)).toEqual(['Szymańska']);
    const nurses = (await get('/api/clinic/practitioners?occupation=NURSE')).json().items;
    expect(nurses.every((p: Practitioner) => p.occupation === 'NURSE')).toBe(true);
    expect(nurses.length).toBe(3);
    expect(names(await get('/api/clinic/practitioners?speciality=KARDIOLOGIA'))).toEqual(['Piotr Kaczmarek']);
    const specialists = (await get(`/api/clinic/practitioners?unitId=${demo.specialist}&pageSize=100`)).json().items;
    expect(specialists.every((p: Practitioner) => p.units.some((u) => u.id === demo.specialist))).toBe(true);
    expect(specialists.map((p: Practitioner) => p.lastName)).toContain('Jankowska');
    expect((await get('/api/clinic/practitioners?active=false')).json().items).toEqual([]);
    expect((await get('/api/clinic/practitioners?occupation=SURGEON')).statusCode).toBe(400);
    expect((await get('/api/clinic/practitioners?unitId=999999')).json().items).toEqual([]);
  });
});

describe('practitioners: writing', () => {
  it('an administrator adds one (201) and changes her; the number is kept without spaces', async () => {
    const res = await post(form({ practiceNumber: ' 542 5740 ' }));
    expect(res.statusCode).toBe(201);
    const created: Practitioner = res.json();
    expect(created).toMatchObject({ name: 'Jadwiga', lastName: 'Sobczak', practiceNumber: '5425740', units: [{ id: demo.primaryCare }] });
    expect((await get(`/api/clinic/practitioners/${created.id}`)).json()).toEqual(created);
    const changed = await put(created.id, form({ degree: 'dr n. med.', unitIds: [demo.primaryCare, demo.specialist], active: false }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ degree: 'dr n. med.', active: false, units: [{ id: demo.specialist }, { id: demo.primaryCare }] });
    // The same number on another practitioner: 409.
    const again = await post(form({ name: 'Inna' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errorCode: 'CONFLICT', message: 'Osoba personelu z numerem prawa wykonywania zawodu 5425740 już istnieje.' });
    expect((await put(created.id, form({ practiceNumber: DEMO_GP_PRACTICE_NUMBER }))).statusCode).toBe(409);
  });

  it('checks the practice number by occupation, with a message for each failure', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ practiceNumber: '6425740' }, 'Niepoprawny numer prawa wykonywania zawodu lekarza (błędna cyfra kontrolna)'],
      [{ practiceNumber: '0000011' }, 'Numer prawa wykonywania zawodu lekarza nie zaczyna się od zera'],
      [{ practiceNumber: '542574' }, 'Numer prawa wykonywania zawodu lekarza składa się z 7 cyfr'],
      [{ practiceNumber: null }, 'Podaj numer prawa wykonywania zawodu'],
      [{ occupation: 'NURSE', primaryCareRoles: [], practiceNumber: '12345X' }, 'Numer prawa wykonywania zawodu pielęgniarki lub położnej to 7 cyfr albo 6 cyfr i litera P lub A'],
      [{ occupation: 'NURSE', primaryCareRoles: [], practiceNumber: '123456A' }, 'Numer z literą A należy do położnej; numer pielęgniarki kończy się literą P lub cyfrą'],
      [{ occupation: 'MIDWIFE', primaryCareRoles: [], practiceNumber: '123456P' }, 'Numer z literą P należy do pielęgniarki; numer położnej kończy się literą A lub cyfrą'],
      [{ occupation: 'OTHER', primaryCareRoles: [], practiceNumber: 'nr 12_3' }, 'Numer może zawierać tylko litery, cyfry, ukośnik i łącznik (najwyżej 20 znaków)'],
    ];
    for (const [over, message] of cases) {
      const res = await post(form(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorsOf(res)).toEqual({ practiceNumber: message });
    }
    expect((await post(form({ occupation: 'PHYSIOTHERAPIST', degree: 'mgr', primaryCareRoles: [], specialities: ['REHABILITACJA'], practiceNumber: null }))).statusCode).toBe(201);
  });

  it('a primary-care role only for its occupation', async () => {
    const nurseAsGp = await post(form({ occupation: 'NURSE', degree: 'mgr piel.', practiceNumber: '777777P', primaryCareRoles: ['GP'] }));
    expect(nurseAsGp.statusCode).toBe(400);
    expect(errorsOf(nurseAsGp)).toEqual({ 'primaryCareRoles.0': 'Rolę lekarza POZ może mieć tylko lekarz' });
    expect(errorsOf(await post(form({ primaryCareRoles: ['GP', 'MIDWIFE'] })))).toEqual({ 'primaryCareRoles.1': 'Rolę położnej POZ może mieć tylko położna' });
    expect(errorsOf(await post(form({ primaryCareRoles: ['NURSE'] })))).toEqual({ 'primaryCareRoles.0': 'Rolę pielęgniarki POZ może mieć tylko pielęgniarka' });
    const nurseOk = await post(form({ name: 'Halina', occupation: 'NURSE', degree: 'mgr piel.', practiceNumber: '777777P', primaryCareRoles: ['NURSE'], specialities: [] }));
    expect(nurseOk.statusCode).toBe(201);
  });

  it('refuses other wrong fields with Polish messages', async () => {
    expect(errorsOf(await post(form({ name: '', lastName: 'Kowalska-', practiceNumber: '9166250' })))).toEqual({
      name: 'Podaj imię',
      lastName: 'Nie może kończyć się łącznikiem',
    });
    expect(errorsOf(await post(form({ degree: 'mgr inż.' })))).toEqual({ degree: 'Wybierz tytuł z listy' });
    expect(errorsOf(await post(form({ occupation: 'SURGEON', primaryCareRoles: [] })))).toEqual({ occupation: 'Wybierz zawód z listy' });
    expect(errorsOf(await post(form({ unitIds: [] })))).toEqual({ unitIds: 'Wybierz co najmniej jedną jednostkę' });
    const unknown = await post(form({ practiceNumber: '4051839', specialities: ['KARDIOLOGIA', 'ASTROLOGIA'] }));
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual({ 'specialities.1': 'Nie znaleziono wybranej specjalności.' });
    expect(errorsOf(await post(form({ practiceNumber: '4051839', unitIds: [demo.primaryCare, 999999] })))).toEqual({ 'unitIds.1': 'Nie znaleziono wybranej jednostki.' });
  });

  it('only an administrator writes: a nurse gets 403; an unknown id 404', async () => {
    expect((await post(form({ practiceNumber: '4051839' }), nurse)).statusCode).toBe(403);
    expect((await put(1, form(), nurse)).statusCode).toBe(403);
    expect((await put(999999, form({ practiceNumber: '4051839' }))).statusCode).toBe(404);
    expect((await get('/api/clinic/practitioners/999999')).statusCode).toBe(404);
  });
});

describe('practitioners of a member limited to units', () => {
  it('she sees those of her units only; others are unknown; another unit filter is 404', async () => {
    const seen: Practitioner[] = (await get('/api/clinic/practitioners?pageSize=100', limitedNurse)).json().items;
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every((p) => p.units.length > 0 && p.units.every((u) => u.id === demo.primaryCare))).toBe(true);
    // Jankowska works in both units: the member is shown hers only.
    expect(seen.find((p) => p.lastName === 'Jankowska')?.units.map((u) => u.id)).toEqual([demo.primaryCare]);
    const cardiologist = (await get('/api/clinic/practitioners?q=Kaczmarek')).json().items[0];
    expect((await get(`/api/clinic/practitioners/${cardiologist.id}`, limitedNurse)).statusCode).toBe(404);
    expect((await get(`/api/clinic/practitioners?unitId=${demo.specialist}`, limitedNurse)).statusCode).toBe(404);
    expect((await get('/api/clinic/practitioners?q=Kaczmarek', limitedNurse)).json().items).toEqual([]);
  });

  it('a limited administrator cannot reach other units, and her change keeps the links she does not see', async () => {
    const jankowska: Practitioner = (await get('/api/clinic/practitioners?q=Jankowska')).json().items[0];
    expect(jankowska.units).toHaveLength(2);
    const cardiologist = (await get('/api/clinic/practitioners?q=Kaczmarek')).json().items[0];
    expect((await put(cardiologist.id, form({ practiceNumber: cardiologist.practiceNumber }), limitedAdmin)).statusCode).toBe(404);
    expect(errorsOf(await post(form({ practiceNumber: '4051839', unitIds: [demo.specialist] }), limitedAdmin))).toEqual({ 'unitIds.0': 'Nie znaleziono wybranej jednostki.' });
    const res = await put(
      jankowska.id,
      { ...form({ occupation: 'NURSE', degree: 'mgr piel.', name: 'Joanna', lastName: 'Jankowska', specialities: [], primaryCareRoles: ['NURSE'] }), practiceNumber: jankowska.practiceNumber, unitIds: [demo.primaryCare] },
      limitedAdmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().units.map((u: { id: number }) => u.id)).toEqual([demo.primaryCare]);
    const afterwards: Practitioner = (await get(`/api/clinic/practitioners/${jankowska.id}`)).json();
    expect(afterwards.primaryCareRoles).toEqual(['NURSE']);
    expect(afterwards.units.map((u) => u.id).sort()).toEqual([demo.primaryCare, demo.specialist].sort());
  });
});
