import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from '../fixtures';

/*
 * The clinic's questionnaires end to end: the administrator writes a two-section questionnaire (text,
 * a bounded decimal number, a single choice), makes it the questionnaire of a new programme for ages 35–65 and invites the
 * eligible patients; Anna opens her invitation from the e-mail, is told a number out of range in
 * Polish, answers and sends it, and finds it locked when she opens the link again; the administrator
 * reads her answers and downloads them as CSV. The editor's every format, a link's bad parameters, an
 * unknown programme, the form's states and its layout are component tests
 * (apps/clinic/src/features/questionnaires, apps/web/src/features/questionnaires,
 * packages/ui/src/questionnaire).
 */

/** The demo staff the auth module seeds (README "Demo accounts"). */
const ADMIN = { login: 'admin', password: 'Admin#Klinika2026' };

const question = (page: Page, si: number, qi: number) => page.getByTestId(`question-${si}-${qi}`);

async function chooseFormat(page: Page, si: number, qi: number, format: string) {
  await question(page, si, qi).getByRole('combobox', { name: 'Rodzaj odpowiedzi' }).click();
  await page.getByRole('option', { name: format, exact: true }).click();
}

test.describe('clinic console: questionnaires and programmes', () => {
  test('the administrator builds a questionnaire and a programme, invites; Anna answers; the administrator reads and exports her answers', async ({
    page,
    clinicSignIn,
    signIn,
    outbox,
  }) => {
    // One flow across both apps (the console twice, the patient portal, a job's e-mail): longer than one page's 45 s.
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `Ankieta zdrowia serca ${stamp}`;
    const programme = `Profilaktyka serca ${stamp}`;

    // The questionnaire: two sections.
    await clinicSignIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Ankiety' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ankiety' })).toBeVisible();
    await page.getByRole('link', { name: 'Nowa ankieta' }).click();
    await page.getByRole('textbox', { name: 'Tytuł', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Opis dla pacjenta' }).fill('Kilka pytań o styl życia i zdrowie serca.');
    await page.getByTestId('section-0').getByRole('textbox', { name: 'Tytuł sekcji' }).fill('Styl życia');
    await question(page, 0, 0).getByRole('textbox', { name: 'Treść pytania' }).fill('Co zwykle jesz na śniadanie?');
    await page.getByTestId('section-0').getByRole('button', { name: 'Dodaj pytanie' }).click();
    await question(page, 0, 1).getByRole('textbox', { name: 'Treść pytania' }).fill('Ile godzin śpisz na dobę?');
    await chooseFormat(page, 0, 1, 'Liczba');
    await question(page, 0, 1).getByRole('textbox', { name: 'Najmniejsza wartość' }).fill('0');
    await question(page, 0, 1).getByRole('textbox', { name: 'Największa wartość' }).fill('24');
    await question(page, 0, 1).getByRole('switch', { name: 'Dozwolone ułamki' }).check();

    await page.getByRole('button', { name: 'Dodaj sekcję' }).click();
    await page.getByTestId('section-1').getByRole('textbox', { name: 'Tytuł sekcji' }).fill('Wywiad');
    await question(page, 1, 0).getByRole('textbox', { name: 'Treść pytania' }).fill('Czy palisz papierosy?');
    await chooseFormat(page, 1, 0, 'Jednokrotny wybór');
    await question(page, 1, 0).getByRole('textbox', { name: 'Odpowiedź 1', exact: true }).fill('Tak');
    await question(page, 1, 0).getByRole('textbox', { name: 'Odpowiedź 2', exact: true }).fill('Nie');

    // The live preview shows the form as Anna will see it.
    const preview = page.getByRole('complementary', { name: 'Podgląd' });
    await expect(preview.getByRole('group', { name: /Wywiad/ })).toBeVisible();
    await expect(preview.getByRole('radio', { name: 'Nie' })).toBeVisible();
    await page.getByRole('button', { name: 'Utwórz ankietę' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const questionnaireId = /\/questionnaires\/(\d+)$/.exec(page.url())?.[1];
    expect(questionnaireId, 'the new questionnaire’s page').toBeDefined();

    // The programme: ages 35–65, this questionnaire; the eligible patients invited.
    await page.getByRole('navigation', { name: 'Menu konsoli' }).getByRole('link', { name: 'Programy profilaktyczne' }).click();
    await page.getByRole('link', { name: 'Nowy program' }).click();
    await page.getByRole('textbox', { name: 'Nazwa' }).fill(programme);
    await page.getByRole('combobox', { name: 'Ankieta' }).click();
    await page.getByRole('option', { name: title }).click();
    await page.getByRole('textbox', { name: 'Wiek od (lat)' }).fill('35');
    await page.getByRole('textbox', { name: 'Wiek do (lat)' }).fill('65');
    await page.getByRole('button', { name: 'Zapisz program' }).click();
    await expect(page.getByRole('heading', { level: 1, name: programme })).toBeVisible();
    const programId = /\/programs\/(\d+)$/.exec(page.url())?.[1];
    expect(programId, 'the new programme’s page').toBeDefined();
    await page.getByRole('button', { name: 'Zaproś uprawnionych pacjentów' }).click();
    await page.getByRole('dialog', { name: 'Zaproszenie do programu' }).getByRole('button', { name: 'Wyślij zaproszenia' }).click();
    const result = page.getByTestId('invitation-result');
    await expect(result).toContainText(/Zaproszeni teraz: [1-9]/);
    await expect(result).toContainText('Zaproszeni wcześniej: 0');

    // Anna: the newest e-mail to her naming this programme's link.
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await outbox()).find((m) => m.channel === 'EMAIL' && m.recipient === DEMO_ACCOUNTS.anna.username && m.body.includes(`/${programId}/`));
        link = mail?.body.match(new RegExp(`https?://\\S+/questionnaire/patient/[^/\\s]+/${programId}/\\d+/\\d+`))?.[0];
        return link;
      }, { message: 'the invitation e-mail (sent by a job)', timeout: 30_000 })
      .toBeDefined();
    const anna = await page.context().newPage();
    await signIn(anna);
    const path = new URL(link!).pathname;
    await anna.goto(path);
    await expect(anna.getByRole('heading', { level: 1, name: programme })).toBeVisible();
    await anna.getByRole('textbox', { name: 'Co zwykle jesz na śniadanie?', exact: true }).fill('Owsianka z owocami');
    // A number above the questionnaire's maximum: told in Polish at the question, and nothing sent.
    const sleep = anna.getByRole('textbox', { name: 'Ile godzin śpisz na dobę?', exact: true });
    await sleep.fill('25');
    await anna.getByRole('button', { name: 'Wyślij ankietę' }).click();
    await expect(anna.getByTestId('questionnaire-error-summary')).toBeFocused();
    await expect(sleep).toHaveAccessibleDescription(/Podana liczba jest większa niż dozwolona/);
    await sleep.fill('7,5');
    await anna.getByRole('radio', { name: 'Nie' }).check();
    await anna.getByRole('button', { name: 'Wyślij ankietę' }).click();
    await expect(anna.getByText('Ankieta została zarejestrowana')).toBeVisible();
    await anna.goto(path);
    await expect(anna.getByText(/Ankieta została wypełniona \d{2}-\d{2}-\d{4}/)).toBeVisible();
    await expect(anna.getByRole('textbox', { name: 'Co zwykle jesz na śniadanie?', exact: true })).toHaveValue('Owsianka z owocami');
    await expect(anna.getByRole('textbox', { name: 'Co zwykle jesz na śniadanie?', exact: true })).not.toBeEditable();
    await expect(anna.getByRole('radio', { name: 'Nie' })).toBeDisabled();
    await anna.close();

    // The administrator: her answers, question by question, and the CSV of them.
    await page.goto(`/clinic/questionnaires/${questionnaireId}/answers`);
    const card = page.getByTestId(/^fulfillment-/).filter({ hasText: 'Anna Kowalska' });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Pokaż odpowiedzi' }).click();
    const answers = card.getByRole('table', { name: 'Odpowiedzi: Anna Kowalska' });
    await expect(answers.getByRole('row').filter({ hasText: 'Co zwykle jesz na śniadanie?' })).toContainText('Owsianka z owocami');
    await expect(answers.getByRole('row').filter({ hasText: 'Ile godzin śpisz na dobę?' })).toContainText(/7[,.]5/);
    await expect(answers.getByRole('row').filter({ hasText: 'Czy palisz papierosy?' })).toContainText('Nie');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Eksportuj CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ankieta_${questionnaireId}_odpowiedzi.csv`);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const row = csv.split(/\r?\n/).find((line) => line.includes('Kowalska'));
    expect(row, 'Anna’s row in the CSV').toBeDefined();
    expect(row).toContain('Owsianka z owocami');
    expect(csv).toContain('Co zwykle jesz na śniadanie?');
  });
});
