import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, type OutboxItem } from '../fixtures';

/*
 * Recovery through the server's real mail: a new password by the link of an e-mail, and the
 * confirmation of an e-mail address. The recovery by SMS, the answers for unknown addresses and numbers
 * and each page's states are the component tests' (account-recovery/components) and the API tests'
 * (modules/confirmations). The reset uses a fresh account; the demo "unconfirmed" account, confirmed
 * here, is read by no other spec.
 */

async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** The newest message to `recipient` sent after `after` (an outbox id), waiting for it to arrive. */
async function newestMessage(outbox: () => Promise<OutboxItem[]>, recipient: string, after = 0): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      found = (await outbox()).find((m) => m.recipient.toLowerCase() === recipient.toLowerCase() && m.id > after);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
const lastId = async (outbox: () => Promise<OutboxItem[]>) => (await outbox())[0]?.id ?? 0;
/** The path and query of the first link of a mail to this portal. */
const linkIn = (body: string) => {
  const url = new URL(/https?:\/\/\S+/.exec(body)![0]);
  return url.pathname + url.search;
};

const NEW_PASSWORD = 'Wiosenny-Spacer-Nad-Odra-2026';

test('password reset by e-mail: the link from the mail sets a new password, which then signs in', async ({ page, freshAccount, outbox }) => {
  const { email, password } = await freshAccount(page);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odzyskiwanie hasła' })).toBeVisible();
  const before = await lastId(outbox);
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();

  const mail = await newestMessage(outbox, email, before);
  expect(mail.subject).toBe('Ustaw nowe hasło w Portalu Pacjenta');
  await page.goto(linkIn(mail.body));
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nowe hasło', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Powtórz nowe hasło', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hasło zostało poprawnie zmienione.' })).toBeVisible();

  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await signInWithForm(page, email, password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Niepoprawny login i/lub hasło.');
  await signInWithForm(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  expect((await page.request.get('/api/mpi/accounts/mpi-user')).status()).toBe(200);
});

test('an unconfirmed account asks for a new link at /confirmemail, confirms it at /confirm and signs in', async ({ page, checkA11y, outbox }) => {
  const { username, password } = DEMO_ACCOUNTS.unconfirmed;
  await page.goto('/login');
  await signInWithForm(page, username, password);
  await expect(page).toHaveURL(/\/confirmemail\?email=/);
  await expect(page.getByRole('main')).toContainText(username);

  const before = await lastId(outbox);
  await page.getByRole('button', { name: 'Wyślij ponownie link potwierdzający' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link został wysłany' })).toBeVisible();

  const mail = await newestMessage(outbox, username, before);
  expect(mail.subject).toBe('Potwierdź adres e-mail w Portalu Pacjenta');
  const link = linkIn(mail.body);
  expect(link).toMatch(/^\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Adres e-mail został potwierdzony' })).toBeVisible();
  // A state the sweep cannot reach (it needs a live link).
  await checkA11y(page);

  // The link works once: a second visit shows the failure state.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie udało się potwierdzić adresu e-mail' })).toBeVisible();

  await page.goto('/login');
  await signInWithForm(page, username, password);
  await expect(page).not.toHaveURL(/\/(login|confirmemail)/);
});
