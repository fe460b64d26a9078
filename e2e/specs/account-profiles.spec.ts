import { expect, peselFor, test } from '../fixtures';

/*
 * The account area's main journey (spec part 1 §2 /account/registration?patientRole, /account/mydata), on
 * a fresh account registered through the API so the demo people stay as they are for other specs: it adds
 * a child through the form, finds the child in the allergies' patient picker and adds an allergy for them,
 * then changes its own address. The tabs, the forms' rules and states are component tests
 * (apps/web/src/features/account/**); the pages' accessibility and phone layout are the a11y sweep's.
 */

/** A birth date `years` ago (the child's age in whole years), as YYYY-MM-DD. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years, d.getMonth(), Math.max(1, d.getDate() - 3));
  return d.toISOString().slice(0, 10);
}

test('a fresh account adds a child, picks the child on /allergies and adds an allergy; edits its address', async ({ page, freshAccount }) => {
  await freshAccount(page, { name: 'Marta', lastName: 'Profilowa' });

  // A child through the form: the PESEL gives the sex; the new profile is on the children tab.
  await page.goto('/account/child');
  await expect(page.getByText('Nie dodano jeszcze profilu dziecka.')).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj dziecko' }).click();
  await expect(page).toHaveURL(/\/account\/registration\?patientRole=CHILD$/);
  const childForm = page.getByRole('region', { name: 'Dane dziecka' });
  await childForm.getByRole('textbox', { name: 'PESEL' }).fill(peselFor(yearsAgo(7), 'MALE'));
  await expect(childForm.getByRole('combobox', { name: 'Płeć' })).toHaveValue('Mężczyzna');
  await childForm.getByRole('textbox', { name: 'Imię', exact: true }).fill('Kuba');
  await childForm.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill('Profilowy');
  await childForm.getByRole('textbox', { name: 'Miejscowość' }).fill('Kraków');
  await page.getByRole('button', { name: 'Dodaj dziecko' }).click();
  await expect(page.getByText('Dodano profil dziecka')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/child$/);
  await expect(page.getByText('Kuba Profilowy')).toBeVisible();

  // The picker offers the child at once; an allergy for the child.
  await page.goto('/allergies');
  const picker = page.getByRole('combobox', { name: 'Pacjent' });
  await expect(picker).toHaveValue('Marta Profilowa');
  await picker.click();
  await page.getByRole('option', { name: 'Kuba Profilowy (dziecko)', exact: true }).click();
  await expect(page).toHaveURL(/\/allergies\?patientId=\d+$/);
  const childId = new URL(page.url()).searchParams.get('patientId');
  await expect(page.getByText('Nie masz jeszcze zapisanych alergii.')).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj alergię' }).click();
  await page.getByRole('combobox', { name: /Rodzaj uczulenia/ }).click();
  await page.getByRole('option', { name: 'Pokarmy', exact: true }).click();
  await page.getByRole('combobox', { name: /Nazwa uczulenia/ }).fill('trusk');
  await page.getByRole('option', { name: 'Truskawki', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Pokarmowe' }).check();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Truskawki' })).toBeVisible();
  // Saved on the child's record.
  await expect(page).toHaveURL(new RegExp(`/allergy/${childId}/\\d+$`));

  // My data: the confirmed identity is read-only, the address changes.
  await page.goto('/account/mydata');
  await expect(page.getByText('Marta Profilowa')).toBeVisible();
  await page.getByRole('button', { name: 'Zmień dane' }).click();
  const form = page.getByRole('form', { name: 'Zmień dane' });
  await expect(form.getByRole('textbox', { name: /^PESEL/ })).toHaveAttribute('readonly', '');
  await form.getByRole('textbox', { name: /^Miejscowość/ }).fill('Tarnów');
  await form.getByRole('textbox', { name: 'Kod pocztowy' }).fill('33-100');
  await form.getByRole('button', { name: 'Zapisz dane' }).click();
  await expect(page.getByText('Dane zostały poprawnie zapisane')).toBeVisible();
  await expect(page.getByText('ul. Wiślna 5 33-100 Tarnów')).toBeVisible();
  const me = await (await page.request.get('/api/mpi/accounts/mpi-user/patients/me')).json();
  expect(me.address).toMatchObject({ city: 'Tarnów', postalCode: '33-100' });
});
