import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

/*
 * The patient's DICOM import (spec part 2 §2, §4, §8, §9), a proof only a browser gives: real files
 * dropped into the import dialog, checked by the server's job (N → R) and sent to the imaging system, a
 * JPEG renamed .dcm refused; then the viewer of a study opens in its frame and closes. The results, the
 * trend chart, the documents and the requests are the console's cross-app spec (clinic-medical-record.spec.ts)
 * and component tests (apps/web/src/features/medical-record).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const importDir = path.resolve(here, '../../apps/server/src/seed/imaging/import');
const DICOM = fs.readFileSync(path.join(importDir, 'badanie-pacjenta.dcm'));
const RENAMED_JPEG = fs.readFileSync(path.join(importDir, 'zdjecie.dcm'));

test('DICOM import: a real file goes N → R and is sent, a renamed JPEG is refused; the viewer opens and closes', async ({ page, signIn }) => {
  await signIn(page);
  await page.goto('/benefits/medicaltestresult');
  await page.getByRole('button', { name: /^RTG klatki piersiowej/ }).first().click();
  const importButton = page.getByRole('button', { name: 'Importuj pliki DICOM' });
  const listed = page.waitForResponse((r) => r.request().method() === 'GET' && /\/agfa\/files$/.test(new URL(r.url()).pathname));
  await importButton.click();
  const dialog = page.getByRole('dialog', { name: 'Import plików DICOM' });
  const filesUrl = (await listed).url();
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'badanie-pacjenta.dcm', mimeType: 'application/dicom', buffer: DICOM },
    { name: 'zdjecie.dcm', mimeType: 'application/dicom', buffer: RENAMED_JPEG },
  ]);
  await expect(dialog.getByTestId('imaging-upload').filter({ hasText: 'zdjecie.dcm' })).toContainText(/Zawartość pliku .*nie jest w formacie DICOM/);
  const file = dialog.getByTestId('imaging-file').filter({ hasText: 'badanie-pacjenta.dcm' });
  await expect(file).toBeVisible();
  // The server's job checks the stored file (its queue looks every 5 s); the dialog reads the list again
  // every 15 s, and afresh when opened: once the job is done (asked of the API meanwhile), closing and
  // opening it shows the file ready.
  await expect
    .poll(
      async () => {
        const files = (await (await page.request.get(filesUrl, { headers: { 'x-portal-client': '1' } })).json()) as Array<{ fileName: string; status: string }>;
        return files.find((f) => f.fileName === 'badanie-pacjenta.dcm')?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('R');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await importButton.click();
  await expect(file).toContainText('gotowy do wysłania');
  await dialog.getByRole('button', { name: 'Wyślij do systemu obrazowego' }).click();
  await expect(file).toContainText(/oczekuje na wysłanie|wysłany do systemu obrazowego/);
  // The toast saying so may lie over the dialog's close button: the dialog is closed from the keyboard.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Tomografia komputerowa głowy/ }).first().click();
  await page.getByRole('button', { name: 'Pokaż badanie' }).first().click();
  await expect(page).toHaveURL(/\/benefits\/agfaresult\?agfaUrl=/);
  await expect(page.getByTitle('Przeglądarka badania obrazowego')).toBeVisible();
  await expect(page.frameLocator('iframe[title="Przeglądarka badania obrazowego"]').locator('canvas, img').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Zamknij przeglądarkę' }).click();
  await expect(page.getByRole('tab', { name: 'Wyniki badań', selected: true })).toBeVisible();
});
