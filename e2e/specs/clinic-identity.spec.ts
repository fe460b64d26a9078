import type { Page } from '@playwright/test';
import { expect, TEST_CAPTCHA_ANSWER, test } from '../fixtures';

/*
 * The clinic confirms an identity: a person registers through /registration with a document scan
 * (REQUESTED), the registrar finds her in the identity queue, looks at the scan and confirms; the
 * person then signs in AUTHORIZED and reaches her own record. Then Anna sees in her access log that the
 * registrar opened her card. Two browser contexts: the person's (or Anna's) and the registrar's.
 */

/** The demo registrar the staff module seeds (README "Demo accounts"). */
const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026', name: 'Magdalena Wójcik' };
const PASSWORD = 'Zielony-Parasol#2026';
const MIN_FILL_MS = 5_000;
const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
/** A genuine 1×1 PNG: the server sniffs the bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** n random lower-case letters (a unique part of a name, which keeps letters only). */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A foreigner registers with a passport scan through the form; answers the e-mail she used. */
async function registerWithDocument(page: Page, lastName: string): Promise<string> {
  const email = `e2e.identity.${Date.now()}.${random(4)}@example.com`;
  await page.goto('/registration');
  await expect(page.getByRole('img', { name: /Obrazek z równaniem/ })).toBeVisible();
  const openedAt = Date.now();
  const account = page.getByRole('region', { name: 'Dane konta', exact: true });
  await account.getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await account.getByRole('textbox', { name: 'Hasło', exact: true }).fill(PASSWORD);
  await account.getByRole('textbox', { name: 'Powtórz hasło' }).fill(PASSWORD);
  await account.getByRole('textbox', { name: 'Numer telefonu' }).fill(`4850${random(7)}`);
  const patient = page.getByRole('region', { name: 'Dane pacjenta', exact: true });
  await patient.getByRole('switch', { name: 'Nie mam numeru PESEL (cudzoziemiec)' }).check();
  await patient.getByRole('textbox', { name: 'Numer dokumentu tożsamości' }).fill(`FP${random(7)}`);
  await patient.getByRole('combobox', { name: 'Kraj wydania dokumentu' }).click();
  await page.getByRole('option', { name: 'Ukraina', exact: true }).click();
  await patient.getByRole('textbox', { name: 'Imię', exact: true }).fill('Olena');
  await patient.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill(lastName);
  await patient.getByRole('textbox', { name: 'Data urodzenia' }).fill('12-04-1990');
  await patient.getByRole('combobox', { name: 'Płeć' }).click();
  await page.getByRole('option', { name: 'Kobieta' }).click();
  await patient.getByRole('textbox', { name: 'Miejscowość' }).fill('Kraków');
  const chooser = page.waitForEvent('filechooser');
  await patient.getByRole('button', { name: 'Dodaj pliki' }).click();
  await (await chooser).setFiles({ name: 'paszport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('checkbox', { name: /Oświadczam, że zapoznałem/ }).check();
  await page.getByRole('textbox', { name: 'Wynik równania z obrazka' }).fill(TEST_CAPTCHA_ANSWER);
  const wait = openedAt + MIN_FILL_MS + 500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prośba o założenie konta została wysłana' })).toBeVisible();
  return email;
}

test.describe('clinic: identity confirmation and the access log', () => {
  test('a person registered with a document is confirmed by the registrar and signs in AUTHORIZED', async ({ page, browser, serverUrl, clinicSignIn, outbox }) => {
    // Names keep letters only: a unique suffix of letters, not digits.
    const lastName = `Tożsamość${letters(5)}`;
    const email = await registerWithDocument(page, lastName);
    // She confirms her e-mail address with the link from the outbox.
    let link: string | undefined;
    await expect
      .poll(async () => (link = (await outbox()).find((m) => m.channel === 'EMAIL' && m.recipient === email)?.body.match(/\/confirm\?token=[A-Za-z0-9_-]+/)?.[0]))
      .toBeTruthy();
    await page.goto(link!);

    const clinic = await browser.newContext({ baseURL: serverUrl });
    const desk = await clinic.newPage();
    try {
      await clinicSignIn(desk, REGISTRAR.login, REGISTRAR.password);
      await desk.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Tożsamości do potwierdzenia' }).click();
      await expect(desk.getByRole('heading', { level: 1, name: 'Tożsamości do potwierdzenia' })).toBeVisible();
      await desk.getByRole('link', { name: `Sprawdź: ${lastName} Olena` }).click();

      // The review: the scan itself is shown, read from the audited attachment route.
      await expect(desk.getByRole('heading', { level: 1, name: `Sprawdzenie tożsamości: Olena ${lastName}` })).toBeVisible();
      const scan = desk.getByRole('img', { name: 'Skan dokumentu: paszport.png' });
      await expect(scan).toBeVisible();
      expect(await scan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await desk.getByRole('button', { name: 'Potwierdź tożsamość' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Potwierdzić tożsamość?' });
      await dialog.getByRole('button', { name: 'Potwierdź tożsamość' }).click();
      await expect(desk.getByText('Tożsamość potwierdzona.')).toBeVisible();
      await expect(desk).toHaveURL(/\/clinic\/identities$/);
      await expect(desk.getByRole('link', { name: `Sprawdź: ${lastName} Olena` })).toHaveCount(0);
    } finally {
      await clinic.close();
    }

    // The e-mail, then her sign-in: AUTHORIZED, her own record reachable.
    await expect.poll(async () => (await outbox()).some((m) => m.recipient === email && m.subject === 'Twoja tożsamość została potwierdzona')).toBe(true);
    const login = await page.request.post('/api/mpi/accounts/login', { headers: { 'x-portal-client': '1' }, data: { username: email, password: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    expect((await login.json()).type).toBe('AUTHORIZED');
    await page.goto('/account/mydata');
    await expect(page.getByText(`Olena ${lastName}`)).toBeVisible();
    await page.goto('/account');
    await expect(page.getByTestId('authorisation-block')).toHaveCount(0);
  });

  test('Anna sees the registrar in her access log after the registrar opened her card', async ({ page, browser, serverUrl, clinicSignIn, signIn }) => {
    const clinic = await browser.newContext({ baseURL: serverUrl });
    const desk = await clinic.newPage();
    try {
      await clinicSignIn(desk, REGISTRAR.login, REGISTRAR.password);
      await desk.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Pacjenci' }).click();
      await expect(desk.getByRole('heading', { level: 1, name: 'Pacjenci' })).toBeVisible();
      await desk.getByRole('searchbox', { name: 'Szukaj pacjenta' }).fill('kowalska an');
      await desk.getByRole('button', { name: 'Szukaj' }).click();
      await expect(desk.getByRole('table', { name: 'Wyniki wyszukiwania' })).toBeVisible();
      await desk.getByRole('link', { name: 'Kowalska Anna' }).click();
      await expect(desk.getByRole('heading', { level: 1, name: 'Anna Kowalska' })).toBeVisible();
      await expect(desk.getByRole('region', { name: 'Tożsamość' })).toContainText('Potwierdzona');
    } finally {
      await clinic.close();
    }

    await signIn(page, 'anna');
    await page.goto('/account');
    const log = page.getByRole('region', { name: 'Kto przeglądał moje dane' });
    await expect(log).toContainText(REGISTRAR.name);
    await expect(log).toContainText('Karta pacjenta');
    await expect(log).toContainText('Anna Kowalska');
  });
});
