import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The symptom self-assessment (spec part 2 §2, §4 "Self-assessment", §8, §9): a person of her own
 * (freshAccount) takes the interview in its frame — our own triage service under /sim/triage, which
 * decides the level and signs it — and the portal saves what the service signed. A mild result is saved
 * with her position, listed, detailed, downloaded as a PDF with her answers, and deleted; an emergency
 * sign ends the interview at once, and with teleconsultations off the portal tells her to call 112
 * first. The interview's steps are the server's triage tests (apps/server/src/modules/triage), the
 * pages' states the component tests (apps/web/src/features/self-assessment).
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

/** A cough without fever: a mild result (self_monitoring). */
const MILD: Array<[string, string]> = [
  [QUESTIONS.emergency, 'Nie mam żadnego z tych objawów'],
  [QUESTIONS.fever, 'Nie'],
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
  test('a mild result is saved with her position, listed, detailed, downloaded as a PDF with her answers, and deleted', async ({ page, freshAccount }) => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 50.0614, longitude: 19.9366 });
    const person = await freshAccount(page);
    await page.goto('/selfassessment');
    await expect(page.getByRole('heading', { level: 1, name: 'Ocena objawów infekcji' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Dołącz moje położenie do wyniku' }).check();
    await expect(page.getByText('Położenie zostanie dołączone do wyniku.')).toBeVisible();

    await interview(page, MILD);
    await expect(page.getByText('Ankieta zakończona pomyślnie.')).toBeVisible();
    // The recommendation is shown here, inside the portal; the list is one link away.
    await expect(page.getByRole('heading', { level: 2, name: 'Zalecenie' })).toBeVisible();
    await page.getByRole('link', { name: 'Moje samooceny' }).last().click();
    await expect(page).toHaveURL(/\/selfassessmentlist$/);

    const items = page.getByTestId('self-assessment-item');
    await expect(items).toHaveCount(1);
    const saved = items.first();
    await expect(saved).toContainText('Obserwuj objawy');
    await saved.getByRole('button', { name: /Pokaż szczegóły/ }).click();
    await expect(saved.getByText(QUESTIONS.symptoms)).toBeVisible();
    await expect(saved.getByText('Kaszel', { exact: true })).toBeVisible();
    await expect(saved.getByText('Położenie: 50.0614, 19.9366')).toBeVisible();

    const download = page.waitForEvent('download');
    await saved.getByRole('button', { name: /Pobierz PDF/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^selfassessment_report_\d+\.pdf$/);
    const text = await pdfText(fs.readFileSync(await file.path()));
    expect(text).toContain(`${person.name} ${person.lastName}`);
    expect(text).toContain('Kaszel');

    await saved.getByRole('button', { name: /Usuń/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć samoocenę?' });
    await dialog.getByRole('button', { name: 'Usuń samoocenę' }).click();
    await expect(page.getByText('Samoocena została usunięta.')).toBeVisible();
    await expect(items).toHaveCount(0);
    await expect(page.getByText('Brak samoocen w wybranym okresie.')).toBeVisible();
  });

  test('an emergency sign ends the interview at once; with teleconsultations off the portal says "call 112" first, and keeps the result', async ({ page, freshAccount }) => {
    await freshAccount(page);
    await page.goto('/selfassessment');
    const frame = page.frameLocator('iframe[title="Wywiad o objawach"]');
    await frame.getByRole('group', { name: QUESTIONS.emergency }).getByLabel('Ból lub ucisk w klatce piersiowej', { exact: true }).check();
    // The first question is the last one now: the service decides at once.
    await frame.getByRole('button', { name: 'Zakończ' }).click();

    // The portal (the frame's message, the signed result saved): what to do instead of a teleconsultation.
    await expect(page.getByRole('heading', { level: 2, name: 'Zostań w domu i skontaktuj się z przychodnią' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: '112' });
    await expect(alert).toContainText('Twoje objawy mogą wymagać pilnej pomocy. Zadzwoń teraz pod numer alarmowy 112.');
    await expect(alert.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(page.getByRole('link', { name: '+48 12 345 67 89' })).toHaveAttribute('href', 'tel:+48123456789');

    await page.getByRole('link', { name: 'Moje samooceny' }).click();
    await expect(page.getByTestId('self-assessment-item')).toHaveCount(1);
    await expect(page.getByTestId('self-assessment-item')).toContainText('Pilna pomoc');
  });
});
