import type { Locator, Page } from '@playwright/test';
import { expect, peselFor, TEST_CAPTCHA_ANSWER, test, type OutboxItem } from '../fixtures';

/*
 * Self-registration through the real server, its captcha, mail and SMS (spec part 1 §2, §4, §5, §8): for
 * me, and for a ward and a child. The e2e server fixes the captcha's answer (TEST_CAPTCHA_ANSWER);
 * everything else — the image, single use, the 5-second guard — works as in production. The captcha's
 * failures, the warnings (an existing patient, a taken e-mail, a breached password) and the form's rules
 * are the component tests' (registration/components) and the API tests' (modules/registration); the
 * foreigner's document is the clinic-identity spec's hand-off.
 */

const PASSWORD = 'Zielony-Parasol#2026';
/** The server refuses a form sent sooner than this after its captcha image (domain REGISTRATION_MIN_FILL_MS). */
const MIN_FILL_MS = 5_000;
const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

interface Person {
  email: string;
  /** Digits as typed: country code first. */
  phone: string;
}
const newPerson = (): Person => ({ email: `e2e.${Date.now()}.${random(4)}@example.com`, phone: `4850${random(7)}` });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const main = (page: Page) => page.getByRole('main');

/** Opens a registration page; answers when the captcha arrived, which starts the 5-second clock. */
async function openForm(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('img', { name: /Obrazek z równaniem/ })).toBeVisible();
  return Date.now();
}

async function fillAccount(page: Page, who: Person, opts: { channel?: 'SMS' | 'E-mail'; names?: [string, string] } = {}) {
  const account = page.getByRole('region', { name: /^Dane (konta|opiekuna|rodzica)$/ });
  if (opts.names) {
    await account.getByRole('textbox', { name: 'Imię', exact: true }).fill(opts.names[0]);
    await account.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill(opts.names[1]);
  }
  await account.getByRole('textbox', { name: 'Adres e-mail' }).fill(who.email);
  await account.getByRole('textbox', { name: 'Hasło', exact: true }).fill(PASSWORD);
  await account.getByRole('textbox', { name: 'Powtórz hasło' }).fill(PASSWORD);
  await account.getByRole('textbox', { name: 'Numer telefonu' }).fill(who.phone);
  if (opts.channel) await account.getByRole('radio', { name: opts.channel, exact: true }).check();
}

async function fillPatient(patient: Locator, data: { pesel: string; name: string; lastName: string }) {
  await patient.getByRole('textbox', { name: 'PESEL' }).fill(data.pesel);
  await patient.getByRole('textbox', { name: 'Imię', exact: true }).fill(data.name);
  await patient.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill(data.lastName);
  await patient.getByRole('textbox', { name: 'Miejscowość' }).fill('Kraków');
}

/** Accepts the terms, answers the captcha and sends the form once the server's 5 seconds since `openedAt` have passed. */
async function acceptAndSubmit(page: Page, openedAt: number) {
  await page.getByRole('checkbox', { name: /Oświadczam, że zapoznałem/ }).check();
  await page.getByRole('textbox', { name: 'Wynik równania z obrazka' }).fill(TEST_CAPTCHA_ANSWER);
  const wait = openedAt + MIN_FILL_MS + 500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
}

async function smsTo(outbox: () => Promise<OutboxItem[]>, digits: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = (await outbox()).find((m) => m.channel === 'SMS' && m.recipient === `+${digits}`);
      code = sms?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

test('registration for me: the summary, the SMS code confirms the phone, then sign-in keeps the context', async ({ page, checkA11y, outbox }) => {
  const me = newPerson();
  const openedAt = await openForm(page, '/registration?service=12&orgUnit=3');
  await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeVisible();
  await fillAccount(page, me, { channel: 'SMS' });
  const patient = section(page, 'Dane pacjenta');
  await fillPatient(patient, { pesel: peselFor('1990-05-17', 'FEMALE'), name: 'Zofia', lastName: "O'Brien-Wójcik" });
  // Birth date and sex come from the PESEL.
  await expect(patient.getByRole('textbox', { name: 'Data urodzenia' })).toHaveValue('17-05-1990');
  await expect(patient.getByRole('combobox', { name: 'Płeć' })).toHaveValue('Kobieta');
  await acceptAndSubmit(page, openedAt);

  await expect(page.getByRole('heading', { level: 1, name: 'Konto zostało założone' })).toBeVisible();
  await expect(main(page)).toContainText('Nowy pacjent został zarejestrowany');
  await expect(main(page)).toContainText(`Twój login: ${me.email}`);
  await expect(page).toHaveURL(/[?&]result=REGISTERED/);
  await expect(page).toHaveURL(/[?&]service=12/);
  // The confirmation link of the e-mail carries the booking context.
  const mail = (await outbox()).find((m) => m.channel === 'EMAIL' && m.recipient === me.email);
  expect(mail?.body).toMatch(/\/confirm\?token=[A-Za-z0-9_-]+&service=12&orgUnit=3/);

  await page.getByRole('textbox', { name: 'Kod z SMS' }).fill(await smsTo(outbox, me.phone));
  await page.getByRole('button', { name: 'Potwierdź numer' }).click();
  await expect(main(page).getByText('Numer telefonu został potwierdzony')).toBeVisible();
  // The summary's states need a registration just made: the sweep cannot open them.
  await checkA11y(page);

  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(page).toHaveURL(/\/login\?service=12&orgUnit=3$/);
  await page.getByLabel('Nazwa użytkownika').fill(me.email);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page).toHaveURL(/[?&]service=12/);
});

test('registration for a ward and for a child: the guardian account and the profile', async ({ page }) => {
  const wardOpenedAt = await openForm(page, '/registrationward');
  // The child's form waits in a second tab, its 5-second guard running while the ward's is filled.
  const childPage = await page.context().newPage();
  const childOpenedAt = await openForm(childPage, '/registrationchild');

  await page.bringToFront();
  await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto dla podopiecznego' })).toBeVisible();
  await fillAccount(page, newPerson(), { names: ['Jan', 'Wójcik'] });
  await fillPatient(section(page, 'Dane podopiecznego'), { pesel: peselFor('1932-11-30', 'FEMALE'), name: 'Helena', lastName: 'Wójcik' });
  await acceptAndSubmit(page, wardOpenedAt);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil podopiecznego został dodany' })).toBeVisible();
  await expect(main(page)).toContainText('dodaliśmy do niego profil podopiecznego');

  await childPage.bringToFront();
  await expect(childPage.getByRole('heading', { level: 1, name: 'Załóż konto dla dziecka' })).toBeVisible();
  await fillAccount(childPage, newPerson(), { names: ['Ewa', 'Nowak'] });
  const child = section(childPage, 'Dane dziecka');
  await fillPatient(child, { pesel: peselFor('2019-09-30', 'MALE'), name: 'Staś', lastName: 'Nowak' });
  await expect(child.getByRole('textbox', { name: 'Data urodzenia' })).toHaveValue('30-09-2019');
  await acceptAndSubmit(childPage, childOpenedAt);
  await expect(childPage.getByRole('heading', { level: 1, name: 'Profil dziecka został dodany' })).toBeVisible();
});
