import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { APP_VERSION } from '../../version';
import { createKeptSettings } from './settings-service';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('anna');
});
afterAll(() => t.close());

const get = (url: string, opts: { cookie?: string; headers?: Record<string, string> } = {}) =>
  t.request({ method: 'GET', url, ...opts });

const sessionRoutes = [
  '/api/mpi/accounts/mpi-user/application-settings',
  '/api/mpi/accounts/mpi-user/patient-account-settings',
  '/api/mpi/accounts/mpi-user/sms-confirmation-settings',
  '/api/mpi/accounts/mpi-user/file-settings',
];

describe('settings behind a session', () => {
  it.each(sessionRoutes)('%s answers 401 without a session', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('UNAUTHORIZED');
  });

  it('application settings turn on only the modules that exist: bookings, allergies, adverse events, the mobile application, messages, the medical register, document requests, declarations and consents with partners', async () => {
    const res = await get('/api/mpi/accounts/mpi-user/application-settings', { cookie });
    expect(res.statusCode).toBe(200);
    const flags = res.json();
    expect(flags.allergyModule).toBe(true);
    const on = Object.entries(flags).filter(([, v]) => v === true).map(([k]) => k);
    expect(on.sort()).toEqual(['adverseEventsModule', 'allergyModule', 'ampaModule', 'bookingsModule', 'clinicalDocumentRequestsModule', 'consentsModule', 'declarationsModule', 'drugInteractionsModule', 'measurementsModule', 'medicalServicesModule', 'messagesModule', 'occupationalMedicineModule', 'partnersModule', 'telecommunicationModule']);
  });

  it('patient account, SMS and file settings', async () => {
    const patient = await get('/api/mpi/accounts/mpi-user/patient-account-settings', { cookie });
    expect(patient.statusCode).toBe(200);
    expect(patient.json()).toEqual({ patientNamesDisabled: false, attachmentsVisible: true, attachmentsRequired: false });
    const sms = await get('/api/mpi/accounts/mpi-user/sms-confirmation-settings', { cookie });
    expect(sms.statusCode).toBe(200);
    // The code lifetime is the one the codes have (config SMS_CODE_VALID_MINUTES), whatever a stored group says.
    expect(sms.json()).toEqual({ phoneConfirmationEnabled: true, codeLength: 6, codeValidityMinutes: t.deps.config.SMS_CODE_VALID_MINUTES });
    expect(t.deps.config.SMS_CODE_VALID_MINUTES).toBe(10);
    const files = await get('/api/mpi/accounts/mpi-user/file-settings', { cookie });
    expect(files.statusCode).toBe(200);
    expect(files.json()).toEqual({ fileUploadParams: { maxFiles: 5, maxFileSize: 5242880, fileTypes: ['pdf', 'jpg', 'jpeg', 'png'] } });
  });
});

describe('public settings', () => {
  it('login settings: the demo offers registration for me, a child and a ward', async () => {
    const res = await get('/api/mpi/accounts/login-settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      usernamePromptMode: 'E_MAIL',
      showLinkToCreateAccountForMe: true,
      showLinkToCreateAccountForChild: true,
      showLinkToCreateAccountForWard: true,
      eServiceSignIn: true,
    });
  });

  it('registration settings carry the installation and file limits, and no PL among other countries', async () => {
    const res = await get('/api/mpi/accounts/registration-settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      usernamePromptMode: 'E_MAIL',
      userMinAge: 16,
      systemInstallationSettings: { phones: 'pl', region: 'PL' },
      fileUploadParams: { maxFiles: 5, maxFileSize: 5242880 },
    });
    expect(body.supportedCountries.length).toBeGreaterThan(0);
    expect(body.supportedCountries).not.toContain('PL');
  });

  it('system installation', async () => {
    const res = await get('/api/mpi/accounts/system-installation');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ extendedLogs: false, phones: 'pl', region: 'PL' });
  });

  it('identification settings', async () => {
    const res = await get('/api/mpi/accounts/identification-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ showProviderName: true, showContact: true });
  });

  it('message component settings', async () => {
    const res = await get('/api/mpi/accounts/message-component-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pageSize: 15, inboxRefreshSeconds: 60, titleMaxLength: 149 });
  });

  it('help settings', async () => {
    const res = await get('/api/mpi/accounts/help-settings/e-patient');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ helpUrl: 'https://pomoc.portal-pacjenta.example/e-pacjent', contextHelpEnabled: true });
  });

  it('register account description is a Polish sentence about confirming identity', async () => {
    const res = await get('/api/mpi/accounts/register-account-desc');
    expect(res.statusCode).toBe(200);
    expect(res.json().accountNotAuthorizedInfo).toMatch(/dokument tożsamości.*\.$/);
  });

  it.each([
    '/api/mpi/accounts/login-settings',
    '/api/mpi/accounts/registration-settings',
    '/api/mpi/accounts/system-installation',
    '/api/mpi/accounts/identification-settings',
    '/api/mpi/accounts/message-component-settings',
    '/api/mpi/accounts/help-settings/e-patient',
    '/api/mpi/accounts/register-account-desc',
    '/api/mppd/api/links',
  ])('%s is kept by the browser only to be revalidated: ETag, no-cache, 304 while unchanged', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await get(url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
  });

  it('also answers a signed-in user', async () => {
    expect((await get('/api/mpi/accounts/login-settings', { cookie })).statusCode).toBe(200);
  });
});

describe('GET /api/mpi/identification', () => {
  it('answers the clinic and the version with a strong ETag, and 304 with no body when it matches', async () => {
    const res = await get('/api/mpi/identification');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      portalName: 'Portal Pacjenta',
      providerName: 'Przychodnia Zdrowie Plus sp. z o.o.',
      providerAddress: expect.stringContaining('Kraków'),
      contactPhone: expect.any(String),
      contactEmail: expect.stringContaining('@'),
      appVersion: APP_VERSION,
      securityVersion: '5.WB1',
    });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['cache-control']).toBe('no-cache');

    const again = await get('/api/mpi/identification', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await get('/api/mpi/identification', { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.statusCode).toBe(304);

    const stale = await get('/api/mpi/identification', { headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('changes its ETag when the stored identification changes', async () => {
    const before = String((await get('/api/mpi/identification')).headers.etag);
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'identification'));
    await t.deps.db
      .update(settings)
      .set({ value: { ...(row.value as object), contactPhone: '+48 12 000 00 00' } })
      .where(eq(settings.key, 'identification'));
    try {
      const res = await get('/api/mpi/identification', { headers: { 'if-none-match': before } });
      expect(res.statusCode).toBe(200);
      expect(res.json().contactPhone).toBe('+48 12 000 00 00');
      expect(res.headers.etag).not.toBe(before);
    } finally {
      await t.deps.db.update(settings).set({ value: row.value }).where(eq(settings.key, 'identification'));
    }
  });
});

describe('stored settings over defaults', () => {
  it('a stored group may hold only the fields it changes', async () => {
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'message-component'));
    await t.deps.db.update(settings).set({ value: { pageSize: 20 } }).where(eq(settings.key, 'message-component'));
    try {
      const res = await get('/api/mpi/accounts/message-component-settings');
      expect(res.json()).toMatchObject({ pageSize: 20, inboxRefreshSeconds: 60, titleMaxLength: 149 });
    } finally {
      await t.deps.db.update(settings).set({ value: row.value }).where(eq(settings.key, 'message-component'));
    }
  });

  it('a missing group answers the defaults', async () => {
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'login'));
    await t.deps.db.delete(settings).where(eq(settings.key, 'login'));
    try {
      const res = await get('/api/mpi/accounts/login-settings');
      expect(res.statusCode).toBe(200);
      expect(res.json().usernamePromptMode).toBe('E_MAIL');
    } finally {
      await t.deps.db.insert(settings).values(row);
    }
  });

  it('a broken stored group is a 500 without internals', async () => {
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'help'));
    await t.deps.db.update(settings).set({ value: { contextHelpEnabled: 'tak' } }).where(eq(settings.key, 'help'));
    try {
      const res = await get('/api/mpi/accounts/help-settings/e-patient');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ errorCode: 'INTERNAL_ERROR', message: expect.any(String) });
      expect(res.body).not.toMatch(/help|schema|stack/i);
    } finally {
      await t.deps.db.update(settings).set({ value: row.value }).where(eq(settings.key, 'help'));
    }
  });
});

describe('GET /api/mppd/api/links', () => {
  it('answers the top-bar links of kinds O and H in order, in Polish and English', async () => {
    const res = await get('/api/mppd/api/links');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ kind: string; namePl: string; nameEn: string; url: string }>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(new Set(list.map((l) => l.kind))).toEqual(new Set(['O', 'H']));
    expect(list.some((l) => l.namePl.length >= 25)).toBe(true);
    expect(list[0]).toMatchObject({ namePl: 'Pomoc', nameEn: 'Help' });
    expect(list.map((l) => l.namePl)).toContain('Regulamin świadczenia usług drogą elektroniczną');
    for (const l of list) expect(l.nameEn.length).toBeGreaterThan(0);
  });
});

describe('settings kept in memory (createKeptSettings)', () => {
  const store = (smsConfirmationEnabled: boolean) =>
    t.deps.db
      .insert(settings)
      .values({ key: 'bookings', value: { smsConfirmationEnabled }, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: { smsConfirmationEnabled } } });

  it('reads a group once per period; a change stored through this process applies at once', async () => {
    const kept = createKeptSettings({ db: t.deps.db }, 60_000);
    await store(true);
    expect((await kept.current('bookings')).smsConfirmationEnabled).toBe(true);
    await store(false);
    // Within the period: the group as read.
    expect((await kept.current('bookings')).smsConfirmationEnabled).toBe(true);
    kept.changed('bookings');
    expect((await kept.current('bookings')).smsConfirmationEnabled).toBe(false);
  });

  it('keeps nothing with a period of 0 (the tests), and nothing that failed to read', async () => {
    const fresh = createKeptSettings({ db: t.deps.db }, 0);
    await store(true);
    expect((await fresh.current('bookings')).smsConfirmationEnabled).toBe(true);
    await store(false);
    expect((await fresh.current('bookings')).smsConfirmationEnabled).toBe(false);
    const kept = createKeptSettings({ db: t.deps.db }, 60_000);
    await t.deps.db.insert(settings).values({ key: 'bookings', value: 'broken', updatedAt: new Date() }).onConflictDoUpdate({ target: settings.key, set: { value: 'broken' } });
    await expect(kept.current('bookings')).rejects.toThrow(/does not match its schema/);
    await store(true);
    expect((await kept.current('bookings')).smsConfirmationEnabled).toBe(true);
  });
});
