import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, type DemoAccount } from '../fixtures';

/** Signs in through the sign-in form, as a user does. */
async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

const signInAs = (page: Page, who: DemoAccount) => signInWithForm(page, DEMO_ACCOUNTS[who].username, DEMO_ACCOUNTS[who].password);
/** The inline message of a refused sign-in, read once the attempt has finished. */
async function signInAlert(page: Page) {
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).not.toHaveAttribute('data-loading');
  return page.getByRole('main').getByRole('alert');
}

test.describe('sign-in', () => {
  test('shows the form with its links, and a wrong password inline', async ({ page, checkA11y }) => {
    await page.goto('/login?service=12&orgUnit=3');
    await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się do portalu' })).toBeVisible();
    await expect(page).toHaveTitle(/^Logowanie - /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const username = page.getByLabel('Nazwa użytkownika');
    await expect(username).toHaveAttribute('placeholder', /^(Adres e-mail|Login)$/);
    for (const name of ['Deklaracja dostępności', 'Polityka prywatności', 'Warunki korzystania']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    // The demo's login settings offer registration for me, a child and a ward; the links keep the context query.
    await expect(page.getByRole('link', { name: /^Załóż konto/ })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Załóż konto dla siebie' })).toHaveAttribute('href', '/registration?service=12&orgUnit=3');
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('shell-login.png'), fullPage: true });

    await signInWithForm(page, 'nie.ma.takiego@example.com', 'ZleHaslo#2026');
    await expect(await signInAlert(page)).toHaveText('Niepoprawny login i/lub hasło.');
    await expect(page).toHaveURL(/\/login/);
    await checkA11y(page);
  });

  test('asks for both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Podaj login')).toBeVisible();
    await expect(page.getByText('Podaj hasło')).toBeVisible();
  });

  test('a blocked and a temporarily blocked account are told to contact the administrator', async ({ page, checkA11y }) => {
    await page.goto('/login');
    await signInAs(page, 'blocked');
    await expect(await signInAlert(page)).toHaveText('Konto zablokowane. Skontaktuj się z administratorem systemu.');
    await checkA11y(page);

    await page.goto('/login');
    await signInAs(page, 'temporaryBlocked');
    await expect(await signInAlert(page)).toHaveText('Konto zablokowane. Skontaktuj się z administratorem systemu. Blokada jest czasowa.');
  });

  test('an expired password opens the change of password; five wrong passwords lock the account', async ({ page, checkA11y }) => {
    await page.goto('/login');
    await signInAs(page, 'expired');
    await expect(await signInAlert(page)).toHaveText('Hasło wygasło i musi zostać zmienione.');
    const dialog = page.getByRole('dialog', { name: 'Zmiana hasła' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Login')).toHaveValue(DEMO_ACCOUNTS.expired.username);
    await expect(dialog.getByLabel('Login')).toBeDisabled();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(dialog).toBeHidden();

    // The lock comes at the server's limit of failed attempts (5 by default).
    for (let attempt = 1; attempt <= 6; attempt++) {
      await signInWithForm(page, DEMO_ACCOUNTS.expired.username, `Zle-haslo-${attempt}`);
      const alert = await signInAlert(page);
      await expect(alert).toHaveText(/Niepoprawny login i\/lub hasło\.|Konto zostało czasowo zablokowane\./);
      if ((await alert.textContent())?.startsWith('Konto zostało czasowo zablokowane.')) break;
      expect(attempt, 'locked within six attempts').toBeLessThan(6);
    }
    // The lock says for how long (LOGIN_LOCK_MINUTES, 15 by default).
    await expect(await signInAlert(page)).toHaveText('Konto zostało czasowo zablokowane. Spróbuj ponownie za 15 minut.');
    // Locked means locked: the right password is refused as well.
    await signInAs(page, 'expired');
    await expect(await signInAlert(page)).toHaveText(/^Konto zostało czasowo zablokowane\. Spróbuj ponownie za 1[45] minut\.$/);
    await checkA11y(page);
  });

  test('a password that must change is changed in the modal, then the user lands on the hub target', async ({ page, checkA11y }) => {
    await page.goto('/login');
    await signInAs(page, 'mustChange');
    await expect(await signInAlert(page)).toHaveText('Hasło musi zostać zmienione.');
    const dialog = page.getByRole('dialog', { name: 'Zmiana hasła' });
    await expect(dialog.getByLabel('Login')).toHaveValue(DEMO_ACCOUNTS.mustChange.username);

    await dialog.getByLabel('Obecne hasło').fill(DEMO_ACCOUNTS.mustChange.password);
    await dialog.getByRole('textbox', { name: 'Nowe hasło', exact: true }).fill('krótkie');
    await dialog.getByLabel('Powtórz nowe hasło').fill('inne');
    await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(dialog.getByText('Hasło musi mieć co najmniej 12 znaków')).toBeVisible();
    await expect(dialog.getByText('Hasła nie są identyczne')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Nowe hasło', exact: true }).fill('Nowe-Haslo#2026-zmiana');
    await dialog.getByLabel('Powtórz nowe hasło').fill('Nowe-Haslo#2026-zmiana');
    await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
    await expect(page.getByText('Hasło zostało poprawnie zmienione.')).toBeVisible();
    await checkA11y(page);
  });

  test('an unconfirmed e-mail leads to /confirmemail, a second account to /mergeaccount', async ({ page, checkA11y }) => {
    await page.goto('/login');
    await signInAs(page, 'unconfirmed');
    await expect(page).toHaveURL(/\/confirmemail\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Potwierdź adres e-mail' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('@');
    await checkA11y(page);
    await page.getByRole('link', { name: 'Wróć do logowania' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInAs(page, 'merge');
    await expect(page).toHaveURL(/\/mergeaccount\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scalenie kont' })).toBeVisible();
    await checkA11y(page);
  });
});

test.describe('signed-in shell', () => {
  test('/main leads Anna to her bookings (the hub\'s first module on); the shell has its bar, menu, help and sign-out', async ({ page, signIn, checkA11y }) => {
    await signIn(page, 'anna');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
    await expect(page.getByRole('banner')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('link', { name: 'Rezerwacje' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Alergie' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Moje konto' })).toBeVisible();
    const bar = page.getByRole('banner');
    // Top-bar links: long names are cut to 22 characters plus an ellipsis, each opens a new tab.
    const cut = bar.getByRole('link', { name: /^Regulamin świadczenia \.\.\./ });
    await expect(cut).toHaveAttribute('target', '_blank');
    await expect(cut).toHaveAttribute('rel', /noopener/);
    // Help carries the context id of the page.
    await expect(bar.locator('a[href*="contextid=PP_BOOKINGS"]')).toBeVisible();
    // The public e-administration link and the region, as the installation settings give them.
    await expect(bar.getByRole('link', { name: /e-Administracja/ })).toHaveAttribute('href', 'https://pacjent.gov.pl');
    await expect(bar).toContainText('Region: PL');
    await expect(page).toHaveTitle(/ - /);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('shell-desktop.png'), fullPage: true });

    await menu.getByRole('link', { name: 'Moje konto' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Anna Kowalska');
    await expect(page.getByRole('main')).toContainText(DEMO_ACCOUNTS.anna.username);
    await expect(bar.locator('a[href*="contextid=PP_ACCOUNT"]')).toBeVisible();
    await checkA11y(page);

    await bar.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });

  test('a deep link while signed out returns there after sign-in, keeping its query', async ({ page, checkA11y }) => {
    await page.goto('/allergies?service=12&orgUnit=3');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('returnTo')).toBe('/allergies?service=12&orgUnit=3');
    expect(url.searchParams.get('service')).toBe('12');
    await checkA11y(page);
    await signInAs(page, 'anna');
    await expect(page).toHaveURL(/\/allergies\?service=12&orgUnit=3$/);
  });

  test('unknown addresses go to sign-in, or to the hub when signed in', async ({ page, signIn }) => {
    await page.goto('/nie-ma-takiej-strony');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'anna');
    await page.goto('/nie-ma-takiej-strony');
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
  });

  test('the shell on a phone: a burger opens the menu with the top-bar actions', async ({ page, signIn, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'anna');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
    const burger = page.getByRole('button', { name: 'Otwórz menu' });
    await expect(burger).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('link', { name: 'Alergie' })).toBeHidden();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('shell-phone.png'), fullPage: true });

    await burger.click();
    await expect(menu.getByRole('link', { name: 'Alergie' })).toBeInViewport();
    await expect(menu.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Zmień hasło' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('shell-phone-menu.png') });

    await menu.getByRole('link', { name: 'Moje konto' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Anna Kowalska');
  });
});

test.describe('footer', () => {
  test('contrast and text size switch and survive a reload', async ({ page, checkA11y }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-contrast', 'default');
    await page.getByRole('group', { name: /Kontrast/ }).getByRole('button', { name: 'Wysoki' }).click();
    await page.getByRole('group', { name: /Rozmiar tekstu/ }).getByRole('button', { name: 'Największy' }).click();
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await expect(html).toHaveAttribute('style', /font-size: 125%/);
    await expect(page.getByRole('group', { name: /Kontrast/ }).getByRole('button', { name: 'Wysoki' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await expect(html).toHaveAttribute('style', /font-size: 125%/);
    await expect(page.getByRole('group', { name: /Rozmiar tekstu/ }).getByRole('button', { name: 'Największy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('shell-login-contrast.png'), fullPage: true });

    await page.getByRole('group', { name: /Rozmiar tekstu/ }).getByRole('button', { name: 'Większy', exact: true }).click();
    await expect(html).toHaveAttribute('style', /font-size: 112.5%/);
    await page.getByRole('group', { name: /Kontrast/ }).getByRole('button', { name: 'Domyślny' }).click();
    await page.getByRole('group', { name: /Rozmiar tekstu/ }).getByRole('button', { name: 'Domyślny' }).click();
    await expect(html).toHaveAttribute('data-contrast', 'default');
    await expect(html).toHaveAttribute('style', /font-size: 100%/);
  });

  test('the cookie notice stays closed once accepted', async ({ page, context, checkA11y }) => {
    await page.goto('/login');
    const notice = page.getByRole('region', { name: 'Informacja o plikach cookie' });
    await expect(notice).toBeVisible();
    await checkA11y(page);
    await notice.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookiesInfo');
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  const legalPages = [
    { path: '/deklaracja-dostepnosci', pl: 'Deklaracja dostępności', en: 'Accessibility statement', uk: 'Декларація доступності' },
    { path: '/polityka-prywatnosci', pl: 'Polityka prywatności', en: 'Privacy policy', uk: 'Політика конфіденційності' },
    { path: '/warunki-korzystania', pl: 'Warunki korzystania', en: 'Terms of use', uk: 'Умови користування' },
    {
      path: '/regulamin',
      pl: 'Regulamin świadczenia usług drogą elektroniczną',
      en: 'Regulations for the provision of electronic services',
      uk: 'Регламент надання послуг електронним шляхом',
    },
  ];

  test('legal pages in Polish and English', async ({ page, checkA11y }) => {
    const pages = legalPages;
    for (const doc of pages) {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1, name: doc.pl })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${doc.pl} - `));
      await checkA11y(page);
    }
    await page.goto('/polityka-prywatnosci');
    await expect(page.getByRole('main')).toContainText('iod@zdrowieplus.example');
    await expect(page.getByRole('main')).toContainText('art. 9 ust. 2 lit. h RODO');
    await page.screenshot({ path: test.info().outputPath('shell-legal-pl.png'), fullPage: true });

    await page.getByRole('group', { name: /Język/ }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Article 9(2)(h) GDPR');
    for (const doc of pages) {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1, name: doc.en })).toBeVisible();
      await checkA11y(page);
    }
    await page.screenshot({ path: test.info().outputPath('shell-legal-en.png'), fullPage: true });

    // The choice of language persists; the footer's legal links follow it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: pages[3].en })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy', exact: true }).click();
    await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
    await page.getByRole('group', { name: /Language/ }).getByRole('button', { name: 'Polski' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  });

  test('legal pages in Ukrainian', async ({ page, checkA11y }) => {
    await page.goto('/polityka-prywatnosci');
    await page.getByRole('group', { name: /Język/ }).getByRole('button', { name: 'Українська' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Політика конфіденційності' })).toBeVisible();
    await expect(page).toHaveTitle(/^Політика конфіденційності - /);
    await expect(page.getByRole('main')).toContainText('ст. 9 ч. 2 п. h GDPR');
    await expect(page.getByRole('main')).toContainText('iod@zdrowieplus.example');
    await page.screenshot({ path: test.info().outputPath('shell-legal-uk.png'), fullPage: true });
    for (const doc of legalPages) {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1, name: doc.uk })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${doc.uk} - `));
      await checkA11y(page);
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: legalPages[3].uk })).toBeVisible();
    await page.getByRole('group', { name: /Мова/ }).getByRole('button', { name: 'Polski' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1, name: legalPages[3].pl })).toBeVisible();
  });

  test('switching to English or Ukrainian translates the sign-in page and the signed-in shell', async ({ page, checkA11y }) => {
    await page.goto('/login');
    const languageSwitch = (name: RegExp) => page.getByRole('contentinfo').getByRole('group', { name });

    await languageSwitch(/Język/).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the portal' })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign in - /);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account for yourself' })).toBeVisible();
    await expect(languageSwitch(/Text size/).getByRole('button', { name: 'Largest' })).toBeVisible();
    await checkA11y(page);

    await languageSwitch(/Language/).getByRole('button', { name: 'Українська' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Увійдіть на портал' })).toBeVisible();
    await expect(page).toHaveTitle(/^Вхід - /);
    await page.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect(page.getByText('Введіть логін')).toBeVisible();
    await checkA11y(page);

    // A stored choice shows the page in that language from the first paint, signed in too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Увійдіть на портал' })).toBeVisible();
    await page.getByLabel('Ім’я користувача').fill(DEMO_ACCOUNTS.anna.username);
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(DEMO_ACCOUNTS.anna.password);
    await page.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect(page).toHaveURL(/\/bookings/);
    await expect(page.getByRole('heading', { level: 1, name: 'Записи на прийом' })).toBeVisible();
    await expect(page).toHaveTitle(/^Записи на прийом - /);
    const menu = page.getByRole('navigation', { name: 'Головне меню' });
    await expect(menu.getByRole('link', { name: 'Мій обліковий запис' })).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'Змінити пароль' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Вийти' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Заплановано' })).toBeChecked();
    await checkA11y(page);

    // The signed-in area switches in place, the texts loaded with its routes included.
    await languageSwitch(/Мова/).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page).toHaveTitle(/^Bookings - /);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Scheduled' })).toBeChecked();
    await checkA11y(page);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await languageSwitch(/Language/).getByRole('button', { name: 'Polski' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });
});
