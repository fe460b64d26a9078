import { generate } from 'otplib';
import { expect, test } from '../fixtures';

/** The demo administrator (README "Demo accounts"). */
const ADMIN = { login: 'admin', password: 'Admin#Klinika2026' };

/*
 * The console's own journey: the administrator signs in with the code from her app and lands on the
 * dashboard; she creates a member, who (in a browser of her own) enrols her app, changes the temporary
 * password and is deactivated, which ends her session; the administrator signs out. The sign-in page's
 * refusals, the lists and the forms are the console's component tests (apps/clinic/src/features).
 */
test.describe('clinic console: sign-in and staff management', () => {
  test('the administrator signs in with the code and creates a member; she enrols her app, changes the temporary password, and is deactivated; the administrator signs out', async ({
    page,
    browser,
    serverUrl,
    clinicSignIn,
  }) => {
    const login = `e2e.${Date.now().toString(36)}`;
    await page.goto('/clinic');
    await expect(page).toHaveURL(/\/clinic\/login$/);
    await clinicSignIn(page, ADMIN.login, ADMIN.password);
    await expect(page).toHaveURL(/\/clinic\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect(page.getByTestId('member-roles')).toHaveText(/administrator/);

    await page.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Personel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personel' })).toBeVisible();
    await page.getByRole('link', { name: 'Dodaj pracownika' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nowy pracownik' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Login/ }).fill(login);
    await page.getByRole('textbox', { name: /^Imię/ }).fill('Ewelina');
    await page.getByRole('textbox', { name: /^Nazwisko/ }).fill('Testowa');
    await page.getByRole('checkbox', { name: 'rejestracja' }).check();
    await page.getByLabel(/^Hasło tymczasowe/).fill('Tymczasowe#Haslo2026');
    await page.getByRole('button', { name: 'Utwórz konto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ewelina Testowa' })).toBeVisible();
    await expect(page.getByText('bez drugiego składnika')).toBeVisible();
    await expect(page.getByText('hasło tymczasowe', { exact: true })).toBeVisible();

    // The new member, in a browser of her own: password, then the QR code's secret in her app, its first code.
    const theirs = await browser.newContext({ baseURL: serverUrl, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
    const member = await theirs.newPage();
    // While the password is temporary the console asks nothing but the change: no unread count (whose
    // refused, retried query once landed after the change with the replaced session: "Sesja wygasła").
    let unreadAsked = 0;
    member.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/clinic/messages/boxes') unreadAsked++;
    });
    await member.goto('/clinic/login');
    await member.getByLabel('Login').fill(login);
    await member.getByRole('textbox', { name: 'Hasło', exact: true }).fill('Tymczasowe#Haslo2026');
    await member.getByRole('button', { name: 'Dalej' }).click();
    await expect(member.getByRole('heading', { name: 'Włącz logowanie dwuetapowe' })).toBeVisible();
    const secret = ((await member.getByLabel('Klucz do wpisania ręcznie').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await member.getByLabel('Cyfra 1 z 6').click();
    await member.keyboard.type(await generate({ secret }));
    await member.getByRole('button', { name: 'Potwierdź' }).click();
    await expect(member.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await member.getByRole('checkbox', { name: 'Zapisałem kody zapasowe' }).check();
    await member.getByRole('button', { name: 'Dalej' }).click();

    // The temporary password must go first.
    await expect(member.getByRole('heading', { level: 1, name: 'Zmiana hasła' })).toBeVisible();
    await expect(member).toHaveURL(/\/clinic\/change-password$/);
    await expect(member.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link')).toHaveCount(0);
    expect(unreadAsked, 'the unread count is not asked while the password is temporary').toBe(0);
    await member.getByLabel(/^Obecne hasło/).fill('Tymczasowe#Haslo2026');
    await member.getByLabel(/^Nowe hasło/).fill('Moje-Wlasne#Haslo2026');
    await member.getByLabel(/^Powtórz nowe hasło/).fill('Moje-Wlasne#Haslo2026');
    await member.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect(member.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Pulpit' })).toBeVisible();
    await expect(member.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Personel' })).toBeHidden();

    // The administrator sees it, then deactivates her: her session ends.
    await page.reload();
    await expect(page.getByText('skonfigurowany', { exact: true })).toBeVisible();
    await expect(page.getByText('hasło tymczasowe', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Dezaktywuj konto' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dezaktywuj konto' }).click();
    await expect(page.getByText('nieaktywne', { exact: true })).toBeVisible();
    // The notice lies over the top bar (and stays while the pointer rests on it): closed, as a person would.
    const notice = page.getByRole('status').filter({ hasText: 'Konto zostało dezaktywowane.' });
    await notice.getByRole('button', { name: 'Zamknij' }).click();
    await expect(notice).toHaveCount(0);
    await member.reload();
    await expect(member).toHaveURL(/\/clinic\/login/);
    await theirs.close();

    // The administrator signs out: the console is closed to her browser until she signs in again.
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/clinic\/login$/);
    await page.goto('/clinic/');
    await expect(page).toHaveURL(/\/clinic\/login$/);
  });
});
