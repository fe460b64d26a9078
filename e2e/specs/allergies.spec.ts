import { expect, test } from '../fixtures';

/*
 * The allergies' main journey (spec part 1 §3) on the real server: Anna adds a medication allergy picked
 * from the dictionary (found by its active substance), the server stores the dictionary's code and name,
 * she marks it cured and deletes it after confirming — so her seeded allergies stay as they were for the
 * specs after this one. The list and its phone cards, the patient picker of a guardian, the form's rules
 * (the food category question), the not-found state of a stranger's link are component tests
 * (apps/web/src/features/allergies/**) and API tests (apps/server/src/modules/allergies/allergies.int.test.ts).
 */

test('Anna adds a medication allergy from the dictionary, marks it cured, then deletes it after confirmation', async ({ page, signIn }) => {
  await signIn(page, 'anna');
  await page.goto('/allergies');
  await expect(page.getByRole('link', { name: 'Szczegóły alergii: Amoksycylina', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj alergię' }).click();
  await expect(page).toHaveURL(/\/newAllergy\?patientId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa alergia' })).toBeFocused();

  await page.getByRole('combobox', { name: /Rodzaj uczulenia/ }).click();
  await page.getByRole('option', { name: 'Leki', exact: true }).click();
  const medication = page.getByRole('combobox', { name: /^Lek/ });
  await medication.fill('amoks');
  // Found by the active substance too: Amoksiklav's name does not contain what was typed in full.
  await page.getByRole('option', { name: 'Amoksiklav (amoksycylina + kwas klawulanowy)' }).click();
  await expect(medication).toHaveValue('Amoksiklav');
  await expect(page.getByText('Wybrano ze słownika, kod: LEK-AMOKSIKLAV')).toBeVisible();
  await page.getByRole('combobox', { name: 'Nasilenie' }).click();
  await page.getByRole('option', { name: 'Umiarkowane', exact: true }).click();
  const date = page.getByRole('textbox', { name: 'Data wystąpienia' });
  await date.fill('01-06-2020');
  await date.blur();
  await page.getByRole('checkbox', { name: 'Lekowe' }).check();
  await page.getByRole('textbox', { name: 'Opis' }).fill('Wysypka po trzeciej dawce.');
  // Her active Amoksycylina shares the active substance: flagged before saving, saved once she confirms.
  await expect(page.getByRole('alert').filter({ hasText: 'To uczulenie może być już zapisane' })).toContainText('Amoksycylina');
  await page.getByRole('checkbox', { name: 'Rozumiem, zapisz mimo to' }).check();
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page.getByText('Dane uczulenia zostały zapisane').last()).toBeVisible();
  await expect(page).toHaveURL(/\/allergy\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amoksiklav' })).toBeFocused();
  const details = page.getByLabel('Szczegóły alergii');
  for (const text of ['LEK-AMOKSIKLAV', 'Umiarkowane', '01-06-2020', 'Aktywne', 'Wysypka po trzeciej dawce.']) await expect(details).toContainText(text);

  // What the server stored: code and name of the dictionary item, not what was typed.
  const detailsUrl = page.url();
  const [, patientId, allergyId] = /\/allergy\/(\d+)\/(\d+)$/.exec(detailsUrl)!;
  const stored = () => page.request.get(`/api/mpi/allergies/${patientId}/${allergyId}`);
  expect(await (await stored()).json()).toMatchObject({
    allergyTypeCode: 'L',
    allergyCode: 'LEK-AMOKSIKLAV',
    allergyName: 'Amoksiklav',
    degreeOfSeverityCode: 'UMIARKOWANE',
    allergyOccurrenceDate: '2020-06-01',
    isActive: true,
    cured: false,
    allergyCategory: ['medication'],
  });

  // Cured: the form opens on the details' address, saves, and the details say so.
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja alergii' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Aktywne', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'Wyleczone' }).check();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  // The first save's notice may still be showing beside the second's.
  await expect(page.getByText('Dane uczulenia zostały zapisane').last()).toBeVisible();
  await expect(page).toHaveURL(detailsUrl);
  await expect(details).toContainText('Wyleczone');
  expect(await (await stored()).json()).toMatchObject({ isActive: false, cured: true, allergyCode: 'LEK-AMOKSIKLAV' });

  // Deleted after the confirmation: back on her list, without it.
  await page.getByRole('button', { name: 'Usuń' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Czy na pewno usunąć alergię „Amoksiklav”?');
  await dialog.getByRole('button', { name: 'Usuń alergię' }).click();
  await expect(page.getByText('Alergia została usunięta')).toBeVisible();
  await expect(page).toHaveURL(/\/allergies\?patientId=\d+$/);
  await expect(page.getByRole('link', { name: 'Szczegóły alergii: Amoksycylina', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Szczegóły alergii: Amoksiklav', exact: true })).toHaveCount(0);
  expect((await stored()).status()).toBe(404);
});
