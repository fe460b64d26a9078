import type { Page } from '@playwright/test';
import { expect, test, TEST_CAPTCHA_ANSWER, type OutboxItem } from '../fixtures';

/*
 * The contact part of the account tab (spec part 1 §2, §4 "E-mail or phone change", §8) on a fresh
 * account registered through the API, so no other spec's demo account changes: a new e-mail waits for
 * the link sent to it, a new phone for its SMS code.
 */

const MIN_FILL_MS = 5_000;
const CLIENT = { 'x-portal-client': '1' };
const PASSWORD = 'Zielony-Parasol#2026';
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

/** A valid PESEL of a woman born on 1990-05-17, with a random serial. */
function pesel(): string {
  const ten = `900517${random(3)}${(Number(random(1)) % 5) * 2}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

async function newest(outbox: () => Promise<OutboxItem[]>, channel: 'EMAIL' | 'SMS', recipient: string): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      found = (await outbox()).find((m) => m.channel === channel && m.recipient.toLowerCase() === recipient.toLowerCase());
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
const linkIn = (body: string) => /(https?:\/\/\S+\/confirm\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

/** GET the registration challenge: the server's 5-second guard starts now. */
async function startRegistration(page: Page) {
  const res = await page.request.get('/api/mpi/accounts/registration/challenge');
  expect(res.status()).toBe(200);
  return { token: ((await res.json()) as { challengeToken: string }).challengeToken, issuedAt: Date.now() };
}

/** Registers a person with e-mail and phone once the guard allows, and confirms the e-mail from the outbox. */
async function finishRegistration(page: Page, outbox: () => Promise<OutboxItem[]>, challenge: { token: string; issuedAt: number }) {
  const person = { email: `e2e.kontakt.${Date.now()}.${random(4)}@example.com`, phone: `4850${random(7)}` };
  const wait = challenge.issuedAt + MIN_FILL_MS + 300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const res = await page.request.post('/api/mpi/accounts', {
    headers: CLIENT,
    data: {
      account: {
        contactData: { email: person.email, phoneNumber: person.phone, preferredCommunicationChannel: 'EMAIL' },
        credentials: { username: '', password: PASSWORD },
        name: 'Ewa',
        lastName: 'Kontaktowa',
        middleName: null,
        settings: { marketingMessagesConsent: false },
      },
      patient: {
        name: 'Ewa',
        lastName: 'Kontaktowa',
        middleName: null,
        birthDate: '1990-05-17',
        gender: 'FEMALE',
        identity: { nationalIdentificationNumber: pesel(), documentNumber: null, countryCode: 'PL' },
        address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Wiślna', houseNumber: '5', postalCode: '31-007' },
        attachments: [],
        foreigner: false,
      },
      patientRole: null,
      redirectContext: null,
      registerConsentsAccepted: true,
      challengeToken: challenge.token,
      captchaAnswer: TEST_CAPTCHA_ANSWER,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = /token=([A-Za-z0-9_-]+)/.exec((await newest(outbox, 'EMAIL', person.email)).body)?.[1];
  expect((await page.request.put(`/api/mpi/accounts/confirmations/e-mail/${token}`, { headers: CLIENT })).status()).toBe(200);
  const login = await page.request.post('/api/mpi/accounts/login', { headers: CLIENT, data: { username: person.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return person;
}

const contact = (page: Page) => page.getByRole('region', { name: /Ewa Kontaktowa|Anna Kowalska/ });

test.describe('account contact data', () => {
  // The fresh account's registration waits out the server's 5-second guard (used to check Anna's page).
  test.describe.configure({ timeout: 60_000 });

  test('a new e-mail is confirmed by the link sent to it, a new phone by the SMS code', async ({ page, signIn, checkA11y, outbox }) => {
    const challenge = await startRegistration(page);

    // Meanwhile, Anna's account tab on a 390 px phone, read only.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'anna');
    await page.goto('/account');
    await expect(contact(page).getByText('anna.kowalska@example.com', { exact: true })).toBeVisible();
    await expect(contact(page).getByRole('button', { name: 'Zmień numer telefonu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('account-390.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    const person = await finishRegistration(page, outbox, challenge);
    await page.goto('/account');
    const section = contact(page);
    await expect(section.getByText(person.email, { exact: true })).toBeVisible();

    // The e-mail: the new address waits for its link; the old one stays until then.
    const newEmail = `e2e.nowy.${Date.now()}.${random(4)}@example.com`;
    await section.getByRole('button', { name: 'Edytuj dane konta' }).click();
    const edit = page.getByRole('dialog', { name: 'Edycja danych konta' });
    await checkA11y(page);
    await edit.getByRole('textbox', { name: /Adres e-mail/ }).fill(newEmail);
    await edit.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Dane zostały poprawnie zapisane')).toBeVisible();
    await expect(page.getByText(/Zmiana adresu zacznie obowiązywać po kliknięciu linku/)).toBeVisible();
    await expect(section.getByTestId('pending-email')).toContainText(newEmail);
    await expect(section.getByText(person.email, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('account-pending-email.png'), fullPage: true });

    await page.goto(linkIn((await newest(outbox, 'EMAIL', newEmail)).body));
    await expect(page.getByRole('heading', { name: 'Adres e-mail został potwierdzony' })).toBeVisible();
    await page.goto('/account');
    await expect(section.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(section.getByTestId('pending-email')).toHaveCount(0);

    // The phone: the current number is refused; a new one gets the SMS code, which confirms it.
    await section.getByRole('button', { name: 'Zmień numer telefonu' }).click();
    const phone = page.getByRole('dialog', { name: 'Zmiana numeru telefonu' });
    await phone.getByRole('textbox', { name: /Nowy numer telefonu/ }).fill(person.phone);
    await phone.getByRole('button', { name: 'Wyślij kod SMS' }).click();
    await expect(page.getByText('Podany numer telefonu jest numerem aktualnym')).toBeVisible();
    const newPhone = `4851${random(7)}`;
    await phone.getByRole('textbox', { name: /Nowy numer telefonu/ }).fill(newPhone);
    await phone.getByRole('button', { name: 'Wyślij kod SMS' }).click();
    await expect(page.getByText('Wysłano wiadomość SMS z kodem potwierdzającym')).toBeVisible();
    const code = page.getByRole('dialog', { name: 'Potwierdzenie numeru telefonu' });
    await expect(code).toContainText(`+${newPhone}`);
    await checkA11y(page);
    await code.getByRole('textbox', { name: /Kod z SMS/ }).fill(codeIn((await newest(outbox, 'SMS', `+${newPhone}`)).body));
    await code.getByRole('button', { name: 'Potwierdź' }).click();
    await expect(page.getByText('Numer telefonu został potwierdzony')).toBeVisible();
    await expect(section.getByText(`+${newPhone}`, { exact: true })).toBeVisible();
    await expect(section.getByTestId('pending-phone')).toHaveCount(0);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('account-desktop.png'), fullPage: true });
  });
});
