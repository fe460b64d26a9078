import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The account tab's documents (spec part 1 §2, §5, §8): both printouts are real PDFs with the patient's
 * name; a fresh, unauthorised account gets a document signed by the e-service simulator, uploads it
 * in the signature dialog and becomes authorised (the block goes).
 */

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' '));
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** Clicks a print button and reads the PDF the new window was opened at, with the page's cookies. */
async function printed(page: Page, button: string): Promise<{ url: string; text: string }> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const win = await popup;
  const url = win.url();
  await win.close();
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return { url, text: await pdfText(body) };
}

test.describe('account documents', () => {
  test('Anna prints her patient data, her ward’s and her authorisation form as PDFs', async ({ page, signIn, checkA11y }) => {
    await signIn(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Wydruki' })).toBeVisible();
    await expect(page.getByTestId('authorisation-block')).toHaveCount(0);
    await checkA11y(page);

    const own = await printed(page, 'Drukuj dane pacjenta');
    expect(own.text).toContain('Dane pacjenta: Anna Kowalska');
    expect(own.text).toContain('anna.kowalska@example.com');

    await page.getByRole('combobox', { name: 'Pacjent' }).click();
    await page.getByRole('option', { name: /Jan Kowalski/ }).click();
    const ward = await printed(page, 'Drukuj dane pacjenta');
    expect(ward.text).toContain('Dane pacjenta: Jan Kowalski');

    const form = await printed(page, 'Drukuj dane do autoryzacji');
    expect(form.text).toContain('Wniosek o autoryzację konta w Portalu Pacjenta');
    expect(form.text).toContain('Anna Kowalska');
    expect(form.text).toMatch(/UPO\/\d{4}\/\d{6}/);
  });

  test('a fresh unauthorised account uploads a document signed in the simulator and becomes authorised', async ({ page, freshAccount, checkA11y }) => {
    const { nationalId } = await freshAccount(page, { name: 'Weronika', lastName: 'Podpisowa', birthDate: '1991-03-12' });

    await page.goto('/account');
    const block = page.getByTestId('authorisation-block');
    await expect(block).toBeVisible();
    await expect(block.getByRole('button', { name: 'Drukuj formularz autoryzacji' })).toBeVisible();
    await expect(block.getByRole('link', { name: 'Potwierdź przez Profil Zaufany' })).toHaveAttribute('href', '/api/mpi/epuap/sso');
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('account-desktop.png'), fullPage: true });

    // The e-service simulator signs the statement for this person (another page, as the real service would be).
    const sim = await page.context().newPage();
    await sim.goto('/sim/epuap/sign');
    await sim.getByRole('textbox', { name: 'PESEL' }).fill(nationalId);
    await sim.getByRole('textbox', { name: 'Imię' }).fill('Weronika');
    await sim.getByRole('textbox', { name: 'Nazwisko' }).fill('Podpisowa');
    const download = sim.waitForEvent('download');
    await sim.getByRole('button', { name: 'Podpisz i pobierz' }).click();
    const file = await (await download).path();
    await sim.close();

    await block.getByRole('button', { name: 'Dodaj dokument podpisany elektronicznie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Załącznik z podpisem elektronicznym' });
    await dialog.getByRole('button', { name: 'Zweryfikuj podpis' }).click();
    await expect(page.getByText('Nie dodano załącznika').first()).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('signature-dialog.png') });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'upowaznienie.xml', mimeType: 'text/xml', buffer: fs.readFileSync(file) });
    await dialog.getByRole('button', { name: 'Zweryfikuj podpis' }).click();
    await expect(page.getByText('Podpis zweryfikowany poprawnie')).toBeVisible();
    await expect(block).toHaveCount(0);
    await expect(page.getByText('Konto potwierdzone w placówce')).toBeVisible();
  });

  test('on a 390 px phone the account tab shows the printouts and the authorisation block fits', async ({ page, freshAccount, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await freshAccount(page);
    await page.goto('/account');
    const block = page.getByTestId('authorisation-block');
    await expect(block).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wydruki' })).toBeVisible();
    // Both sections fit the screen's width (nothing of them needs a sideways scroll).
    for (const section of [block, page.getByRole('region', { name: 'Wydruki' })]) {
      const box = await section.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, 'within 390 px').toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('account-390.png'), fullPage: true });
    await checkA11y(page);
  });
});
