import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The clinic console's messages end to end. The registrar finds a patient's message in the mailbox
 * "Rejestracja", reads it (HTML in it shown as text) and answers on the mailbox's behalf with an
 * attachment; the administrator adds a mailbox with a member and a message category. Across both apps
 * (issue 11 "Tests"): Anna writes to "Rejestracja" with an attachment; the registrar answers with a
 * message she must confirm; Anna's open tab counts it at once; her next sign-in stops at the messages
 * to confirm until she confirms it; the notice e-mail's link opens the message after sign-in.
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
/** The portal's menu count of Anna's unread messages (absent at none). */
const portalBadge = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' }).getByRole('status', { name: /nieprzeczytan/ });
const portalUnread = async (page: Page) => ((await portalBadge(page).count()) ? Number(await portalBadge(page).textContent()) : 0);

/** Signs Anna in through the portal's sign-in page (the way that goes through the messages to confirm). */
async function annaSignsIn(page: Page, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS.anna.username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS.anna.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
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

  test('Anna writes to Rejestracja with a file; the registrar answers with a message to confirm; Anna’s open tab counts it, her sign-in stops until she confirms, the e-mail’s link opens it', async ({
    page,
    browser,
    serverUrl,
    signIn,
    clinicSignIn,
    checkA11y,
    outbox,
  }) => {
    // Two apps, two browser contexts, a job's e-mail and three sign-ins.
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `<img src=x onerror="alert('tytuł')">Wyniki ${stamp}`;
    const content = `Dzień dobry,\n<script>alert('treść')</script>proszę o omówienie wyników.\n${stamp}`;
    const answerText = `Prosimy o wizytę w przyszłym tygodniu. ${stamp}`;
    const mailsBefore = (await outbox()).length;
    page.on('dialog', (d) => {
      void d.dismiss();
      throw new Error(`a dialog opened in the portal: ${d.message()}`);
    });
    const desk = await (await browser.newContext({ baseURL: serverUrl, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })).newPage();
    desk.on('dialog', (d) => {
      void d.dismiss();
      throw new Error(`a dialog opened in the console: ${d.message()}`);
    });
    try {
      // Anna writes to the mailbox Rejestracja with a PDF, in the portal.
      await signIn(page, 'anna');
      await page.goto('/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
      await page.getByRole('button', { name: 'Nowa wiadomość' }).click();
      const form = page.getByRole('dialog', { name: 'Nowa wiadomość' });
      await form.getByRole('button', { name: 'Wybierz odbiorców' }).click();
      const picker = page.getByRole('dialog', { name: 'Wybór odbiorców' });
      await picker.getByRole('textbox', { name: 'Imię' }).fill('Rejestracja');
      await picker.getByRole('button', { name: 'Szukaj' }).click();
      const mailbox = picker.getByRole('listitem').filter({ hasText: 'Rejestracja' }).filter({ hasText: 'Skrzynka' });
      await mailbox.getByRole('button', { name: /^Wybierz/ }).click();
      await picker.getByRole('button', { name: 'Gotowe' }).click();
      await form.getByRole('textbox', { name: /Tytuł/ }).fill(title);
      await form.getByRole('textbox', { name: /Treść/ }).fill(content);
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Dodaj pliki' }).click();
      await (await chooser).setFiles({ name: 'wyniki.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: 'Wyślij' }).click();
      await expect(page.getByText('Wiadomość została wysłana')).toBeVisible();
      const unreadBefore = await portalUnread(page);

      // The registrar, in a browser of her own: the title and text as written, nothing run; her answer must be confirmed.
      await clinicSignIn(desk, REGISTRAR.login, REGISTRAR.password);
      await menu(desk).getByRole('link', { name: /^Wiadomości/ }).click();
      await boxes(desk).getByRole('link', { name: /Rejestracja/ }).click();
      const row = desk.getByRole('article', { name: title });
      await expect(row.getByText(/Od: Anna Kowalska \(konto anna\.kowalska@example\.com\)/)).toBeVisible();
      await expect(row.getByText('Załączniki: 1')).toBeAttached();
      await row.getByRole('link', { name: title }).click();
      const message = desk.getByRole('article', { name: title });
      await expect(message.getByTestId('message-content')).toHaveText(content, { useInnerText: true });
      await expect(desk.locator('main img, main script')).toHaveCount(0);
      const file = desk.waitForEvent('download');
      await message.getByRole('link', { name: 'Pobierz wyniki.pdf' }).click();
      expect((await file).suggestedFilename()).toBe('wyniki.pdf');
      await checkA11y(desk);
      await desk.screenshot({ path: test.info().outputPath('thread-1280.png'), fullPage: true });
      await message.getByRole('link', { name: 'Odpowiedz jako skrzynka „Rejestracja”' }).click();
      await desk.getByRole('textbox', { name: 'Treść' }).fill(answerText);
      await desk.getByRole('checkbox', { name: 'Pacjent musi potwierdzić przeczytanie' }).check();
      await desk.getByRole('button', { name: 'Wyślij' }).click();
      await expect(desk.getByText('Wiadomość została wysłana')).toBeVisible();
      const answer = desk.getByRole('article', { name: `Re: ${title}` });
      await expect(answer.getByText('do potwierdzenia')).toBeVisible();

      // Anna's open tab counts the answer without a reload.
      await expect(portalBadge(page)).toHaveText(String(unreadBefore + 1));

      // The notice e-mail (sent by a job) links to the sign-in with the notice.
      let link = '';
      await expect
        .poll(async () => {
          const mails = (await outbox()).slice(0, Math.max(0, (await outbox()).length - mailsBefore));
          const mail = mails.find((m) => m.channel === 'EMAIL' && m.recipient === DEMO_ACCOUNTS.anna.username && m.subject === 'Nowa wiadomość w Portalu Pacjenta');
          link = /\/login\?nguid=[\w-]+/.exec(mail?.body ?? '')?.[0] ?? '';
          return link;
        })
        .not.toBe('');
      expect(link).not.toContain(stamp);

      // Signed out and in again: the answer holds her until she confirms it, then the portal.
      await page.getByRole('banner').getByRole('button', { name: 'Wyloguj' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await annaSignsIn(page);
      await expect(page).toHaveURL(/\/messages-to-confirm/);
      const toConfirm = page.getByTestId('message-to-confirm').filter({ hasText: `Re: ${title}` });
      await expect(toConfirm).toContainText(answerText);
      await expect(page.locator('main img, main script')).toHaveCount(0);
      await checkA11y(page);
      await toConfirm.getByRole('button', { name: 'Potwierdzam przeczytanie' }).click();
      await expect(page).toHaveURL(/\/(main|bookings(\?.*)?)$/);

      // The e-mail's link: after sign-in it opens the message.
      await page.getByRole('banner').getByRole('button', { name: 'Wyloguj' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await annaSignsIn(page, link);
      await expect(page).toHaveURL(/\/messages\/\d+$/);
      await expect(page.getByRole('heading', { name: `Re: ${title}` }).first()).toBeVisible();
      await expect(page.getByText(answerText)).toBeVisible();

      // The registrar's answer is read: the console says when.
      await desk.reload();
      await expect(desk.getByRole('article', { name: `Re: ${title}` }).getByText(/Anna Kowalska — przeczytana/)).toBeVisible();
    } finally {
      await desk.context().close();
      await confirmAnnasLeftovers(browser, serverUrl);
    }
  });
});
