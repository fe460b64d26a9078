import type { Locator, Page } from '@playwright/test';
import { expect, TEST_CAPTCHA_ANSWER, test, type OutboxItem } from '../fixtures';

/*
 * Self-registration for me, for a ward and for a child (spec part 1 §2, §4, §5, §8). The e2e server
 * fixes the captcha's answer (TEST_CAPTCHA_ANSWER); everything else — the image, single use, the
 * 5-second guard — works as in production.
 */

const PASSWORD = 'Zielony-Parasol#2026';
const MIN_FILL_MS = 5_000;
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

/** A valid PESEL of a birth date (YYYY-MM-DD) and sex, with a random serial. */
function pesel(birthDate: string, gender: 'MALE' | 'FEMALE'): string {
  const [y, m, d] = birthDate.split('-').map(Number);
  const month = m + (y >= 2000 ? 20 : 0);
  const sexDigit = Number(random(1)) % 5 * 2 + (gender === 'MALE' ? 1 : 0);
  const ten = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${random(3)}${sexDigit}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

interface Person {
  email: string;
  /** Digits as typed: country code first. */
  phone: string;
  pesel: string;
}
const newPerson = (birthDate = '1990-05-17', gender: 'MALE' | 'FEMALE' = 'FEMALE'): Person => ({
  email: `e2e.${Date.now()}.${random(4)}@example.com`,
  phone: `4850${random(7)}`,
  pesel: pesel(birthDate, gender),
});

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

async function fillPatient(patient: Locator, data: { pesel: string; name: string; lastName: string; city?: string }) {
  await patient.getByRole('textbox', { name: 'PESEL' }).fill(data.pesel);
  await patient.getByRole('textbox', { name: 'Imię', exact: true }).fill(data.name);
  await patient.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill(data.lastName);
  await patient.getByRole('textbox', { name: 'Miejscowość' }).fill(data.city ?? 'Kraków');
}

async function acceptAndAnswer(page: Page, answer = TEST_CAPTCHA_ANSWER) {
  await page.getByRole('checkbox', { name: /Oświadczam, że zapoznałem/ }).check();
  await page.getByRole('textbox', { name: 'Wynik równania z obrazka' }).fill(answer);
}

/** Sends the form once the server's 5 seconds since `openedAt` have passed. */
async function submitAfterGuard(page: Page, openedAt: number) {
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

test.describe('registration', () => {
  // Each submit waits out the server's 5-second guard.
  test.describe.configure({ timeout: 90_000 });

  test('for me: the summary, the SMS code confirms the phone, then sign-in keeps the context', async ({ page, checkA11y, outbox }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const me = newPerson('1990-05-17', 'FEMALE');
    const openedAt = await openForm(page, '/registration?service=12&orgUnit=3');
    await expect(page).toHaveTitle('Załóż konto - Portal Pacjenta');
    await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeVisible();
    await checkA11y(page);

    await fillAccount(page, me, { channel: 'SMS' });
    const patient = section(page, 'Dane pacjenta');
    await fillPatient(patient, { pesel: me.pesel, name: 'Zofia', lastName: "O'Brien-Wójcik" });
    // Birth date and sex come from the PESEL; the names keep only what a name may hold.
    await expect(patient.getByRole('textbox', { name: 'Data urodzenia' })).toHaveValue('17-05-1990');
    await expect(patient.getByRole('combobox', { name: 'Płeć' })).toHaveValue('Kobieta');
    await patient.getByRole('textbox', { name: 'Drugie imię' }).pressSequentially('Ann4');
    await expect(patient.getByRole('textbox', { name: 'Drugie imię' })).toHaveValue('Ann');
    await expect(page.getByText(/^Siła hasła: /)).toBeVisible();
    await acceptAndAnswer(page);
    await page.screenshot({ path: '/tmp/shots-h1/registration-filled.png', fullPage: true });
    await submitAfterGuard(page, openedAt);

    await expect(page.getByRole('heading', { level: 1, name: 'Konto zostało założone' })).toBeVisible();
    await expect(main(page)).toContainText('Nowy pacjent został zarejestrowany');
    await expect(main(page)).toContainText(`Twój login: ${me.email}`);
    await expect(main(page)).toContainText('Kliknij link w wiadomości');
    await expect(page).toHaveURL(/[?&]result=REGISTERED/);
    await expect(page).toHaveURL(/[?&]service=12/);
    await checkA11y(page);
    await page.screenshot({ path: '/tmp/shots-h1/registration-summary.png', fullPage: true });

    // The confirmation link carries the booking context.
    const mail = (await outbox()).find((m) => m.channel === 'EMAIL' && m.recipient === me.email);
    expect(mail?.body).toMatch(/\/confirm\?token=[A-Za-z0-9_-]+&service=12&orgUnit=3/);

    const code = await smsTo(outbox, me.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Kod z SMS' }).fill(wrong);
    await page.getByRole('button', { name: 'Potwierdź numer' }).click();
    await expect(main(page).getByText('Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Kod z SMS' }).fill(code);
    await page.getByRole('button', { name: 'Potwierdź numer' }).click();
    await expect(main(page).getByText('Numer telefonu został potwierdzony')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await expect(page).toHaveURL(/\/login\?service=12&orgUnit=3$/);
    await page.getByLabel('Nazwa użytkownika').fill(me.email);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('for a ward and for a child: the guardian account and the profile', async ({ page, checkA11y }) => {
    const guardian = newPerson('1961-02-03', 'MALE');
    let openedAt = await openForm(page, '/registrationward');
    await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto dla podopiecznego' })).toBeVisible();
    await expect(section(page, 'Dane opiekuna')).toBeVisible();
    await checkA11y(page);
    await fillAccount(page, guardian, { names: ['Jan', 'Wójcik'] });
    await fillPatient(section(page, 'Dane podopiecznego'), { pesel: pesel('1932-11-30', 'FEMALE'), name: 'Helena', lastName: 'Wójcik' });
    await acceptAndAnswer(page);
    await submitAfterGuard(page, openedAt);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil podopiecznego został dodany' })).toBeVisible();
    await expect(main(page)).toContainText('dodaliśmy do niego profil podopiecznego');
    await checkA11y(page);

    const parent = newPerson('1988-08-08', 'FEMALE');
    openedAt = await openForm(page, '/registrationchild');
    await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto dla dziecka' })).toBeVisible();
    await checkA11y(page);
    await fillAccount(page, parent, { names: ['Ewa', 'Nowak'] });
    const child = section(page, 'Dane dziecka');
    // A child is younger than 18: an adult's PESEL is refused at the birth date.
    await fillPatient(child, { pesel: pesel('2001-01-15', 'MALE'), name: 'Staś', lastName: 'Nowak' });
    await acceptAndAnswer(page);
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(child.getByText(/^Dziecko musi mieć mniej niż 18 lat/)).toBeVisible();
    await child.getByRole('textbox', { name: 'PESEL' }).fill(pesel('2019-09-30', 'MALE'));
    await expect(child.getByRole('textbox', { name: 'Data urodzenia' })).toHaveValue('30-09-2019');
    await submitAfterGuard(page, openedAt);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil dziecka został dodany' })).toBeVisible();
    await checkA11y(page);
  });

  test('a wrong captcha answer, then the right one on a new image', async ({ page }) => {
    const me = newPerson('1975-12-01', 'MALE');
    let openedAt = await openForm(page, '/registration');
    const image = page.getByRole('img', { name: /Obrazek z równaniem/ });
    const firstImage = await image.getAttribute('src');
    // A raster picture the browser decodes (drawn at twice the size it is shown at), no SVG.
    expect(firstImage).toMatch(/^data:image\/webp;base64,/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([480, 160]);
    await fillAccount(page, me);
    await fillPatient(section(page, 'Dane pacjenta'), { pesel: me.pesel, name: 'Adam', lastName: 'Kowal' });
    await acceptAndAnswer(page, String((Number(TEST_CAPTCHA_ANSWER) + 1) % 13));
    await submitAfterGuard(page, openedAt);
    await expect(main(page).getByText('Wprowadzono niepoprawny wynik równania z obrazka')).toBeVisible();
    // A failure uses the image up: a new one comes and the answer is cleared.
    await expect(image).not.toHaveAttribute('src', firstImage!);
    openedAt = Date.now();
    await expect(page.getByRole('textbox', { name: 'Wynik równania z obrazka' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Wynik równania z obrazka' }).fill(TEST_CAPTCHA_ANSWER);
    await submitAfterGuard(page, openedAt);
    await expect(page.getByRole('heading', { level: 1, name: 'Konto zostało założone' })).toBeVisible();
  });

  test('the equation can be heard: "Posłuchaj" plays the task as a WAV the page may load', async ({ page, checkA11y }) => {
    await openForm(page, '/registration');
    const audioAnswer = page.waitForResponse((r) => r.url().endsWith('/registration/challenge/audio'));
    await page.getByRole('button', { name: 'Posłuchaj' }).click();
    const res = await audioAnswer;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('audio/wav');
    const audio = page.locator('audio[controls]');
    await expect(audio).toHaveAttribute('src', /^blob:/);
    // The browser decodes it (the page's content security policy lets blob: media play): some seconds of sound.
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 }).toBeGreaterThan(3);
    await checkA11y(page);
  });

  test('a form sent within 5 seconds of a new image is refused as a bot; an empty answer is asked for', async ({ page, checkA11y }) => {
    const me = newPerson('1982-04-04', 'FEMALE');
    await openForm(page, '/registration');
    await fillAccount(page, me);
    await fillPatient(section(page, 'Dane pacjenta'), { pesel: me.pesel, name: 'Ola', lastName: 'Lis' });
    await page.getByRole('checkbox', { name: /Oświadczam, że zapoznałem/ }).check();
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(main(page).getByText('Należy wprowadzić rozwiązanie równania z obrazka')).toBeVisible();

    // A new image restarts the clock; sending at once is what a script does.
    const image = page.getByRole('img', { name: /Obrazek z równaniem/ });
    const before = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Nowy obrazek' }).click();
    await expect(image).not.toHaveAttribute('src', before!);
    await page.getByRole('textbox', { name: 'Wynik równania z obrazka' }).fill(TEST_CAPTCHA_ANSWER);
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(
      main(page).getByText(
        'Szybkość wprowadzenia danych sugeruje, że zostały wprowadzone przez automat (bot). Proces rejestracji użytkownika nie może być kontynuowany.',
      ),
    ).toBeVisible();
    await checkA11y(page);
  });

  test('an existing patient, a taken e-mail and a breached password are warned about', async ({ page, checkA11y }) => {
    // Anna Kowalska's PESEL: her patient record has an account already.
    const anna = { ...newPerson(), pesel: '85031502464' };
    let openedAt = await openForm(page, '/registration');
    await fillAccount(page, anna);
    await fillPatient(section(page, 'Dane pacjenta'), { pesel: anna.pesel, name: 'Anna', lastName: 'Kowalska' });
    await acceptAndAnswer(page);
    await submitAfterGuard(page, openedAt);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacjent jest już zarejestrowany' })).toBeVisible();
    await expect(main(page)).toContainText('Pacjent o podanych danych ma już konto w portalu.');
    await expect(page.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeVisible();
    await checkA11y(page);

    const taken = { ...newPerson('1993-03-03', 'MALE'), email: 'anna.kowalska@example.com' };
    openedAt = await openForm(page, '/registration');
    await fillAccount(page, taken);
    await fillPatient(section(page, 'Dane pacjenta'), { pesel: taken.pesel, name: 'Piotr', lastName: 'Nowy' });
    await acceptAndAnswer(page);
    await submitAfterGuard(page, openedAt);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Konto z podanymi danymi prawdopodobnie już istnieje. Zaloguj się lub skorzystaj z odzyskiwania hasła.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeVisible();

    // A breached password: the spec's message at the field; the image is new, so the clock restarts.
    await expect(page.getByRole('textbox', { name: 'Wynik równania z obrazka' })).toHaveValue('');
    openedAt = Date.now();
    const account = section(page, 'Dane konta');
    await account.getByRole('textbox', { name: 'Adres e-mail' }).fill(newPerson().email);
    await account.getByRole('textbox', { name: 'Hasło', exact: true }).fill('qwertyuiop123');
    await account.getByRole('textbox', { name: 'Powtórz hasło' }).fill('qwertyuiop123');
    await page.getByRole('textbox', { name: 'Wynik równania z obrazka' }).fill(TEST_CAPTCHA_ANSWER);
    await submitAfterGuard(page, openedAt);
    await expect(main(page).getByText('Wymagana zmiana hasła, ponieważ jest podatne na ataki')).toBeVisible();
  });

  test('a foreigner hands in a document scan: the request goes to the clinic', async ({ page, checkA11y }) => {
    const me = newPerson('1987-06-20', 'MALE');
    const openedAt = await openForm(page, '/registration');
    await fillAccount(page, me);
    const patient = section(page, 'Dane pacjenta');
    await patient.getByRole('switch', { name: 'Nie mam numeru PESEL (cudzoziemiec)' }).check();
    await patient.getByRole('textbox', { name: 'Numer dokumentu tożsamości' }).fill(`FP${random(7)}`);
    await patient.getByRole('combobox', { name: 'Kraj wydania dokumentu' }).click();
    await page.getByRole('option', { name: 'Ukraina', exact: true }).click();
    await expect(patient.getByRole('combobox', { name: 'Kraj', exact: true })).toHaveValue('Ukraina');
    await patient.getByRole('textbox', { name: 'Imię', exact: true }).fill('Ołeksandr');
    await patient.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill('Kowalenko');
    await patient.getByRole('textbox', { name: 'Data urodzenia' }).fill('20-06-1987');
    await patient.getByRole('combobox', { name: 'Płeć' }).click();
    await page.getByRole('option', { name: 'Mężczyzna' }).click();
    await patient.getByRole('textbox', { name: 'Miejscowość' }).fill('Lwów');
    // A type the settings do not allow is refused as it is chosen, with its name and the reason.
    let chooser = page.waitForEvent('filechooser');
    await patient.getByRole('button', { name: 'Dodaj pliki' }).click();
    await (await chooser).setFiles({ name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('to nie skan') });
    await expect(patient.getByText('Niedozwolony typ pliku notatka.txt. Dozwolone typy: pdf, jpg, png.')).toBeVisible();
    // The scan itself is uploaded for real when the form is sent (multipart, checked by its bytes).
    chooser = page.waitForEvent('filechooser');
    await patient.getByRole('button', { name: 'Dodaj pliki' }).click();
    await (await chooser).setFiles({ name: 'paszport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 skan paszportu') });
    await expect(patient.getByText('paszport.pdf')).toBeVisible();
    await expect(patient.getByText('Możesz dodać jeszcze 4 pliki.')).toBeVisible();
    await checkA11y(page);
    await acceptAndAnswer(page);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/mpi/accounts/registration/attachments'));
    await submitAfterGuard(page, openedAt);
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Prośba o założenie konta została wysłana' })).toBeVisible();
    await expect(main(page)).toContainText('Placówka potwierdzi Twoją tożsamość');
  });

  test('on a phone the form fits the screen', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openForm(page, '/registrationchild?service=12');
    await checkA11y(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/shots-h1/registration-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(section(page, 'Dane dziecka').getByText('Podaj numer PESEL')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-h1/registration-phone-errors.png', fullPage: true });
  });
});
