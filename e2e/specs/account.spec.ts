import { expect, test } from '../fixtures';

/** The tabs of /account in the spec's order, each with the heading its page shows. */
const tabs = [
  { name: 'Konto', path: '/account', heading: 'Anna Kowalska' },
  { name: 'Moje dane', path: '/account/mydata', heading: 'Moje dane pacjenta' },
  { name: 'Podopieczni', path: '/account/ward', heading: 'Podopieczni' },
  { name: 'Dzieci', path: '/account/child', heading: 'Dzieci' },
  { name: 'Opiekunowie', path: '/account/warden', heading: 'Opiekunowie' },
  { name: 'Rodzice', path: '/account/parent', heading: 'Rodzice' },
];

test.describe('account area', () => {
  test("Anna walks the six tabs in the spec's order; each is a page of its own", async ({ page, signIn, checkA11y }) => {
    await signIn(page, 'anna');
    await page.goto('/account');
    await expect(page.getByRole('tab')).toHaveText(tabs.map((t) => t.name));
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab.name }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
      await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
      await checkA11y(page);
    }
    // The lists as seeded: her father confirmed, her aunt waiting; nobody is her warden.
    await page.goto('/account/ward');
    const wards = page.getByRole('list', { name: 'Podopieczni' });
    await expect(wards.getByRole('listitem').filter({ hasText: 'Jan Kowalski' })).toContainText('Potwierdzone');
    await expect(wards.getByRole('listitem').filter({ hasText: 'Helena Nowak' })).toContainText('Oczekuje na potwierdzenie');
    await page.goto('/account/warden');
    await expect(page.getByText('Nikt nie jest Twoim opiekunem w portalu.')).toBeVisible();
  });

  test('on a phone a deep link to the last tab shows that tab, scrolled into view', async ({ page, signIn, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'jan');
    await page.goto('/account/parent');
    const tab = page.getByRole('tab', { name: 'Rodzice' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport();
    await page.getByRole('tab', { name: 'Opiekunowie' }).click();
    await expect(page.getByRole('list', { name: 'Opiekunowie' }).getByRole('listitem').filter({ hasText: 'Anna Kowalska' })).toContainText('Potwierdzone');
    await checkA11y(page);
  });
});
