import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOutOfRangeMessage, illFormedTextMessage, nulMessage } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
let anna: string;
let annaPatientId: number;
beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  annaPatientId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: anna })).json().id;
});
afterAll(() => t.close());

const foodAllergy = (over: object = {}) => ({
  allergyTypeCode: 'P',
  allergyName: 'Sezam',
  isActive: true,
  cured: false,
  allergyCategory: ['food'],
  // The same allergen again is a repetition the patient confirms (409 ALLERGY_DUPLICATE otherwise).
  confirmDuplicate: true,
  ...over,
});
const createAllergy = (payload: unknown) =>
  t.request({ method: 'POST', url: `/api/mpi/allergies/${annaPatientId}`, payload: payload as object, cookie: anna });

const expectRefused = (res: { statusCode: number; json: () => { errorCode: string; message: string; errors?: unknown } }, path: string, message = nulMessage) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ errorCode: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
};

describe('text that is not well-formed Unicode (a lone UTF-16 surrogate) is a 400, never a 500', () => {
  it('in a signed-in write, raw in the JSON and as an escape', async () => {
    expectRefused(await createAllergy(foodAllergy({ description: 'obrzęk\ud800' })), 'description', illFormedTextMessage);
    const res = await t.request({
      method: 'POST',
      url: `/api/mpi/allergies/${annaPatientId}`,
      cookie: anna,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(foodAllergy()).replace('"Sezam"', '"Sezam\\udfff"'),
    });
    expectRefused(res, 'allergyName', illFormedTextMessage);
  });

  it('in an array item and in an object key', async () => {
    expectRefused(await createAllergy(foodAllergy({ allergyCategory: ['food', '\udc00x'] })), 'allergyCategory.1', illFormedTextMessage);
    expectRefused(await createAllergy({ ...foodAllergy(), 'k\ud83d': 1 }), 'k\ud83d', illFormedTextMessage);
  });

  it('a well-formed pair (an emoji) is text like any other', async () => {
    const res = await createAllergy(foodAllergy({ description: 'wysypka 😀' }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a NUL character in any text is a 400, never a 500', () => {
  it('in the sign-in username of an anonymous caller', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: 'anna\u0000', password: 'x' } });
    expectRefused(res, 'username');
  });

  it('in a signed-in write (allergy description)', async () => {
    expectRefused(await createAllergy(foodAllergy({ description: 'obrzęk\u0000' })), 'description');
  });

  it('deep inside a nested body (registration address)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts',
      payload: { account: {}, patient: { address: { city: 'Kraków\u0000' } } },
    });
    expectRefused(res, 'patient.address.city');
  });

  it('in an array item and in an object key', async () => {
    expectRefused(await createAllergy(foodAllergy({ allergyCategory: ['food', 'x\u0000'] })), 'allergyCategory.1');
    expectRefused(await createAllergy({ ...foodAllergy(), 'evil\u0000key': 1 }), 'evil\u0000key');
  });

  it('in the query', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/login/prepare?name=Anna%00&surname=Nowak' });
    expectRefused(res, 'querystring.name');
  });

  it('in a path parameter', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/notifications/abc%00def', cookie: anna });
    expectRefused(res, 'params.guid');
  });

  it('in a header the server stores (the user agent kept with a session)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts/login',
      payload: { username: 'anna.kowalska@example.com', password: 'x' },
      headers: { 'user-agent': 'Mozilla\u0000' },
    });
    expectRefused(res, 'headers.user-agent');
  });

  it('in a urlencoded form (the e-service answer)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mpi/epuap/sso-confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=abc%00&RelayState=x',
    });
    expectRefused(res, 'SAMLResponse');
  });

  it('answers a very deeply nested body without exhausting the stack', async () => {
    const depth = 100_000;
    const res = await t.request({
      method: 'POST',
      url: '/api/mpi/accounts/login',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(depth) + ']'.repeat(depth),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('dates outside what PostgreSQL and the portal hold', () => {
  it.each(['0000-01-01', '1899-12-31', '9999-12-31', '2101-01-01'])('refuses the allergy occurrence date %s', async (date) => {
    expectRefused(await createAllergy(foodAllergy({ allergyOccurrenceDate: date })), 'allergyOccurrenceDate', dateOutOfRangeMessage);
  });

  it('refuses the birth date 0000-01-01 of a registration', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts', payload: { patient: { birthDate: '0000-01-01' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'patient.birthDate', message: dateOutOfRangeMessage });
  });

  it('still takes a date within the range', async () => {
    const res = await createAllergy(foodAllergy({ allergyOccurrenceDate: '1950-02-28' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().allergyOccurrenceDate).toBe('1950-02-28');
  });
});

describe('client text never indexes an object', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('refuses allergyTypeCode %s with an allergen code as a validation error', async (code) => {
    const res = await createAllergy(foodAllergy({ allergyTypeCode: code, allergyCode: 'POK-SEZAM' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});
