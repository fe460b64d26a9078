import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * A POZ declaration from the patient's wizard through the e-service's signature to the clinic accepting
 * it (issue 30, "Tests": the first journey; spec part 2 §2, §4 "Declaration states", §7 "Declarations"):
 * Anna chooses a midwife (she has none) — patient, staff, summary —, registers the declaration, signs it
 * at the e-service simulator as herself (a real XAdES signature the portal verifies), comes back to the
 * page with epuapstatus=ok and a SUBMITTED declaration; its printout is the NFZ form's PDF; the registrar
 * accepts it in the console and Anna sees it accepted. Replacing a declaration in force, the choice rules,
 * each form's errors, a refused signature are component and API tests (apps/web/src/features/declarations,
 * apps/server/src/modules/{declarations,e-signing}).
 */

const REGISTRAR = { login: 'rejestracja', password: 'Rejestracja#2026' };
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu konsoli' });

test('Anna chooses a midwife, signs the declaration through the e-service, prints it; the registrar accepts it', async ({ page, browser, baseURL, signIn, clinicSignIn }) => {
  await signIn(page, 'anna');
  await page.goto('/declarations');
  await expect(page.getByRole('heading', { level: 1, name: 'Deklaracje' })).toBeVisible();
  await page.getByRole('link', { name: 'Nowa deklaracja: położna' }).click();

  // Patient: Anna herself (she acts for others too), her declaration data already complete.
  await expect(page).toHaveURL(/\/newdeclaration\/midwife\/patients/);
  await page.getByRole('radio', { name: /Anna Kowalska/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  // Staff: the clinic's POZ midwives.
  await expect(page).toHaveURL(/\/newdeclaration\/midwife\/staff/);
  await page.getByRole('radio', { name: /Ewa Szymańska/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  // Summary: a first choice of the provider and of the midwife.
  await expect(page).toHaveURL(/\/newdeclaration\/midwife\/summary/);
  await expect(page.getByText('Ewa Szymańska').first()).toBeVisible();
  await page.getByRole('button', { name: 'Zarejestruj deklarację' }).click();

  await expect(page.getByText('Deklaracja została zarejestrowana. Podpisz ją przez profil zaufany, aby ją złożyć.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/declarations\/\d+$/);
  const id = /\/declarations\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByText('Zarejestrowana — czeka na podpis').first()).toBeVisible();

  // The e-service simulator: what is signed, and who signs.
  await page.getByRole('button', { name: 'Podpisz przez profil zaufany' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podpisanie dokumentu podpisem zaufanym' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deklaracja wyboru położnej podstawowej opieki zdrowotnej' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Szymańska$/ })).toBeVisible();
  await page.getByLabel(/Anna Kowalska/).check();
  await page.getByRole('button', { name: 'Podpisz' }).click();

  // Back on the declaration: signed and submitted, waiting for the clinic.
  await expect(page.getByText('Deklaracja została podpisana i złożona.').last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/declarations/${id}$`));
  await expect(page.getByText('Złożona', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Oczekuje na przyjęcie').first()).toBeVisible();
  await expect(page.getByText(/Anna Kowalska \(pacjent\)/)).toBeVisible();

  // The printout: the NFZ form as a PDF.
  const printout = await page.request.get(`/api/declarations/mpi-user/declarations/${id}/printout`);
  expect(printout.status()).toBe(200);
  expect(printout.headers()['content-type']).toContain('application/pdf');
  expect((await printout.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The registrar accepts it.
  const staff = await browser.newContext({ baseURL });
  const clinic = await staff.newPage();
  await clinicSignIn(clinic, REGISTRAR.login, REGISTRAR.password);
  await menu(clinic).getByRole('link', { name: 'Deklaracje' }).click();
  await clinic.getByRole('link', { name: /Kowalska/ }).filter({ hasText: /położn/i }).first().click();
  await expect(clinic).toHaveURL(new RegExp(`/clinic/declarations/${id}$`));
  await clinic.getByRole('button', { name: 'Przyjmij' }).click();
  await clinic.getByRole('dialog').getByRole('button', { name: 'Przyjmij' }).click();
  await expect(clinic.getByText('Przyjęta').first()).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.getByText('Przyjęta').first()).toBeVisible();
});
