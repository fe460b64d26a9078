import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, type OutboxItem } from '../fixtures';

/*
 * The new-booking wizard (spec part 2 §2 "Bookings", §4, §5, §8, §9): a visitor's catalogue through
 * sign-in back to the dates; a cardiology booking with an e-referral, the questionnaire and the SMS code;
 * a commercial consultation through its price list on a 390 px phone; the parallel-booking warning.
 * axe on every step. Anna acts for her daughter and her father, so the wizard asks for the patient.
 */

const ANNA_PHONE = '+48601234567';

async function pickPatient(page: Page) {
  await expect(page.getByRole('heading', { name: 'Nowa rezerwacja' })).toBeVisible();
  await page.getByRole('radio', { name: 'Anna Kowalska' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
}

async function chooseService(page: Page, search: string, service: string, practitioner: string | RegExp = 'Dowolny lekarz', signedIn = true) {
  await page.getByLabel('Szukaj usługi').fill(search);
  await page.getByRole('button', { name: `Wybierz: ${service}`, exact: true }).click();
  const units = page.getByRole('heading', { name: 'Wybierz placówkę' });
  if (await units.isVisible()) await page.getByRole('button', { name: /^Wybierz: / }).first().click();
  await page.getByRole('button', { name: typeof practitioner === 'string' ? `Wybierz: ${practitioner}` : practitioner }).first().click();
  if (signedIn) await expect(page).toHaveURL(/\/newbooking\/dates\?/);
}

async function newestSms(outbox: () => Promise<OutboxItem[]>, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sms = (await outbox()).find((m) => m.channel === 'SMS' && m.recipient === ANNA_PHONE && m.id > after);
      code = /\b(\d{4,8})\b/.exec(sms?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

const lastId = async (outbox: () => Promise<OutboxItem[]>) => (await outbox())[0]?.id ?? 0;

test.describe('booking wizard', () => {
  test("a visitor browses the catalogue, and sign-in brings her back to the service's dates", async ({ page, checkA11y }) => {
    await page.goto('/newbooking/services');
    await expect(page.getByText(/Przeglądaj usługi bez logowania/)).toBeVisible();
    await checkA11y(page);
    await chooseService(page, 'Porada lekarza', 'Porada lekarza POZ', 'Dowolny lekarz', false);
    // The dates need her signed in: the sign-in page, carrying the service.
    await expect(page).toHaveURL(/\/login\?.*service=POZ-PORADA/);
    await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS.anna.username);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS.anna.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await pickPatient(page);
    await expect(page).toHaveURL(/\/newbooking\/dates\?.*service=POZ-PORADA/);
    await expect(page.getByText('Porada lekarza POZ', { exact: true })).toBeVisible();
    await expect(page.getByTestId('time-slot').first()).toBeVisible();
    await checkA11y(page);
  });

  test('a cardiology visit with an e-referral, the questionnaire and the SMS code', async ({ page, signIn, checkA11y, outbox }) => {
    await signIn(page);
    await page.goto('/newbooking');
    await pickPatient(page);
    await checkA11y(page);
    await chooseService(page, 'kardiologia', 'Porada specjalistyczna – kardiologia');
    await page.getByTestId('time-slot').first().click();

    await expect(page.getByRole('listitem').filter({ hasText: 'Skierowanie' }).and(page.locator('[aria-current="step"]'))).toBeVisible();
    await expect(page.getByText('Termin jest zarezerwowany dla Ciebie jeszcze przez')).toBeVisible();
    await page.getByRole('radio', { name: 'E-skierowanie' }).check();
    await page.getByLabel('Numer e-skierowania').fill('12345');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText('Numer e-skierowania musi mieć dokładnie 4 albo 44 cyfry')).toBeVisible();
    await checkA11y(page);
    await page.getByLabel('Numer e-skierowania').fill('4821');
    await page.getByRole('button', { name: 'Dalej' }).click();

    await expect(page.getByText('Jakie dolegliwości są powodem wizyty?')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('checkbox', { name: 'Wizyta kontrolna, bez nowych dolegliwości' }).check();
    await page.getByRole('radiogroup', { name: /nadciśnienia tętniczego/ }).getByRole('radio', { name: 'Tak' }).check();
    await page.getByRole('radiogroup', { name: /cukrzycę/ }).getByRole('radio', { name: 'Nie', exact: true }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();

    await expect(page.getByRole('cell', { name: 'E-skierowanie nr 4821' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'wypełniona' })).toBeVisible();
    await checkA11y(page);
    const before = await lastId(outbox);
    await page.getByRole('button', { name: 'Zarezerwuj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Potwierdzenie rezerwacji' });
    await expect(dialog).toBeVisible();
    await checkA11y(page);
    await dialog.getByLabel('Kod z SMS-a').fill(await newestSms(outbox, before));
    await dialog.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
    await expect(page.getByText('Rezerwacja została utworzona. Szczegóły wysłaliśmy e-mailem.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/newbooking/);
  });

  test('a commercial consultation through its price list, on a 390 px phone', async ({ page, signIn, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/newbooking');
    await pickPatient(page);
    await chooseService(page, 'dermatolog', 'Konsultacja dermatologiczna', /^Wybierz: /);
    await expect(page.getByTestId('time-slot').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('dates-390.png'), fullPage: true });
    await page.getByTestId('time-slot').first().click();
    const prices = page.getByRole('dialog', { name: 'Cennik usługi' });
    await expect(prices.getByRole('radio', { name: /Dermatoskopia — 180,00 zł/ })).toBeVisible();
    await checkA11y(page);
    // Cancelling the price list clears the slot; picking it again and an item goes on.
    await prices.getByRole('button', { name: 'Anuluj' }).click();
    await expect(page.getByText('Termin jest zarezerwowany dla Ciebie')).toHaveCount(0);
    await page.getByTestId('time-slot').first().click();
    await prices.getByRole('radio', { name: /Dermatoskopia — 180,00 zł/ }).check();
    await prices.getByRole('button', { name: 'Akceptuję cenę' }).click();
    await expect(page.getByRole('cell', { name: 'Dermatoskopia — 180,00 zł' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('summary-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Zarezerwuj' }).click();
    await expect(page.getByText('Rezerwacja została utworzona. Szczegóły wysłaliśmy e-mailem.')).toBeVisible();
  });

  test('a slot at the time of another of her bookings is refused with a warning naming it', async ({ page, signIn }) => {
    await signIn(page);
    // Her next active booking, and a free GP slot overlapping it (the seed leaves those free).
    const headers = { 'x-portal-client': '1' };
    const me = await (await page.request.get('/api/mpi/accounts/mpi-user/patients/me', { headers })).json();
    const list = (await (await page.request.get(`/api/mppd/api/bookings?patientId=${me.id}&statuses=SCHEDULED`, { headers })).json()) as Array<{ dateFrom: string; dateTo: string; service: { description: string } }>;
    let target: { booking: (typeof list)[number]; slot: { dateFrom: string; practitioner: { displayName: string } } } | null = null;
    for (const booking of list.filter((b) => Date.parse(b.dateFrom) > Date.now() + 86_400_000)) {
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date(booking.dateFrom));
      const res = await page.request.get(`/api/mppd/api/time-slots/?medicalServiceCode=POZ-PORADA&dateFrom=${day}&dateTo=${day}&patientId=${me.id}`, { headers });
      const slots = ((await res.json()) as { slots: Array<{ dateFrom: string; dateTo: string; practitioner: { displayName: string } }> }).slots;
      const slot = slots.find((s) => s.dateFrom < booking.dateTo && booking.dateFrom < s.dateTo);
      if (slot) {
        target = { booking, slot };
        break;
      }
    }
    expect(target, 'a free GP slot overlapping one of her bookings').not.toBeNull();
    const { booking, slot } = target!;
    await page.goto('/newbooking');
    await pickPatient(page);
    await chooseService(page, 'Porada lekarza', 'Porada lekarza POZ');
    // A week of every GP's slots is more than one answer holds: her slot's doctor narrows it.
    await page.getByRole('combobox', { name: 'Lekarz' }).click();
    await page.getByRole('option', { name: slot.practitioner.displayName }).click();
    const time = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' }).format(new Date(slot.dateFrom));
    const [y, m, d] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date(slot.dateFrom)).split('-');
    const button = page.getByRole('button', { name: new RegExp(`^${d}-${m}-${y} godz\\. ${time},`) }).first();
    const loaded = page.getByTestId('time-slot').first().or(page.getByText(/^Brak wolnych terminów/));
    for (let week = 0; week < 6; week++) {
      await expect(loaded).toBeVisible();
      if (await button.isVisible()) break;
      const range = page.getByText(/^\d\d-\d\d-\d{4} – \d\d-\d\d-\d{4}$/);
      const shown = await range.textContent();
      await page.getByRole('button', { name: 'Następny tydzień' }).click();
      await expect(range).not.toHaveText(shown ?? '');
    }
    await button.click();
    await expect(page.getByText(new RegExp(`W tym czasie masz już rezerwację: ${booking.service.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeVisible();
    await expect(page).toHaveURL(/\/newbooking\/dates/);
  });
});
