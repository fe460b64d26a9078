import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The bookings' hand-off between the console and the portal (issue 13, "Tests"): the registrar books a
 * visit for Anna by phone in the calendar (Terminarz); Anna sees it on her list in the portal; the
 * registrar cancels it with a reason and Anna's e-mail carries the reason. The calendar's other desk
 * actions, the schedules and the services' terms are component tests (apps/clinic/src/features/bookings).
 */

const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026' };
const CLIENT = { 'x-portal-client': '1' };
const HOLIDAYS = ['2026-12-24', '2026-12-25', '2026-12-26', '2027-01-01', '2027-01-06'];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu konsoli' });

/** A working day three weeks ahead (past the demo's filled fortnight, not a holiday), in the clinic's zone. */
function workingDayAhead(): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  for (;;) {
    const iso = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(day);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !HOLIDAYS.includes(iso)) return iso;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

test('the registrar books a visit for Anna by phone; Anna has it; the registrar cancels it with a reason and Anna is e-mailed', async ({ page, browser, baseURL, clinicSignIn, outbox }) => {
  const day = workingDayAhead();
  await clinicSignIn(page, REGISTRAR.login, REGISTRAR.password);
  await menu(page).getByRole('link', { name: 'Terminarz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminarz' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pracownik' }).click();
  await page.getByRole('option', { name: 'lek. Tomasz Lewandowski' }).click();
  await expect(page.getByRole('combobox', { name: 'Pracownik' })).toHaveValue('lek. Tomasz Lewandowski');
  // The console's calendar reads and writes days as DD-MM-RRRR.
  const [y, m, d] = day.split('-');
  const shownDay = `${d}-${m}-${y}`;
  await page.getByRole('textbox', { name: 'Dzień' }).fill(shownDay);
  await page.getByRole('textbox', { name: 'Dzień' }).press('Tab');
  const book = page.getByRole('button', { name: new RegExp(`^Zarezerwuj termin ${shownDay}`) }).first();
  await expect(book).toBeVisible();
  const time = /godz\. (\d\d:\d\d)/.exec((await book.getAttribute('aria-label'))!)![1]!;
  await book.click();

  const dialog = page.getByRole('dialog', { name: 'Rezerwacja telefoniczna' });
  await dialog.getByRole('textbox', { name: 'Pacjent' }).fill('kowalska an');
  await dialog.getByRole('button', { name: 'Szukaj' }).click();
  await dialog.getByRole('button', { name: /^Anna Kowalska · PESEL/ }).click();
  await dialog.getByRole('button', { name: 'Zarezerwuj dla: Anna Kowalska' }).click();
  await expect(page.getByText('Zarezerwowano wizytę dla: Anna Kowalska')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `${time}–` }).filter({ has: page.getByRole('link', { name: 'Anna Kowalska' }) });
  await expect(row).toBeVisible();

  // Anna, in a browser of her own: the visit is on her list in the portal.
  const annas = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  try {
    expect((await annas.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS.anna, headers: CLIENT })).status()).toBe(200);
    const anna = await annas.newPage();
    await anna.goto(`/bookings?dateFrom=${day}&dateTo=${day}`);
    await expect(anna.getByTestId('booking-card').filter({ hasText: `${shownDay} ${time}` }).filter({ hasText: 'Porada lekarza POZ' })).toBeVisible();
  } finally {
    await annas.close();
  }

  const mailsBefore = (await outbox()).length;
  await row.getByRole('button', { name: 'Odwołaj' }).click();
  const cancel = page.getByRole('dialog', { name: 'Odwołanie wizyty' });
  await cancel.getByRole('textbox', { name: 'Powód odwołania' }).fill('Lekarz jest na szkoleniu – prosimy wybrać inny termin.');
  await cancel.getByRole('button', { name: 'Odwołaj wizytę' }).click();
  await expect(page.getByText('Wizyta została odwołana, pacjent otrzyma wiadomość.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Zarezerwuj termin ${shownDay} godz. ${time}` })).toBeVisible();
  await expect
    .poll(
      async () => {
        // Newest first: the mails sent since the cancellation are at the front.
        const all = await outbox();
        return all.slice(0, Math.max(0, all.length - mailsBefore)).some((m) => m.recipient === DEMO_ACCOUNTS.anna.username && m.body.includes('Lekarz jest na szkoleniu'));
      },
      // Sent by a job.
      { timeout: 20_000 },
    )
    .toBe(true);
});
