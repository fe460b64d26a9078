import type { Page } from '@playwright/test';
import { expect, test, type OutboxItem } from '../fixtures';
import { takeFirstAvailableSlot } from '../booking-slots';

/*
 * The patient's main booking journey (spec part 2 §2 "Bookings", §4, §5, §8, §9), end to end on the real
 * server: Anna books a cardiology visit through the wizard (the patient, the catalogue, a slot held for
 * her, an e-referral, the questionnaire, the summary and the SMS code from the outbox); on her list the
 * booking offers "Zmień termin" (the wizard in MODIFY mode) and she cancels it after confirming. The
 * referral's rules, the MODIFY wizard, the visitor's catalogue, the price list, the parallel-booking
 * warning, the list's switches, attachments, the printout and the confirmation page are component tests
 * (apps/web/src/features/bookings/**); the pages' accessibility is the a11y sweep's.
 */

const ANNA_PHONE = '+48601234567';

async function newestSmsCode(outbox: () => Promise<OutboxItem[]>, after: number): Promise<string> {
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

const cardOf = (page: Page, systemId: string) => page.locator(`article[aria-labelledby="booking-PORTAL-${systemId}"]`);

test('Anna books a cardiology visit with an e-referral, the questionnaire and the SMS code, then cancels it from her list', async ({ page, signIn, outbox }) => {
  await signIn(page);
  await page.goto('/newbooking');
  // Anna acts for her daughter and her father: the wizard asks whose visit it is.
  await expect(page.getByRole('heading', { name: 'Nowa rezerwacja' })).toBeVisible();
  await page.getByRole('radio', { name: 'Anna Kowalska' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  await page.getByLabel('Szukaj usługi').fill('kardiologia');
  await page.getByRole('button', { name: 'Wybierz: Porada specjalistyczna – kardiologia', exact: true }).click();
  const units = page.getByRole('heading', { name: 'Wybierz placówkę' });
  if (await units.isVisible()) await page.getByRole('button', { name: /^Wybierz: / }).first().click();
  await page.getByRole('button', { name: 'Wybierz: Dowolny lekarz' }).first().click();
  await expect(page).toHaveURL(/\/newbooking\/dates\?/);
  await takeFirstAvailableSlot(page);

  // The referral step, with the slot held for her.
  await expect(page.getByRole('listitem').filter({ hasText: 'Skierowanie' }).and(page.locator('[aria-current="step"]'))).toBeVisible();
  await expect(page.getByText('Termin jest zarezerwowany dla Ciebie jeszcze przez')).toBeVisible();
  await page.getByRole('radio', { name: 'E-skierowanie' }).check();
  await page.getByLabel('Numer e-skierowania').fill('4821');
  await page.getByRole('button', { name: 'Dalej' }).click();

  // The service's questionnaire.
  await expect(page.getByText('Jakie dolegliwości są powodem wizyty?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Wizyta kontrolna, bez nowych dolegliwości' }).check();
  await page.getByRole('radiogroup', { name: /nadciśnienia tętniczego/ }).getByRole('radio', { name: 'Tak' }).check();
  await page.getByRole('radiogroup', { name: /cukrzycę/ }).getByRole('radio', { name: 'Nie', exact: true }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  // The summary, then the SMS code the service asks for (read from the demo outbox).
  await expect(page.getByRole('cell', { name: 'E-skierowanie nr 4821' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'wypełniona' })).toBeVisible();
  const before = (await outbox())[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Zarezerwuj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdzenie rezerwacji' });
  await dialog.getByLabel('Kod z SMS-a').fill(await newestSmsCode(outbox, before));
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/mppd/api/bookings' && r.status() === 201);
  await dialog.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
  const { systemId } = (await (await booked).json()) as { systemId: string };
  await expect(page.getByText('Rezerwacja została utworzona. Szczegóły wysłaliśmy e-mailem.')).toBeVisible();

  // Her list: the new visit, confirmed, with "Zmień termin" into the wizard in MODIFY mode at its dates.
  await expect(page).toHaveURL(/\/bookings$/);
  const card = cardOf(page, systemId);
  await expect(card).toContainText('Porada specjalistyczna – kardiologia');
  await expect(card.getByText('Potwierdzona', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Zmień termin:/ })).toHaveAttribute('href', new RegExp(`^/newbooking/dates\\?mode=MODIFY&oldBookingId=${systemId}&system=PORTAL&patient=\\d+&service=`));

  // She cancels it after confirming: it leaves the list.
  await card.getByRole('button', { name: /^Odwołaj:/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Odwołanie rezerwacji' });
  await expect(cancel).toContainText('Porada specjalistyczna – kardiologia');
  await cancel.getByRole('button', { name: 'Odwołaj rezerwację' }).click();
  await expect(page.getByText('Rezerwacja została odwołana')).toBeVisible();
  await expect(card).toHaveCount(0);
});
