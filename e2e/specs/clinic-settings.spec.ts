import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The demo administrator (README "Demo accounts"). */
const ADMIN = { login: 'admin', password: 'Admin#Klinika2026' };
const CLIENT = { 'x-portal-client': '1' };
const SEEDED_NAME = 'Polityka prywatności';
const NEW_NAME = 'Prywatność pacjenta';

/** Puts back what the test changed, through the console's API in the admin's browser context (its pp_clinic cookie). */
async function restore(admin: Page) {
  const settings = await admin.request.get('/api/clinic/settings', { headers: CLIENT });
  if (!settings.ok()) return;
  const { application } = await settings.json();
  if (!application.allergyModule) {
    await admin.request.put('/api/clinic/settings/application', { data: { ...application, allergyModule: true }, headers: CLIENT });
  }
  const links = (await (await admin.request.get('/api/clinic/links', { headers: CLIENT })).json()) as Array<{ id: number; namePl: string; kind: string; nameEn: string; url: string; sso: boolean }>;
  const renamed = links.find((l) => l.namePl === NEW_NAME);
  if (renamed) {
    const { id, kind, nameEn, url, sso } = renamed;
    await admin.request.put(`/api/clinic/links/${id}`, { data: { kind, namePl: SEEDED_NAME, nameEn, url, sso }, headers: CLIENT });
  }
}

test.describe('clinic console: portal settings', () => {
  test('the admin switches a module off and renames a top-bar link; the patient portal shows both on its next page load', async ({
    page,
    browser,
    baseURL,
    clinicSignIn,
    signIn,
    checkA11y,
  }) => {
    // Anna, in a browser of her own.
    const patientContext = await browser.newContext({ baseURL });
    const patient = await patientContext.newPage();
    await signIn(patient, 'anna');
    await patient.goto('/main');
    const patientMenu = patient.getByRole('navigation', { name: 'Menu główne' });
    await expect(patientMenu.getByRole('link', { name: 'Alergie' })).toBeVisible();
    await expect(patient.getByRole('banner').getByRole('link', { name: SEEDED_NAME })).toBeVisible();

    await clinicSignIn(page, ADMIN.login, ADMIN.password);
    try {
      await page.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Ustawienia portalu' }).click();
      await expect(page).toHaveURL(/\/clinic\/settings\/modules$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia portalu' })).toBeVisible();

      const sections = page.getByRole('navigation', { name: 'Części ustawień' });

      // The module switch.
      const allergies = page.getByRole('switch', { name: /^Alergie/ });
      await expect(allergies).toBeChecked();
      await allergies.uncheck();
      await page.getByRole('button', { name: 'Zapisz: Moduły portalu' }).click();
      await expect(page.getByText('Zapisano: Moduły portalu.')).toBeVisible();

      // A top-bar link renamed through its dialog.
      await sections.getByRole('link', { name: 'Odnośniki górnego paska' }).click();
      await page.getByRole('button', { name: `Zmień: ${SEEDED_NAME}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Zmiana odnośnika' });
      await expect(dialog.getByRole('textbox', { name: /Nazwa po polsku/ })).toHaveValue(SEEDED_NAME);
      // The dialog is a state the accessibility sweep's page loads never reach.
      await checkA11y(page);
      await dialog.getByRole('textbox', { name: /Nazwa po polsku/ }).fill(NEW_NAME);
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      await expect(page.getByText('Zapisano odnośnik.')).toBeVisible();
      await expect(page.getByRole('table').getByRole('cell', { name: NEW_NAME, exact: true })).toBeVisible();

      // Anna's next page load: no allergies in the menu (the address leads nowhere), the new link in the bar.
      await patient.goto('/account');
      await expect(patient.getByRole('banner').getByRole('link', { name: NEW_NAME })).toBeVisible();
      await expect(patientMenu.getByRole('link', { name: 'Moje konto' })).toBeVisible();
      await expect(patientMenu.getByRole('link', { name: 'Alergie' })).toHaveCount(0);
      const allergiesApi = await patient.request.get('/api/mpi/accounts/mpi-user/application-settings', { headers: CLIENT });
      expect((await allergiesApi.json()).allergyModule).toBe(false);

      // And the module back on, through the console.
      await sections.getByRole('link', { name: 'Moduły' }).click();
      await page.getByRole('switch', { name: /^Alergie/ }).check();
      await page.getByRole('button', { name: 'Zapisz: Moduły portalu' }).click();
      await expect(page.getByText('Zapisano: Moduły portalu.').first()).toBeVisible();
      await patient.goto('/main');
      await expect(patientMenu.getByRole('link', { name: 'Alergie' })).toBeVisible();
    } finally {
      await restore(page);
      await patientContext.close();
    }
  });
});
