import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The symptom self-assessment (spec part 2 §2, §4 "Self-assessment", §8, §9): Anna takes the interview
 * in its frame (our own triage service under /sim/triage). A result that needs a doctor while
 * teleconsultations are off tells her to stay home, call the clinic and 112; a mild one is saved with
 * her position, listed, detailed, downloaded as a PDF with her answers, and deleted.
 */

const QUESTIONS = {
  emergency: 'Czy masz teraz którykolwiek z tych objawów?',
  fever: 'Czy w ciągu ostatnich 24 godzin miałeś(-aś) gorączkę 38 °C lub wyższą?',
  symptoms: 'Czy masz któryś z tych objawów?',
  contact: 'Czy w ciągu ostatnich 10 dni miałeś(-aś) bliski kontakt z osobą zakażoną?',
  age: 'Ile masz lat?',
  risk: 'Czy dotyczy Cię któraś z tych sytuacji?',
};

/** Answers the interview in the frame, one question at a time, and ends it. */
async function interview(page: Page, answers: Array<[question: string, option: string]>) {
  const frame = page.frameLocator('iframe[title="Wywiad o objawach"]');
  for (const [index, [question, option]] of answers.entries()) {
    await frame.getByRole('group', { name: question }).getByLabel(option, { exact: true }).check();
    await frame.getByRole('button', { name: index === answers.length - 1 ? 'Zakończ' : 'Dalej' }).click();
  }
}

const common = (fever: 'Tak' | 'Nie'): Array<[string, string]> => [
  [QUESTIONS.emergency, 'Nie mam żadnego z tych objawów'],
  [QUESTIONS.fever, fever],
  [QUESTIONS.symptoms, 'Kaszel'],
  [QUESTIONS.contact, 'Nie lub nie wiem'],
  [QUESTIONS.age, 'Mniej niż 65 lat'],
  [QUESTIONS.risk, 'Nie dotyczy mnie żadna z nich'],
];

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' '));
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

test.describe('symptom self-assessment', () => {
  test('a result that needs a doctor, with teleconsultations off, tells Anna to stay home and call the clinic or 112', async ({ page, signIn, checkA11y }) => {
    await signIn(page);
    await page.goto('/main');
    await page.getByRole('link', { name: 'Samoocena objawów' }).first().click();
    await expect(page).toHaveURL(/\/selfassessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Samoocena objawów' })).toBeVisible();
    await expect(page.frameLocator('iframe[title="Wywiad o objawach"]').getByRole('group', { name: QUESTIONS.emergency })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('self-assessment-interview-1280.png') });

    await interview(page, common('Tak'));
    await expect(page.getByRole('heading', { level: 2, name: 'Zostań w domu i skontaktuj się z przychodnią' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+48 12 345 67 89' })).toHaveAttribute('href', 'tel:+48123456789');
    await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(page.getByText('Izolacja – skontaktuj się z przychodnią').first()).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('self-assessment-advice-1280.png'), fullPage: true });
  });

  test('a mild result is saved with her position, listed, detailed, downloaded as a PDF with her answers, and deleted', async ({ page, signIn, checkA11y }) => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 50.0614, longitude: 19.9366 });
    // The recommendation opens in a tab of its own; the list offers it again, so the tab is just closed
    // (until the list shows: axe opens pages of its own later).
    const closeTab = (tab: Page) => void tab.close();
    page.context().on('page', closeTab);
    await signIn(page);
    await page.goto('/selfassessment');
    await page.getByRole('checkbox', { name: 'Dołącz moje położenie do wyniku' }).check();
    await expect(page.getByText('Położenie zostanie dołączone do wyniku.')).toBeVisible();

    await interview(page, common('Nie'));
    await expect(page.getByText('Ankieta zakończona pomyślnie.')).toBeVisible();
    await expect(page).toHaveURL(/\/selfassessmentlist$/);
    await expect(page.getByRole('link', { name: /Otwórz zalecenie/ })).toHaveAttribute('href', /.+/);
    page.context().off('page', closeTab);

    const items = page.getByTestId('self-assessment-item');
    await expect(items.first()).toContainText('Obserwuj objawy');
    const count = await items.count();
    const newest = items.first();
    await newest.getByRole('button', { name: /Pokaż szczegóły/ }).click();
    await expect(newest.getByText(QUESTIONS.symptoms)).toBeVisible();
    await expect(newest.getByText('Kaszel', { exact: true })).toBeVisible();
    await expect(newest.getByText('Położenie: 50.0614, 19.9366')).toBeVisible();
    await checkA11y(page);

    const download = page.waitForEvent('download');
    await newest.getByRole('button', { name: /Pobierz PDF/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^selfassessment_report_\d+\.pdf$/);
    const text = await pdfText(fs.readFileSync(await file.path()));
    expect(text).toContain('Anna Kowalska');
    expect(text).toContain('Kaszel');

    await newest.getByRole('button', { name: /Usuń/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć samoocenę?' });
    await dialog.getByRole('button', { name: 'Usuń samoocenę' }).click();
    await expect(page.getByText('Samoocena została usunięta.')).toBeVisible();
    await expect(items).toHaveCount(count - 1);
  });

  test('on a 390 px phone the list fits the screen and starts a new self-assessment', async ({ page, signIn, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/selfassessmentlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje samooceny objawów' })).toBeVisible();
    await expect(page.getByTestId('self-assessment-item').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('self-assessment-list-390.png'), fullPage: true });
    await checkA11y(page);
    await page.getByRole('link', { name: 'Nowa samoocena' }).click();
    await expect(page).toHaveURL(/\/selfassessment$/);
    await expect(page.getByTitle('Wywiad o objawach')).toBeVisible();
  });
});
