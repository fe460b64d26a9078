import { generate } from 'otplib';
import { expect, test } from '../fixtures';

/** The demo administrator (README "Demo accounts"). */
const ADMIN = { login: 'admin', password: 'Admin#Klinika2026' };

test.describe('clinic console: staff management', () => {
  test('the administrator creates a member; she enrols her app, changes the temporary password, and is deactivated', async ({
    page,
    browser,
    serverUrl,
    clinicSignIn,
    checkA11y,
  }) => {
    const login = `e2e.${Date.now().toString(36)}`;
    await clinicSignIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Personel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personel' })).toBeVisible();
    await expect(page.getByTestId('staff-rejestracja')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('wój');
    await expect(page.getByTestId('staff-rejestracja')).toBeVisible();
    await expect(page.getByTestId('staff-admin')).toBeHidden();

    await page.getByRole('link', { name: 'Dodaj pracownika' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nowy pracownik' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Login/ }).fill(login);
    await page.getByRole('textbox', { name: /^Imię/ }).fill('Ewelina');
    await page.getByRole('textbox', { name: /^Nazwisko/ }).fill('Testowa');
    await page.getByRole('checkbox', { name: 'rejestracja' }).check();
    await page.getByLabel(/^Hasło tymczasowe/).fill('Tymczasowe#Haslo2026');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Utwórz konto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ewelina Testowa' })).toBeVisible();
    await expect(page.getByText('bez drugiego składnika')).toBeVisible();
    await expect(page.getByText('hasło tymczasowe', { exact: true })).toBeVisible();
    await checkA11y(page);

    // The new member, in a browser of her own: password, then the QR code's secret in her app, its first code.
    const theirs = await browser.newContext({ baseURL: serverUrl, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
    const member = await theirs.newPage();
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
    await checkA11y(member);
    await member.getByLabel(/^Obecne hasło/).fill('Tymczasowe#Haslo2026');
    await member.getByLabel(/^Nowe hasło/).fill('Moje-Wlasne#Haslo2026');
    await member.getByLabel(/^Powtórz nowe hasło/).fill('Moje-Wlasne#Haslo2026');
    await member.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect(member.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Personel' })).toBeHidden();

    // The administrator sees it, then deactivates her: her session ends.
    await page.reload();
    await expect(page.getByText('skonfigurowany', { exact: true })).toBeVisible();
    await expect(page.getByText('hasło tymczasowe', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Dezaktywuj konto' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dezaktywuj konto' }).click();
    await expect(page.getByText('nieaktywne', { exact: true })).toBeVisible();
    await member.reload();
    await expect(member).toHaveURL(/\/clinic\/login/);
    await theirs.close();
  });
});
