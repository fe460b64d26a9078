import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The medical register from the clinic console to the patient (issue 12, point 6 and "Tests"; spec part 1
 * §2 "Medical register"): the doctor orders a lipid panel for Anna Kowalska, enters its values (one above
 * its range) and publishes it; Anna's notice e-mail leads through /login?nguid=… to the result's document,
 * and among her results the new one has its trend chart and opens its PDF. Anna asks for copies of a
 * visit's documents; the registrar completes the request with a PDF and Anna downloads the copy. The
 * pages' states, forms and filters are component tests (apps/clinic/src/features/{records,document-requests},
 * apps/web/src/features/medical-record); the DICOM import is medical-record.spec.ts.
 */

const DOCTOR = { login: 'lekarz', password: 'Lekarz#Klinika2026' };
const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026' };
/** A small genuine PDF: the server sniffs the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu konsoli' });

/** Anna signs in on the portal's sign-in page (with a notice's nguid). */
async function annaSignsIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS.anna.username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS.anna.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Signed in once the sign-in page is left (a navigation before that would find no session).
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

test('the doctor orders a lipid panel for Anna, enters values (one out of range) and publishes; the notice leads Anna to it, with its trend chart and its document', async ({
  page,
  browser,
  baseURL,
  clinicSignIn,
  outbox,
}) => {
  await clinicSignIn(page, DOCTOR.login, DOCTOR.password);
  await menu(page).getByRole('link', { name: 'Pacjenci' }).click();
  await page.getByRole('searchbox', { name: 'Szukaj pacjenta' }).fill('kowalska an');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await page.getByRole('link', { name: 'Kowalska Anna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Kowalska' })).toBeVisible();
  await page.getByRole('link', { name: 'Dokumentacja medyczna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumentacja medyczna: Anna Kowalska' })).toBeVisible();

  await page.getByRole('tab', { name: 'Wyniki badań' }).click();
  await page.getByRole('button', { name: 'Nowe zlecenie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowe zlecenie badań' });
  await dialog.getByRole('combobox', { name: 'Panel lub badanie' }).click();
  await page.getByRole('option', { name: /^Lipidogram/ }).click();
  await expect(dialog.getByRole('table', { name: 'Badania zlecenia' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Zleć' }).click();

  // The order's entry form: the panel's analytes with their ranges.
  await expect(page).toHaveURL(/\/clinic\/results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Lipidogram/ })).toBeVisible();
  const values = page.getByRole('table', { name: 'Wyniki badań' });
  const inputs = values.getByRole('textbox', { name: /^Wynik: / });
  const names = (await inputs.evaluateAll((all) => all.map((i) => i.getAttribute('aria-label') ?? ''))).map((n) => n.replace('Wynik: ', ''));
  expect(names.length).toBeGreaterThan(1);
  // Total cholesterol far above any adult range; the rest ordinary values.
  const typical = (name: string) => (/całkowity/i.test(name) ? '265' : /HDL/.test(name) ? '62' : /LDL/.test(name) ? '77' : /trigli/i.test(name) ? '95' : '1');
  for (const name of names) await values.getByRole('textbox', { name: `Wynik: ${name}` }).fill(typical(name));
  const cholesterol = names.find((n) => /całkowity/i.test(n))!;
  await expect(values.getByRole('row', { name: new RegExp(`^${cholesterol}`) }).getByText('powyżej normy')).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz wyniki' }).click();
  await expect(page.getByText('Wyniki zostały zapisane.')).toBeVisible();

  const mailsBefore = (await outbox()).length;
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await page.getByRole('dialog', { name: 'Opublikować wynik?' }).getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByText('Opublikowane', { exact: true })).toBeVisible();

  // Anna's notice e-mail, and its link after her sign-in: the result's document.
  let link = '';
  await expect
    .poll(async () => {
      const all = await outbox();
      const fresh = all.slice(0, Math.max(0, all.length - mailsBefore));
      const mail = fresh.find((m) => m.channel === 'EMAIL' && /\/login\?nguid=/.test(m.body));
      link = /\/login\?nguid=[\w-]+/.exec(mail?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const annas = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  try {
    const anna = await annas.newPage();
    await annaSignsIn(anna, link);
    await expect(anna).toHaveURL(/\/benefits\/clinicaldocuments\?contextId=/);
    await expect(anna.getByTestId('linked-document')).toContainText(/Lipidogram/);

    // Among her results, the new one: the values as entered, the trend of an analyte, the document.
    await anna.getByRole('tab', { name: 'Wyniki badań' }).click();
    await anna.getByRole('button', { name: /^Lipidogram/ }).first().click();
    const table = anna.getByRole('table', { name: 'Wyniki badania: Lipidogram' }).first();
    await expect(table.getByRole('row', { name: new RegExp(`^${cholesterol}`) })).toContainText(/265.*powyżej normy/);
    await table.getByRole('button', { name: 'Trend: Cholesterol LDL' }).click();
    const trend = anna.getByRole('dialog', { name: 'Zmiany wyniku: Cholesterol LDL' });
    await expect(trend.getByTestId('trend-chart').locator('svg.recharts-surface')).toBeVisible();
    // Her earlier values, and the new one.
    await expect(trend.getByRole('table').getByRole('cell', { name: /^77\s*mg\/dl$/ })).toHaveCount(1);
    expect(await trend.getByRole('table').getByRole('row').count()).toBeGreaterThan(2);
    await trend.getByRole('button', { name: 'Zamknij' }).click();

    // The analyte's own document is tried first (HEAD), then its order's: the window shows the published PDF.
    const heads: string[] = [];
    anna.on('request', (r) => r.method() === 'HEAD' && heads.push(new URL(r.url()).pathname));
    const popup = anna.waitForEvent('popup');
    await table.getByRole('button', { name: 'Dokument wyniku: Cholesterol LDL' }).click();
    const win = await popup;
    await expect.poll(() => win.url()).toMatch(/\/order\/\d+\/(elementary|main)\/content$/);
    expect(heads[0]).toMatch(/\/order\/\d+\/elementary\/content$/);
    const pdf = await anna.request.get(win.url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  } finally {
    await annas.close();
  }
});

test('Anna asks for copies of a visit’s documents; the registrar completes the request with a PDF; Anna downloads the copy', async ({ page, browser, baseURL, signIn, clinicSignIn }) => {
  // Anna, in the portal: a visit's documents, one ticked, to download in the portal.
  await signIn(page, 'anna');
  await page.goto('/benefits/encounters');
  const visit = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Wniosek o kopię dokumentacji' }) }).filter({ hasText: 'Dokumenty wizyty' }).first();
  await visit.getByRole('button', { name: 'Wniosek o kopię dokumentacji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wniosek o kopię dokumentacji medycznej' });
  await expect(dialog.getByRole('textbox', { name: /Opis wniosku/ })).not.toHaveValue('');
  await dialog.getByRole('checkbox').first().check();
  await expect(dialog.getByRole('radio', { name: 'Pobranie w portalu' })).toBeChecked();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/mpi/cdoc-requests/mpi-user' && r.status() === 201);
  await dialog.getByRole('button', { name: 'Złóż wniosek' }).click();
  const requestId = ((await (await created).json()) as { id: number }).id;
  await expect(page.getByText('Wniosek został złożony.')).toBeVisible();

  // The registrar, in a browser of her own: the request in the queue, completed with a PDF copy.
  const desks = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  try {
    const desk = await desks.newPage();
    await clinicSignIn(desk, REGISTRAR.login, REGISTRAR.password);
    await menu(desk).getByRole('link', { name: 'Wnioski o dokumentację' }).click();
    await desk.locator(`a[href$="/document-requests/${requestId}"]`).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Wniosek o dokumentację: Anna Kowalska' })).toBeVisible();
    const copies = desk.getByRole('region', { name: 'Kopie dla pacjenta' });
    await copies.locator('input[type=file]').setInputFiles({ name: 'kopia-dokumentacji.pdf', mimeType: 'application/pdf', buffer: PDF });
    await copies.getByRole('button', { name: 'Dołącz kopie' }).click();
    await expect(desk.getByText('Kopie zostały dołączone.')).toBeVisible();
    await expect(copies.getByRole('link', { name: 'kopia-dokumentacji.pdf' })).toBeVisible();
    await desk.getByRole('textbox', { name: 'Informacja dla pacjenta' }).fill('Kopia czeka w portalu.');
    await desk.getByRole('button', { name: 'Zmień stan' }).click();
    await desk.getByRole('dialog', { name: 'Zakończyć wniosek?' }).getByRole('button', { name: 'Zrealizowany' }).click();
    await expect(desk.getByText('Wniosek został zrealizowany.')).toBeVisible();
  } finally {
    await desks.close();
  }

  // Anna's requests: hers completed, its copy downloads as the PDF.
  await page.getByRole('tab', { name: 'Wnioski o dokumentację' }).click();
  await expect(page).toHaveURL(/\/benefits\/cdocrequests/);
  const request = page.getByTestId('document-request').filter({ hasText: 'Kopia czeka w portalu.' });
  await expect(request.getByText('Zrealizowany')).toBeVisible();
  const download = request.getByRole('link', { name: 'Pobierz kopia-dokumentacji.pdf' });
  const res = await page.request.get((await download.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
