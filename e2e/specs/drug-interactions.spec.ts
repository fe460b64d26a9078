import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Drug interactions (issue 31, "Tests": the 5-drug journey; spec part 2 §2 "Drug interactions", §4
 * "Interaction severity scale", §5, §7): Anna picks five drugs — two of those she takes (ibuprofen and
 * acetylsalicylic acid, from the clinic's record) in one click each, three found in the register (by
 * trade name: warfarin, which with ibuprofen makes a very significant pair, and rivaroxaban; by
 * international name: amoxicillin, which she is allergic to) —, opens the matrix, sees the significant
 * cell and the allergy flag, opens the pair's
 * details and the printout (a PDF). The search's rules, paging, the 30-drug limit, the colours and the
 * phone layout are component tests (apps/web/src/features/drug-interactions); the API's rules and the
 * importers are API tests (apps/server/src/modules/drug-interactions).
 */

const search = async (page: Page, name: string, { international = false } = {}) => {
  const field = page.getByRole('searchbox', { name: /Nazwa leku/ });
  await field.fill(name);
  const byInternational = page.getByRole('switch', { name: /Szukaj po nazwie międzynarodowej/ });
  if ((await byInternational.isChecked()) !== international) await byInternational.click({ force: true });
  const results = page.getByRole('list', { name: 'Wyniki wyszukiwania' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  return results;
};

test('Anna checks five drugs: the significant pair, her allergy, the pair’s details and the printout', async ({ page, signIn }) => {
  await signIn(page, 'anna');
  await page.goto('/druginteractions');
  await expect(page.getByRole('heading', { level: 1, name: 'Interakcje leków' })).toBeVisible();

  // Two of the drugs she takes (the clinic's record), one click each.
  const taken = page.getByRole('list', { name: 'Leki przyjmowane' });
  await taken.getByRole('button', { name: /^Dodaj: Ibuprom / }).click();
  await taken.getByRole('button', { name: /^Dodaj: Acard / }).click();
  await expect(page.getByText('Wybrano 2 z 30')).toBeVisible();

  // Warfarin and rivaroxaban by trade name, amoxicillin by its international name.
  for (const [name, international] of [
    ['Warfin', false],
    ['Xarelto', false],
    ['amoxicillin', true],
  ] as const) {
    const results = await search(page, name, { international });
    await results.getByRole('button', { name: /^Dodaj: / }).first().click();
  }
  await expect(page.getByText('Wybrano 5 z 30')).toBeVisible();
  await expect(page).toHaveURL(/selectableDrugs=/);

  await page.getByRole('link', { name: 'Sprawdź interakcje' }).click();
  await expect(page).toHaveURL(/\/interactions\?.*selectableDrugs=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interakcje wybranych leków' })).toBeVisible();
  const matrix = page.getByRole('table', { name: /Macierz interakcji/ });
  await expect(matrix.getByRole('row')).toHaveCount(6);
  await expect(page.getByText('To pomoc, nie decyzja kliniczna')).toBeVisible();

  // The allergy: on the drug and in a notice.
  await expect(page.getByRole('alert').filter({ hasText: 'zapisana alergia: Amoksycylina' })).toBeVisible();
  await expect(matrix.getByText(/Alergia/).first()).toBeVisible();

  // The significant pair and its details.
  const pair = matrix.getByRole('button', { name: /^Warfin .* i Ibuprom .*: (Istotna|Bardzo istotna) – szczegóły$/ });
  await expect(pair).toBeVisible();
  await pair.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /warfarin.* \+ ibuprofen|ibuprofen.* \+ warfarin/i })).toBeVisible();
  await expect(dialog.getByText(/^Źródło: /).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  // The printout: a PDF in a new window.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Drukuj' }).click();
  const printout = await popup;
  expect(printout.url()).toMatch(/\/api\/mppd\/api\/interactions\/printout\/\d+\/[^/?]+(,[^/?]+){4}\?lang=pl$/);
  const pdf = await page.request.get(printout.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await printout.close();
});
