import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The shell's two journeys: sign-in into the signed-in shell, and the languages and display preferences.
 * A page's own states (blocked accounts, an expired or must-change password, the unconfirmed e-mail and
 * merge redirects, unknown addresses, the phone menu, the legal pages) are the component tests' —
 * login-page, guards, signed-in-layout, legal-page — and every page's accessibility the a11y sweep's.
 */

/** Signs in through the sign-in form, as a user does. */
async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

test('sign-in and the signed-in shell: a wrong password, a deep link kept through sign-in, the hub, the bar, the menu, help and sign-out', async ({
  page,
}) => {
  // A deep link while signed out: sign-in, with the way back and the context query.
  await page.goto('/allergies?service=12&orgUnit=3');
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('returnTo')).toBe('/allergies?service=12&orgUnit=3');
  expect(url.searchParams.get('service')).toBe('12');
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się do portalu' })).toBeVisible();

  // A wrong password is refused inline, the page stays.
  await signInWithForm(page, 'nie.ma.takiego@example.com', 'ZleHaslo#2026');
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).not.toHaveAttribute('data-loading');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Niepoprawny login i/lub hasło.');
  await expect(page).toHaveURL(/\/login\?/);

  await signInWithForm(page, DEMO_ACCOUNTS.anna.username, DEMO_ACCOUNTS.anna.password);
  await expect(page).toHaveURL(/\/allergies\?service=12&orgUnit=3$/);

  // /main leads to the hub's first module switched on: Anna's bookings.
  await page.goto('/main');
  await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(menu.getByRole('link', { name: 'Rezerwacje' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Alergie' })).toBeVisible();
  const bar = page.getByRole('banner');
  // The configured top-bar links (whole names, a new tab each), one help entry whose menu holds the help
  // with the page's context id and the configured help links, the public e-administration link, as the
  // installation settings give them; the region is in the footer's small print.
  const rules = bar.getByRole('link', { name: /^Regulamin świadczenia usług drogą elektroniczną/ });
  await expect(rules).toHaveAttribute('target', '_blank');
  await expect(rules).toHaveAttribute('rel', /noopener/);
  const help = bar.getByRole('button', { name: 'Pomoc' });
  await expect(help).toHaveCount(1);
  await expect(bar.getByRole('link', { name: /^Pomoc/ })).toHaveCount(0);
  await help.click();
  await expect(page.getByRole('menuitem', { name: /^Pomoc portalu/ })).toHaveAttribute('href', /contextid=PP_BOOKINGS/);
  await expect(page.getByRole('menuitem', { name: /^Kontakt z rejestracją/ })).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('link', { name: /e-Administracja/ })).toHaveAttribute('href', 'https://pacjent.gov.pl');
  await expect(page.getByRole('contentinfo')).toContainText('Region: PL');

  await menu.getByRole('link', { name: 'Moje konto' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Anna Kowalska');
  await help.click();
  await expect(page.getByRole('menuitem', { name: /^Pomoc portalu/ })).toHaveAttribute('href', /contextid=PP_ACCOUNT/);
  await page.keyboard.press('Escape');

  // Sign-out ends the session: the signed-in area sends the visitor to sign-in again.
  await bar.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/mpi/accounts/mpi-user')).status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
});

test('languages and display preferences: English and Ukrainian on the sign-in page and in the shell; contrast, text size and the cookie notice kept', async ({
  page,
  context,
  checkA11y,
}) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  const group = (name: RegExp) => footer.getByRole('group', { name });
  const html = page.locator('html');

  // The cookie notice, accepted, is remembered in a cookie of its own.
  const notice = page.getByRole('region', { name: 'Informacja o plikach cookie' });
  await notice.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  await expect(notice).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'cookiesInfo');
  expect(cookie).toMatchObject({ value: 'hidden', secure: true, sameSite: 'Lax' });

  // High contrast and the largest text.
  await expect(html).toHaveAttribute('data-contrast', 'default');
  await group(/Kontrast/).getByRole('button', { name: 'Wysoki' }).click();
  await group(/Rozmiar tekstu/).getByRole('button', { name: 'Największy' }).click();
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(html).toHaveAttribute('style', /font-size: 125%/);
  // The sweep sees the default colours only: the high-contrast theme is checked here.
  await checkA11y(page);

  await group(/Język/).getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the portal' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in - /);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account for yourself' })).toBeVisible();

  await group(/Language/).getByRole('button', { name: 'Українська' }).click();
  await expect(html).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1, name: 'Увійдіть на портал' })).toBeVisible();
  await expect(page).toHaveTitle(/^Вхід - /);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page.getByText('Введіть логін')).toBeVisible();

  // After a reload: the language from the first paint, the contrast and text size, the notice still closed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Увійдіть на портал' })).toBeVisible();
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(html).toHaveAttribute('style', /font-size: 125%/);
  await expect(group(/Розмір тексту/).getByRole('button', { name: 'Найбільший' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Інформація про файли cookie' })).toHaveCount(0);

  // Signed in, the shell is in the chosen language.
  await page.getByLabel('Ім’я користувача').fill(DEMO_ACCOUNTS.anna.username);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(DEMO_ACCOUNTS.anna.password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings/);
  await expect(page.getByRole('heading', { level: 1, name: 'Записи на прийом' })).toBeVisible();
  await expect(page).toHaveTitle(/^Записи на прийом - /);
  await expect(page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Мій обліковий запис' })).toBeVisible();
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: 'Змінити пароль' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Вийти' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Заплановано' })).toBeChecked();

  // The signed-in area switches in place, the texts loaded with its routes included.
  await group(/Мова/).getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page).toHaveTitle(/^Bookings - /);
  await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Scheduled' })).toBeChecked();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  // Back to Polish: the choice is saved on Anna's account, whose mail other specs read in Polish.
  await group(/Language/).getByRole('button', { name: 'Polski' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'pl');
});
