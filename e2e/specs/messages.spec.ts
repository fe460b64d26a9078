import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The patient's messages (spec part 1 §2 "Messages", §4, §5, §8; part 2 §4): the registration desk
 * writes to Anna (one message to confirm, one with a PDF); signing in she confirms the first before
 * anything else, then reads and filters her inbox, opens the message and its attachment; she writes
 * to the registration mailbox with a PDF, finds it among the sent ones, edits it and deletes another;
 * text with HTML in it stays text.
 */

const CLIENT = { 'x-portal-client': '1' };
/** A few bytes of a real PDF: the server sniffs the content, not the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Any browser dialog (alert, confirm) fails the test: text from a message must never run as script. */
function failOnBrowserDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    const message = dialog.message();
    void dialog.dismiss();
    throw new Error(`a browser dialog opened: ${message}`);
  });
}

const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026' };

/**
 * The registration desk writes to Anna through the console's API (a session of its own, in a context of
 * its own): a message with a PDF attachment, and one she must confirm.
 */
async function clinicWritesToAnna(
  browser: Browser,
  baseURL: string,
  clinicSignIn: (page: Page, login: string, password: string) => Promise<void>,
  anna: Page,
  messages: Array<{ title: string; content: string; mustConfirm?: boolean; pdf?: string }>,
) {
  const me = await anna.request.get('/api/mpi/accounts/mpi-user/patients/me', { headers: CLIENT });
  const patientId = ((await me.json()) as { id: number }).id;
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  try {
    const staff = await context.newPage();
    await clinicSignIn(staff, REGISTRAR.login, REGISTRAR.password);
    for (const m of messages) {
      let attachmentIds: number[] = [];
      if (m.pdf) {
        const up = await staff.request.post('/api/clinic/messages/attachments', { headers: CLIENT, multipart: { files: { name: m.pdf, mimeType: 'application/pdf', buffer: PDF } } });
        expect(up.status(), await up.text()).toBe(201);
        attachmentIds = ((await up.json()) as { files: Array<{ id: number }> }).files.map((f) => f.id);
      }
      const sent = await staff.request.post('/api/clinic/messages', {
        headers: CLIENT,
        data: { category: 'RESULTS', title: m.title, content: m.content, recipients: [{ kind: 'PATIENT', id: patientId }], attachmentIds, mustConfirm: m.mustConfirm ?? false },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
  } finally {
    await context.close();
  }
}

/** The registration mailbox as the recipient picker finds it. */
async function registrationMailbox(page: Page): Promise<{ kind: 'MAILBOX'; id: number }> {
  const res = await page.request.get('/api/mpi/accounts/mpi-user/recipients/info?name=Rejestracja&pageIndex=0&pageSize=5', { headers: CLIENT });
  expect(res.status()).toBe(200);
  const page0 = (await res.json()) as { items: Array<{ kind: string; id: number; name: string }> };
  const box = page0.items.find((r) => r.kind === 'MAILBOX' && r.name === 'Rejestracja');
  expect(box, 'the seeded registration mailbox').toBeTruthy();
  return { kind: 'MAILBOX', id: box!.id };
}

/** Sends a message through the API as the signed-in page's account (for the cases that are not about the form). */
async function sendByApi(page: Page, title: string, content: string): Promise<number> {
  const res = await page.request.post('/api/mpi/messages/u/mpi-user/portal', {
    headers: CLIENT,
    data: { category: 'M', title, content, recipients: [await registrationMailbox(page)], attachmentIds: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function pickRegistration(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Nowa wiadomość' });
  await dialog.getByRole('button', { name: 'Wybierz odbiorców' }).click();
  const picker = page.getByRole('dialog', { name: 'Wybór odbiorców' });
  await picker.getByRole('textbox', { name: 'Imię' }).fill('Rejestracja');
  await picker.getByRole('button', { name: 'Szukaj' }).click();
  const row = picker.getByRole('listitem').filter({ hasText: 'Rejestracja' }).filter({ hasText: 'Skrzynka' });
  await row.getByRole('button', { name: /^Wybierz/ }).click();
  await expect(row.getByRole('button', { name: /^Wybrano/ })).toBeVisible();
  await picker.getByRole('button', { name: 'Gotowe' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText('Rejestracja', { exact: true })).toBeVisible();
}

test.describe('messages', () => {
  test.beforeEach(async ({ page }) => failOnBrowserDialogs(page));

  test('Anna confirms what the clinic asked first, then reads, filters and opens a message with its PDF', async ({ page, browser, baseURL, signIn, clinicSignIn, checkA11y }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const stamp = Date.now();
    const results = `Wyniki morfologii ${stamp}`;
    const notice = `Zmiana godzin rejestracji ${stamp}`;
    await signIn(page, 'anna');
    await clinicWritesToAnna(browser, baseURL!, clinicSignIn, page, [
      { title: results, content: 'Dzień dobry,\nw załączniku wyniki badań.\nPozdrawiamy', pdf: 'morfologia.pdf' },
      { title: notice, content: 'Od poniedziałku rejestracja telefoniczna czynna od 7:00.', mustConfirm: true },
    ]);

    // A sign-in goes through the messages to confirm; with none left it goes on (the hub: allergies).
    await page.context().clearCookies();
    await page.goto('/login?returnTo=%2Fmessages');
    await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS.anna.username);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS.anna.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/messages-to-confirm\?returnTo=%2Fmessages$/);
    const toConfirm = page.getByTestId('message-to-confirm').filter({ hasText: notice });
    await expect(toConfirm).toContainText('Od poniedziałku rejestracja telefoniczna czynna od 7:00.');
    await checkA11y(page);
    await toConfirm.getByRole('button', { name: 'Potwierdzam przeczytanie' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
    await expect(page).toHaveTitle('Wiadomości - Portal Pacjenta');

    // Unread ones say so in words, and the menu counts them.
    const rows = page.getByTestId('message-row');
    const row = rows.filter({ hasText: results });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(row.getByText('Nieprzeczytana')).toBeVisible();
    await expect(row.getByRole('img', { name: '1 załącznik' })).toBeVisible();
    await expect(row).toContainText('Wyniki');
    const badge = page.getByRole('navigation', { name: 'Menu główne' }).getByRole('status', { name: /nieprzeczytan/ });
    await expect(badge).toBeVisible();
    const unreadBefore = Number(await badge.textContent());
    await checkA11y(page);

    // A title filter keeps only matching messages and lives in the address (a reload keeps it).
    await page.getByRole('textbox', { name: 'Tytuł' }).fill(`morfologii ${stamp}`);
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/title=morfologii/);
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Tytuł' })).toHaveValue(`morfologii ${stamp}`);
    await expect(rows).toHaveCount(1);

    // The message: opened, it is read (the menu's count drops); its PDF downloads as stored.
    await rows.getByRole('link', { name: results }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    const opened = page.locator('[data-testid="thread-message"][aria-current="true"]');
    await expect(opened.getByRole('heading', { name: results })).toBeVisible();
    await expect(opened.getByTestId('message-content')).toHaveText('Dzień dobry,\nw załączniku wyniki badań.\nPozdrawiamy');
    if (unreadBefore > 1) await expect(badge).toHaveText(String(unreadBefore - 1));
    else await expect(badge).toBeHidden();
    const download = page.waitForEvent('download');
    await opened.getByRole('link', { name: 'morfologia.pdf' }).click();
    expect(fs.readFileSync(await (await download).path()).subarray(0, 5).toString()).toBe('%PDF-');
    await opened.getByRole('button', { name: 'Odbiorcy' }).click();
    await expect(page.getByRole('dialog', { name: 'Odbiorcy wiadomości' })).toContainText('Anna Kowalska');
    await checkA11y(page);
  });

  test('writes to the registration mailbox with a PDF, finds it among the sent, edits it and deletes another', async ({ page, signIn, checkA11y }) => {
    await signIn(page, 'anna');
    const other = await sendByApi(page, `Do usunięcia ${Date.now()}`, 'Pomyłka.');
    const title = `Pytanie o skierowanie ${Date.now()}`;
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Nowa wiadomość' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa wiadomość' });
    await expect(dialog.getByRole('combobox', { name: /Kategoria/ })).toHaveValue('Wiadomość');
    await pickRegistration(page);
    await dialog.getByRole('textbox', { name: /Tytuł/ }).fill(title);
    await dialog.getByRole('textbox', { name: /Treść/ }).fill('Dzień dobry,\nczy skierowanie jest już gotowe?');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Dodaj pliki' }).click();
    await (await chooser).setFiles({ name: 'skierowanie.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('skierowanie.pdf')).toBeVisible();
    await checkA11y(page);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/mpi/messages/u/mpi-user/attachments') && r.status() === 201);
    await dialog.getByRole('button', { name: 'Wyślij' }).click();
    await uploaded;
    await expect(page.getByText('Wiadomość została wysłana')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: 'Wysłane' }).click();
    await expect(page).toHaveURL(/tab=outbox/);
    const row = page.getByTestId('message-row').filter({ hasText: title });
    await expect(row).toContainText('Rejestracja');
    await expect(row.getByRole('img', { name: '1 załącznik' })).toBeVisible();

    // Nobody has read it yet: it may change.
    await row.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Edytuj' }).click();
    const edit = page.getByRole('dialog', { name: 'Edycja wiadomości' });
    await expect(edit.getByText('skierowanie.pdf')).toBeVisible();
    await edit.getByRole('textbox', { name: /Treść/ }).fill('Dzień dobry,\nczy skierowanie do poradni jest już gotowe?');
    await edit.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Wiadomość została zapisana')).toBeVisible();
    await expect(page.getByTestId('message-content').last()).toHaveText('Dzień dobry,\nczy skierowanie do poradni jest już gotowe?');
    await expect(page.getByText('Edytowana')).toBeVisible();

    await page.goto(`/messages/${other}`);
    await page.getByRole('button', { name: 'Usuń' }).click();
    await page.getByRole('dialog', { name: 'Usunąć wiadomość?' }).getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByText('Wiadomość została usunięta')).toBeVisible();
    await expect(page).toHaveURL(/\/messages\?tab=outbox$/);
    await expect(page.getByTestId('message-row').filter({ hasText: title })).toBeVisible();
    await expect(page.getByText('Do usunięcia')).toHaveCount(0);
  });

  test('a title and a text with HTML in them are shown as they were written', async ({ page, signIn }) => {
    await signIn(page, 'anna');
    const html = `<img src=x onerror="alert('img')"><script>alert('script')</script> ${Date.now()}`;
    const id = await sendByApi(page, html, `${html}\n<b>pogrubienie?</b>`);
    await page.goto('/messages?tab=outbox');
    await expect(page.getByRole('link', { name: html })).toBeVisible();
    await page.goto(`/messages/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: html })).toBeVisible();
    await expect(page.getByTestId('message-content')).toHaveText(`${html}\n<b>pogrubienie?</b>`);
    await expect(page.locator('main img, main script, main b')).toHaveCount(0);
  });

  test('on a phone the list rows stack, dialogs fill the screen and nothing scrolls sideways', async ({ page, signIn, checkA11y }) => {
    await signIn(page, 'anna');
    await sendByApi(page, `Pytanie z telefonu ${Date.now()}`, 'Czy mogę przyjść bez skierowania?');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/messages?tab=outbox');
    await expect(page.getByTestId('message-row').first()).toBeVisible();
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('messages-list-phone.png'), fullPage: true });

    await page.getByTestId('message-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('thread-message').first()).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('message-view-phone.png'), fullPage: true });

    await page.goto('/messages');
    await page.getByRole('button', { name: 'Nowa wiadomość' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa wiadomość' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    await page.screenshot({ path: test.info().outputPath('new-message-phone.png') });
  });
});
