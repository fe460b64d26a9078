import { expect, test, type OutboxItem } from '../fixtures';

/*
 * The contact part of the account tab (spec part 1 §2, §4 "E-mail or phone change", §8) on a fresh
 * account registered through the API, so no other spec's demo account changes: a new e-mail waits for
 * the link sent to it, a new phone for its SMS code, each read from the server's outbox. The dialogs'
 * rules (the current number refused, an e-mail in use, the resend) are component tests
 * (apps/web/src/features/account/components/contact-section.test.tsx) and API tests (accounts/patient/contact.int.test.ts).
 */

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

async function newest(outbox: () => Promise<OutboxItem[]>, channel: 'EMAIL' | 'SMS', recipient: string): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      found = (await outbox()).find((m) => m.channel === channel && m.recipient.toLowerCase() === recipient.toLowerCase());
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
const linkIn = (body: string) => /(https?:\/\/\S+\/confirm\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

test('a new e-mail is confirmed by the link sent to it, a new phone by the SMS code', async ({ page, outbox, freshAccount }) => {
  const person = await freshAccount(page, { lastName: 'Kontaktowa' });
  await page.goto('/account');
  const section = page.getByRole('region', { name: /Ewa Kontaktowa/ });
  await expect(section.getByText(person.email, { exact: true })).toBeVisible();

  // The e-mail: the new address waits for its link; the old one stays until then.
  const newEmail = `e2e.nowy.${Date.now()}.${random(4)}@example.com`;
  await section.getByRole('button', { name: 'Edytuj dane konta' }).click();
  const edit = page.getByRole('dialog', { name: 'Edycja danych konta' });
  await edit.getByRole('textbox', { name: /Adres e-mail/ }).fill(newEmail);
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dane zostały poprawnie zapisane')).toBeVisible();
  await expect(page.getByText(/Zmiana adresu zacznie obowiązywać po kliknięciu linku/)).toBeVisible();
  await expect(section.getByTestId('pending-email')).toContainText(newEmail);
  await expect(section.getByText(person.email, { exact: true })).toBeVisible();

  await page.goto(linkIn((await newest(outbox, 'EMAIL', newEmail)).body));
  await expect(page.getByRole('heading', { name: 'Adres e-mail został potwierdzony' })).toBeVisible();
  await page.goto('/account');
  await expect(section.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(section.getByTestId('pending-email')).toHaveCount(0);

  // The phone: a new number gets the SMS code, which confirms it.
  await section.getByRole('button', { name: 'Zmień numer telefonu' }).click();
  const phone = page.getByRole('dialog', { name: 'Zmiana numeru telefonu' });
  const newPhone = `4851${random(7)}`;
  await phone.getByRole('textbox', { name: /Nowy numer telefonu/ }).fill(newPhone);
  await phone.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  await expect(page.getByText('Wysłano wiadomość SMS z kodem potwierdzającym')).toBeVisible();
  const code = page.getByRole('dialog', { name: 'Potwierdzenie numeru telefonu' });
  await expect(code).toContainText(`+${newPhone}`);
  await code.getByRole('textbox', { name: /Kod z SMS/ }).fill(codeIn((await newest(outbox, 'SMS', `+${newPhone}`)).body));
  await code.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Numer telefonu został potwierdzony')).toBeVisible();
  // Shown grouped as people read it: +48 513 888 879.
  await expect(section.getByText(`+48 ${newPhone.slice(2, 5)} ${newPhone.slice(5, 8)} ${newPhone.slice(8)}`, { exact: true })).toBeVisible();
  await expect(section.getByTestId('pending-phone')).toHaveCount(0);
});
