import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Anna's allergies as seeded: the list shows each by name, linked to its details. */
const annasAllergies = ['Amoksycylina', 'Orzeszki ziemne', 'Pyłek brzozy'];

const detailsLink = (page: Page, name: string) => page.getByRole('link', { name: `Szczegóły alergii: ${name}`, exact: true });

async function chooseOption(page: Page, field: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openNewAllergyForm(page: Page) {
  await page.goto('/allergies');
  await page.getByRole('link', { name: 'Dodaj alergię' }).click();
  await expect(page).toHaveURL(/\/newAllergy\?patientId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa alergia' })).toBeFocused();
}

test.describe('allergies', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, 'anna');
  });

  test("Anna sees her three allergies with status, type and date", async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/allergies');
    await expect(page).toHaveTitle('Alergie - Portal Pacjenta');
    await expect(page.getByRole('heading', { level: 1, name: 'Alergie' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Alergie i niepożądane reakcje pacjenta' });
    await expect(table.getByRole('row')).toHaveCount(1 + annasAllergies.length);
    for (const name of annasAllergies) await expect(detailsLink(page, name)).toBeVisible();

    const amoxicillin = table.getByRole('row').filter({ has: detailsLink(page, 'Amoksycylina') });
    await expect(amoxicillin).toContainText('Leki');
    await expect(amoxicillin).toContainText('Aktywne');
    await expect(amoxicillin).toContainText('14-05-2012');
    await expect(table.getByRole('row').filter({ has: detailsLink(page, 'Pyłek brzozy') })).toContainText('Wyleczone');
    await expect(page.getByRole('combobox', { name: 'Pacjent' })).toHaveValue('Anna Kowalska');

    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('allergies-list.png'), fullPage: true });
  });

  test('adds a medication allergy picked from the dictionary', async ({ page, checkA11y }) => {
    await openNewAllergyForm(page);
    await checkA11y(page);

    await chooseOption(page, /Rodzaj uczulenia/, 'Leki');
    const medication = page.getByRole('combobox', { name: /^Lek/ });
    await medication.fill('amoks');
    // Found by the active substance too: Amoksiklav's name does not contain what was typed in full.
    await page.getByRole('option', { name: 'Amoksiklav (amoksycylina + kwas klawulanowy)' }).click();
    await expect(medication).toHaveValue('Amoksiklav');
    await expect(page.getByText('Wybrano ze słownika, kod: LEK-AMOKSIKLAV')).toBeVisible();

    await chooseOption(page, 'Nasilenie', 'Umiarkowane');
    const date = page.getByRole('textbox', { name: 'Data wystąpienia' });
    await date.fill('01-06-2020');
    await date.blur();
    await page.getByRole('checkbox', { name: 'Lekowe' }).check();
    await page.getByRole('textbox', { name: 'Opis' }).fill('Wysypka po trzeciej dawce.');
    await page.getByRole('button', { name: 'Zapisz' }).click();

    await expect(page.getByText('Dane uczulenia zostały zapisane')).toBeVisible();
    await expect(page).toHaveURL(/\/allergy\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amoksiklav' })).toBeFocused();
    const details = page.getByLabel('Szczegóły alergii');
    await expect(details).toContainText('LEK-AMOKSIKLAV');
    await expect(details).toContainText('Umiarkowane');
    await expect(details).toContainText('01-06-2020');
    await expect(details).toContainText('Wysypka po trzeciej dawce.');

    // What the server stored: code and name of the dictionary item, not what was typed.
    const [, patientId, allergyId] = /\/allergy\/(\d+)\/(\d+)$/.exec(page.url())!;
    const stored = await (await page.request.get(`/api/mpi/allergies/${patientId}/${allergyId}`)).json();
    expect(stored).toMatchObject({
      allergyTypeCode: 'L',
      allergyCode: 'LEK-AMOKSIKLAV',
      allergyName: 'Amoksiklav',
      degreeOfSeverityCode: 'UMIARKOWANE',
      allergyOccurrenceDate: '2020-06-01',
      isActive: true,
      cured: false,
      allergyCategory: ['medication'],
    });
    await checkA11y(page);
  });

  test('adds a food allergy after the form asks for a category', async ({ page, checkA11y }) => {
    await openNewAllergyForm(page);
    await chooseOption(page, /Rodzaj uczulenia/, 'Pokarmy');
    const name = page.getByRole('combobox', { name: /Nazwa uczulenia/ });
    await name.fill('trusk');
    await page.getByRole('option', { name: 'Truskawki', exact: true }).click();
    await expect(page.getByText('Wybrano ze słownika, kod: POK-TRUSKAWKI')).toBeVisible();
    await page.getByRole('button', { name: 'Zapisz' }).click();

    const categories = page.getByRole('group', { name: /Kategorie uczulenia/ });
    await expect(page.getByText('Zaznacz przynajmniej jedną kategorię uczulenia')).toBeVisible();
    await expect(categories).toHaveAccessibleDescription(/Zaznacz przynajmniej jedną kategorię uczulenia/);
    await expect(page).toHaveURL(/\/newAllergy/);
    await page.screenshot({ path: test.info().outputPath('allergies-form-error.png'), fullPage: true });
    await checkA11y(page);

    await page.getByRole('checkbox', { name: 'Pokarmowe' }).check();
    await expect(page.getByText('Zaznacz przynajmniej jedną kategorię uczulenia')).toBeHidden();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Truskawki' })).toBeVisible();
    await expect(page.getByLabel('Szczegóły alergii')).toContainText('Pokarmowe');

    await page.getByRole('link', { name: 'Wróć do listy alergii' }).click();
    await expect(detailsLink(page, 'Truskawki')).toBeVisible();
    for (const allergy of annasAllergies) await expect(detailsLink(page, allergy)).toBeVisible();
  });

  test('edits the status to Wyleczone, then deletes the allergy after confirmation', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/allergies');
    await detailsLink(page, 'Orzeszki ziemne').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orzeszki ziemne' })).toBeFocused();
    await expect(page).toHaveTitle('Orzeszki ziemne - Alergie - Portal Pacjenta');
    const details = page.getByLabel('Szczegóły alergii');
    for (const text of ['Pokarmy', 'POK-ORZESZKI-ZIEMNE', 'Umiarkowane', '01-08-1994', 'Aktywne', 'Pokarmowe', 'Anna Kowalska']) {
      await expect(details).toContainText(text);
    }
    await page.screenshot({ path: test.info().outputPath('allergies-details.png'), fullPage: true });
    await checkA11y(page);

    // The details survive a reload: the deep link carries patient and allergy.
    const detailsUrl = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Orzeszki ziemne' })).toBeVisible();

    await page.getByRole('link', { name: 'Edytuj' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edycja alergii' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Aktywne', exact: true })).toBeChecked();
    await expect(page.getByRole('combobox', { name: /Nazwa uczulenia/ })).toHaveValue('Orzeszki ziemne');
    await checkA11y(page);
    await page.getByRole('radio', { name: 'Wyleczone' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Dane uczulenia zostały zapisane')).toBeVisible();
    await expect(page).toHaveURL(detailsUrl);
    await expect(details).toContainText('Wyleczone');
    const [, patientId, allergyId] = /\/allergy\/(\d+)\/(\d+)$/.exec(detailsUrl)!;
    const stored = await (await page.request.get(`/api/mpi/allergies/${patientId}/${allergyId}`)).json();
    expect(stored).toMatchObject({ isActive: false, cured: true, allergyCode: 'POK-ORZESZKI-ZIEMNE' });

    await page.getByRole('button', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Czy na pewno usunąć alergię „Orzeszki ziemne”?');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(detailsUrl);

    await page.getByRole('button', { name: 'Usuń' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń alergię' }).click();
    await expect(page.getByText('Alergia została usunięta')).toBeVisible();
    await expect(page).toHaveURL(/\/allergies\?patientId=\d+$/);
    await expect(detailsLink(page, 'Amoksycylina')).toBeVisible();
    await expect(detailsLink(page, 'Orzeszki ziemne')).toHaveCount(0);
    expect((await page.request.get(`/api/mpi/allergies/${patientId}/${allergyId}`)).status()).toBe(404);
  });

  test("a stranger's allergy link shows the not-found state", async ({ page, browser, baseURL, signIn, checkA11y }) => {
    const piotrContext = await browser.newContext({ baseURL });
    const piotrPage = await piotrContext.newPage();
    await signIn(piotrPage, 'piotr');
    await piotrPage.goto('/allergies');
    const href = await detailsLink(piotrPage, 'Ibuprofen').getAttribute('href');
    await piotrContext.close();
    expect(href).toMatch(/^\/allergy\/\d+\/\d+$/);

    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono alergii' })).toBeVisible();
    await expect(page.getByText('Ibuprofen')).toHaveCount(0);
    await checkA11y(page);
    await page.getByRole('link', { name: 'Wróć do listy alergii' }).click();
    await expect(page).toHaveURL(/\/allergies$/);
    await expect(detailsLink(page, 'Amoksycylina')).toBeVisible();
  });

  test('the patient picker offers her father and her daughter, not the ward who has not confirmed yet', async ({ page, checkA11y }) => {
    await page.goto('/allergies');
    const picker = page.getByRole('combobox', { name: 'Pacjent' });
    await expect(picker).toHaveValue('Anna Kowalska');
    await picker.click();
    await expect(page.getByRole('option', { name: 'Jan Kowalski (podopieczny)', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: /Helena/ })).toHaveCount(0);
    await page.getByRole('option', { name: 'Zofia Kowalska (dziecko)', exact: true }).click();
    await expect(page).toHaveURL(/\/allergies\?patientId=\d+$/);
    await expect(page.getByText('Nie masz jeszcze zapisanych alergii.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dodaj alergię' })).toHaveAttribute('href', new RegExp(`patientId=${new URL(page.url()).searchParams.get('patientId')}$`));
    await checkA11y(page);
  });

  test('the list reads well on a phone', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/allergies');
    const me = await (await page.request.get('/api/mpi/accounts/mpi-user/patients/me')).json();
    const stored = await (await page.request.get(`/api/mpi/allergies/all/${me.id}`)).json();
    const list = page.getByRole('list', { name: 'Alergie i niepożądane reakcje pacjenta' });
    await expect(list.getByRole('listitem')).toHaveCount(stored.length);
    await expect(list.getByRole('heading', { level: 2, name: 'Szczegóły alergii: Amoksycylina' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('allergies-phone.png'), fullPage: true });

    await list.getByRole('link', { name: 'Szczegóły alergii: Amoksycylina' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Amoksycylina' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('allergies-phone-details.png'), fullPage: true });

    await page.getByRole('link', { name: 'Edytuj' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edycja alergii' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('allergies-phone-form.png'), fullPage: true });
  });
});
