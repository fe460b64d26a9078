import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allergy, DictionaryItem } from '@portal/contracts';
import { dictionaryItems } from '../../db/schema/index';
import { allergyInput } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { clinicToday } from './allergies-service';

let t: TestApp;
let anna: string;
let piotr: string;
let annaPatientId: number;
let piotrPatientId: number;
let piotrAllergyId: number;

const meUrl = '/api/mpi/accounts/mpi-user/patients/me';
const listUrl = (patientId: number | string) => `/api/mpi/allergies/all/${patientId}`;
const oneUrl = (patientId: number | string, allergyId: number | string) => `/api/mpi/allergies/${patientId}/${allergyId}`;
const dictUrl = '/api/mpi/allergies/dict';

const foodInput = allergyInput;

const dayAfter = (isoDate: string) => {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  piotr = await t.login('piotr');
  annaPatientId = (await t.request({ method: 'GET', url: meUrl, cookie: anna })).json().id;
  piotrPatientId = (await t.request({ method: 'GET', url: meUrl, cookie: piotr })).json().id;
  const piotrList: Allergy[] = (await t.request({ method: 'GET', url: listUrl(piotrPatientId), cookie: piotr })).json();
  piotrAllergyId = piotrList.find((a) => a.allergyName === 'Roztocza kurzu domowego')!.allergyId;
});
afterAll(() => t.close());

const create = (payload: object, cookie = anna) =>
  t.request({ method: 'POST', url: `/api/mpi/allergies/${annaPatientId}`, payload, cookie });

const search = (payload: object) => t.request({ method: 'POST', url: dictUrl, payload, cookie: anna });

describe('GET /api/mpi/allergies/all/:patientId', () => {
  it("lists the patient's allergies, newest entry first, with type and severity names", async () => {
    const res = await t.request({ method: 'GET', url: listUrl(annaPatientId), cookie: anna });
    expect(res.statusCode).toBe(200);
    const list: Allergy[] = res.json();
    expect(list.map((a) => a.allergyName)).toEqual(['Pyłek brzozy', 'Orzeszki ziemne', 'Amoksycylina']);
    expect(list.every((a) => a.patientId === annaPatientId)).toBe(true);
    const amoxicillin = list.find((a) => a.allergyCode === 'LEK-AMOKSYCYLINA')!;
    expect(amoxicillin).toMatchObject({
      allergyTypeCode: 'L',
      allergyTypeName: 'Leki',
      degreeOfSeverityCode: 'CIEZKIE',
      degreeOfSeverityName: 'Ciężkie',
      entryDate: '2026-01-12',
      allergyOccurrenceDate: '2012-05-14',
      isActive: true,
      cured: false,
      confirmed: true,
      allergyCategory: ['medication'],
      modUser: 'Anna Kowalska',
    });
    expect(list.find((a) => a.allergyCode === 'INN-PYLEK-BRZOZY')).toMatchObject({
      allergyTypeName: 'Inne (środowiskowe)',
      degreeOfSeverityName: 'Łagodne',
      isActive: false,
      cured: true,
    });
  });
});

describe('GET /api/mpi/allergies/:patientId/:allergyId', () => {
  it('answers one allergy of the patient', async () => {
    const [first]: Allergy[] = (await t.request({ method: 'GET', url: listUrl(annaPatientId), cookie: anna })).json();
    const res = await t.request({ method: 'GET', url: oneUrl(annaPatientId, first.allergyId), cookie: anna });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
  });
});

describe('POST /api/mpi/allergies/:patientId', () => {
  it('creates an allergy chosen from a dictionary, entered today by the signed-in person', async () => {
    const res = await create({ ...foodInput(), allergyName: 'Coś innego' });
    expect(res.statusCode).toBe(201);
    const created: Allergy = res.json();
    expect(created).toEqual({
      allergyId: expect.any(Number),
      patientId: annaPatientId,
      allergyCode: 'POK-SEZAM',
      allergyName: 'Sezam',
      allergyTypeCode: 'P',
      allergyTypeName: 'Pokarmy',
      allergyOccurrenceDate: '2020-06-01',
      entryDate: clinicToday(t.clock.now()),
      isActive: true,
      isNotAllergic: false,
      cured: false,
      confirmed: false,
      description: 'Obrzęk języka po chałwie.',
      degreeOfSeverityCode: 'UMIARKOWANE',
      degreeOfSeverityName: 'Umiarkowane',
      modUser: 'Anna Kowalska',
      allergyCategory: ['food'],
      enteredByPatient: false,
      activeSubstance: null,
    });
    const again = await t.request({ method: 'GET', url: oneUrl(annaPatientId, created.allergyId), cookie: anna });
    expect(again.json()).toEqual(created);
    const list: Allergy[] = (await t.request({ method: 'GET', url: listUrl(annaPatientId), cookie: anna })).json();
    expect(list[0].allergyId).toBe(created.allergyId);
  });

  it('takes code and name of a medication (type L) from the medication dictionary, ignoring the sent name', async () => {
    const res = await create({
      ...foodInput(),
      allergyTypeCode: 'L',
      allergyCode: 'LEK-AUGMENTIN',
      allergyName: 'Antybiotyk od dentysty',
      allergyCategory: ['medication'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      allergyCode: 'LEK-AUGMENTIN',
      allergyName: 'Augmentin',
      allergyTypeName: 'Leki',
      enteredByPatient: false,
      activeSubstance: 'amoksycylina + kwas klawulanowy',
    });
  });

  it('stores a medication the dictionary lacks as typed, marked as entered by the patient', async () => {
    const res = await create({
      ...foodInput(),
      allergyTypeCode: 'L',
      allergyCode: null,
      allergyName: 'Lek z apteki w Wiedniu',
      allergyCategory: ['medication'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      allergyCode: null,
      allergyName: 'Lek z apteki w Wiedniu',
      allergyTypeCode: 'L',
      enteredByPatient: true,
      activeSubstance: null,
    });
  });

  it('stores a free-text allergen when no dictionary item is chosen', async () => {
    const res = await create({
      ...foodInput(),
      allergyTypeCode: 'I',
      allergyCode: null,
      allergyName: 'Pyłek lipy',
      degreeOfSeverityCode: null,
      allergyOccurrenceDate: null,
      description: '',
      allergyCategory: ['environment', 'environment'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      allergyCode: null,
      allergyName: 'Pyłek lipy',
      allergyTypeName: 'Inne (środowiskowe)',
      degreeOfSeverityCode: null,
      degreeOfSeverityName: null,
      allergyOccurrenceDate: null,
      description: null,
      allergyCategory: ['environment'],
    });
  });

  it("accepts today's date of occurrence", async () => {
    const res = await create({ ...foodInput(), allergyOccurrenceDate: clinicToday(t.clock.now()) });
    expect(res.statusCode).toBe(201);
  });
});

describe('validation (400 VALIDATION_ERROR with a Polish message)', () => {
  const refused = async (payload: object, message: string | RegExp) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  };

  it('refuses a status that is both active and cured', () =>
    refused({ ...foodInput(), isActive: true, cured: true }, 'Uczulenie nie może być jednocześnie aktywne i wyleczone. Wybierz jeden status.'));

  it('refuses a form without a category', () =>
    refused({ ...foodInput(), allergyCategory: [] }, /Zaznacz przynajmniej jedną kategorię uczulenia/));

  it('refuses a type that is not in RODZAJ_ALERGII', () =>
    refused({ ...foodInput(), allergyTypeCode: 'X', allergyCode: null, allergyName: 'Coś' }, 'Nieznany rodzaj uczulenia. Wybierz rodzaj z listy.'));

  it('asks for the name of a medication typed without a dictionary item', () =>
    refused({ ...foodInput(), allergyTypeCode: 'L', allergyCode: null, allergyName: '  ' }, 'Podaj nazwę alergenu'));

  it('refuses a medication code that is not in ALERG_LEK', () =>
    refused({ ...foodInput(), allergyTypeCode: 'L', allergyCode: 'POK-SEZAM' }, 'Wybranego leku nie ma w słowniku leków.'));

  it("refuses an allergen code from another type's dictionary", () =>
    refused({ ...foodInput(), allergyTypeCode: 'P', allergyCode: 'INN-LATEKS' }, 'Wybranego alergenu nie ma w słowniku.'));

  it('refuses an unknown allergen code', () =>
    refused({ ...foodInput(), allergyTypeCode: 'B', allergyCode: 'INN-NIE-MA-TAKIEGO' }, 'Wybranego alergenu nie ma w słowniku.'));

  it('asks for a name when no dictionary item is chosen', async () => {
    await refused({ ...foodInput(), allergyCode: null, allergyName: null }, 'Podaj nazwę alergenu');
    await refused({ ...foodInput(), allergyCode: '', allergyName: '   ' }, 'Podaj nazwę alergenu');
  });

  it('refuses a severity that is not in ALERG_NASILENIE', () =>
    refused({ ...foodInput(), degreeOfSeverityCode: 'BARDZO' }, 'Nieznany stopień nasilenia reakcji. Wybierz wartość z listy.'));

  it('refuses a date of occurrence in the future', async () => {
    const message = 'Data wystąpienia uczulenia nie może być datą z przyszłości.';
    await refused({ ...foodInput(), allergyOccurrenceDate: dayAfter(clinicToday(t.clock.now())) }, message);
    await refused({ ...foodInput(), allergyOccurrenceDate: '2099-01-01' }, message);
  });

  it('refuses a malformed date of occurrence', () =>
    refused({ ...foodInput(), allergyOccurrenceDate: '31-12-2020' }, /Podaj poprawną datę wystąpienia/));

  it('names the field at fault by its path in the body, for the schema and for the rules alike', async () => {
    const schema = await create({ ...foodInput(), allergyOccurrenceDate: '31-12-2020' });
    // isoDate() answers both the format and the range of a text that is no date: each on the field.
    expect(new Set(schema.json().errors.map((e: { path: string }) => e.path))).toEqual(new Set(['allergyOccurrenceDate']));
    const rule = await create({ ...foodInput(), allergyCategory: [] });
    expect(rule.json().errors).toEqual([{ path: 'allergyCategory', message: 'Zaznacz przynajmniej jedną kategorię uczulenia' }]);
    // Path parameters and the query string keep their part in front.
    const param = await t.request({ method: 'GET', url: listUrl('abc'), cookie: anna });
    expect(param.json().errors).toEqual([{ path: 'params.patientId', message: expect.any(String) }]);
  });

  it('refuses the same rules on update', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: oneUrl(annaPatientId, (await create(foodInput())).json().allergyId),
      payload: { ...foodInput(), isActive: true, cured: true },
      cookie: anna,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: expect.stringContaining('jednocześnie aktywne i wyleczone') });
  });
});

describe('PATCH /api/mpi/allergies/:patientId/:allergyId', () => {
  it('replaces the form, keeps the entry date and records who changed it', async () => {
    const seeded: Allergy[] = (await t.request({ method: 'GET', url: listUrl(annaPatientId), cookie: anna })).json();
    const peanuts = seeded.find((a) => a.allergyCode === 'POK-ORZESZKI-ZIEMNE')!;
    const res = await t.request({
      method: 'PATCH',
      url: oneUrl(annaPatientId, peanuts.allergyId),
      payload: {
        ...foodInput(),
        allergyCode: 'POK-ORZESZKI-ZIEMNE',
        allergyName: 'Inna nazwa',
        isActive: false,
        cured: true,
        degreeOfSeverityCode: 'ZAGRAZAJACE_ZYCIU',
        allergyOccurrenceDate: '1994-08-01',
        description: 'Wstrząs anafilaktyczny w 2010 roku.',
      },
      cookie: anna,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      allergyId: peanuts.allergyId,
      allergyName: 'Orzeszki ziemne',
      entryDate: peanuts.entryDate,
      isActive: false,
      cured: true,
      degreeOfSeverityName: 'Zagrażające życiu',
      description: 'Wstrząs anafilaktyczny w 2010 roku.',
      modUser: 'Anna Kowalska',
    });
    const again = await t.request({ method: 'GET', url: oneUrl(annaPatientId, peanuts.allergyId), cookie: anna });
    expect(again.json()).toEqual(res.json());
  });
});

describe('DELETE /api/mpi/allergies/:patientId/:allergyId', () => {
  it('deletes the allergy, after which it is not found', async () => {
    const created: Allergy = (await create(foodInput())).json();
    const res = await t.request({ method: 'DELETE', url: oneUrl(annaPatientId, created.allergyId), cookie: anna });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const again = await t.request({ method: 'GET', url: oneUrl(annaPatientId, created.allergyId), cookie: anna });
    expect(again.statusCode).toBe(404);
    const twice = await t.request({ method: 'DELETE', url: oneUrl(annaPatientId, created.allergyId), cookie: anna });
    expect(twice.statusCode).toBe(404);
  });
});

describe('access', () => {
  const routes = () => [
    { method: 'GET' as const, url: listUrl(annaPatientId) },
    { method: 'GET' as const, url: oneUrl(annaPatientId, 1) },
    { method: 'POST' as const, url: dictUrl, payload: { code: 'ALERG_LEK', nameFilter: 'amoks' } },
    { method: 'POST' as const, url: `/api/mpi/allergies/${annaPatientId}`, payload: foodInput() },
    { method: 'PATCH' as const, url: oneUrl(annaPatientId, 1), payload: foodInput() },
    { method: 'DELETE' as const, url: oneUrl(annaPatientId, 1) },
  ];

  it('answers 401 UNAUTHORIZED to every route without a session', async () => {
    for (const route of routes()) {
      const res = await t.request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().errorCode).toBe('UNAUTHORIZED');
    }
  });

  const expectNotFound = async (opts: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }) => {
    const res = await t.request({ ...opts, cookie: anna });
    expect(res.statusCode, `${opts.method} ${opts.url}`).toBe(404);
    expect(res.json()).toEqual({ errorCode: 'NOT_FOUND', message: expect.any(String) });
  };

  it("answers 404 for another person's patient id on every route", async () => {
    await expectNotFound({ method: 'GET', url: listUrl(piotrPatientId) });
    await expectNotFound({ method: 'GET', url: oneUrl(piotrPatientId, piotrAllergyId) });
    await expectNotFound({ method: 'POST', url: `/api/mpi/allergies/${piotrPatientId}`, payload: foodInput() });
    await expectNotFound({ method: 'PATCH', url: oneUrl(piotrPatientId, piotrAllergyId), payload: foodInput() });
    await expectNotFound({ method: 'DELETE', url: oneUrl(piotrPatientId, piotrAllergyId) });
  });

  it("answers 404 for another person's allergy id under one's own patient id", async () => {
    await expectNotFound({ method: 'GET', url: oneUrl(annaPatientId, piotrAllergyId) });
    await expectNotFound({ method: 'PATCH', url: oneUrl(annaPatientId, piotrAllergyId), payload: foodInput() });
    await expectNotFound({ method: 'DELETE', url: oneUrl(annaPatientId, piotrAllergyId) });
    // Nothing of Piotr's was changed or removed.
    const his = await t.request({ method: 'GET', url: oneUrl(piotrPatientId, piotrAllergyId), cookie: piotr });
    expect(his.statusCode).toBe(200);
    expect(his.json()).toMatchObject({ allergyName: 'Roztocza kurzu domowego', modUser: 'Piotr Zieliński' });
  });

  it('answers unknown ids exactly like foreign ones', async () => {
    await expectNotFound({ method: 'GET', url: listUrl(987654) });
    await expectNotFound({ method: 'POST', url: '/api/mpi/allergies/987654', payload: foodInput() });
    await expectNotFound({ method: 'GET', url: oneUrl(annaPatientId, 987654) });
    await expectNotFound({ method: 'PATCH', url: oneUrl(annaPatientId, 987654), payload: foodInput() });
    await expectNotFound({ method: 'DELETE', url: oneUrl(annaPatientId, 987654) });
  });

  it('answers 400 VALIDATION_ERROR to malformed ids', async () => {
    for (const [method, url] of [
      ['GET', listUrl('abc')],
      ['GET', oneUrl(annaPatientId, 'abc')],
      ['GET', oneUrl('abc', 1)],
      ['POST', '/api/mpi/allergies/abc'],
      ['PATCH', oneUrl(annaPatientId, 'abc')],
      ['DELETE', oneUrl(annaPatientId, '-1')],
      ['DELETE', oneUrl(annaPatientId, '99999999999')],
    ] as const) {
      const res = await t.request({ method, url, payload: method === 'POST' || method === 'PATCH' ? foodInput() : undefined, cookie: anna });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /api/mpi/allergies/dict', () => {
  const items = async (payload: object): Promise<DictionaryItem[]> => {
    const res = await search(payload);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers the allergy types and severities in their form order', async () => {
    expect((await items({ code: 'RODZAJ_ALERGII' })).map((i) => i.code)).toEqual(['L', 'P', 'I', 'B']);
    expect((await items({ code: 'ALERG_NASILENIE' })).map((i) => i.name)).toEqual(['Łagodne', 'Umiarkowane', 'Ciężkie', 'Zagrażające życiu']);
  });

  it('finds medications by product name or by active substance, ignoring case', async () => {
    const found = await items({ code: 'ALERG_LEK', nameFilter: 'AMOKS' });
    const names = found.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Amoksycylina', 'Augmentin', 'Ospamox', 'Duomox']));
    expect(found.find((i) => i.name === 'Augmentin')).toEqual({
      code: 'LEK-AUGMENTIN',
      name: 'Augmentin',
      description: 'amoksycylina + kwas klawulanowy',
      activeSubstance: 'amoksycylina + kwas klawulanowy',
    });
    expect(found.every((i) => `${i.name} ${i.description}`.toLowerCase().includes('amoks'))).toBe(true);
    expect((await items({ code: 'ALERG_LEK', nameFilter: 'metamizol' })).map((i) => i.name)).toEqual(
      expect.arrayContaining(['Metamizol', 'Pyralgina']),
    );
  });

  it('folds Polish letters to lower case', async () => {
    expect((await items({ code: 'ALERG_POKARM', nameFilter: 'ŻÓŁ' })).map((i) => i.name)).toContain('Żółtko jaja kurzego');
    expect((await items({ code: 'ALERG_INNE', nameFilter: 'pyłek BRZ' })).map((i) => i.code)).toEqual(['INN-PYLEK-BRZOZY']);
  });

  it('searches only the dictionary asked for, in Polish alphabetical order', async () => {
    const foods = await items({ code: 'ALERG_POKARM' });
    expect(foods.length).toBeGreaterThanOrEqual(50);
    expect(foods.every((i) => i.code.startsWith('POK-'))).toBe(true);
    const names = foods.map((i) => i.name);
    expect(names.indexOf('Łosoś')).toBeGreaterThan(names.indexOf('Krewetki'));
    expect(names.indexOf('Łosoś')).toBeLessThan(names.indexOf('Mak'));
  });

  it('treats % and _ as letters, not wildcards', async () => {
    expect(await items({ code: 'ALERG_LEK', nameFilter: '%' })).toEqual([]);
    expect(await items({ code: 'ALERG_LEK', nameFilter: '_' })).toEqual([]);
  });

  it('answers 100 rows by default and at most 200 medications', async () => {
    expect(await items({ code: 'ALERG_LEK' })).toHaveLength(100);
    expect(await items({ code: 'ALERG_LEK', maxRows: 200 })).toHaveLength(200);
    expect(await items({ code: 'ALERG_LEK', maxRows: 5, nameFilter: 'a' })).toHaveLength(5);
  });

  it('caps every other dictionary at 100 rows', async () => {
    await t.deps.db.insert(dictionaryItems).values(
      Array.from({ length: 150 }, (_, i) => ({
        dictionary: 'ALERG_INNE',
        code: `INN-TEST-${i}`,
        name: `Testowy alergen ${i}`,
        description: null,
        searchText: `testowy alergen ${i}`,
        position: 10_000 + i,
      })),
    );
    expect(await items({ code: 'ALERG_INNE', nameFilter: 'testowy', maxRows: 200 })).toHaveLength(100);
  });

  it('refuses an unknown dictionary and a maxRows over 200', async () => {
    for (const payload of [{ code: 'ALERG_XYZ' }, { code: 'ALERG_LEK', maxRows: 500 }, { code: 'ALERG_LEK', maxRows: 0 }]) {
      const res = await search(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('stays fast with 10,000 medications', async () => {
    const synthetic = Array.from({ length: 10_000 }, (_, i) => {
      const name = `Preparat testowy ${String(i).padStart(5, '0')}`;
      const description = `substancja syntetyczna ${i % 97}`;
      return { dictionary: 'ALERG_LEK', code: `LEK-TEST-${i}`, name, description, searchText: `${name} ${description}`.toLowerCase(), position: 20_000 + i };
    });
    for (let i = 0; i < synthetic.length; i += 1000) await t.deps.db.insert(dictionaryItems).values(synthetic.slice(i, i + 1000));

    // Filters that stop early, match many rows, and match nothing (a scan of every row).
    const filters = ['amoks', 'preparat testowy 09', 'syntetyczna 42', 'nie ma takiego leku', 'ŁÓDŹ'];
    await search({ code: 'ALERG_LEK', nameFilter: 'ibu' });
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      const res = await search({ code: 'ALERG_LEK', nameFilter: filters[i % filters.length], maxRows: 200 });
      expect(res.statusCode).toBe(200);
    }
    const averageMs = (performance.now() - started) / 20;
    // ~15 ms on a quiet machine; the bound leaves room for a loaded CI box and still catches a slow plan.
    expect(averageMs).toBeLessThan(100);
    expect((await items({ code: 'ALERG_LEK', nameFilter: 'preparat testowy 0999' })).map((i) => i.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `LEK-TEST-${9990 + i}`),
    );
  });
});

describe('allergy words in the language the interface asks for (Accept-Language)', () => {
  it('names types and severities in English or Ukrainian, in the dictionaries and on the list; the allergen stays as the register keeps it', async () => {
    const ask = (payload: object, language: string) => t.request({ method: 'POST', url: dictUrl, payload, cookie: anna, headers: { 'accept-language': language } });
    const types: DictionaryItem[] = (await ask({ code: 'RODZAJ_ALERGII' }, 'en')).json();
    expect(types.map((i) => i.name)).toEqual(['Medicines', 'Foods', 'Other (environmental)', 'Biological (venoms, latex)']);
    expect(types[0].description).toBe('medicinal products and active substances');
    const severities: DictionaryItem[] = (await ask({ code: 'ALERG_NASILENIE' }, 'uk')).json();
    expect(severities.map((i) => i.name)).toEqual(['Легкі', 'Помірні', 'Тяжкі', 'Загрозливі для життя']);
    expect((await ask({ code: 'ALERG_LEK', nameFilter: 'amoks' }, 'en')).json().map((i: DictionaryItem) => i.name)).toContain('Amoksycylina');

    const list: Allergy[] = (await t.request({ method: 'GET', url: listUrl(annaPatientId), cookie: anna, headers: { 'accept-language': 'uk' } })).json();
    expect(list.find((a) => a.allergyCode === 'LEK-AMOKSYCYLINA')).toMatchObject({ allergyName: 'Amoksycylina', allergyTypeName: 'Ліки', degreeOfSeverityName: 'Тяжкі' });
    // Without the header (or in Polish) the register's words.
    const polish: Allergy[] = (await t.request({ method: 'GET', url: listUrl(annaPatientId), cookie: anna })).json();
    expect(polish.find((a) => a.allergyCode === 'LEK-AMOKSYCYLINA')).toMatchObject({ allergyTypeName: 'Leki', degreeOfSeverityName: 'Ciężkie' });
  });
});

describe('a new allergy repeating an active one (issue 28 item 13)', () => {
  const createForPiotr = (payload: object) =>
    t.request({ method: 'POST', url: `/api/mpi/allergies/${piotrPatientId}`, payload, cookie: piotr });
  const medication = (extra: object) => ({
    ...foodInput(),
    allergyTypeCode: 'L',
    allergyCategory: ['medication'],
    confirmDuplicate: false,
    ...extra,
  });

  it('keeps the seeded drug Piotr typed, marked as entered by the patient', async () => {
    const list: Allergy[] = (await t.request({ method: 'GET', url: listUrl(piotrPatientId), cookie: piotr })).json();
    expect(list.find((a) => a.allergyName === 'Novaminsulfon Lichtenstein')).toMatchObject({ allergyCode: null, enteredByPatient: true });
  });

  it('refuses, unconfirmed, a medication sharing an active substance with an active allergy, naming it', async () => {
    const res = await createForPiotr(medication({ allergyCode: 'LEK-NUROFEN' }));
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.errorCode).toBe('ALLERGY_DUPLICATE');
    expect(body.message).toBe('Pacjent ma już aktywne uczulenie o tej nazwie lub na tę samą substancję czynną. Potwierdź, że chcesz je zapisać.');
    expect(Object.values(body.details)).toEqual(['Ibuprofen']);
  });

  it('refuses, unconfirmed, an allergy of the same name as an active one, typed in other letters', async () => {
    const res = await createForPiotr({ ...foodInput(), allergyTypeCode: 'I', allergyCode: null, allergyName: 'ROZTOCZA kurzu domowego', allergyCategory: ['environment'], confirmDuplicate: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('ALLERGY_DUPLICATE');
  });

  it('saves it once the patient confirms, and an inactive one needs no confirmation', async () => {
    expect((await createForPiotr(medication({ allergyCode: 'LEK-NUROFEN', confirmDuplicate: true }))).statusCode).toBe(201);
    expect((await createForPiotr(medication({ allergyCode: 'LEK-NUROFEN', isActive: false }))).statusCode).toBe(201);
  });

  it('does not count the allergy being edited as its own duplicate', async () => {
    const list: Allergy[] = (await t.request({ method: 'GET', url: listUrl(piotrPatientId), cookie: piotr })).json();
    const ibuprofen = list.find((a) => a.allergyCode === 'LEK-IBUPROFEN')!;
    const nurofens = list.filter((a) => a.allergyCode === 'LEK-NUROFEN');
    for (const n of nurofens) await t.request({ method: 'DELETE', url: oneUrl(piotrPatientId, n.allergyId), cookie: piotr });
    const res = await t.request({
      method: 'PATCH',
      url: oneUrl(piotrPatientId, ibuprofen.allergyId),
      payload: medication({ allergyCode: 'LEK-IBUPROFEN', description: 'Skurcz oskrzeli.' }),
      cookie: piotr,
    });
    expect(res.statusCode).toBe(200);
  });
});
