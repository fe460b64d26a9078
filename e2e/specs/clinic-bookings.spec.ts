import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The console's bookings (issue 13, "Tests"): the registrar books a visit for Anna by phone in the
 * calendar (Terminarz); the booking is on Anna's list (her portal's API); the registrar cancels it with a
 * reason and Anna's e-mail carries the reason. Axe on the calendar, the schedules and a service's terms.
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

test.describe('clinic console: bookings', () => {
  test('the registrar books a visit for Anna by phone; Anna has it; the registrar cancels it with a reason and Anna is e-mailed', async ({ page, browser, baseURL, clinicSignIn, checkA11y, outbox }) => {
    test.slow();
    const day = workingDayAhead();
    await clinicSignIn(page, REGISTRAR.login, REGISTRAR.password);
    await menu(page).getByRole('link', { name: 'Terminarz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terminarz' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Pracownik' }).click();
    await page.getByRole('option', { name: 'lek. Tomasz Lewandowski' }).click();
    await page.getByRole('textbox', { name: 'Dzień' }).fill(day);
    const book = page.getByRole('button', { name: new RegExp(`^Zarezerwuj termin ${day}`) }).first();
    await expect(book).toBeVisible();
    await checkA11y(page);
    const time = /godz\. (\d\d:\d\d)/.exec((await book.getAttribute('aria-label'))!)![1]!;
    await book.click();

    const dialog = page.getByRole('dialog', { name: 'Rezerwacja telefoniczna' });
    await dialog.getByRole('textbox', { name: 'Pacjent' }).fill('kowalska an');
    await dialog.getByRole('button', { name: 'Szukaj' }).click();
    await dialog.getByRole('button', { name: /^Anna Kowalska · PESEL/ }).click();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Zarezerwuj dla: Anna Kowalska' }).click();
    await expect(page.getByText('Zarezerwowano wizytę dla: Anna Kowalska')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: `${time}–` }).filter({ has: page.getByRole('link', { name: 'Anna Kowalska' }) });
    await expect(row).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('clinic-bookings-calendar-1280.png'), fullPage: false });

    // Anna's list (her portal's API: the list page is another helper's).
    const anna = await browser.newContext({ baseURL });
    try {
      expect((await anna.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS.anna, headers: CLIENT })).status()).toBe(200);
      const list = await anna.request.get(`/api/mppd/api/bookings?dateFrom=${day}&dateTo=${day}`, { headers: CLIENT });
      expect(list.status(), await list.text()).toBe(200);
      expect(JSON.stringify(await list.json())).toContain('Porada lekarza POZ');
    } finally {
      await anna.close();
    }

    const mailsBefore = (await outbox()).length;
    await row.getByRole('button', { name: 'Odwołaj' }).click();
    const cancel = page.getByRole('dialog', { name: 'Odwołanie wizyty' });
    await cancel.getByRole('button', { name: 'Odwołaj wizytę' }).click();
    await expect(cancel.getByText('Podaj powód odwołania')).toBeVisible();
    await cancel.getByRole('textbox', { name: 'Powód odwołania' }).fill('Lekarz jest na szkoleniu – prosimy wybrać inny termin.');
    await cancel.getByRole('button', { name: 'Odwołaj wizytę' }).click();
    await expect(page.getByText('Wizyta została odwołana, pacjent otrzyma wiadomość.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Zarezerwuj termin ${day} godz. ${time}` })).toBeVisible();
    await expect
      .poll(
        async () => {
          // Newest first: the mails sent since the cancellation are at the front.
          const all = await outbox();
          return all.slice(0, Math.max(0, all.length - mailsBefore)).some((m) => m.recipient === DEMO_ACCOUNTS.anna.username && m.body.includes('Lekarz jest na szkoleniu'));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  test('the schedules, a service with its terms and price list, and the calendar on a phone pass axe', async ({ page, clinicSignIn, checkA11y }) => {
    await clinicSignIn(page, REGISTRAR.login, REGISTRAR.password);
    await menu(page).getByRole('link', { name: 'Grafiki' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grafiki' })).toBeVisible();
    await expect(page.getByText('lek. Tomasz Lewandowski · Porada lekarza POZ')).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('clinic-bookings-schedules-1280.png') });
    await page.getByRole('button', { name: 'Nowy grafik' }).click();
    await expect(page.getByRole('dialog', { name: 'Nowy grafik' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('clinic-bookings-schedule-form-1280.png') });
    await page.getByRole('dialog', { name: 'Nowy grafik' }).getByRole('button', { name: 'Zamknij' }).last().click();
    await page.getByRole('link', { name: 'Warunki rezerwacji i cenniki' }).click();
    await page.getByRole('link', { name: 'Konsultacja dermatologiczna (KOM-DERMATOLOGIA)' }).click();
    await expect(page.getByRole('cell', { name: 'Dermatoskopia' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('clinic-bookings-terms-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/clinic/bookings/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Terminarz' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('clinic-bookings-calendar-390.png') });
  });
});
