import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { cardioQuestionnaire } from '../../../test/questionnaire-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { QuestionnairePage } from './questionnaire-page';

const pages = (member = admin) => signedIn(member, { '/questionnaires/:questionnaireId': <QuestionnairePage /> });
const question = (si: number, qi: number) => within(screen.getByTestId(`question-${si}-${qi}`));
const preview = () => within(screen.getByRole('complementary', { name: 'Podgląd' }));

async function chooseFormat(si: number, qi: number, format: string) {
  await userEvent.click(question(si, qi).getByRole('combobox', { name: 'Rodzaj odpowiedzi' }));
  await userEvent.click(await screen.findByRole('option', { name: format }));
}

describe('QuestionnairePage: the editor', () => {
  it('builds a two-section questionnaire with every format, previews it live, and sends it numbered by position', { timeout: 40_000 }, async () => {
    const api = stubApi({ 'POST /api/clinic/questionnaires': ok({ ...cardioQuestionnaire, id: 8 }, 201), 'GET /api/clinic/questionnaires/:questionnaireId': ok({ ...cardioQuestionnaire, id: 8 }) });
    const { router } = renderRoute(pages(), { initialEntries: ['/questionnaires/new'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa ankieta' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tytuł' }), 'Ankieta CHUK');
    await userEvent.type(screen.getByRole('textbox', { name: 'Termin wypełnienia (dni po wizycie)' }), '14');
    const first = within(screen.getByTestId('section-0'));
    await userEvent.type(first.getByRole('textbox', { name: 'Tytuł sekcji' }), 'Styl życia');
    await userEvent.type(question(0, 0).getByRole('textbox', { name: 'Treść pytania' }), 'Co jesz na śniadanie?');
    await userEvent.type(question(0, 0).getByRole('textbox', { name: 'Największa liczba znaków' }), '300');

    await userEvent.click(first.getByRole('button', { name: 'Dodaj pytanie' }));
    expect(question(0, 1).getByRole('textbox', { name: 'Treść pytania' })).toHaveFocus();
    await userEvent.keyboard('Ile ważysz?');
    await chooseFormat(0, 1, 'Liczba');
    await userEvent.type(question(0, 1).getByRole('textbox', { name: 'Najmniejsza wartość' }), '30');
    await userEvent.type(question(0, 1).getByRole('textbox', { name: 'Największa wartość' }), '250,5');
    await userEvent.click(question(0, 1).getByRole('switch', { name: 'Dozwolone ułamki' }));

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj sekcję' }));
    const second = within(screen.getByTestId('section-1'));
    expect(second.getByRole('textbox', { name: 'Tytuł sekcji' })).toHaveFocus();
    await userEvent.keyboard('Badania');
    await userEvent.type(question(1, 0).getByRole('textbox', { name: 'Treść pytania' }), 'Data ostatniego badania');
    await chooseFormat(1, 0, 'Data');
    await userEvent.click(question(1, 0).getByRole('switch', { name: 'Odpowiedź wymagana' }));
    await userEvent.click(second.getByRole('button', { name: 'Dodaj pytanie' }));
    await userEvent.keyboard('Czy palisz?');
    await chooseFormat(1, 1, 'Jednokrotny wybór');
    await userEvent.type(question(1, 1).getByRole('textbox', { name: 'Odpowiedź 1' }), 'Tak');
    await userEvent.type(question(1, 1).getByRole('textbox', { name: 'Odpowiedź 2' }), 'Nie');
    // The patient reads "Tak"/"Nie" in her language: the options' English and Ukrainian labels.
    await userEvent.type(question(1, 1).getByRole('textbox', { name: 'Odpowiedź 1 po angielsku' }), 'Yes');
    await userEvent.type(question(1, 1).getByRole('textbox', { name: 'Odpowiedź 1 po ukraińsku' }), 'Так');
    expect(question(1, 1).getByRole('textbox', { name: 'Odpowiedź 2 po ukraińsku' })).toHaveAttribute('lang', 'uk');
    await userEvent.type(question(1, 1).getByRole('textbox', { name: 'Odpowiedź 2 po angielsku' }), 'No');
    await userEvent.click(second.getByRole('button', { name: 'Dodaj pytanie' }));
    await userEvent.keyboard('Objawy');
    await chooseFormat(1, 2, 'Wielokrotny wybór');
    await userEvent.type(question(1, 2).getByRole('textbox', { name: 'Odpowiedź 1' }), 'Kaszel');
    await userEvent.type(question(1, 2).getByRole('textbox', { name: 'Odpowiedź 2' }), 'Duszność');
    await userEvent.click(question(1, 2).getByRole('button', { name: 'Dodaj odpowiedź' }));
    expect(question(1, 2).getByRole('textbox', { name: 'Odpowiedź 3' })).toHaveFocus();
    await userEvent.keyboard('Ból w klatce');

    // The preview shows the form as the patient will: sections as groups, questions as fields.
    await waitFor(() => expect(preview().getByRole('group', { name: /Badania/ })).toBeInTheDocument());
    expect(preview().getByRole('radio', { name: 'Tak' })).toBeInTheDocument();
    expect(preview().getByRole('checkbox', { name: 'Ból w klatce' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Utwórz ankietę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questionnaires/8'));
    const base = { hint: null, minValue: null, maxValue: null, decimal: false, maxLength: null, options: [], dateRule: 'PAST' };
    expect(api.callsTo('POST /api/clinic/questionnaires')[0].body).toEqual({
      title: 'Ankieta CHUK',
      description: null,
      deadlineDays: 14,
      sections: [
        {
          title: 'Styl życia',
          description: null,
          fieldsMayStayEmpty: false,
          questions: [
            { ...base, orderNumber: 1, text: 'Co jesz na śniadanie?', format: 'TEXT', required: true, maxLength: 300 },
            { ...base, orderNumber: 2, text: 'Ile ważysz?', format: 'NUMERIC', required: true, minValue: 30, maxValue: 250.5, decimal: true },
          ],
        },
        {
          title: 'Badania',
          description: null,
          fieldsMayStayEmpty: false,
          questions: [
            { ...base, orderNumber: 3, text: 'Data ostatniego badania', format: 'DATE', required: false },
            { ...base, orderNumber: 4, text: 'Czy palisz?', format: 'SINGLE_CHOICE', required: true, options: [
                { value: '1', label: 'Tak', labelEn: 'Yes', labelUk: 'Так' },
                { value: '2', label: 'Nie', labelEn: 'No', labelUk: null },
              ],
            },
            {
              ...base,
              orderNumber: 5,
              text: 'Objawy',
              format: 'MULTIPLE_CHOICE',
              required: true,
              options: [
                { value: '1', label: 'Kaszel', labelEn: null, labelUk: null },
                { value: '2', label: 'Duszność', labelEn: null, labelUk: null },
                { value: '3', label: 'Ból w klatce', labelEn: null, labelUk: null },
              ],
            },
          ],
        },
      ],
    });
  });

  it('moves questions with the keyboard, the focus following the question; numbers follow the position', async () => {
    const api = stubApi({
      'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire),
      'PUT /api/clinic/questionnaires/:questionnaireId': ok({ ...cardioQuestionnaire, version: 3, versionId: 13 }),
    });
    const success = vi.spyOn(notify, 'success');
    renderRoute(pages(), { initialEntries: ['/questionnaires/5'] });
    expect(await screen.findByRole('heading', { level: 1, name: cardioQuestionnaire.title })).toBeInTheDocument();
    expect(screen.getByText(/Obecna wersja: 2\. Zapisanie zmian opublikuje nową wersję/)).toBeInTheDocument();
    const up = screen.getByRole('button', { name: 'Przenieś pytanie 2 wyżej' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    // The moved question is now the first: its "up" is disabled, so the focus stays on it through "down".
    expect(screen.getByRole('button', { name: 'Przenieś pytanie 1 niżej' })).toHaveFocus();
    expect(question(0, 0).getByRole('textbox', { name: 'Treść pytania' })).toHaveValue('Jak często ćwiczysz?');
    expect(screen.getByRole('button', { name: 'Przenieś pytanie 1 wyżej' })).toBeDisabled();
    // A section keeps at least one question, and the questionnaire one section.
    expect(screen.getByRole('button', { name: 'Usuń pytanie 3' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń sekcję 2' }));
    expect(screen.getByRole('button', { name: 'Dodaj sekcję' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Usuń sekcję 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj nową wersję' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Opublikowano wersję 3 ankiety. Odpowiedzi udzielone wcześniej zachowują swoją wersję.'));
    const body = api.callsTo('PUT /api/clinic/questionnaires/5')[0].body as { sections: Array<{ questions: Array<{ orderNumber: number; text: string }> }> };
    expect(body.sections).toHaveLength(1);
    expect(body.sections[0].questions.map((q) => [q.orderNumber, q.text])).toEqual([
      [1, 'Jak często ćwiczysz?'],
      [2, 'Ile papierosów dziennie palisz?'],
    ]);
  });

  it('checks choices and limits before sending, and shows the server’s field errors at their questions', async () => {
    const message = 'Podaj treść pytania';
    const api = stubApi({
      'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire),
      'PUT /api/clinic/questionnaires/:questionnaireId': apiError(400, 'VALIDATION_ERROR', 'Popraw dane ankiety.', { errors: [{ path: 'sections.0.questions.1.text', message }] }),
    });
    renderRoute(pages(), { initialEntries: ['/questionnaires/5'] });
    await screen.findByRole('heading', { level: 1, name: cardioQuestionnaire.title });
    await userEvent.click(question(0, 1).getByRole('button', { name: 'Usuń odpowiedź 2' }));
    await userEvent.clear(question(0, 0).getByRole('textbox', { name: 'Najmniejsza wartość' }));
    await userEvent.type(question(0, 0).getByRole('textbox', { name: 'Najmniejsza wartość' }), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj nową wersję' }));
    expect(await question(0, 1).findByText('Pytanie wyboru musi mieć co najmniej dwie odpowiedzi')).toBeInTheDocument();
    expect(question(0, 0).getByText('Wartość największa nie może być mniejsza niż najmniejsza')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/questionnaires/5')).toHaveLength(0);
    await userEvent.click(question(0, 1).getByRole('button', { name: 'Dodaj odpowiedź' }));
    await userEvent.keyboard('Codziennie');
    await userEvent.clear(question(0, 0).getByRole('textbox', { name: 'Najmniejsza wartość' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj nową wersję' }));
    expect(await question(0, 1).findByText(message)).toBeInTheDocument();
    expect(question(0, 1).getByRole('textbox', { name: 'Treść pytania' })).toHaveAttribute('aria-invalid', 'true');
    expect((api.callsTo('PUT /api/clinic/questionnaires/5')[0].body as { sections: Array<{ questions: Array<{ options: unknown[] }> }> }).sections[0].questions[1].options).toEqual([
      { value: 'NEVER', label: 'Wcale', labelEn: 'Never', labelUk: 'Ніколи' },
      { value: '1', label: 'Codziennie', labelEn: null, labelUk: null },
    ]);
  });

  it('refuses a required question in a section whose fields may stay empty, and sets a date question’s rule', { timeout: 40_000 }, async () => {
    const api = stubApi({ 'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire), 'PUT /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire) });
    renderRoute(pages(), { initialEntries: ['/questionnaires/5'] });
    await screen.findByRole('heading', { level: 1, name: cardioQuestionnaire.title });
    const first = within(screen.getByTestId('section-0'));
    await userEvent.click(first.getByRole('switch', { name: /^Pola tej sekcji mogą pozostać puste/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj nową wersję' }));
    const message = 'Sekcja, której pola mogą pozostać puste, nie może mieć pytań wymaganych';
    const required = cardioQuestionnaire.sections[0].questions.map((q, qi) => [q.required, qi] as const).filter(([r]) => r);
    expect(required.length).toBeGreaterThan(0);
    for (const [, qi] of required) expect(await question(0, qi).findByText(message)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/questionnaires/5')).toHaveLength(0);

    for (const [, qi] of required) await userEvent.click(question(0, qi).getByRole('switch', { name: /^Odpowiedź wymagana/ }));
    await chooseFormat(0, 0, 'Data');
    await userEvent.click(question(0, 0).getByRole('combobox', { name: 'Dozwolone daty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dzisiejsza lub późniejsza (nie z przeszłości)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj nową wersję' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/questionnaires/5')).toHaveLength(1));
    const body = api.callsTo('PUT /api/clinic/questionnaires/5')[0].body as { sections: Array<{ fieldsMayStayEmpty: boolean; questions: Array<{ required: boolean; dateRule: string }> }> };
    expect(body.sections[0].fieldsMayStayEmpty).toBe(true);
    expect(body.sections[0].questions.every((q) => !q.required)).toBe(true);
    expect(body.sections[0].questions[0].dateRule).toBe('FUTURE');
  });

  it('deactivates after asking; a doctor reads the content without any write control', async () => {
    const api = stubApi({
      'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire),
      'PUT /api/clinic/questionnaires/:questionnaireId/active': ok({ ...cardioQuestionnaire, active: false }),
    });
    const { unmount } = renderRoute(pages(), { initialEntries: ['/questionnaires/5'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dezaktywuj' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    expect(await screen.findByRole('button', { name: 'Aktywuj' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/questionnaires/5/active')[0].body).toEqual({ active: false });
    unmount();
    renderRoute(pages({ ...admin, roles: ['DOCTOR'] }), { initialEntries: ['/questionnaires/5'] });
    expect(await screen.findByRole('textbox', { name: 'Tytuł' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Opublikuj nową wersję' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Przenieś|Usuń|Dodaj/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dezaktywuj' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Odpowiedzi' })).toHaveAttribute('href', '/questionnaires/5/answers');
  });
});
