import type { Locator, Page } from '@playwright/test';
import { expect, test, type OutboxItem } from '../fixtures';

/*
 * The bookings list (spec part 2 §2 "Bookings", §4, §5, §8, §9): Anna's seeded bookings with the status
 * switches and the printout; the SMS confirmation of a booking (the code read from the demo outbox);
 * attachments added and removed; a booking moved to another date through the wizard in MODIFY mode, then
 * cancelled after confirmation. axe on each view, 1280 and 390 px screenshots.
 */

const CLIENT = { 'x-portal-client': '1' };
/** A few bytes of a real PDF: the server sniffs the content, not the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const cards = (page: Page) => page.getByTestId('booking-card');
const cardOf = (page: Page, id: string) => page.locator(`article[aria-labelledby="booking-PORTAL-${id}"]`);
const codeIn = (body: string) => /\b(\d{4,8})\b/.exec(body)?.[1] ?? '';

async function newestSms(outbox: () => Promise<OutboxItem[]>, after: number): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      found = (await outbox()).find((m) => m.channel === 'SMS' && m.id > after);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

interface ApiBooking {
  systemId: string;
  status: string;
  confirmed: boolean;
  dateFrom: string;
  service: { code: string; description: string };
  actions: { confirm: boolean; edit: boolean; cancel: boolean; referral: boolean };
  details: { attachments: unknown[] };
}

/** Anna's own bookings as the API answers them (the list's call), every status. */
async function annasBookings(page: Page): Promise<ApiBooking[]> {
  const me = (await (await page.request.get('/api/mpi/accounts/mpi-user/patients/me', { headers: CLIENT })).json()) as { id: number };
  const res = await page.request.get(`/api/mppd/api/bookings?patientId=${me.id}&statuses=SCHEDULED,REGISTERED,EXECUTED,CANCELED`, { headers: CLIENT });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiBooking[];
}

/** Anna's own SCHEDULED booking of a seeded service (the demo seed: AOS-KARDIOLOGIA waits for confirmation, POZ-SZCZEP-GRYPA is a plain visit). */
async function seeded(page: Page, serviceCode: string): Promise<ApiBooking> {
  const found = (await annasBookings(page)).find((b) => b.status === 'SCHEDULED' && b.service.code === serviceCode);
  expect(found, `Anna's seeded ${serviceCode} booking`).toBeDefined();
  return found!;
}

async function shots(page: Page, name: string, checkA11y: (page: Page) => Promise<void>) {
  await checkA11y(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await checkA11y(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const button = (card: Locator, name: string) => card.getByRole('button', { name: new RegExp(`^${name}:`) });
const link = (card: Locator, name: string) => card.getByRole('link', { name: new RegExp(`^${name}:`) });

test.describe('bookings list', () => {
  test('Anna’s seeded bookings: SCHEDULED and REGISTERED by default, the switches show the rest, the range lives in the address; read-only ones print a PDF', async ({
    page,
    signIn,
    checkA11y,
  }) => {
    await signIn(page, 'anna');
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Rezerwacje' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Zaplanowana' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Zarejestrowana' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Odwołana' })).not.toBeChecked();
    const shown = await cards(page).allTextContents();
    expect(shown.every((text) => /Zaplanowana|Zarejestrowana/.test(text))).toBe(true);
    expect(shown.some((text) => text.includes('Zarejestrowana'))).toBe(true);
    await shots(page, 'bookings-default', checkA11y);

    await page.getByRole('switch', { name: 'Zrealizowana' }).click();
    await expect(page.getByRole('switch', { name: 'Zrealizowana' })).toBeChecked();
    await page.getByRole('switch', { name: 'Odwołana' }).click();
    await expect(page.getByRole('switch', { name: 'Odwołana' })).toBeChecked();
    await expect(page).toHaveURL(/statuses=SCHEDULED%2CREGISTERED%2CEXECUTED%2CCANCELED/);
    // Past visits need an earlier start of the range (DD-MM-YYYY).
    const from = page.getByRole('textbox', { name: 'Od', exact: true });
    await from.fill('01-01-2025');
    await from.press('Enter');
    await from.press('Escape');
    await expect(page).toHaveURL(/dateFrom=2025-01-01/);
    await expect(cards(page).filter({ hasText: 'Zrealizowana' }).first()).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Odwołana przez placówkę' }).first()).toBeVisible();
    await shots(page, 'bookings-all', checkA11y);

    // A read-only booking (executed): its printout only, a PDF in a new window.
    const executed = cards(page).filter({ hasText: 'Zrealizowana' }).first();
    await expect(executed.getByRole('button')).toHaveCount(1);
    const popup = page.waitForEvent('popup');
    await button(executed, 'Drukuj').click();
    const win = await popup;
    expect(win.url()).toMatch(/\/api\/mppd\/api\/bookings\/PORTAL\/\d+\/printout$/);
    const pdf = await page.request.get(win.url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await win.close();

    // Nothing in a range: the empty state.
    await page.goto('/bookings?dateFrom=2007-01-01&dateTo=2007-01-31');
    await expect(page.getByTestId('bookings-empty')).toBeVisible();
    await shots(page, 'bookings-empty', checkA11y);
  });

  test('a booking waiting for confirmation is confirmed with the SMS code from the outbox', async ({ page, signIn, checkA11y, outbox }) => {
    await signIn(page, 'anna');
    // The seeded one waiting for confirmation (the wizard's spec may book a confirmed cardiology visit for Anna meanwhile).
    const found = (await annasBookings(page)).find((b) => b.status === 'SCHEDULED' && b.service.code === 'AOS-KARDIOLOGIA' && b.actions.confirm && !b.confirmed);
    expect(found, "Anna's seeded AOS-KARDIOLOGIA booking waiting for confirmation").toBeDefined();
    const waiting = found!;
    const before = (await outbox())[0]?.id ?? 0;
    await page.goto('/bookings');
    const card = cardOf(page, waiting.systemId);
    await expect(card.getByText('Niepotwierdzona')).toBeVisible();
    await link(card, 'Potwierdź').click();
    await expect(page).toHaveURL(new RegExp(`/bookings/confirm/PORTAL/${waiting.systemId}$`));
    await expect(page.getByText(/Kod potwierdzenia wysłano SMS-em na numer/).first()).toBeVisible();
    const sms = await newestSms(outbox, before);
    await shots(page, 'booking-confirm', checkA11y);
    await page.getByRole('textbox', { name: /Kod z SMS-a/ }).fill(codeIn(sms.body));
    await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
    await expect(page).toHaveURL(/\/messages/);
    await expect(page.getByText('Rezerwacja została potwierdzona')).toBeVisible();
    await page.goto('/bookings');
    await expect(cardOf(page, waiting.systemId).getByText('Potwierdzona', { exact: true })).toBeVisible();
    await expect(link(cardOf(page, waiting.systemId), 'Potwierdź')).toHaveCount(0);
  });

  test('attachments: none sent warns, one is added and removed again', async ({ page, signIn, checkA11y }) => {
    await signIn(page, 'anna');
    const booking = await seeded(page, 'POZ-SZCZEP-GRYPA');
    await page.goto('/bookings');
    const card = cardOf(page, booking.systemId);
    await button(card, 'Załączniki').click();
    const dialog = page.getByRole('dialog', { name: 'Załączniki rezerwacji' });
    await expect(dialog.getByText('Rezerwacja nie ma załączników.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Dodaj załączniki' }).click();
    await expect(page.getByText('Nie dodano załącznika').first()).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'wyniki-badan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Dodaj załączniki' }).click();
    await expect(dialog.getByRole('button', { name: 'Usuń załącznik wyniki-badan.pdf' })).toBeVisible();
    await expect(card.getByText('wyniki-badan.pdf')).toBeVisible();
    await shots(page, 'booking-attachments', checkA11y);
    await dialog.getByRole('button', { name: 'Usuń załącznik wyniki-badan.pdf' }).click();
    await expect(dialog.getByText('Rezerwacja nie ma załączników.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zamknij' }).first().click();
    await expect(card.getByText('wyniki-badan.pdf')).toHaveCount(0);
  });

  test('“Zmień termin” opens the wizard in MODIFY mode at the dates; “Odwołaj” cancels after confirmation', async ({ page, signIn, checkA11y }) => {
    await signIn(page, 'anna');
    const booking = await seeded(page, 'POZ-SZCZEP-GRYPA');
    await page.goto('/bookings');
    const card = cardOf(page, booking.systemId);
    await link(card, 'Zmień termin').click();
    await expect(page).toHaveURL(new RegExp(`/newbooking/dates\\?mode=MODIFY&oldBookingId=${booking.systemId}&system=PORTAL&patient=\\d+&service=`));
    await page.goto('/bookings');

    await button(cardOf(page, booking.systemId), 'Odwołaj').click();
    const dialog = page.getByRole('dialog', { name: 'Odwołanie rezerwacji' });
    await expect(dialog).toContainText(booking.service.description);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Odwołaj rezerwację' }).click();
    await expect(page.getByText('Rezerwacja została odwołana')).toBeVisible();
    // Cancelled: out of the default switches, in the CANCELED one.
    await expect(cardOf(page, booking.systemId)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Odwołana' }).click();
    await expect(page.getByRole('switch', { name: 'Odwołana' })).toBeChecked();
    await expect(cardOf(page, booking.systemId).getByText('Odwołana', { exact: true })).toBeVisible();
    await expect(cardOf(page, booking.systemId).getByRole('button')).toHaveCount(1);
  });
});
