import type { APIRequestContext, Page } from '@playwright/test';
import { expect, TEST_CAPTCHA_ANSWER, test, type OutboxItem } from '../fixtures';

/*
 * New profiles and my data (spec part 1 §2 /account/registration?patientRole, /account/mydata): a fresh
 * account — registered through the API, so the demo people stay as they are for other specs — adds a
 * child through the form, finds the child in the allergies' patient picker and adds an allergy for
 * them, then changes its own address.
 */

const PASSWORD = 'Zielony-Parasol#2026';
/** The server refuses a registration sent sooner than 5 s after its challenge (a bot guard). */
const MIN_FILL_MS = 5_000;
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
const headers = { 'x-portal-client': '1' };

/** A valid PESEL of a birth date (YYYY-MM-DD) and sex, with a random serial. */
function pesel(birthDate: string, gender: 'MALE' | 'FEMALE'): string {
  const [y, m, d] = birthDate.split('-').map(Number);
  const month = m + (y >= 2000 ? 20 : 0);
  const sexDigit = (Number(random(1)) % 5) * 2 + (gender === 'MALE' ? 1 : 0);
  const ten = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${random(3)}${sexDigit}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

/** A birth date `years` ago (the child's age in whole years), as YYYY-MM-DD. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years, d.getMonth(), Math.max(1, d.getDate() - 3));
  return d.toISOString().slice(0, 10);
}

/** Registers an account of its own patient through the API (as the registration form does) and signs in with it in the page's context. */
async function registerAndSignIn(page: Page, request: APIRequestContext, outbox: () => Promise<OutboxItem[]>) {
  const email = `e2e.profiles.${Date.now()}.${random(4)}@example.com`;
  const phone = `4850${random(7)}`;
  const challenge = await (await request.get('/api/mpi/accounts/registration/challenge', { headers })).json();
  // The server's bot guard: a registration sent sooner than 5 s after its challenge is refused.
  await page.waitForTimeout(MIN_FILL_MS + 300);
  const res = await request.post('/api/mpi/accounts', {
    headers,
    data: {
      account: {
        contactData: { email, phoneNumber: phone, preferredCommunicationChannel: 'EMAIL' },
        credentials: { username: null, password: PASSWORD },
        name: 'Marta',
        lastName: 'Profilowa',
        middleName: null,
        settings: { marketingMessagesConsent: false },
      },
      patient: {
        name: 'Marta',
        lastName: 'Profilowa',
        middleName: null,
        birthDate: '1988-04-12',
        gender: 'FEMALE',
        identity: { nationalIdentificationNumber: pesel('1988-04-12', 'FEMALE'), documentNumber: null, countryCode: 'PL' },
        address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '5', postalCode: '31-147' },
        attachments: [],
        foreigner: false,
      },
      patientRole: null,
      challengeToken: challenge.challengeToken,
      captchaAnswer: TEST_CAPTCHA_ANSWER,
      phoneNumberRepeat: phone,
      registerConsentsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).result).toBe('REGISTERED');
  // Sign-in waits for the e-mail address: its link's token, from the outbox.
  const mail = (await outbox()).find((m) => m.channel === 'EMAIL' && m.recipient === email);
  const token = /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  expect(token, 'the confirmation link').toBeTruthy();
  const confirmed = await request.put(`/api/mpi/accounts/confirmations/e-mail/${token}`, { headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const login = await page.request.post('/api/mpi/accounts/login', { data: { username: email, password: PASSWORD }, headers });
  expect(login.status(), `sign-in of the fresh account: ${await login.text()}`).toBe(200);
}

async function addChild(page: Page, checkA11y: (page: Page) => Promise<void>, shot: string) {
  await page.goto('/account/child');
  await expect(page.getByText('Nie dodano jeszcze profilu dziecka.')).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj dziecko' }).click();
  await expect(page).toHaveURL(/\/account\/registration\?patientRole=CHILD$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Dodaj dziecko' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Dane dziecka' });
  const birthDate = yearsAgo(7);
  await form.getByRole('textbox', { name: 'PESEL' }).fill(pesel(birthDate, 'MALE'));
  await expect(form.getByRole('combobox', { name: 'Płeć' })).toHaveValue('Mężczyzna');
  await form.getByRole('textbox', { name: 'Imię', exact: true }).fill('Kuba');
  await form.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill('Profilowy');
  await form.getByRole('textbox', { name: 'Miejscowość' }).fill('Kraków');
  await checkA11y(page);
  await page.screenshot({ path: `/tmp/shots-profiles/${shot}-child-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Dodaj dziecko' }).click();
  await expect(page.getByText('Dodano profil dziecka')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/child$/);
  await expect(page.getByText('Kuba Profilowy')).toBeVisible();
  await checkA11y(page);
  await page.screenshot({ path: `/tmp/shots-profiles/${shot}-children.png`, fullPage: true });
}

test.describe('account profiles', () => {
  test('a fresh account adds a child, picks the child on /allergies and adds an allergy; edits its address', async ({ page, request, checkA11y, outbox }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerAndSignIn(page, request, outbox);
    await addChild(page, checkA11y, 'desktop');

    // The picker offers the child at once; an allergy for the child.
    await page.goto('/allergies');
    const picker = page.getByRole('combobox', { name: 'Pacjent' });
    await expect(picker).toHaveValue('Marta Profilowa');
    await picker.click();
    await page.getByRole('option', { name: 'Kuba Profilowy (dziecko)', exact: true }).click();
    await expect(page).toHaveURL(/\/allergies\?patientId=\d+$/);
    const childId = new URL(page.url()).searchParams.get('patientId');
    await expect(page.getByText('Nie masz jeszcze zapisanych alergii.')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Dodaj alergię' }).click();
    await page.getByRole('combobox', { name: /Rodzaj uczulenia/ }).click();
    await page.getByRole('option', { name: 'Pokarmy', exact: true }).click();
    await page.getByRole('combobox', { name: /Nazwa uczulenia/ }).fill('trusk');
    await page.getByRole('option', { name: 'Truskawki', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Pokarmowe' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Truskawki' })).toBeVisible();
    // Saved on the child's record.
    await expect(page).toHaveURL(new RegExp(`/allergy/${childId}/\\d+$`));

    // My data: the confirmed identity is read-only, the address changes.
    await page.goto('/account/mydata');
    await expect(page.getByText('Marta Profilowa')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Zmień dane' }).click();
    const form = page.getByRole('form', { name: 'Zmień dane' });
    await expect(form.getByRole('textbox', { name: /^PESEL/ })).toHaveAttribute('readonly', '');
    const city = form.getByRole('textbox', { name: /^Miejscowość/ });
    await city.fill('Tarnów');
    await form.getByRole('textbox', { name: 'Kod pocztowy' }).fill('33-100');
    await checkA11y(page);
    await page.screenshot({ path: '/tmp/shots-profiles/desktop-mydata-edit.png', fullPage: true });
    await form.getByRole('button', { name: 'Zapisz dane' }).click();
    await expect(page.getByText('Dane zostały poprawnie zapisane')).toBeVisible();
    await expect(page.getByText('ul. Długa 5 33-100 Tarnów')).toBeVisible();
    const me = await (await page.request.get('/api/mpi/accounts/mpi-user/patients/me')).json();
    expect(me.address).toMatchObject({ city: 'Tarnów', postalCode: '33-100' });
    await page.screenshot({ path: '/tmp/shots-profiles/desktop-mydata.png', fullPage: true });
  });

  test('on a phone: the child form and my data fit the screen', async ({ page, request, checkA11y, outbox }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await registerAndSignIn(page, request, outbox);
    await addChild(page, checkA11y, 'phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/account/mydata');
    await page.getByRole('button', { name: 'Zmień dane' }).click();
    await expect(page.getByRole('form', { name: 'Zmień dane' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await page.screenshot({ path: '/tmp/shots-profiles/phone-mydata-edit.png', fullPage: true });
  });
});
