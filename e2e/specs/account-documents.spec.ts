import fs from 'node:fs';
import { expect, test } from '../fixtures';

/*
 * Authorising an account by an electronically signed document (spec part 1 §2, §5, §8): a fresh,
 * unauthorised account gets a document signed by the e-service simulator, uploads it in the signature
 * dialog, the real server verifies the signature and the account becomes authorised (the block goes).
 * The printouts' PDFs are API tests (apps/server/src/modules/authorisation/authorisation.int.test.ts), the
 * account tab's sections component tests (apps/web/src/features/account/components/*.test.tsx).
 */

test('a fresh unauthorised account uploads a document signed in the simulator and becomes authorised', async ({ page, freshAccount, checkA11y }) => {
  const { nationalId } = await freshAccount(page, { name: 'Weronika', lastName: 'Podpisowa', birthDate: '1991-03-12' });

  await page.goto('/account');
  const block = page.getByTestId('authorisation-block');
  await expect(block).toBeVisible();
  await expect(block.getByRole('link', { name: 'Potwierdź przez Profil Zaufany' })).toHaveAttribute('href', '/api/mpi/epuap/sso');

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
  // The dialog with its warning: a state the a11y sweep of the routes does not reach.
  await checkA11y(page);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'upowaznienie.xml', mimeType: 'text/xml', buffer: fs.readFileSync(file) });
  await dialog.getByRole('button', { name: 'Zweryfikuj podpis' }).click();
  await expect(page.getByText('Podpis zweryfikowany poprawnie')).toBeVisible();
  await expect(block).toHaveCount(0);
  await expect(page.getByText('Konto potwierdzone w placówce')).toBeVisible();
});
