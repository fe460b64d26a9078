import type { APIRequestContext, Page } from '@playwright/test';
import { expect, TEST_CAPTCHA_ANSWER, test, type OutboxItem } from '../fixtures';

/*
 * The account tab's mobile application (AMPA PIN, pairing, unregister), deleting an account, and the
 * adverse-events page (spec part 1 §2, §4, §7, §8; issue 8).
 */

const client = { 'x-portal-client': '1' };
const SHOTS = '/tmp/shots-mobile';
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
function pesel(birthDate: string): string {
  const [y, m, d] = birthDate.split('-').map(Number);
  const ten = `${String(y % 100).padStart(2, '0')}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${random(3)}${(Number(random(1)) % 5) * 2}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

/** A fresh account registered through the API, its e-mail confirmed through the outbox link: safe to delete. */
async function freshAccount(request: APIRequestContext, outbox: () => Promise<OutboxItem[]>) {
  const email = `e2e.usun.${Date.now()}.${random(4)}@example.com`;
  const password = 'Zielony-Parasol#2026';
  const challenge = await request.get('/api/mpi/accounts/registration/challenge');
  const { challengeToken } = await challenge.json();
  // The server's anti-bot guard refuses a registration sent within 5 seconds of its challenge.
  await new Promise((r) => setTimeout(r, 5_500));
  const res = await request.post('/api/mpi/accounts', {
    headers: client,
    data: {
      account: {
        contactData: { email, phoneNumber: `+4850${random(7)}`, preferredCommunicationChannel: 'EMAIL' },
        credentials: { username: '', password },
        name: 'Ewa',
        lastName: 'Testowa',
        middleName: null,
        settings: { marketingMessagesConsent: false },
      },
      patient: {
        name: 'Ewa',
        lastName: 'Testowa',
        middleName: null,
        birthDate: '1980-02-03',
        gender: 'FEMALE',
        identity: { nationalIdentificationNumber: pesel('1980-02-03'), documentNumber: null, countryCode: 'PL' },
        address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '1', postalCode: '31-001' },
        attachments: [],
        foreigner: false,
      },
      patientRole: null,
      redirectContext: null,
      registerConsentsAccepted: true,
      challengeToken,
      captchaAnswer: TEST_CAPTCHA_ANSWER,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = (await outbox()).find((m) => m.channel === 'EMAIL' && m.recipient === email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  expect(token).toBeTruthy();
  expect((await request.put(`/api/mpi/accounts/confirmations/e-mail/${token}`, { headers: client })).status()).toBe(200);
  return { email, password };
}

const mobileSection = (page: Page) => page.getByRole('region', { name: 'Aplikacja mobilna' });

test.describe('account: mobile application, deletion, adverse events', () => {
  test('Anna registers the mobile app for Zofia: the PIN pairs a device through the API, then she unregisters it', async ({ page, signIn, checkA11y }) => {
    await signIn(page, 'anna');
    await page.goto('/account');
    const section = mobileSection(page);
    await expect(section.getByText('Zofia Kowalska')).toBeVisible();
    await section.getByRole('button', { name: /^(Zarejestruj aplikację mobilną|Wygeneruj nowy kod PIN aplikacji mobilnej): Zofia Kowalska$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Kod PIN aplikacji mobilnej: Zofia Kowalska' });
    const pin = ((await dialog.getByTestId('ampa-pin').textContent()) ?? '').trim();
    expect(pin).toMatch(/^\d{6}$/);
    await expect(dialog.getByText('Kod jest ważny przez 15 minut i można go użyć tylko raz.')).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/pin-modal.png` });

    // The mobile application pairs with the PIN and reads Zofia's data with its device token.
    const paired = await page.request.post('/api/mobile/pair', { headers: client, data: { login: 'anna.kowalska@example.com', pin, deviceName: 'Telefon Anny' } });
    expect(paired.status()).toBe(200);
    const { deviceToken, name } = await paired.json();
    expect(name).toBe('Zofia');
    const read = () => page.request.get('/api/mobile/patient', { headers: { authorization: `Bearer ${deviceToken}` } });
    expect((await read()).status()).toBe(200);

    await dialog.getByRole('button', { name: 'Gotowe' }).click();
    const zofiaRow = section.getByRole('listitem').filter({ hasText: 'Zofia Kowalska' });
    await expect(zofiaRow.getByText('Aplikacja zarejestrowana')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/account-tab.png`, fullPage: true });

    await zofiaRow.getByRole('button', { name: 'Wyrejestruj aplikację mobilną: Zofia Kowalska' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wyrejestruj' }).click();
    await expect(zofiaRow.getByText('Aplikacja niezarejestrowana')).toBeVisible();
    expect((await read()).status()).toBe(401);
  });

  test('a fresh account deletes itself with its password and cannot sign in again', async ({ page, checkA11y, outbox }) => {
    const me = await freshAccount(page.request, outbox);
    expect((await page.request.post('/api/mpi/accounts/login', { headers: client, data: { username: me.email, password: me.password } })).status()).toBe(200);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Usuń konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunięcie własnego konta' });
    await expect(dialog.getByText(/Usunięcie konta nie usuwa dokumentacji medycznej/)).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/delete-modal.png` });
    await dialog.getByLabel('Hasło do konta').fill('nie-to-haslo');
    await dialog.getByRole('button', { name: 'Usuń konto' }).click();
    await expect(dialog.getByText('Podane hasło jest niepoprawne.')).toBeVisible();
    await dialog.getByLabel('Hasło do konta').fill(me.password);
    await dialog.getByRole('button', { name: 'Usuń konto' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Konto zostało usunięte')).toBeVisible();
    const again = await page.request.post('/api/mpi/accounts/login', { headers: client, data: { username: me.email, password: me.password } });
    expect(again.status()).toBe(401);
    expect((await outbox()).some((m) => m.recipient === me.email && m.subject === 'Konto w Portalu Pacjenta zostało usunięte')).toBe(true);
  });

  test('adverse events opens the configured external form in a new window', async ({ page, context, signIn, checkA11y }) => {
    // The external site is never loaded: the new window's request is answered here.
    await context.route('https://smz.ezdrowie.gov.pl/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>URPL</title>' }));
    await signIn(page, 'anna');
    await page.goto('/main');
    await page.getByRole('link', { name: 'Działania niepożądane' }).first().click();
    await expect(page).toHaveURL(/\/adverseevents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zgłoś działanie niepożądane' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `${SHOTS}/adverse-events.png`, fullPage: true });
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Otwórz formularz zgłoszenia/ }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://smz.ezdrowie.gov.pl/');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the account tab with the mobile and delete sections, and the adverse-events page, fit the screen', async ({ page, signIn, checkA11y }) => {
      await signIn(page, 'anna');
      await page.goto('/account');
      await expect(mobileSection(page).getByText('Zofia Kowalska')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Usuń konto' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await checkA11y(page);
      await page.screenshot({ path: `${SHOTS}/account-tab-390.png`, fullPage: true });
      await page.goto('/adverseevents');
      await expect(page.getByRole('link', { name: /Otwórz formularz zgłoszenia/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/adverse-events-390.png`, fullPage: true });
    });
  });
});
