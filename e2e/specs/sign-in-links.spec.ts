import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * Sign-in from outside the form: the e-service (through its simulator) and the account merge. The
 * e-service's failures (code 2, code 3, cancel), /epuap/success without a session, the single sign-on
 * token and the notification links are the component tests' (sign-in-links, epuap-pages) and the API
 * tests' (modules/epuap, modules/sso, accounts/merge-and-notifications). The merge uses up the demo
 * "merge" accounts, which no other spec reads.
 */

const E_SERVICE_BUTTON = 'Zaloguj przez Profil Zaufany';

test("the e-service sign-in lands on /main with the service context; the e-service's single logout ends the session", async ({ page }) => {
  await page.goto('/login?service=12&orgUnit=3');
  await expect(page.getByRole('link', { name: E_SERVICE_BUTTON })).toHaveAttribute('href', '/api/mpi/epuap/sso?service=12&orgUnit=3');
  await page.getByRole('link', { name: E_SERVICE_BUTTON }).click();
  await expect(page).toHaveURL(/\/sim\/epuap\/login\?SAMLRequest=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie do Portalu Pacjenta' })).toBeVisible();
  await page.getByRole('button', { name: /Zaloguj jako Anna Kowalska/ }).click();
  // /epuap/success loads the account and hands over to /main with the context query, whose hub leads the
  // service context to the new booking of that service.
  await expect(page).toHaveURL(/\/newbooking(\/[a-z]+)?\?(.*&)?service=12(&.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const signedIn = async () => (await page.request.get('/api/mpi/accounts/mpi-user')).status() === 200;
  expect(await signedIn()).toBe(true);

  // The e-service's logout request of Anna (signed by the e-service) ends her session.
  await page.goto('/sim/epuap/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Wylogowanie z e-usługi' })).toBeVisible();
  await page.getByRole('link', { name: /Wyloguj Anna Kowalska/ }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await signedIn()).toBe(false);
});

test('signing in with the new account leads to the merge; the old account’s credentials merge them', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Nazwa użytkownika').fill(DEMO_ACCOUNTS.merge.username);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_ACCOUNTS.merge.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/mergeaccount\?email=scalenie%40example\.com$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scalenie kont' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(DEMO_ACCOUNTS.merge.username);

  await page.getByLabel('Login drugiego konta').fill(DEMO_ACCOUNTS.mergeOld.username);
  await page.getByRole('textbox', { name: 'Hasło drugiego konta' }).fill(DEMO_ACCOUNTS.mergeOld.password);
  await page.getByRole('button', { name: 'Scal konta' }).click();
  await expect(page.getByText('Konta zostały scalone')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
  // One account now: the old account's child profile (her daughter) is the new account's.
  await page.goto('/account/child');
  await expect(page.getByRole('main')).toContainText('Zuzanna Mazur');
  // The old account is gone: its credentials no longer sign in.
  const old = await page.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS.mergeOld, headers: { 'x-portal-client': '1' } });
  expect(old.status()).toBe(401);
});
