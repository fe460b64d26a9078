import { expect, test } from '../fixtures';

/** The demo staff the auth module seeds (README "Demo accounts"). */
const ADMIN = { login: 'admin', password: 'Admin#Klinika2026' };

test.describe('clinic console: the organisation', () => {
  test('the administrator browses units, practitioners and services, adds a commercial service and deactivates it', async ({ page, clinicSignIn, checkA11y }) => {
    await clinicSignIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Organizacja' }).click();

    // Units: the demo clinic's two, each with its address.
    await expect(page).toHaveURL(/\/clinic\/organisation\/units$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jednostki' })).toBeVisible();
    await expect(page.getByText('ul. Zakopiańska 62, 30-418 Kraków')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia' }).click();
    await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('12 265 40 10');
    await checkA11y(page);

    // Practitioners: found by the start of the last name.
    await page.getByRole('navigation', { name: 'Części organizacji' }).getByRole('link', { name: 'Personel medyczny' }).click();
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('Lewand');
    await expect(page.getByRole('link', { name: 'lek. Tomasz Lewandowski' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'lek. Tomasz Lewandowski' }).click();
    await expect(page.getByRole('checkbox', { name: 'Lekarz POZ' })).toBeChecked();
    await checkA11y(page);

    // Services: a new commercial one, priced, then deactivated.
    await page.getByRole('navigation', { name: 'Części organizacji' }).getByRole('link', { name: 'Świadczenia' }).click();
    await expect(page.getByRole('link', { name: 'Konsultacja kardiologiczna' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Dodaj świadczenie' }).click();
    const code = `KOM-E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('textbox', { name: 'Nazwa' }).fill('Holter EKG 24-godzinny');
    await page.getByRole('textbox', { name: 'Kod' }).fill(code);
    await page.getByRole('switch', { name: /Świadczenie komercyjne/ }).check();
    await page.getByRole('textbox', { name: 'Cena' }).fill('260');
    // A multi-select: its pills box takes the click, the keyboard opens the list as a person would.
    await page.getByRole('combobox', { name: 'Jednostki' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Centrum Medyczne Specjalistyczne Portal Zdrowia' }).click();
    await page.keyboard.press('Escape');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Holter EKG 24-godzinny' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cena' })).toHaveValue('260.00');

    await page.getByRole('button', { name: 'Dezaktywuj' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dezaktywuj' }).click();
    await expect(page.getByRole('button', { name: 'Aktywuj', exact: true })).toBeVisible();
    await expect(page.getByText('Nieaktywna', { exact: true })).toBeVisible();
  });
});
