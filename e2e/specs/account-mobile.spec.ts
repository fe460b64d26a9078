import { expect, test } from '../fixtures';

/*
 * The account tab's mobile application (AMPA, spec part 1 §2, §8): Anna generates a PIN for her daughter,
 * the application pairs a device with it through the real API and reads Zofia's data, and unregistering
 * in the portal stops the device's token at once. The section's states, account deletion, the top-bar SSO
 * hand-over and the adverse-events page are component and API tests (apps/web/src/features/account/**,
 * apps/web/src/app/layout/top-bar-links.test.tsx, apps/web/src/features/adverse-events/**,
 * apps/server/src/modules/{ampa,accounts,sso,adverse-events}/*.test.ts).
 */

const client = { 'x-portal-client': '1' };

test('Anna registers the mobile app for Zofia: the PIN pairs a device through the API, then she unregisters it', async ({ page, signIn }) => {
  await signIn(page, 'anna');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Aplikacja mobilna' });
  await expect(section.getByText('Zofia Kowalska')).toBeVisible();
  await section.getByRole('button', { name: /^(Zarejestruj aplikację mobilną|Wygeneruj nowy kod PIN aplikacji mobilnej): Zofia Kowalska$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Kod PIN aplikacji mobilnej: Zofia Kowalska' });
  const pin = ((await dialog.getByTestId('ampa-pin').textContent()) ?? '').trim();
  expect(pin).toMatch(/^\d{6}$/);

  // The mobile application pairs with the PIN and reads Zofia's data with its device token.
  const paired = await page.request.post('/api/mobile/pair', { headers: client, data: { login: 'anna.kowalska@example.com', pin, deviceName: 'Telefon Anny' } });
  expect(paired.status()).toBe(200);
  const { deviceToken, name } = await paired.json();
  expect(name).toBe('Zofia');
  const read = () => page.request.get('/api/mobile/patient', { headers: { authorization: `Bearer ${deviceToken}` } });
  expect((await read()).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Gotowe' }).click();
  const zofiaRow = section.getByRole('listitem').filter({ hasText: 'Zofia Kowalska' });
  await expect(zofiaRow.getByText('Aplikacja zarejestrowana')).toBeVisible();

  // Unregistered in the portal, the device's token stops at once (and the demo data are as seeded again).
  await zofiaRow.getByRole('button', { name: 'Wyrejestruj aplikację mobilną: Zofia Kowalska' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wyrejestruj' }).click();
  await expect(zofiaRow.getByText('Aplikacja niezarejestrowana')).toBeVisible();
  expect((await read()).status()).toBe(401);
});
