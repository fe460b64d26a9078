import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The messages across both apps (spec part 1 §2 "Messages"; issue 11 "Tests"): Anna writes to the
 * registration mailbox with a PDF and finds it among the sent; the registrar reads it in the console (its
 * HTML shown as text, the PDF downloaded) and answers as the mailbox with a message Anna must confirm;
 * Anna's open tab counts it at once, and her next step stops at the messages to confirm until she confirms
 * it. Everything else — the inbox's filters and pages, a thread, read receipts, editing and deleting,
 * replies, the sign-in hold, the notice e-mail's link, the mailboxes and categories of the administrator —
 * is component tests (apps/web/src/features/messages, apps/clinic/src/features/messages) and the server's
 * API tests.
 */

const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026' };
/** A small genuine PDF: the server sniffs the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const CLIENT = { 'x-portal-client': '1' };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu konsoli' });
const boxes = (page: Page) => page.getByRole('navigation', { name: 'Skrzynki' });
/** The portal's menu count of Anna's unread messages (absent at none). */
const portalBadge = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' }).getByRole('status', { name: /nieprzeczytan/ });
const portalUnread = async (page: Page) => ((await portalBadge(page).count()) ? Number(await portalBadge(page).textContent()) : 0);

/** Any browser dialog (alert, confirm) fails the test: text from a message must never run as script. */
function failOnBrowserDialogs(page: Page, where: string) {
  page.on('dialog', (dialog) => {
    const message = dialog.message();
    void dialog.dismiss();
    throw new Error(`a dialog opened in ${where}: ${message}`);
  });
}

/**
 * Whatever happens in the test, Anna is left with no message to confirm: the other specs sign her in
 * and would stop at /messages-to-confirm. Confirms (reads) any left through her API in a context of its own.
 */
async function confirmAnnasLeftovers(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  try {
    await context.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS.anna, headers: CLIENT });
    const left = await context.request.get('/api/mpi/messages/to-confirm', { headers: CLIENT });
    for (const m of left.ok() ? ((await left.json()) as Array<{ id: number }>) : []) await context.request.post(`/api/mpi/messages/${m.id}`, { headers: CLIENT });
  } finally {
    await context.close();
  }
}

test('Anna writes to Rejestracja with a PDF and finds it among the sent; the registrar answers with a message to confirm; Anna’s open tab counts it and she confirms it', async ({
  page,
  browser,
  serverUrl,
  signIn,
  clinicSignIn,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `<img src=x onerror="alert('tytuł')">Wyniki ${stamp}`;
  const content = `Dzień dobry,\n<script>alert('treść')</script>proszę o omówienie wyników.\n${stamp}`;
  const answerText = `Prosimy o wizytę w przyszłym tygodniu. ${stamp}`;
  failOnBrowserDialogs(page, 'the portal');
  const desk = await (await browser.newContext({ baseURL: serverUrl, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })).newPage();
  failOnBrowserDialogs(desk, 'the console');
  try {
    // Anna writes to the mailbox Rejestracja with a PDF, in the portal.
    await signIn(page, 'anna');
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Nowa wiadomość' }).click();
    const form = page.getByRole('dialog', { name: 'Nowa wiadomość' });
    await expect(form.getByRole('combobox', { name: /Kategoria/ })).toHaveValue('Wiadomość');
    await form.getByRole('button', { name: 'Wybierz odbiorców' }).click();
    const picker = page.getByRole('dialog', { name: 'Wybór odbiorców' });
    await picker.getByRole('textbox', { name: 'Imię lub nazwisko' }).fill('Rejestracja');
    await picker.getByRole('button', { name: 'Szukaj' }).click();
    const mailbox = picker.getByRole('listitem').filter({ hasText: 'Rejestracja' }).filter({ hasText: 'Skrzynka' });
    await mailbox.getByRole('button', { name: /^Wybierz/ }).click();
    await picker.getByRole('button', { name: 'Gotowe' }).click();
    await expect(form.getByText('Rejestracja', { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: /Tytuł/ }).fill(title);
    await form.getByRole('textbox', { name: /Treść/ }).fill(content);
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Dodaj pliki' }).click();
    await (await chooser).setFiles({ name: 'wyniki.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.getByText('Wiadomość została wysłana')).toBeVisible();
    await expect(form).toBeHidden();

    // Among the sent: to Rejestracja, with its attachment.
    await page.getByRole('tab', { name: 'Wysłane' }).click();
    const sent = page.getByTestId('message-row').filter({ hasText: title });
    await expect(sent).toContainText('Rejestracja');
    await expect(sent.getByRole('img', { name: '1 załącznik' })).toBeVisible();
    const unreadBefore = await portalUnread(page);

    // The registrar, in a browser of her own: the title and text as written, nothing run; her answer must be confirmed.
    await clinicSignIn(desk, REGISTRAR.login, REGISTRAR.password);
    await menu(desk).getByRole('link', { name: /^Wiadomości/ }).click();
    await boxes(desk).getByRole('link', { name: /Rejestracja/ }).click();
    const row = desk.getByRole('article', { name: title });
    await expect(row.getByText(/Od: Anna Kowalska \(konto anna\.kowalska@example\.com\)/)).toBeVisible();
    await expect(row.getByText('Nieprzeczytana')).toBeVisible();
    await expect(row.getByText('Załączniki: 1')).toBeAttached();
    await row.getByRole('link', { name: title }).click();
    const message = desk.getByRole('article', { name: title });
    await expect(message.getByTestId('message-content')).toHaveText(content, { useInnerText: true });
    await expect(desk.locator('main img, main script')).toHaveCount(0);
    const file = desk.waitForEvent('download');
    await message.getByRole('link', { name: 'Pobierz wyniki.pdf' }).click();
    expect((await file).suggestedFilename()).toBe('wyniki.pdf');
    await message.getByRole('link', { name: 'Odpowiedz jako skrzynka „Rejestracja”' }).click();
    await expect(desk.getByRole('textbox', { name: 'Tytuł' })).toHaveValue(`Re: ${title}`);
    await desk.getByRole('textbox', { name: 'Treść' }).fill(answerText);
    await desk.getByRole('checkbox', { name: 'Pacjent musi potwierdzić przeczytanie' }).check();
    await desk.getByRole('button', { name: 'Wyślij' }).click();
    await expect(desk.getByText('Wiadomość została wysłana')).toBeVisible();
    await expect(desk.getByRole('article', { name: `Re: ${title}` }).getByText('do potwierdzenia')).toBeVisible();

    // Anna's open tab counts the answer without a reload; her next step stops at the messages to confirm.
    await expect(portalBadge(page)).toHaveText(String(unreadBefore + 1));
    await sent.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/messages-to-confirm\?returnTo=%2Fmessages%2F\d+$/);
    const toConfirm = page.getByTestId('message-to-confirm').filter({ hasText: `Re: ${title}` });
    await expect(toConfirm).toContainText(answerText);
    await expect(page.locator('main img, main script')).toHaveCount(0);
    await toConfirm.getByRole('button', { name: 'Potwierdzam przeczytanie' }).click();
    // Confirmed, she goes on to the message she opened: the thread with the answer.
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByText(answerText)).toBeVisible();
  } finally {
    await desk.context().close();
    await confirmAnnasLeftovers(browser, serverUrl);
  }
});
