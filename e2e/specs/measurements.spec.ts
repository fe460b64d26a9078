import type { Page } from '@playwright/test';
import { expect, test, type OutboxItem } from '../fixtures';
import { takeFirstAvailableSlot } from '../booking-slots';

/*
 * The measurements' journey (issue 31, "Tests"; spec part 2 §2 "Measurements", §3 measurementAttachment):
 * Anna adds a measurement — BMI computed as she types — and sees it in her chart and list; she books a
 * blood draw (POZ-KREW, whose availability asks for measurements) attaching her measurements since a day
 * she picks; the doctor opens that visit in the console's calendar and sees them. Editing, deleting, the
 * report, the CSV import and the form's rules are component tests (apps/web/src/features/measurements).
 */

const DOCTOR = { login: 'lekarz', password: 'Lekarz#Klinika2026' };
const ANNA_PHONE = '+48601234567';

const clinicWall = (iso: string) => {
  const text = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return { day: text.slice(0, 10), time: text.slice(11, 16) };
};

async function smsCodeIfAsked(page: Page, outbox: () => Promise<OutboxItem[]>, before: number) {
  const dialog = page.getByRole('dialog', { name: 'Potwierdzenie rezerwacji' });
  // The service asks for an SMS code when its bookings are confirmed (bookingConfReq).
  if (!(await dialog.waitFor({ timeout: 10_000 }).then(() => true, () => false))) return;
  let code = '';
  await expect
    .poll(async () => {
      const sms = (await outbox()).find((m) => m.channel === 'SMS' && m.recipient === ANNA_PHONE && m.id > before);
      code = /\b(\d{4,8})\b/.exec(sms?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await dialog.getByLabel('Kod z SMS-a').fill(code);
  await dialog.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
}

test('Anna adds a measurement and sees it in her chart and list', async ({ page, signIn }) => {
  await signIn(page, 'anna');
  await page.goto('/measurements');
  await expect(page.getByRole('heading', { level: 1, name: 'Pomiary' })).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj pomiar' }).first().click();

  // The form: BMI and body surface at once, as she types.
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy pomiar' })).toBeVisible();
  await page.getByLabel('Ciśnienie skurczowe (mmHg)').fill('138');
  await page.getByLabel('Ciśnienie rozkurczowe (mmHg)').fill('88');
  await page.getByLabel('Waga (kg)').fill('70');
  await page.getByLabel('Wzrost (cm)').fill('170');
  await expect(page.getByTestId('computed-bmi')).toHaveText('BMI (kg/m²): 24,22');
  await page.getByLabel('Godzina').fill('00:01');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Pomiar został zapisany').last()).toBeVisible();

  // Her list and chart have it.
  await expect(page).toHaveURL(/\/measurements\?patientId=\d+$/);
  await expect(page.getByRole('table', { name: 'Pomiary pacjenta' }).getByRole('row').filter({ hasText: '138/88' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Wykres: Ciśnienie tętnicze, liczba pomiarów: \d+$/ })).toBeVisible();

});

test('Anna books a blood draw attaching her measurements; the doctor sees them with the visit', async ({ page, browser, baseURL, signIn, clinicSignIn, outbox }) => {
  await signIn(page, 'anna');
  // A blood draw: its availability asks for measurements; she attaches hers of the last 60 days.
  await page.goto('/newbooking');
  await page.getByRole('radio', { name: 'Anna Kowalska' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByLabel('Szukaj usługi').fill('pobranie krwi');
  await page.getByRole('button', { name: 'Wybierz: Pobranie krwi do badań laboratoryjnych', exact: true }).click();
  const units = page.getByRole('heading', { name: 'Wybierz placówkę' });
  if (await units.isVisible()) await page.getByRole('button', { name: /^Wybierz: / }).first().click();
  const anyone = page.getByRole('button', { name: 'Wybierz: Dowolny lekarz' }).first();
  if (await anyone.isVisible()) await anyone.click();
  else await page.getByRole('button', { name: /^Wybierz: .*Kozłowska/ }).first().click();
  await expect(page).toHaveURL(/\/newbooking\/dates\?/);
  await takeFirstAvailableSlot(page);

  await page.getByRole('checkbox', { name: /Dołącz moje pomiary/ }).check();
  const since = clinicWall(new Date(Date.now() - 60 * 86_400_000).toISOString()).day;
  const day = page.getByRole('textbox', { name: /Pomiary od dnia/ });
  await day.fill(since.split('-').reverse().join('-'));
  await day.blur();
  const before = (await outbox())[0]?.id ?? 0;
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/mppd/api/bookings');
  await page.getByRole('button', { name: 'Zarezerwuj' }).click();
  await smsCodeIfAsked(page, outbox, before);
  const answer = await booked;
  // A refusal names its reason in the failure.
  expect(answer.status(), await answer.text()).toBe(201);
  const booking = (await answer.json()) as { dateFrom: string; measurementAttachment: { isAddMeasurement: boolean; dateFromMeasurement: string } | null };
  expect(booking.measurementAttachment).toEqual({ isAddMeasurement: true, dateFromMeasurement: since });
  // Her list has the visit.
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${clinicWall(booking.dateFrom).time}.* · Pobranie krwi`) })).toBeVisible();

  // The doctor, in the console's calendar of the nurse who draws the blood, opens the visit's measurements.
  const clinic = await browser.newContext({ baseURL });
  const console = await clinic.newPage();
  await clinicSignIn(console, DOCTOR.login, DOCTOR.password);
  const visit = clinicWall(booking.dateFrom);
  await console.goto(`/clinic/bookings/calendar?date=${visit.day}`);
  await console.getByRole('combobox', { name: 'Pracownik' }).click();
  await console.getByRole('option', { name: /Barbara Kozłowska/ }).click();
  await console.getByRole('button', { name: `Pomiary pacjenta do wizyty ${visit.time}` }).click();
  const dialog = console.getByRole('dialog', { name: 'Pomiary pacjenta do wizyty' });
  await expect(dialog.getByText(/^Pacjent dołączył pomiary od /)).toBeVisible();
  // Her diary's readings of those days (the demo's, and any this worker's first flow added).
  await expect(dialog.getByRole('table', { name: 'Pomiary dołączone do wizyty' }).getByRole('row').filter({ hasText: /\d\/\d/ }).first()).toBeVisible();
  await clinic.close();
});
