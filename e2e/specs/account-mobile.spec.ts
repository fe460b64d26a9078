import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The account tab's mobile application (AMPA PIN, pairing, unregister), deleting an account, and the
 * adverse-events page (spec part 1 §2, §4, §7, §8; issue 8).
 */

const client = { 'x-portal-client': '1' };
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
    await page.screenshot({ path: test.info().outputPath('pin-modal.png') });

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
    await page.screenshot({ path: test.info().outputPath('account-tab.png'), fullPage: true });

    await zofiaRow.getByRole('button', { name: 'Wyrejestruj aplikację mobilną: Zofia Kowalska' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wyrejestruj' }).click();
    await expect(zofiaRow.getByText('Aplikacja niezarejestrowana')).toBeVisible();
    expect((await read()).status()).toBe(401);
  });

  test('a fresh account deletes itself with its password and cannot sign in again', async ({ page, checkA11y, outbox, freshAccount }) => {
    const me = await freshAccount(page);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Usuń konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunięcie własnego konta' });
    await expect(dialog.getByText(/Usunięcie konta nie usuwa dokumentacji medycznej/)).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('delete-modal.png') });
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

  test("a top-bar link to the provider's other application hands the session over in the ssotoken cookie", async ({ page, signIn }) => {
    await signIn(page, 'anna');
    await page.goto('/account');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /^Inna aplikacja/ }).click();
    const other = await popup;
    // The stand-in application redeems the one-time token from the cookie and names who it signed in.
    await expect(other.getByTestId('sso-user')).toContainText('anna.kowalska@example.com');
    await other.close();
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
    await page.screenshot({ path: test.info().outputPath('adverse-events.png'), fullPage: true });
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
      await page.screenshot({ path: test.info().outputPath('account-tab-390.png'), fullPage: true });
      await page.goto('/adverseevents');
      await expect(page.getByRole('link', { name: /Otwórz formularz zgłoszenia/ })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('adverse-events-390.png'), fullPage: true });
    });
  });
});
