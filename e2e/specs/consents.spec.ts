import type { Page } from '@playwright/test';
import { DEMO_PARTNER_STAFF } from '../../apps/server/src/demo';
import { expect, test } from '../fixtures';

/*
 * A partner consent from the patient's form through the e-service's signature, a result shared under it,
 * then the consent cancelled (issue 30, "Tests": the second journey; spec part 2 §2 "Consents", §4
 * "Consent", §5 "Consents", part 1 "Consent sharing"): Anna gives the insurer's whole personnel a consent
 * limited to the documents she shares, signs it at the e-service simulator (a real XAdES signature the
 * portal verifies), shares one of her results with the partner from the results list, and cancels the
 * consent — CANCELLED, with its validTo shown. Meanwhile the partner's staff member (demo `partner`, the
 * occupational-medicine doctor her demo consent names, signed in to the console in a second context)
 * sees the shared result among Anna's documents, and no longer once the share is paused. The CPAR conflicts, the carer authorisation, each form's
 * errors and what a partner's staff may read are component and API tests (apps/web/src/features/consents,
 * apps/server/src/modules/consents).
 */

/** How many of Anna's results the partner's staff member sees on "Udostępnione dokumenty" (filters in the address). */
async function partnerSees(partnerPage: Page): Promise<number> {
  await partnerPage.goto('/clinic/shared-documents?docType=RES&patient=Kowalska');
  await expect(partnerPage.getByRole('heading', { level: 1, name: 'Udostępnione dokumenty' })).toBeVisible();
  await expect(partnerPage.getByRole('article').or(partnerPage.getByText('Żaden udostępniony dokument nie pasuje do wybranych filtrów.')).first()).toBeVisible();
  return partnerPage.getByRole('article').count();
}

test('Anna gives the insurer a consent, signs it through the e-service, shares a result under it, then cancels it', async ({ page, signIn, browser, baseURL, clinicSignIn }) => {
  await signIn(page, 'anna');
  await page.goto('/consents');
  await expect(page.getByRole('heading', { level: 1, name: 'Zgody' })).toBeVisible();
  await page.getByRole('link', { name: 'Nowa zgoda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa zgoda' })).toBeVisible();

  // The kind is kept in the address (?kind=CPAR): the form follows it.
  await page.getByRole('radio', { name: /Zgoda dla partnera/ }).click();
  await expect(page).toHaveURL(/kind=CPAR/);
  await page.getByRole('combobox', { name: 'Partner' }).click();
  await page.getByRole('option', { name: /Towarzystwo Ubezpieczeń Zdrowie/ }).click();
  await page.getByRole('radio', { name: 'Całemu personelowi partnera' }).check();
  await page.getByRole('radio', { name: /Tylko dokumenty udostępnione/ }).check();
  await page.getByRole('button', { name: 'Zarejestruj zgodę' }).click();

  await expect(page.getByText('Zgoda została zarejestrowana. Aby ją złożyć, podpisz ją przez profil zaufany.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/consents\/\d+$/);
  const consentUrl = page.url();
  await expect(page.getByText('Zarejestrowana', { exact: true }).first()).toBeVisible();

  // The e-service simulator: Anna signs as herself.
  await page.getByRole('button', { name: 'Podpisz przez profil zaufany' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podpisanie dokumentu podpisem zaufanym' })).toBeVisible();
  await page.getByLabel(/Anna Kowalska/).check();
  await page.getByRole('button', { name: 'Podpisz' }).click();
  await expect(page.getByText('Zgoda została podpisana.').last()).toBeVisible();
  await expect(page).toHaveURL(consentUrl);
  await expect(page.getByText('Podpisana', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Anna Kowalska \(pacjent\)/)).toBeVisible();

  // A result shared with the partner from the results list, then the share paused again.
  await page.getByRole('link', { name: 'Dokumentacja medyczna' }).click();
  await page.getByRole('tab', { name: 'Wyniki badań' }).click();
  await page.getByRole('button', { name: /^Morfologia krwi/ }).first().click();
  const share = page.getByRole('switch', { name: /Udostępnij partnerowi/ }).first();
  await expect(share).toBeVisible();
  const wasShared = await share.isChecked();
  // The partner's staff member, in the console of a second browser: her home is the shared documents.
  const partnerContext = await browser.newContext({ baseURL });
  const partnerPage = await partnerContext.newPage();
  await clinicSignIn(partnerPage, DEMO_PARTNER_STAFF.login, DEMO_PARTNER_STAFF.password);
  await expect(partnerPage).toHaveURL(/\/clinic\/shared-documents$/);
  const seen = { [String(wasShared)]: await partnerSees(partnerPage) };
  await share.click();
  await expect(page.getByText(wasShared ? 'Udostępnianie dokumentu partnerowi zostało wstrzymane.' : 'Udostępnianie dokumentu partnerowi zostało włączone.').last()).toBeVisible();
  seen[String(!wasShared)] = await partnerSees(partnerPage);
  // Shared, she sees exactly one result more than paused, and opens it with its values.
  expect(seen.true).toBe(seen.false + 1);
  await share.click();
  await expect(page.getByText(wasShared ? 'Udostępnianie dokumentu partnerowi zostało włączone.' : 'Udostępnianie dokumentu partnerowi zostało wstrzymane.').last()).toBeVisible();
  expect(await partnerSees(partnerPage)).toBe(seen[String(wasShared)]);
  if (wasShared) {
    await partnerPage.getByRole('article').getByRole('link', { name: /^Morfologia krwi/ }).first().click();
    await expect(partnerPage.getByRole('heading', { level: 1, name: /^Morfologia krwi/ })).toBeVisible();
    await expect(partnerPage.getByRole('table')).toBeVisible();
  }
  await partnerContext.close();

  // Cancelled: it stops today, its validTo shown.
  await page.goto(consentUrl);
  await page.getByRole('button', { name: 'Anuluj zgodę' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tak, anuluj zgodę' }).click();
  await expect(page.getByText(/Zgoda została anulowana/).last()).toBeVisible();
  await expect(page.getByText('Anulowana', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/do \d{2}-\d{2}-\d{4}/).first()).toBeVisible();
});
