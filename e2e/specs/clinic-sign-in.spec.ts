import { expect, test } from '../fixtures';

/** The demo staff the auth module seeds (README "Demo accounts"). */
const ADMIN = { login: 'admin', password: 'Admin#Klinika2026' };

test.describe('clinic console sign-in', () => {
  test('the sign-in page: in Polish, accessible, a wrong password refused inline', async ({ page, checkA11y }) => {
    await page.goto('/clinic');
    await expect(page).toHaveURL(/\/clinic\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logowanie do konsoli kliniki' })).toBeVisible();
    await expect(page).toHaveTitle('Logowanie do konsoli kliniki - Konsola kliniki');
    await checkA11y(page);
    await page.getByLabel('Login').fill(ADMIN.login);
    await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('ZleHaslo#2026');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/clinic\/login$/);
  });

  test('the administrator signs in with the code, lands on the dashboard, and signs out', async ({ page, clinicSignIn, checkA11y }) => {
    await clinicSignIn(page, ADMIN.login, ADMIN.password);
    await expect(page).toHaveURL(/\/clinic\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect(page.getByTestId('member-roles')).toHaveText(/administrator/);
    await expect(page.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Pulpit' })).toBeVisible();
    await checkA11y(page);

    // Phone width: the menu folds into the burger, the page still reads.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Pokaż lub ukryj menu' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('clinic-dashboard-390.png'), fullPage: true });
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/clinic\/login$/);
    await page.goto('/clinic/');
    await expect(page).toHaveURL(/\/clinic\/login$/);
  });
});
