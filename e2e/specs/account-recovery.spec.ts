import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test as base, type OutboxItem } from '../fixtures';

/**
 * These flows change demo accounts for good (the unconfirmed one gets confirmed, passwords change).
 * A worker fixture of this file's own gives it a worker — and so a fresh server — of its own, so no
 * other spec ever meets the changed accounts.
 */
const test = base.extend<object, { ownServer: boolean }>({
  ownServer: [async ({}, use) => use(true), { scope: 'worker', auto: true }],
});


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
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1];

const NEW_PASSWORD = 'Wiosenny-Spacer-Nad-Odra-2026';

test.describe('confirmation of the e-mail', () => {
  test('an unconfirmed account asks for a new link at /confirmemail, confirms it at /confirm and signs in', async ({
    page,
    checkA11y,
    outbox,
  }) => {
    const { username, password } = DEMO_ACCOUNTS.unconfirmed;
    await page.goto('/login');
    await signInWithForm(page, username, password);
    await expect(page).toHaveURL(/\/confirmemail\?email=/);
    await expect(page.getByRole('main')).toContainText(username);
    await checkA11y(page);

    const before = await lastId(outbox);
    await page.getByRole('button', { name: 'Wyślij ponownie link potwierdzający' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link został wysłany' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('confirmemail-sent.png'), fullPage: true });

    const mail = await newestMessage(outbox, username, before);
    expect(mail.subject).toBe('Potwierdź adres e-mail w Portalu Pacjenta');
    const link = linkIn(mail.body);
    expect(link).toMatch(/^\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Adres e-mail został potwierdzony' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('confirm-success.png'), fullPage: true });

    // The same link a second time: the failure state, with the way to a new link.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie udało się potwierdzić adresu e-mail' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wyślij nowy link potwierdzający' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('confirm-failure.png'), fullPage: true });

    // Without a token, or with token=true, /confirm goes to sign-in (keeping the context).
    await page.goto('/confirm?token=true&service=12');
    await expect(page).toHaveURL(/\/login\?service=12$/);
    await page.goto('/confirm');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithForm(page, username, password);
    await expect(page).not.toHaveURL(/\/(login|confirmemail)/);
  });

  test('/resendactivationlink answers an unknown address like any other, sending nothing', async ({ page, checkA11y, outbox }) => {
    await page.goto('/resendactivationlink');
    await expect(page.getByRole('heading', { level: 1, name: 'Ponowne wysłanie linku aktywacyjnego' })).toBeVisible();
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByText('Podaj adres e-mail', { exact: true })).toBeVisible();
    await page.getByLabel('Adres e-mail').fill('nikogo.takiego@example.com');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link został wysłany' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Jeśli adres nikogo.takiego@example.com należy do konta, którego jeszcze nie potwierdzono');
    expect((await outbox()).filter((m) => m.recipient === 'nikogo.takiego@example.com')).toHaveLength(0);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('resendactivationlink.png'), fullPage: true });
  });

  test('/resendactivationcode answers a number with nothing to confirm like any other, sending nothing', async ({ page, checkA11y, outbox }) => {
    const before = await lastId(outbox);
    await page.goto('/resendactivationcode?phones=%2B48601234567');
    const phone = page.getByLabel('Numer telefonu');
    await expect(phone).toHaveValue('48601234567');
    await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
    await expect(page.getByRole('main')).toContainText('Jeśli numer +48601234567 czeka na potwierdzenie, wysłaliśmy na niego kod.');
    await expect(page.getByLabel('Kod z SMS')).toBeVisible();
    expect((await outbox()).filter((m) => m.recipient === '+48601234567' && m.id > before)).toHaveLength(0);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('resendactivationcode.png'), fullPage: true });
  });
});

test.describe('password recovery', () => {
  test('by e-mail: the link from the mail sets a new password, which then signs in', async ({ page, checkA11y, outbox }) => {
    const { username, password } = DEMO_ACCOUNTS.piotr;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Odzyskiwanie hasła' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('resetpassword-choose.png'), fullPage: true });

    const before = await lastId(outbox);
    await page.getByLabel('Adres e-mail').fill(username);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Jeśli konto z tym adresem istnieje, wysłaliśmy wiadomość z linkiem');
    await checkA11y(page);

    const mail = await newestMessage(outbox, username, before);
    expect(mail.subject).toBe('Ustaw nowe hasło w Portalu Pacjenta');
    await page.goto(linkIn(mail.body));
    await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('textbox', { name: 'Nowe hasło', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Powtórz nowe hasło', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hasło zostało poprawnie zmienione.' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('resetpassword-success.png'), fullPage: true });

    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await signInWithForm(page, username, password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Niepoprawny login i/lub hasło.');
    await signInWithForm(page, username, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('by e-mail for an unknown address ends on the same summary', async ({ page }) => {
    await page.goto('/resetpassword');
    await page.getByLabel('Adres e-mail').fill('nikogo.takiego@example.com');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  });

  test('by phone: the SMS code and a new password; a vulnerable password is refused first', async ({ page, checkA11y, outbox }) => {
    const { username } = DEMO_ACCOUNTS.anna;
    await page.goto('/resetpassword');
    // A number without an account gets the same answer, and no SMS.
    const beforeUnknown = await lastId(outbox);
    await page.getByRole('radio', { name: 'Przez SMS' }).check();
    await page.getByLabel('Numer telefonu').fill('48111000111');
    await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Wysłano wiadomość SMS z kodem potwierdzającym');
    await checkA11y(page);
    expect((await outbox()).filter((m) => m.recipient === '+48111000111' && m.id > beforeUnknown)).toHaveLength(0);

    await page.goto('/resetpassword');
    await page.getByRole('radio', { name: 'Przez SMS' }).check();
    const before = await lastId(outbox);
    const phone = page.getByLabel('Numer telefonu');
    await phone.fill('');
    await phone.pressSequentially('+48 601 234 567');
    await expect(phone).toHaveValue('48601234567');
    await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Wysłano wiadomość SMS z kodem potwierdzającym');
    const sms = await newestMessage(outbox, '+48601234567', before);
    expect(sms.channel).toBe('SMS');

    await page.getByLabel('Kod z SMS').fill(codeIn(sms.body));
    await page.getByRole('textbox', { name: 'Nowe hasło', exact: true }).fill('password1234');
    await page.getByRole('textbox', { name: 'Powtórz nowe hasło', exact: true }).fill('password1234');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByRole('main').getByText('Wymagana zmiana hasła, ponieważ jest podatne na ataki').first()).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('resetpassword-vulnerable.png'), fullPage: true });

    await page.getByRole('textbox', { name: 'Nowe hasło', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Powtórz nowe hasło', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hasło zostało poprawnie zmienione.' })).toBeVisible();

    await page.goto('/login');
    await signInWithForm(page, username, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('fits a 390-pixel phone screen', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/resetpassword', 'resetpassword'],
      ['/resetpassword?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'resetpassword-form'],
      ['/resendactivationcode?phones=48600100200', 'resendactivationcode'],
      ['/resendactivationlink', 'resendactivationlink'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkA11y(page);
      await page.screenshot({ path: test.info().outputPath(`phone-${name}.png`), fullPage: true });
    }
  });
});
