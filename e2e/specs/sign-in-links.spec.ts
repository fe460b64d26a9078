import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test as base } from '../fixtures';
import { DEMO_NOTIFICATIONS } from '../../apps/server/src/seed/people';

/**
 * The merge uses up the demo "merge" account, which shell.spec expects intact: a worker fixture of
 * this file's own gives it a worker, and so a fresh server, of its own.
 */
const test = base.extend<object, { signInLinksServer: boolean }>({
  signInLinksServer: [async ({}, use) => use(true), { scope: 'worker', auto: true }],
});

const SHOTS = '/tmp/shots-H3';
const E_SERVICE_BUTTON = 'Zaloguj przez Profil Zaufany';
const FAILED = 'Nie udało się zalogować przez Profil Zaufany.';

/** From /login, through the e-service simulator, as the chosen test identity ("Anuluj" cancels). */
async function throughEService(page: Page, choice: RegExp | 'Anuluj') {
  await page.getByRole('link', { name: E_SERVICE_BUTTON }).click();
  await expect(page).toHaveURL(/\/sim\/epuap\/login\?SAMLRequest=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie do Portalu Pacjenta' })).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

/** A session of Piotr (through the e-service, so no password is involved) and a single-sign-on token of it. */
async function ssoToken(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await throughEService(page, /Zaloguj jako Piotr Zieliński/);
  await expect(page).not.toHaveURL(/\/login|\/epuap/);
  const me = await page.request.get('/api/mpi/accounts/mpi-user');
  const { id } = (await me.json()) as { id: number };
  const res = await page.request.post('/api/mpi/sso/generate', { data: { userId: id, sessionId: 'e2e' }, headers: { 'x-portal-client': '1' } });
  expect(res.status()).toBe(200);
  const { value } = (await res.json()) as { value: string };
  await context.close();
  return value;
}

test.describe('public e-service sign-in (simulator)', () => {
  test('Anna signs in through the simulator and lands on /main, which takes the service context to the new booking', async ({ page, checkA11y }) => {
    await page.goto('/login?service=12&orgUnit=3');
    await expect(page.getByRole('link', { name: E_SERVICE_BUTTON })).toHaveAttribute('href', '/api/mpi/epuap/sso?service=12&orgUnit=3');
    await checkA11y(page);
    await page.getByRole('link', { name: E_SERVICE_BUTTON }).click();
    await expect(page).toHaveURL(/\/sim\/epuap\/login\?SAMLRequest=/);
    await expect(page).toHaveTitle('Logowanie — Profil Zaufany (symulator)');
    await expect(page.getByRole('button', { name: 'Anuluj' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Osoba bez konta w portalu/ })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/simulator.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/simulator-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: /Zaloguj jako Anna Kowalska/ }).click();
    // /epuap/success loads the account and hands over to /main (with the context query), whose hub picks the page.
    // The service context of the sign-in leads to the new booking of that service (the wizard's page).
    await expect(page).toHaveURL(/\/newbooking(\/[a-z]+)?\?(.*&)?service=12(&.*)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the e-service's single logout (simulator's Wyloguj) ends the session; a link from another site to the bare address does not", async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/login');
    await throughEService(page, /Zaloguj jako Anna Kowalska/);
    await expect(page).not.toHaveURL(/\/login|\/epuap/);
    const signedIn = async () => (await page.request.get('/api/mpi/accounts/mpi-user')).status() === 200;

    // A link on another site to the bare address: a top-level navigation carries the SameSite=Lax session cookie, yet nothing ends.
    await page.setContent(`<a href="${new URL('/api/mpi/epuap/slo/x', page.url()).href}">Zobacz</a>`);
    await page.getByRole('link', { name: 'Zobacz' }).click();
    await expect(page).toHaveURL(/\/login|\/main|\/bookings/);
    expect(await signedIn()).toBe(true);

    await page.goto('/sim/epuap/logout');
    await expect(page.getByRole('heading', { level: 1, name: 'Wylogowanie z e-usługi' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/simulator-logout.png`, fullPage: true });
    // Another person's logout request leaves Anna signed in: the sign-in page it ends on sends her on to /main.
    await page.getByRole('link', { name: /Wyloguj Piotr Zieliński/ }).click();
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
    expect(await signedIn()).toBe(true);
    await page.goto('/sim/epuap/logout');
    await page.getByRole('link', { name: /Wyloguj Anna Kowalska/ }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await signedIn()).toBe(false);
  });

  test('a person without an account ends on code 2, with a way back', async ({ page, checkA11y }) => {
    await page.goto('/login?service=12');
    await throughEService(page, /Osoba bez konta w portalu/);
    await expect(page).toHaveURL(/\/epuap\/error\?code=2&service=12$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logowanie przez Profil Zaufany nie powiodło się' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(FAILED);
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/epuap-error-2.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/epuap-error-2-phone.png`, fullPage: true });
    await page.getByRole('link', { name: 'Wróć do logowania' }).click();
    await expect(page).toHaveURL(/\/login\?service=12$/);
  });

  test('the blocked identity ends on code 3', async ({ page, checkA11y }) => {
    await page.goto('/login');
    await throughEService(page, /Zaloguj jako Jan Zablokowany/);
    await expect(page).toHaveURL(/\/epuap\/error\?code=3$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Konto zablokowane. Skontaktuj się z administratorem systemu.');
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/epuap-error-3.png`, fullPage: true });
  });

  test('cancel at the e-service ends on code 2', async ({ page }) => {
    await page.goto('/login');
    await throughEService(page, 'Anuluj');
    await expect(page).toHaveURL(/\/epuap\/error\?code=2$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(FAILED);
  });

  test('/epuap/success without a session says the account cannot be loaded', async ({ page, checkA11y }) => {
    await page.goto('/epuap/success');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Nie można załadować konta użytkownika.');
    await expect(page.getByRole('link', { name: 'Wróć do logowania' })).toBeVisible();
    await checkA11y(page);
  });
});

test.describe('single sign-on token', () => {
  test('/login?ssotoken signs in once; the used token is refused with a message', async ({ browser, baseURL, page, checkA11y }) => {
    const token = await ssoToken(browser, baseURL!);
    await page.goto(`/login?ssotoken=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
    // Whose session it is: the medical register's picker starts at the own record.
    await page.goto('/benefits/encounters');
    await expect(page.getByRole('combobox', { name: 'Pacjent' })).toHaveValue('Piotr Zieliński');

    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await second.goto(`/login?ssotoken=${encodeURIComponent(token)}`);
    await expect(second.getByRole('main').getByRole('alert')).toHaveText(
      'Link logowania jest nieprawidłowy, został już wykorzystany lub wygasł. Zaloguj się ponownie.',
    );
    await expect(second).toHaveURL(/\/login\?ssotoken=/);
    await checkA11y(second);
    await second.screenshot({ path: `${SHOTS}/login-ssotoken-used.png`, fullPage: true });
    await other.close();
  });
});

test.describe('notification link', () => {
  test('/login?nguid: after an e-service sign-in the notice is resolved and followed', async ({ page }) => {
    await page.goto(`/login?nguid=${DEMO_NOTIFICATIONS.document}`);
    await expect(page.getByRole('link', { name: E_SERVICE_BUTTON })).toHaveAttribute('href', `/api/mpi/epuap/sso?nguid=${DEMO_NOTIFICATIONS.document}`);
    const resolved = page.waitForResponse((r) => r.url().endsWith(`/api/mpi/accounts/mpi-user/notifications/${DEMO_NOTIFICATIONS.document}`) && r.status() === 200);
    await throughEService(page, /Zaloguj jako Anna Kowalska/);
    expect(await (await resolved).json()).toMatchObject({ target: 'CLINICAL_DOCUMENTS', contextId: 'DOC-2026-000417' });
    // The notice's document, open in the medical register's documents.
    await expect(page).toHaveURL(/\/benefits\/clinicaldocuments\?contextId=DOC-2026-000417$/);
    await expect(page.getByTestId('linked-document')).toContainText('Wynik badania krwi');
  });

  test('/login?nguid while signed in goes where the notice points at once', async ({ page }) => {
    await page.goto('/login');
    await throughEService(page, /Zaloguj jako Anna Kowalska/);
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
    const resolved = page.waitForResponse((r) => r.url().endsWith(`/notifications/${DEMO_NOTIFICATIONS.main}`) && r.status() === 200);
    await page.goto(`/login?nguid=${DEMO_NOTIFICATIONS.main}`);
    expect(await (await resolved).json()).toMatchObject({ target: 'MAIN' });
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
  });
});

test.describe('account merge', () => {
  test('signing in with the new account leads to the merge; the old account’s credentials merge them', async ({ page, checkA11y }) => {
    await page.goto('/login');
    await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS.merge.username);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS.merge.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/mergeaccount\?email=scalenie%40example\.com$/);
    await expect(page.getByRole('main')).toContainText(DEMO_ACCOUNTS.merge.username);

    // A wrong password first: the merge is refused, the form stays.
    await page.getByLabel('Login drugiego konta').fill(DEMO_ACCOUNTS.mergeOld.username);
    await page.getByRole('textbox', { name: 'Hasło drugiego konta' }).fill('Zle-haslo-2026');
    await page.getByRole('button', { name: 'Scal konta' }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Scalenie podanych kont nie jest możliwe' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/mergeaccount.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/mergeaccount-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('textbox', { name: 'Hasło drugiego konta' }).fill(DEMO_ACCOUNTS.mergeOld.password);
    await page.getByRole('button', { name: 'Scal konta' }).click();
    await expect(page.getByText('Konta zostały scalone')).toBeVisible();
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
    // Whose session it is: the medical register's picker starts at the own record.
    await page.goto('/benefits/encounters');
    await expect(page.getByRole('combobox', { name: 'Pacjent' })).toHaveValue('Katarzyna Mazur');
    // The old account is gone: its credentials no longer sign in.
    const old = await page.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS.mergeOld, headers: { 'x-portal-client': '1' } });
    expect(old.status()).toBe(401);
  });
});
