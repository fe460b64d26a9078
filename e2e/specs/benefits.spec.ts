import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

/*
 * The patient's medical register (spec part 1 §2 "Medical register", §5, §8, §9; part 2 §2, §4, §5, §8):
 * Anna reads a result with its trend chart and opens a document after the HEAD check; asks for copies
 * of a visit's documents and downloads the attachment of her completed request; uploads a DICOM file and
 * a JPEG renamed .dcm (refused), sends it, opens the viewer and closes it; fills in a visit questionnaire.
 * The cross-app flow (the clinic publishes, Anna opens the e-mail link) is the console's spec.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const importDir = path.resolve(here, '../../apps/server/src/seed/imaging/import');
const DICOM = fs.readFileSync(path.join(importDir, 'badanie-pacjenta.dcm'));
const RENAMED_JPEG = fs.readFileSync(path.join(importDir, 'zdjecie.dcm'));

test.describe('medical register', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  test('a result with its trend chart; its document opened after the HEAD check', async ({ page, checkA11y }) => {
    await page.goto('/benefits/medicaltestresult');
    await expect(page.getByRole('tab', { name: 'Wyniki badań', selected: true })).toBeVisible();
    await page.getByRole('button', { name: /^Lipidogram/ }).first().click();
    const table = page.getByRole('table', { name: 'Wyniki badania: Lipidogram' }).first();
    await expect(table.getByRole('row', { name: /Cholesterol LDL/ })).toBeVisible();
    await checkA11y(page);

    await table.getByRole('button', { name: 'Trend: Cholesterol LDL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmiany wyniku: Cholesterol LDL' });
    await expect(dialog.getByTestId('trend-chart').locator('svg.recharts-surface')).toBeVisible();
    expect(await dialog.getByRole('table').getByRole('row').count()).toBeGreaterThan(3);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Zamknij' }).click();

    // The element's own document is tried first (HEAD), then its order's: the window shows a PDF.
    const heads: string[] = [];
    page.on('request', (r) => r.method() === 'HEAD' && heads.push(new URL(r.url()).pathname));
    const popup = page.waitForEvent('popup');
    await table.getByRole('button', { name: 'Dokument wyniku: Cholesterol LDL' }).click();
    const win = await popup;
    await expect.poll(() => win.url()).toMatch(/\/order\/\d+\/(elementary|main)\/content$/);
    expect(heads[0]).toMatch(/\/order\/\d+\/elementary\/content$/);
    const pdf = await page.request.get(win.url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await win.close();
  });

  test("copies of a visit's documents; the completed request's attachment", async ({ page }) => {
    await page.goto('/benefits/encounters');
    const visit = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Wniosek o kopię dokumentacji' }) }).filter({ hasText: 'Dokumenty wizyty' }).first();
    await visit.getByRole('button', { name: 'Wniosek o kopię dokumentacji' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wniosek o kopię dokumentacji medycznej' });
    await expect(dialog.getByRole('textbox', { name: /Opis wniosku/ })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Złóż wniosek' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Zaznacz przynajmniej jeden dokument, aby wygenerować wniosek');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('radio', { name: 'Odbiór osobisty w placówce' }).check();
    await dialog.getByRole('button', { name: 'Złóż wniosek' }).click();
    await expect(page.getByText('Wniosek został złożony.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: 'Wnioski o dokumentację' }).click();
    await expect(page).toHaveURL(/\/benefits\/cdocrequests/);
    const completed = page.getByTestId('document-request').filter({ hasText: 'Zrealizowany' }).first();
    const link = completed.getByRole('link', { name: /Pobierz Kopia dokumentacji\.pdf/ });
    const file = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await page.getByRole('checkbox', { name: 'Tylko niezrealizowane' }).check();
    await expect(page.getByTestId('document-request').filter({ hasText: 'Zrealizowany' })).toHaveCount(0);
    await expect(page.getByTestId('document-request').first()).toBeVisible();
  });

  test('DICOM import: a real file goes N → R and is sent, a renamed JPEG is refused; the viewer opens and closes', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await page.goto('/benefits/medicaltestresult');
    await page.getByRole('button', { name: /^RTG klatki piersiowej/ }).first().click();
    await page.getByRole('button', { name: 'Importuj pliki DICOM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import plików DICOM' });
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'badanie-pacjenta.dcm', mimeType: 'application/dicom', buffer: DICOM },
      { name: 'zdjecie.dcm', mimeType: 'application/dicom', buffer: RENAMED_JPEG },
    ]);
    await expect(dialog.getByTestId('imaging-upload').filter({ hasText: 'zdjecie.dcm' })).toContainText('Plik nie jest plikiem DICOM');
    const file = dialog.getByTestId('imaging-file').filter({ hasText: 'badanie-pacjenta.dcm' });
    // Checked by the server's job, then read again (every 15 s).
    await expect(file).toContainText('gotowy do wysłania', { timeout: 45_000 });
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Wyślij do systemu obrazowego' }).click();
    await expect(file).toContainText(/oczekuje na wysłanie|wysłany do systemu obrazowego/);
    // The toast saying so sits over the dialog's close button, and a pointer resting on it keeps it
    // open: as a person would, look away until it fades, then close.
    await page.mouse.move(20, 450);
    await expect(page.getByText('Pliki przekazano do wysłania do systemu obrazowego.')).toBeHidden({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Zamknij' }).click();

    await page.getByRole('button', { name: /^Tomografia komputerowa głowy/ }).first().click();
    await page.getByRole('button', { name: 'Pokaż badanie' }).first().click();
    await expect(page).toHaveURL(/\/benefits\/agfaresult\?agfaUrl=/);
    const frame = page.getByTitle('Przeglądarka badania obrazowego');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('iframe[title="Przeglądarka badania obrazowego"]').locator('canvas, img').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Zamknij przeglądarkę' }).click();
    await expect(page.getByRole('tab', { name: 'Wyniki badań', selected: true })).toBeVisible();
  });

  test('a visit questionnaire, on a phone (390 px)', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/benefits/encounters');
    await page.getByRole('link', { name: 'Wypełnij ankietę' }).first().click();
    await expect(page).toHaveURL(/\/benefits\/questionnaire\?unitSpeciality=.+&patientId=\d+&id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ankieta satysfakcji po wizycie w POZ' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('textbox', { name: /Jak oceniasz wizytę/ }).fill('5');
    await page.getByRole('radio', { name: 'Tak' }).check();
    await page.getByRole('button', { name: 'Wyślij ankietę' }).click();
    await expect(page.getByText('Ankieta została zapisana.')).toBeVisible();
    await expect(page).toHaveURL(/\/benefits\/encounters\?patientId=\d+/);
    await expect(page.getByRole('link', { name: 'Zobacz ankietę' }).first()).toBeVisible();
    // No horizontal scrolling of the page itself on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
