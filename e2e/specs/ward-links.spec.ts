import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/**
 * A guardian links an existing patient as a ward; the ward confirms through the e-mail link, later
 * blocks the warden and removes them. Seed people nobody else changes this way: Piotr (guardian) and
 * Jan Kowalski (a ward with his own account; his confirmed link to Anna is left alone). The test ends
 * with the link deleted, so the demo data look as before for the specs after it. The tabs' actions and
 * states are component tests (apps/web/src/features/account/components/ward-links.int.test.tsx); who may
 * change a link (another person's ids change nothing) is an API test (patients/patient/linked-profiles.int.test.ts).
 */
const JAN = { nationalId: '48050212358', name: 'Jan', lastName: 'Kowalski', birthDate: '02-05-1948' };

async function signInThroughPage(page: Page, who: 'jan' | 'piotr') {
  await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS[who].username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

async function asJan(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  return { context, page: await context.newPage() };
}

test('Piotr links Jan as a ward, Jan confirms from the e-mail link, then blocks and removes him', async ({ page, browser, baseURL, signIn, checkA11y, outbox }) => {
  await signIn(page, 'piotr');
  await page.goto('/account/ward');
  await expect(page.getByRole('heading', { level: 2, name: 'Podopieczni' })).toBeVisible();

  // The identity finder: a wrong birth date is a neutral miss; the right data find Jan.
  await page.getByRole('button', { name: 'Powiąż istniejącego pacjenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Powiąż istniejącego pacjenta' });
  await dialog.getByLabel(/Numer PESEL/).fill(JAN.nationalId);
  await dialog.getByLabel(/^Imię/).fill(JAN.name);
  await dialog.getByLabel(/^Nazwisko/).fill(JAN.lastName);
  const birthDate = dialog.getByRole('textbox', { name: /Data urodzenia/ });
  await birthDate.fill('03-05-1948');
  await birthDate.press('Tab');
  await dialog.getByRole('button', { name: 'Wyszukaj pacjenta' }).click();
  await expect(dialog.getByRole('status')).toContainText('Nie znaleziono pacjenta o podanych danych');
  // The finder's dialog with its neutral miss: a state the a11y sweep of the routes does not reach.
  await checkA11y(page);
  await birthDate.fill(JAN.birthDate);
  await birthDate.press('Tab');
  await dialog.getByRole('button', { name: 'Wyszukaj pacjenta' }).click();

  const consent = page.getByRole('dialog', { name: 'Zgoda na powiązanie podopiecznego' });
  await expect(consent.getByText('Znaleziono pacjenta: Jan Kowalski.')).toBeVisible();
  await expect(consent.getByRole('checkbox')).toBeChecked();
  await consent.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Wysłano prośbę o potwierdzenie rejestracji')).toBeVisible();
  const janCard = page.getByRole('listitem').filter({ hasText: 'Jan Kowalski' });
  await expect(janCard).toContainText('Oczekuje na potwierdzenie');
  await expect(janCard).toContainText('Czeka na potwierdzenie przez podopiecznego.');

  // Jan's e-mail carries the confirmation link; he opens it signed out, signs in and lands back on it.
  const mail = (await outbox()).find((m) => m.recipient === DEMO_ACCOUNTS.jan.username && m.subject === 'Prośba o potwierdzenie opiekuna w Portalu Pacjenta');
  expect(mail?.body).toContain('Piotr Zieliński');
  const link = /https?:\/\/\S+\/ward\/confirm\/\d+\/\d+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeTruthy();
  const jan = await asJan(browser, baseURL!);
  await jan.page.goto(new URL(link!).pathname);
  await expect(jan.page).toHaveURL(/\/login\?.*returnTo=/);
  await signInThroughPage(jan.page, 'jan');
  await expect(jan.page.getByText('Potwierdzono opiekuna. Może on teraz korzystać z portalu w Twoim imieniu.')).toBeVisible();
  // The confirmation goes on to messages (spec part 1 §2); the wardens tab shows the confirmed link.
  await expect(jan.page).toHaveURL(/\/messages$/);
  await jan.page.goto('/account/warden');
  const piotrCard = jan.page.getByRole('listitem').filter({ hasText: 'Piotr Zieliński' });
  await expect(piotrCard).toContainText('Potwierdzone');

  // Piotr's picker on /allergies now offers Jan.
  await page.goto('/allergies');
  await page.getByRole('combobox', { name: 'Pacjent' }).click();
  await expect(page.getByRole('option', { name: 'Jan Kowalski (podopieczny)' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Jan blocks Piotr: after a reload Piotr's picker has no Jan.
  await piotrCard.getByRole('button', { name: 'Zablokuj opiekuna: Piotr Zieliński' }).click();
  await jan.page.getByRole('dialog', { name: 'Zablokować opiekuna?' }).getByRole('button', { name: 'Zablokuj' }).click();
  await expect(jan.page.getByText('Zmieniono status opiekuna na: zablokowany')).toBeVisible();
  await expect(piotrCard).toContainText('Zablokowane');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Alergie' })).toBeVisible();
  // With his own record and his son only, the picker still shows; Jan is not in it.
  await page.getByRole('combobox', { name: 'Pacjent' }).click();
  await expect(page.getByRole('option', { name: /Jakub Zieliński/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Jan Kowalski/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect((await outbox()).some((m) => m.recipient === DEMO_ACCOUNTS.piotr.username && m.body.includes('zostało zablokowane przez podopiecznego'))).toBe(true);

  // Jan removes Piotr: the link is gone from both lists.
  await piotrCard.getByRole('button', { name: 'Usuń opiekuna: Piotr Zieliński' }).click();
  await jan.page.getByRole('dialog', { name: 'Usunąć opiekuna?' }).getByRole('button', { name: 'Usuń' }).click();
  await expect(jan.page.getByText('Usunięto opiekuna')).toBeVisible();
  await expect(piotrCard).toHaveCount(0);
  await jan.context.close();
  await page.goto('/account/ward');
  await expect(page.getByRole('listitem').filter({ hasText: 'Jan Kowalski' })).toHaveCount(0);
});
