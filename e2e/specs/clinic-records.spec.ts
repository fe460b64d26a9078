import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The medical register from the clinic console to the patient (issue 12, point 6 and "Tests"): the
 * doctor orders a lipid panel for Anna Kowalska, enters its values (one above its range) and publishes
 * it; Anna's notice e-mail leads through /login?nguid=… to the document of the result. The registrar
 * completes Anna's request for copies with a PDF; Anna downloads the copy in her portal.
 */

const DOCTOR = { login: 'lekarz', password: 'Lekarz#Klinika2026' };
const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026' };
const CLIENT = { 'x-portal-client': '1' };
/** A small genuine PDF: the server sniffs the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu konsoli' });

/** From the console's patient search to Anna's card; answers her patient id. */
async function openAnnasCard(page: Page): Promise<number> {
  await menu(page).getByRole('link', { name: 'Pacjenci' }).click();
  await page.getByRole('searchbox', { name: 'Szukaj pacjenta' }).fill('kowalska an');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await page.getByRole('link', { name: 'Kowalska Anna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Kowalska' })).toBeVisible();
  return Number(/\/patients\/(\d+)/.exec(page.url())![1]);
}

/** Anna signs in on the portal's sign-in page (with a notice's nguid when given). */
async function annaSignsIn(page: Page, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS.anna.username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS.anna.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Signed in once the sign-in page is left (a navigation before that would find no session).
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Anna asks, through her portal's API, for a copy of one of her published documents to download in the portal. */
async function annaRequestsACopy(browser: Browser, baseURL: string, patientId: number): Promise<number> {
  const context = await browser.newContext({ baseURL });
  try {
    expect((await context.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS.anna, headers: CLIENT })).status()).toBe(200);
    const documents = await context.request.get(`/api/mpi/clinical-documents/mpi-user/${patientId}?pageIndex=0&pageSize=10`, { headers: CLIENT });
    expect(documents.status(), await documents.text()).toBe(200);
    const [document] = ((await documents.json()) as { items: Array<{ id: number }> }).items;
    expect(document, 'a published document of Anna').toBeDefined();
    const created = await context.request.post('/api/mpi/cdoc-requests/mpi-user', {
      headers: CLIENT,
      data: { patientId, clinicalDocumentIds: [document.id], encounterId: null, description: 'Proszę o kopię dokumentu (e2e).', deliveryMethod: 'PORTAL', address: null },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  } finally {
    await context.close();
  }
}

test.describe('clinic console: the medical register', () => {
  test('the doctor orders a lipid panel for Anna, enters values (one out of range) and publishes; the notice e-mail opens its document', async ({
    page,
    browser,
    clinicSignIn,
    checkA11y,
    outbox,
  }) => {
    test.slow();
    await clinicSignIn(page, DOCTOR.login, DOCTOR.password);
    await openAnnasCard(page);
    await page.getByRole('link', { name: 'Dokumentacja medyczna' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumentacja medyczna: Anna Kowalska' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await checkA11y(page);

    await page.getByRole('tab', { name: 'Wyniki badań' }).click();
    await page.getByRole('button', { name: 'Nowe zlecenie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowe zlecenie badań' });
    await dialog.getByRole('combobox', { name: 'Panel lub badanie' }).click();
    await page.getByRole('option', { name: /^Lipidogram/ }).click();
    await expect(dialog.getByRole('table', { name: 'Badania zlecenia' })).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Zleć' }).click();

    // The order's entry form: the panel's analytes with their ranges.
    await expect(page).toHaveURL(/\/clinic\/results\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Lipidogram/ })).toBeVisible();
    const values = page.getByRole('table', { name: 'Wyniki badań' });
    const inputs = values.getByRole('textbox', { name: /^Wynik: / });
    const names = (await inputs.evaluateAll((all) => all.map((i) => i.getAttribute('aria-label') ?? ''))).map((n) => n.replace('Wynik: ', ''));
    expect(names.length).toBeGreaterThan(1);
    // Total cholesterol far above any adult range; the rest ordinary values.
    const typical = (name: string) => (/całkowity/i.test(name) ? '265' : /HDL/.test(name) ? '62' : /LDL/.test(name) ? '88' : /trigli/i.test(name) ? '95' : '1');
    for (const name of names) await values.getByRole('textbox', { name: `Wynik: ${name}` }).fill(typical(name));
    const cholesterol = names.find((n) => /całkowity/i.test(n))!;
    await expect(values.getByRole('row', { name: new RegExp(`^${cholesterol}`) }).getByText('powyżej normy')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Zapisz wyniki' }).click();
    await expect(page.getByText('Wyniki zostały zapisane.')).toBeVisible();

    const mailsBefore = (await outbox()).length;
    await page.getByRole('button', { name: 'Opublikuj' }).click();
    const confirm = page.getByRole('dialog', { name: 'Opublikować wynik?' });
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Opublikuj' }).click();
    await expect(page.getByText('Wynik został opublikowany.')).toBeVisible();
    await expect(page.getByText('Opublikowane', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('result-1280.png'), fullPage: true });

    // Anna's notice e-mail, and its link after her sign-in.
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
    const annasBrowser = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
    const anna = await annasBrowser.newPage();
    try {
      await annaSignsIn(anna, link);
      await expect(anna).toHaveURL(/\/benefits\/clinicaldocuments\?contextId=/);
      const linked = anna.getByTestId('linked-document');
      await expect(linked).toBeVisible();
      await expect(linked).toContainText(/Lipidogram/);
      await checkA11y(anna);
    } finally {
      await annasBrowser.close();
    }
  });

  test('the registrar completes Anna’s request for copies with a PDF; Anna downloads the copy', async ({ page, browser, serverUrl, clinicSignIn, checkA11y }) => {
    test.slow();
    await clinicSignIn(page, REGISTRAR.login, REGISTRAR.password);
    const patientId = await openAnnasCard(page);
    const requestId = await annaRequestsACopy(browser, serverUrl, patientId);

    await menu(page).getByRole('link', { name: 'Wnioski o dokumentację' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wnioski o dokumentację' })).toBeVisible();
    await expect(page.locator(`a[href$="/document-requests/${requestId}"]`)).toBeVisible();
    await checkA11y(page);
    await page.locator(`a[href$="/document-requests/${requestId}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wniosek o dokumentację: Anna Kowalska' })).toBeVisible();
    await checkA11y(page);

    // Completing a download request without a copy is refused before it is sent.
    await page.getByRole('button', { name: 'Zmień stan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'dołącz co najmniej jedną kopię' })).toBeVisible();

    const copies = page.getByRole('region', { name: 'Kopie dla pacjenta' });
    await copies.locator('input[type=file]').setInputFiles({ name: 'kopia-dokumentacji.pdf', mimeType: 'application/pdf', buffer: PDF });
    await copies.getByRole('button', { name: 'Dołącz kopie' }).click();
    await expect(page.getByText('Kopie zostały dołączone.')).toBeVisible();
    await expect(copies.getByRole('link', { name: 'kopia-dokumentacji.pdf' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Informacja dla pacjenta' }).fill('Kopia czeka w portalu.');
    await page.getByRole('button', { name: 'Zmień stan' }).click();
    await page.getByRole('dialog', { name: 'Zakończyć wniosek?' }).getByRole('button', { name: 'Zrealizowany' }).click();
    await expect(page.getByText('Wniosek został zrealizowany.')).toBeVisible();
    await expect(page.getByText('Zrealizowany', { exact: true }).first()).toBeVisible();
    await checkA11y(page);

    const annasBrowser = await browser.newContext({ baseURL: serverUrl, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
    const anna = await annasBrowser.newPage();
    try {
      await annaSignsIn(anna);
      await anna.goto('/benefits/cdocrequests');
      const download = anna.getByRole('link', { name: 'Pobierz kopia-dokumentacji.pdf' });
      await expect(download).toBeVisible();
      await checkA11y(anna);
      const href = await download.getAttribute('href');
      const res = await anna.request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await annasBrowser.close();
    }
  });
});
