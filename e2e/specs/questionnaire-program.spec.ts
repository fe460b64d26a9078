import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, type OutboxItem } from '../fixtures';

/*
 * A prevention programme's questionnaire (spec part 2 §2, §4 "Program questionnaire", §5, §8): Anna
 * opens the invitation the seed sent her, answers every kind of question, is told a bad number in
 * Polish, sends it, and finds her answers locked when she opens the link again; a link with bad
 * parameters, or one of a programme that does not exist, is refused with the same warning.
 */

const PROGRAMME = 'Profilaktyka chorób układu krążenia (CHUK)';
const QUESTIONNAIRE = 'Program profilaktyki chorób układu krążenia';

/**
 * The path of the invitation link in the seed's e-mail to Anna (named by the programme: the clinic's
 * spec, earlier in the same worker, invites her to a programme of its own).
 */
async function invitationLink(outbox: () => Promise<OutboxItem[]>): Promise<string> {
  const mail = (await outbox()).find((m) => m.recipient === DEMO_ACCOUNTS.anna.username && m.subject === `Zaproszenie do programu „${PROGRAMME}”`);
  expect(mail, 'the invitation in the outbox').toBeDefined();
  const url = /https?:\/\/\S+\/questionnaire\/patient\/\S+/.exec(mail!.body);
  expect(url, 'the invitation link').not.toBeNull();
  return new URL(url![0]).pathname;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('programme questionnaire', () => {
  test('Anna answers her invitation, is told a bad number in Polish, sends it, and finds it locked afterwards', async ({ page, signIn, outbox, checkA11y }) => {
    await signIn(page);
    const link = await invitationLink(outbox);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: QUESTIONNAIRE })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pomiary i badania' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Wzrost (cm)').fill('99');
    await page.getByRole('button', { name: 'Wyślij ankietę' }).click();
    const summary = page.getByTestId('questionnaire-error-summary');
    await expect(summary).toBeFocused();
    await expect(field(page, 'Wzrost (cm)')).toHaveAccessibleDescription(/Podana liczba jest mniejsza niż dozwolona/);
    await expect(summary).toContainText('Odpowiedź na to pytanie jest wymagana');
    await checkA11y(page);

    await field(page, 'Wzrost (cm)').fill('168');
    await field(page, 'Masa ciała (kg)').fill('64,5');
    await field(page, 'Ciśnienie skurczowe (mmHg) z ostatniego pomiaru').fill('125');
    await field(page, 'Data ostatniego badania cholesterolu').fill('12-03-2025');
    await field(page, 'Data ostatniego badania cholesterolu').press('Tab');
    await page.getByRole('radio', { name: 'Nigdy nie paliłem/am' }).check();
    await page.getByRole('checkbox', { name: 'nadciśnienie tętnicze' }).check();
    await field(page, 'Ile dni w tygodniu ćwiczysz lub szybko spacerujesz co najmniej 30 minut?').fill('3');
    await field(page, 'Uwagi dla przychodni (np. dogodne dni na badania)').fill('Najlepiej wtorki rano');
    await page.getByRole('button', { name: 'Wyślij ankietę' }).click();
    await expect(page.getByText('Ankieta została zarejestrowana')).toBeVisible();
    await expect(page).not.toHaveURL(/\/questionnaire\//);

    // The link again: her answers, locked.
    await page.goto(link);
    await expect(page.getByText(/Ankieta została wypełniona \d{2}-\d{2}-\d{4}/)).toBeVisible();
    await expect(field(page, 'Wzrost (cm)')).toHaveValue('168');
    await expect(field(page, 'Wzrost (cm)')).not.toBeEditable();
    await expect(field(page, 'Masa ciała (kg)')).toHaveValue('64.5');
    await expect(field(page, 'Data ostatniego badania cholesterolu')).toHaveValue('12-03-2025');
    await expect(page.getByRole('radio', { name: 'Nigdy nie paliłem/am' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Nigdy nie paliłem/am' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'nadciśnienie tętnicze' })).toBeChecked();
    await expect(field(page, 'Uwagi dla przychodni (np. dogodne dni na badania)')).toHaveValue('Najlepiej wtorki rano');
    await expect(page.getByRole('button', { name: 'Wyślij ankietę' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('a link with bad parameters, and one of an unknown programme, say "Błędne parametry wywołania" and go on', async ({ page, signIn, outbox }) => {
    await signIn(page);
    const [, , , systemRoot, , accountId, patientId] = (await invitationLink(outbox)).split('/');
    for (const bad of [`/questionnaire/patient/${systemRoot}/abc/${accountId}/${patientId}`, `/questionnaire/patient/${systemRoot}/999999/${accountId}/${patientId}`]) {
      await page.goto(bad);
      await expect(page.getByText('Błędne parametry wywołania')).toBeVisible();
      await expect(page).not.toHaveURL(/\/questionnaire\//);
    }
  });

  test('on a 390 px phone the questionnaire fits the screen', async ({ page, signIn, outbox, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(await invitationLink(outbox));
    const form = page.getByRole('group', { name: 'Pomiary i badania' });
    await expect(form).toBeVisible();
    const box = await form.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'within 390 px').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('questionnaire-390.png'), fullPage: true });
    await checkA11y(page);
  });
});
