import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The clinic console's messages end to end. The registrar finds a patient's message in the mailbox
 * "Rejestracja", reads it (HTML in it shown as text) and answers on the mailbox's behalf with an
 * attachment; the administrator adds a mailbox with a member and a message category.
 */

/** The demo staff the auth module seeds (README "Demo accounts"). */
const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026' };
const ADMIN = { login: 'admin', password: 'Admin#Klinika2026' };
/** A small genuine PDF: the server sniffs the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const CLIENT = { 'x-portal-client': '1' };

/** A patient's account writes to the mailbox "Rejestracja" through the portal's API (its own browser context). */
async function patientWritesToRegistration(browser: Browser, baseURL: string, who: keyof typeof DEMO_ACCOUNTS, title: string, content: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const login = await context.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS[who], headers: CLIENT });
    expect(login.status(), `sign-in of ${who}`).toBe(200);
    const found = await context.request.get('/api/mpi/accounts/mpi-user/recipients/info?name=Rejestracja', { headers: CLIENT });
    expect(found.status()).toBe(200);
    const mailbox = ((await found.json()) as { items: Array<{ kind: string; id: number; name: string }> }).items.find((r) => r.kind === 'MAILBOX' && r.name === 'Rejestracja');
    expect(mailbox, 'the mailbox Rejestracja among the recipients').toBeDefined();
    const sent = await context.request.post('/api/mpi/messages/u/mpi-user/portal', {
      headers: CLIENT,
      data: { category: 'M', title, content, recipients: [{ kind: 'MAILBOX', id: mailbox?.id }] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await context.close();
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu konsoli' });
const boxes = (page: Page) => page.getByRole('navigation', { name: 'Skrzynki' });

test.describe('clinic console: messages', () => {
  test('the registrar reads a patient’s message in the mailbox Rejestracja and answers as the mailbox with an attachment', async ({
    page,
    browser,
    serverUrl,
    clinicSignIn,
    checkA11y,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `Pytanie o skierowanie <b>${stamp}</b>`;
    const content = `Dzień dobry,\n<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">\nczy skierowanie jest gotowe? ${stamp}`;
    await patientWritesToRegistration(browser, serverUrl, 'piotr', title, content);
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`);
    });

    await clinicSignIn(page, REGISTRAR.login, REGISTRAR.password);
    // The menu counts her unread messages (her own and her mailboxes').
    const entry = menu(page).getByRole('link', { name: /^Wiadomości/ });
    await expect(entry).toContainText(/Nieprzeczytane wiadomości: [1-9]/);
    await entry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
    await boxes(page).getByRole('link', { name: /Rejestracja/ }).click();
    const row = page.getByRole('article', { name: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('Nieprzeczytana')).toBeVisible();
    await expect(row.getByText(/Od: Piotr Zieliński \(konto piotr\.zielinski@example\.com\)/)).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('messages-1280.png'), fullPage: true });

    // The thread: the text as written, HTML included, nothing run.
    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const message = page.getByRole('article', { name: title });
    await expect(message.getByTestId('message-content')).toHaveText(content, { useInnerText: true });
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(message.locator('b, script, img')).toHaveCount(0);
    await checkA11y(page);

    // The answer on the mailbox's behalf, with a PDF.
    await message.getByRole('link', { name: 'Odpowiedz jako skrzynka „Rejestracja”' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Odpowiedź' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tytuł' })).toHaveValue(`Re: ${title}`);
    await expect(page.getByRole('combobox', { name: 'Wyślij jako' })).toHaveValue('Skrzynka „Rejestracja”');
    await page.getByRole('textbox', { name: 'Treść' }).fill(`Skierowanie czeka w rejestracji. ${stamp}`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Dodaj pliki' }).click();
    await (await chooser).setFiles({ name: 'skierowanie.pdf', mimeType: 'application/pdf', buffer: PDF });
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('reply-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.getByText('Wiadomość została wysłana')).toBeVisible();

    const answer = page.getByRole('article', { name: `Re: ${title}` });
    await expect(answer).toBeVisible();
    await expect(answer.getByText(/Rejestracja \(napisał\(a\):/)).toBeVisible();
    const download = page.waitForEvent('download');
    await answer.getByRole('link', { name: 'Pobierz skierowanie.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('skierowanie.pdf');
    // Her answer is in the outbox; the patient's message is read now.
    await page.getByRole('link', { name: '← Wróć do wiadomości' }).click();
    await boxes(page).getByRole('link', { name: 'Wysłane' }).click();
    await expect(page.getByRole('article', { name: `Re: ${title}` })).toBeVisible();
    await boxes(page).getByRole('link', { name: /Rejestracja/ }).click();
    await expect(page.getByRole('article', { name: title }).getByText('Nieprzeczytana')).toHaveCount(0);

    // On a phone: the boxes above the list, the menu behind its button.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(boxes(page)).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('messages-390.png'), fullPage: true });
  });

  test('the administrator adds a mailbox with a member and a message category', async ({ page, clinicSignIn, checkA11y }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const mailbox = `Poradnia ${stamp}`;
    const code = `E2E_${stamp}`.slice(0, 30);
    await clinicSignIn(page, ADMIN.login, ADMIN.password);
    await menu(page).getByRole('link', { name: /^Wiadomości/ }).click();
    await page.getByRole('link', { name: 'Skrzynki wspólne' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Skrzynki wspólne' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Skrzynki wspólne' }).getByRole('row', { name: /Rejestracja/ })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Nowa skrzynka' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa skrzynka' });
    await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(mailbox);
    await dialog.getByRole('textbox', { name: 'Opis' }).fill('Pytania do poradni');
    await dialog.getByRole('searchbox', { name: 'Szukaj członka personelu' }).fill('rejestracja');
    await dialog.getByRole('button', { name: /^Dodaj członka:/ }).first().click();
    await expect(dialog.getByRole('list', { name: 'Członkowie' }).getByRole('listitem')).toHaveCount(1);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Skrzynka została zapisana.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Skrzynki wspólne' }).getByRole('row', { name: new RegExp(mailbox) })).toBeVisible();

    // The same name again: the server refuses it at the name field.
    await page.getByRole('button', { name: 'Nowa skrzynka' }).click();
    await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(mailbox.toLowerCase());
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nazwa' })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Anuluj' }).click();

    await page.getByRole('link', { name: '← Wróć do wiadomości' }).click();
    await page.getByRole('link', { name: 'Kategorie wiadomości' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kategorie wiadomości' })).toBeVisible();
    await page.getByRole('button', { name: 'Nowa kategoria' }).click();
    const category = page.getByRole('dialog', { name: 'Nowa kategoria' });
    await category.getByRole('textbox', { name: 'Kod' }).fill(code);
    await category.getByRole('textbox', { name: 'Nazwa' }).fill(`Szczepienia ${stamp}`);
    await category.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Kategoria została zapisana.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Kategorie wiadomości' }).getByRole('row', { name: new RegExp(code) })).toBeVisible();

    // M stays on: the server's words at the switch.
    await page.getByRole('button', { name: 'Edytuj: Wiadomość' }).click();
    const m = page.getByRole('dialog', { name: 'Kategoria M' });
    await m.getByRole('switch', { name: /Aktywna/ }).uncheck();
    await m.getByRole('button', { name: 'Zapisz' }).click();
    await expect(m.getByRole('switch', { name: /Aktywna/ })).toHaveAccessibleDescription(/nie można wyłączyć/);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('categories-1280.png'), fullPage: true });
  });
});
