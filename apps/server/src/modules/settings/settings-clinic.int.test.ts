import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_FILE_SIZE, settingsGroupKeys } from '@portal/contracts';
import { eventLog, links, staffMembers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';

/*
 * The clinic console's settings. The app keeps the module flags for a minute (SETTINGS_CACHE_MS), as
 * a busy production server might: a change made through the console must still show at once.
 */

let t: TestApp;
let admin: { id: number; cookie: string };
let registrar: { id: number; cookie: string };
let anna: string;
let annaPatientId: number;

async function member(login: string, roles: Array<(typeof staffMembers.$inferInsert)['roles'][number]>) {
  const [row] = await t.deps.db
    .insert(staffMembers)
    .values({ login, passwordHash: 'x', name: 'Ewa', lastName: 'Nowak', roles })
    .returning({ id: staffMembers.id });
  return { id: row.id, cookie: await t.asStaff(row.id) };
}

beforeAll(async () => {
  t = await createTestApp({ SETTINGS_CACHE_MS: 60_000 });
  admin = await member('test-admin', ['ADMIN']);
  registrar = await member('test-rejestracja', ['REGISTRAR', 'DOCTOR']);
  anna = await t.login('anna');
  annaPatientId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: anna })).json().id;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/clinic${url}`, cookie: admin.cookie, ...(payload === undefined ? {} : { payload }) });
const readGroup = async (key: string) => {
  const res = await asAdmin('GET', `/settings/${key}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
};
const lastEvent = async () => {
  const [row] = await t.deps.db.select().from(eventLog).where(eq(eventLog.eventType, 'STAFF_SETTINGS_CHANGED')).orderBy(desc(eventLog.id)).limit(1);
  return row;
};
const countEvents = async () => (await t.deps.db.select({ id: eventLog.id }).from(eventLog).where(eq(eventLog.eventType, 'STAFF_SETTINGS_CHANGED'))).length;

describe('GET /api/clinic/settings', () => {
  it('answers every group with its current value, keyed by the group', async () => {
    const res = await asAdmin('GET', '/settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...settingsGroupKeys].sort());
    expect(body.application.allergyModule).toBe(true);
    expect(body.identification.providerName).toBe('Przychodnia Zdrowie Plus sp. z o.o.');
    expect(body.identification).not.toHaveProperty('appVersion');
    expect(body['sms-confirmation']).not.toHaveProperty('codeValidityMinutes');
    expect(body['adverse-events']).toEqual({ url: 'https://smz.ezdrowie.gov.pl/' });
    for (const key of settingsGroupKeys) expect(await readGroup(key)).toEqual(body[key]);
  });

  it('a group the portal does not have is 404', async () => {
    expect((await asAdmin('GET', '/settings/nope')).statusCode).toBe(404);
    expect((await asAdmin('PUT', '/settings/nope', { a: 1 })).statusCode).toBe(404);
    expect((await asAdmin('GET', '/settings/nope')).json().errorCode).toBe('NOT_FOUND');
  });
});

describe('roles', () => {
  const calls = [
    { method: 'GET' as const, url: '/settings' },
    { method: 'GET' as const, url: '/settings/application' },
    { method: 'PUT' as const, url: '/settings/help', payload: { helpUrl: null, contextHelpEnabled: true } },
    { method: 'GET' as const, url: '/links' },
    { method: 'POST' as const, url: '/links', payload: { kind: 'OTHER', namePl: 'A', nameEn: 'A', url: '/a', sso: false } },
    { method: 'PUT' as const, url: '/links/order', payload: { ids: [] } },
    { method: 'PUT' as const, url: '/links/1', payload: { kind: 'OTHER', namePl: 'A', nameEn: 'A', url: '/a', sso: false } },
    { method: 'DELETE' as const, url: '/links/1' },
  ];

  it.each(calls)('$method $url: 403 for a registrar, 401 without a staff session or with a patient one', async (call) => {
    const url = `/api/clinic${call.url}`;
    const asRegistrar = await t.request({ method: call.method, url, payload: call.payload, cookie: registrar.cookie });
    expect(asRegistrar.statusCode).toBe(403);
    expect(asRegistrar.json().errorCode).toBe('FORBIDDEN');
    expect((await t.request({ method: call.method, url, payload: call.payload })).statusCode).toBe(401);
    expect((await t.request({ method: call.method, url, payload: call.payload, cookie: anna })).statusCode).toBe(401);
  });

  it('a refused change changes nothing and records nothing', async () => {
    const before = await countEvents();
    await t.request({ method: 'PUT', url: '/api/clinic/settings/help', payload: { helpUrl: null, contextHelpEnabled: false }, cookie: registrar.cookie });
    expect((await readGroup('help')).contextHelpEnabled).toBe(true);
    expect(await countEvents()).toBe(before);
  });
});

/** A patient-side read of a group: where the portal serves it, and with whose session. */
interface Served {
  url: string;
  cookie?: boolean;
  pick?: (body: Record<string, unknown>) => unknown;
}

const groups: Array<{ key: string; change: (current: Record<string, unknown>) => Record<string, unknown>; served: Served; expected: unknown }> = [
  {
    key: 'login',
    change: (c) => ({ ...c, showLinkToCreateAccountForWard: false, usernamePromptMode: 'LOGIN' }),
    served: { url: '/api/mpi/accounts/login-settings', pick: (b) => [b.showLinkToCreateAccountForWard, b.usernamePromptMode] },
    expected: [false, 'LOGIN'],
  },
  {
    key: 'registration',
    change: (c) => ({
      ...c,
      userMinAge: 18,
      supportedCountries: ['de', 'UA'],
      registerConsentsLinkDest: 'https://zdrowieplus.example/regulamin',
      registerConsentsUk: 'Приймаю правила.',
      registerConsentsLinkUk: 'Правила',
    }),
    served: {
      url: '/api/mpi/accounts/registration-settings',
      pick: (b) => [b.userMinAge, b.supportedCountries, b.registerConsentsLinkDest, b.registerConsentsUk, b.registerConsentsLinkUk, typeof b.registerConsentsEn],
    },
    expected: [18, ['DE', 'UA'], 'https://zdrowieplus.example/regulamin', 'Приймаю правила.', 'Правила', 'string'],
  },
  {
    key: 'patient-account',
    change: (c) => ({ ...c, patientNamesDisabled: true }),
    served: { url: '/api/mpi/accounts/mpi-user/patient-account-settings', cookie: true, pick: (b) => b.patientNamesDisabled },
    expected: true,
  },
  {
    key: 'sms-confirmation',
    change: (c) => ({ ...c, phoneConfirmationEnabled: false }),
    served: { url: '/api/mpi/accounts/mpi-user/sms-confirmation-settings', cookie: true, pick: (b) => [b.phoneConfirmationEnabled, b.codeLength] },
    expected: [false, 6],
  },
  {
    key: 'system-installation',
    change: (c) => ({ ...c, region: 'pl', publicEAdministrationUrl: 'https://pacjent.gov.pl/ikp', styleContrastTop: true }),
    served: { url: '/api/mpi/accounts/system-installation', pick: (b) => [b.region, b.publicEAdministrationUrl, b.styleContrastTop] },
    expected: ['PL', 'https://pacjent.gov.pl/ikp', true],
  },
  {
    key: 'identification-settings',
    change: (c) => ({ ...c, showLogo: true, showContact: false }),
    served: { url: '/api/mpi/accounts/identification-settings', pick: (b) => [b.showLogo, b.showContact] },
    expected: [true, false],
  },
  {
    key: 'file-upload',
    change: () => ({ maxFiles: 3, maxFileSize: 2_097_152, fileTypes: ['pdf', 'JPEG', 'dcm'] }),
    served: { url: '/api/mpi/accounts/mpi-user/file-settings', cookie: true, pick: (b) => b.fileUploadParams },
    expected: { maxFiles: 3, maxFileSize: 2_097_152, fileTypes: ['pdf', 'jpeg', 'dcm'] },
  },
  {
    key: 'message-component',
    change: (c) => ({ ...c, pageSize: 25, inboxRefreshSeconds: 120 }),
    served: { url: '/api/mpi/accounts/message-component-settings', pick: (b) => [b.pageSize, b.inboxRefreshSeconds] },
    expected: [25, 120],
  },
  {
    key: 'help',
    change: (c) => ({ ...c, helpUrl: '' }),
    served: { url: '/api/mpi/accounts/help-settings/e-patient', pick: (b) => b.helpUrl },
    expected: null,
  },
  {
    key: 'register-account-desc',
    change: () => ({ accountNotAuthorizedInfo: 'Potwierdź tożsamość w rejestracji.', accountNotAuthorizedInfoDest: '/pomoc/tozsamosc' }),
    served: { url: '/api/mpi/accounts/register-account-desc', pick: (b) => [b.accountNotAuthorizedInfo, b.accountNotAuthorizedInfoDest] },
    expected: ['Potwierdź tożsamość w rejestracji.', '/pomoc/tozsamosc'],
  },
  {
    key: 'adverse-events',
    change: () => ({ url: 'https://zdrowieplus.example/zgloszenia' }),
    served: { url: '/api/mpi/adverseevents/url', cookie: true, pick: (b) => b.value },
    expected: 'https://zdrowieplus.example/zgloszenia',
  },
];

describe('PUT /api/clinic/settings/<key>: a valid change is served to patients at once', () => {
  it.each(groups)('$key', async ({ key, change, served, expected }) => {
    const original = await readGroup(key);
    const patientRead = (headers?: Record<string, string>) => t.request({ method: 'GET', url: served.url, cookie: served.cookie ? anna : undefined, headers });
    const before = await patientRead();
    expect(before.statusCode).toBe(200);
    const pick = served.pick ?? ((b) => b);
    expect(pick(before.json())).not.toEqual(expected);

    const res = await asAdmin('PUT', `/settings/${key}`, change(original));
    expect(res.statusCode).toBe(200);
    expect(await readGroup(key)).toEqual(res.json());

    const after = await patientRead(before.headers.etag ? { 'if-none-match': String(before.headers.etag) } : undefined);
    // A browser revalidating its old copy is given the new one.
    expect(after.statusCode).toBe(200);
    expect(pick(after.json())).toEqual(expected);

    const event = await lastEvent();
    expect(event).toMatchObject({ staffId: admin.id, username: 'test-admin', outcome: 'SUCCESS', source: 'SERVER', accountId: null });
    expect(event.description).toContain(key);

    expect((await asAdmin('PUT', `/settings/${key}`, original)).statusCode).toBe(200);
    expect(await readGroup(key)).toEqual(original);
  });

  it('application: a module switched off answers 404 at once, and at once again when switched on', async () => {
    const allergies = () => t.request({ method: 'GET', url: `/api/mpi/allergies/all/${annaPatientId}`, cookie: anna });
    const flags = () => t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/application-settings', cookie: anna });
    // Read once, so the flags are kept in memory for the next minute.
    expect((await allergies()).statusCode).toBe(200);
    const original = await readGroup('application');

    const off = await asAdmin('PUT', '/settings/application', { ...original, allergyModule: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().allergyModule).toBe(false);
    expect((await allergies()).statusCode).toBe(404);
    expect((await flags()).json().allergyModule).toBe(false);
    expect((await lastEvent()).description).toContain('application');

    expect((await asAdmin('PUT', '/settings/application', { ...original, allergyModule: true })).statusCode).toBe(200);
    expect((await allergies()).statusCode).toBe(200);
    expect((await flags()).json().allergyModule).toBe(true);
  });

  it('questionnaire: switching the self-assessment off closes its routes at once, and on again opens them', async () => {
    const list = () => t.request({ method: 'GET', url: '/api/mpi/questionnaires/infermedica/questionnaires', cookie: anna });
    const read = () => t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/questionnaire-settings', cookie: anna });
    // Read once, so the group is kept in memory for the next minute.
    expect((await list()).statusCode).toBe(200);
    const original = await readGroup('questionnaire');
    expect(original).toEqual({ selfAssessmentQuestionaire: true, selfAssessmentGps: true });

    const off = await asAdmin('PUT', '/settings/questionnaire', { ...original, selfAssessmentQuestionaire: false });
    expect(off.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(404);
    expect((await read()).json().selfAssessmentQuestionaire).toBe(false);
    expect((await lastEvent()).description).toContain('questionnaire');

    expect((await asAdmin('PUT', '/settings/questionnaire', original)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    expect((await read()).json()).toEqual(original);
  });

  it('identification: the new value comes with a new ETag, and the old If-None-Match is no longer 304', async () => {
    const first = await t.request({ method: 'GET', url: '/api/mpi/identification' });
    const oldTag = String(first.headers.etag);
    expect((await t.request({ method: 'GET', url: '/api/mpi/identification', headers: { 'if-none-match': oldTag } })).statusCode).toBe(304);
    const original = await readGroup('identification');

    const res = await asAdmin('PUT', '/settings/identification', { ...original, contactPhone: '+48 12 000 00 00', contactEmail: 'kontakt@zdrowieplus.example' });
    expect(res.statusCode).toBe(200);
    const now = await t.request({ method: 'GET', url: '/api/mpi/identification', headers: { 'if-none-match': oldTag } });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ contactPhone: '+48 12 000 00 00', contactEmail: 'kontakt@zdrowieplus.example' });
    const newTag = String(now.headers.etag);
    expect(newTag).not.toBe(oldTag);
    expect((await t.request({ method: 'GET', url: '/api/mpi/identification', headers: { 'if-none-match': newTag } })).statusCode).toBe(304);

    await asAdmin('PUT', '/settings/identification', original);
    expect(String((await t.request({ method: 'GET', url: '/api/mpi/identification' })).headers.etag)).toBe(oldTag);
  });
});

describe('PUT /api/clinic/settings/<key>: validation, with Polish messages and field paths', () => {
  const invalid: Array<{ key: string; change: (c: Record<string, unknown>) => Record<string, unknown>; path: string; message?: RegExp }> = [
    { key: 'application', change: (c) => ({ ...c, allergyModule: 'tak' }), path: 'allergyModule', message: /tak albo nie/ },
    { key: 'application', change: ({ allergyModule: _a, ...c }) => c, path: 'allergyModule', message: /wymagane/ },
    { key: 'login', change: (c) => ({ ...c, usernamePromptMode: 'PESEL' }), path: 'usernamePromptMode' },
    { key: 'registration', change: (c) => ({ ...c, attachmentsVisible: false, attachmentsRequired: true }), path: 'attachmentsRequired', message: /tylko wtedy/ },
    { key: 'registration', change: (c) => ({ ...c, userMinAge: 30 }), path: 'userMinAge', message: /najwyżej 18/ },
    { key: 'registration', change: (c) => ({ ...c, registerConsentsLinkDest: 'javascript:alert(1)' }), path: 'registerConsentsLinkDest', message: /https?:\/\// },
    { key: 'registration', change: (c) => ({ ...c, registerConsentsLinkEn: null }), path: 'registerConsentsLinkEn', message: /odnośnika po angielsku/ },
    { key: 'registration', change: (c) => ({ ...c, registerConsentsUk: null, registerConsentsLinkUk: 'Правила' }), path: 'registerConsentsUk', message: /treść po ukraińsku/ },
    {
      key: 'registration',
      change: (c) => ({ ...c, registerConsents: null, registerConsentsLink: null, registerConsentsLinkDest: null, registerConsentsLinkEn: null, registerConsentsLinkUk: null }),
      path: 'registerConsents',
      message: /wymaga jej treści po polsku/,
    },
    { key: 'registration', change: (c) => ({ ...c, supportedCountries: ['DE', 'de'] }), path: 'supportedCountries', message: /tylko raz/ },
    { key: 'registration', change: (c) => ({ ...c, supportedCountries: ['Niemcy'] }), path: 'supportedCountries.0', message: /kod kraju/ },
    { key: 'registration', change: (c) => ({ ...c, supportedCountries: ['DE', 'ZZ'] }), path: 'supportedCountries.1', message: /Nie ma kraju o takim kodzie/ },
    { key: 'patient-account', change: (c) => ({ ...c, attachmentsVisible: false, attachmentsRequired: true }), path: 'attachmentsRequired' },
    { key: 'sms-confirmation', change: (c) => ({ ...c, codeLength: 4 }), path: 'codeLength', message: /6 cyfr/ },
    { key: 'system-installation', change: (c) => ({ ...c, publicEAdministrationUrl: 'ftp://pacjent.gov.pl' }), path: 'publicEAdministrationUrl' },
    { key: 'system-installation', change: (c) => ({ ...c, publicEAdministrationUrl: null, publicEAdministrationUrlVisible: true }), path: 'publicEAdministrationUrl' },
    { key: 'identification-settings', change: ({ showLogo: _s, ...c }) => c, path: 'showLogo' },
    { key: 'identification', change: (c) => ({ ...c, contactEmail: 'rejestracja(at)zdrowieplus' }), path: 'contactEmail', message: /e-mail/ },
    { key: 'identification', change: (c) => ({ ...c, portalName: '  ' }), path: 'portalName', message: /nazwę portalu/ },
    { key: 'identification', change: (c) => ({ ...c, contactPhone: 'zadzwoń' }), path: 'contactPhone' },
    { key: 'file-upload', change: (c) => ({ ...c, maxFileSize: MAX_UPLOAD_FILE_SIZE + 1 }), path: 'maxFileSize', message: /najwyżej/ },
    { key: 'file-upload', change: (c) => ({ ...c, maxFiles: 0 }), path: 'maxFiles' },
    { key: 'file-upload', change: (c) => ({ ...c, fileTypes: [] }), path: 'fileTypes', message: /co najmniej jeden/ },
    { key: 'file-upload', change: (c) => ({ ...c, fileTypes: ['pdf', 'txt'] }), path: 'fileTypes.1', message: /nie rozpoznaje/ },
    { key: 'file-upload', change: (c) => ({ ...c, fileTypes: ['.pdf'] }), path: 'fileTypes.0', message: /bez kropki/ },
    { key: 'message-component', change: (c) => ({ ...c, pageSize: 0 }), path: 'pageSize' },
    { key: 'message-component', change: (c) => ({ ...c, inboxRefreshSeconds: 1.5 }), path: 'inboxRefreshSeconds' },
    { key: 'help', change: (c) => ({ ...c, helpUrl: 'javascript:alert(1)' }), path: 'helpUrl', message: /https?:\/\// },
    { key: 'register-account-desc', change: (c) => ({ ...c, accountNotAuthorizedInfo: '' }), path: 'accountNotAuthorizedInfo' },
    { key: 'register-account-desc', change: (c) => ({ ...c, accountNotAuthorizedInfoDest: '//evil.example/x' }), path: 'accountNotAuthorizedInfoDest' },
    { key: 'adverse-events', change: () => ({ url: 'data:text/html,<b>x</b>' }), path: 'url', message: /https?:\/\// },
    { key: 'adverse-events', change: () => ({}), path: 'url' },
  ];

  it.each(invalid)('$key: $path', async ({ key, change, path, message }) => {
    const original = await readGroup(key);
    const before = await countEvents();
    const res = await asAdmin('PUT', `/settings/${key}`, change(original));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    const error = (body.errors as Array<{ path: string; message: string }>).find((e) => e.path === path);
    expect(error, JSON.stringify(body.errors)).toBeDefined();
    if (message) expect(error!.message).toMatch(message);
    expect(await readGroup(key)).toEqual(original);
    expect(await countEvents()).toBe(before);
  });

  it('a body that is not a group at all is 400, never 500', async () => {
    for (const payload of [[], [{ maxFiles: 5 }], { maxFiles: '5' }]) {
      const res = await asAdmin('PUT', '/settings/file-upload', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('top-bar links', () => {
  type Link = { id: number; kind: string; namePl: string; nameEn: string; url: string; sso: boolean; position: number };
  const list = async () => (await asAdmin('GET', '/links')).json() as Link[];
  const patientLinks = async () => (await t.request({ method: 'GET', url: '/api/mppd/api/links' })).json() as Array<Omit<Link, 'position'>>;
  const newLink = { kind: 'OTHER', namePl: 'Strona przychodni', nameEn: 'Clinic website', url: 'https://zdrowieplus.example', sso: false };

  it('lists the seeded links in order, with their kinds as words and their positions', async () => {
    const links = await list();
    expect(links.length).toBe(6);
    expect(links[0]).toMatchObject({ kind: 'HELP', namePl: 'Pomoc', position: 10 });
    expect(links.map((l) => l.id)).toEqual((await patientLinks()).map((l) => l.id));
  });

  it('adds a link (last, or where it says), which the portal serves at once; an event names it', async () => {
    const oldTag = String((await t.request({ method: 'GET', url: '/api/mppd/api/links' })).headers.etag);
    const res = await asAdmin('POST', '/links', newLink);
    expect(res.statusCode).toBe(201);
    const created = res.json() as Link;
    expect(created).toMatchObject({ ...newLink, position: 60 });
    const served = await t.request({ method: 'GET', url: '/api/mppd/api/links', headers: { 'if-none-match': oldTag } });
    expect(served.statusCode).toBe(200);
    expect(served.json().at(-1)).toEqual({ id: created.id, kind: 'O', namePl: 'Strona przychodni', nameEn: 'Clinic website', nameUk: null, url: 'https://zdrowieplus.example', sso: false });
    expect(await lastEvent()).toMatchObject({ staffId: admin.id, description: expect.stringContaining(`Odnośnik ${created.id}`) });

    const first = await asAdmin('POST', '/links', { ...newLink, kind: 'HELP', namePl: 'Najpierw', nameEn: 'First', url: '/pomoc', position: 1 });
    expect(first.statusCode).toBe(201);
    expect((await patientLinks())[0]).toMatchObject({ id: first.json().id, kind: 'H', url: '/pomoc' });
    await asAdmin('DELETE', `/links/${first.json().id}`);
    await asAdmin('DELETE', `/links/${created.id}`);
  });

  it('changes a link, keeping its place unless it names one', async () => {
    const [, second] = await list();
    const res = await asAdmin('PUT', `/links/${second.id}`, { kind: 'OTHER', namePl: 'Regulamin portalu', nameEn: 'Terms', url: '/regulamin', sso: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: second.id, namePl: 'Regulamin portalu', nameEn: 'Terms', position: second.position });
    expect((await patientLinks())[1]).toMatchObject({ id: second.id, namePl: 'Regulamin portalu', nameEn: 'Terms' });
    expect((await lastEvent()).description).toContain(`Odnośnik ${second.id}`);
    const { id: _id, position: _position, ...back } = second;
    expect((await asAdmin('PUT', `/links/${second.id}`, back)).statusCode).toBe(200);
  });

  it('an SSO link: the portal hands the session over when it is opened', async () => {
    const res = await asAdmin('POST', '/links', { ...newLink, url: 'https://app.zdrowieplus.example/start', sso: true });
    expect(res.statusCode).toBe(201);
    expect((await patientLinks()).find((l) => l.id === res.json().id)?.sso).toBe(true);
    await asAdmin('DELETE', `/links/${res.json().id}`);
  });

  it('puts the links in a new order, which the portal follows', async () => {
    const before = await list();
    const reversed = before.map((l) => l.id).reverse();
    const res = await asAdmin('PUT', '/links/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Link[]).map((l) => [l.id, l.position])).toEqual(reversed.map((id, i) => [id, (i + 1) * 10]));
    expect((await patientLinks()).map((l) => l.id)).toEqual(reversed);
    expect((await lastEvent()).description).toContain('kolejność');
    expect((await asAdmin('PUT', '/links/order', { ids: before.map((l) => l.id) })).statusCode).toBe(200);
    expect((await patientLinks()).map((l) => l.id)).toEqual(before.map((l) => l.id));
  });

  it('an order naming an unknown link is 404; one leaving a link out or naming one twice is 400; nothing moves', async () => {
    const ids = (await list()).map((l) => l.id);
    const unknown = await asAdmin('PUT', '/links/order', { ids: [...ids, 999_999] });
    expect(unknown.statusCode).toBe(404);
    const missing = await asAdmin('PUT', '/links/order', { ids: ids.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'ids' }] });
    const twice = await asAdmin('PUT', '/links/order', { ids: [...ids, ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect((await list()).map((l) => l.id)).toEqual(ids);
  });

  it('deletes a link; an unknown id is 404 for change and deletion', async () => {
    const created = (await asAdmin('POST', '/links', newLink)).json() as Link;
    const del = await asAdmin('DELETE', `/links/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await patientLinks()).some((l) => l.id === created.id)).toBe(false);
    expect((await lastEvent()).description).toContain(`Odnośnik ${created.id}`);
    expect((await asAdmin('DELETE', `/links/${created.id}`)).statusCode).toBe(404);
    expect((await asAdmin('PUT', `/links/${created.id}`, newLink)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/links/abc')).statusCode).toBe(400);
  });

  it.each([
    { change: { url: 'javascript:alert(1)' }, path: 'url' },
    { change: { url: '//evil.example/phish' }, path: 'url' },
    { change: { url: 'data:text/html,x' }, path: 'url' },
    { change: { url: 'mailto:nie-adres' }, path: 'url' },
    { change: { url: 'mailto:rejestracja@zdrowieplus.example', sso: true }, path: 'sso' },
    { change: { namePl: '' }, path: 'namePl' },
    { change: { nameEn: 'x'.repeat(101) }, path: 'nameEn' },
    { change: { kind: 'O' }, path: 'kind' },
  ])('refuses $change with a Polish message at $path', async ({ change, path }) => {
    const count = (await t.deps.db.select({ id: links.id }).from(links)).length;
    const res = await asAdmin('POST', '/links', { ...newLink, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect((await t.deps.db.select({ id: links.id }).from(links)).length).toBe(count);
  });

  it('takes a path of the portal and a mailto: address', async () => {
    for (const url of ['/deklaracja-dostepnosci', 'mailto:rejestracja@zdrowieplus.example', 'http://intranet.zdrowieplus.example/']) {
      const res = await asAdmin('POST', '/links', { ...newLink, url });
      expect(res.statusCode).toBe(201);
      await asAdmin('DELETE', `/links/${res.json().id}`);
    }
  });

  it('every change is recorded once, with the member', async () => {
    const before = await countEvents();
    const created = (await asAdmin('POST', '/links', newLink)).json() as Link;
    await asAdmin('DELETE', `/links/${created.id}`);
    const rows = await t.deps.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventType, 'STAFF_SETTINGS_CHANGED'), eq(eventLog.staffId, admin.id)));
    expect(await countEvents()).toBe(before + 2);
    expect(rows.every((r) => r.accountId === null)).toBe(true);
  });
});
