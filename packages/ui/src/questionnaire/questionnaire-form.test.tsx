import { answerIssueMessages, type Question, type Questionnaire } from '@portal/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plTexts from '../i18n/pl/ui-questionnaire.json';
import { TestProviders, testQueryClient } from '../test/render';
import { questionnaireFromDraft } from './draft';
import { QuestionnaireForm, type QuestionnaireFormProps } from './questionnaire-form';

const blank = { answer: null, answerDate: null, answerNumeric: null, answerChoices: [] as string[] };
const question = (q: Partial<Question> & Pick<Question, 'orderNumber' | 'text' | 'format'>): Question => ({
  hint: null,
  required: false,
  minValue: null,
  maxValue: null,
  decimal: false,
  maxLength: null,
  options: [],
  dateRule: 'ANY',
  ...blank,
  ...q,
});

const questionnaire: Questionnaire = {
  id: 7,
  questionnaireId: 3,
  version: 2,
  title: 'Ankieta przed badaniem',
  description: 'Odpowiedz na kilka pytań.',
  deadline: null,
  questionnaireCompleted: false,
  readOnly: false,
  fulfilledAt: null,
  visitDate: null,
  lastDay: null,
  sections: [
    {
      title: 'Twoje zdrowie',
      description: 'Pytania o samopoczucie.',
      fieldsMayStayEmpty: false,
      questions: [
        question({ orderNumber: 1, text: 'Co Panią lub Pana niepokoi?', format: 'TEXT', required: true, maxLength: 20, hint: 'Opisz krótko' }),
        question({ orderNumber: 2, text: 'Waga w kilogramach', format: 'NUMERIC', required: true, minValue: 30, maxValue: 250 }),
        question({ orderNumber: 3, text: 'Temperatura', format: 'NUMERIC', decimal: true, minValue: 35 }),
      ],
    },
    {
      title: 'Wywiad',
      description: null,
      fieldsMayStayEmpty: false,
      questions: [
        question({ orderNumber: 4, text: 'Data ostatniego badania', format: 'DATE' }),
        question({ orderNumber: 5, text: 'Czy palisz papierosy?', format: 'SINGLE_CHOICE', required: true, options: [{ value: 'Y', label: 'Tak' }, { value: 'N', label: 'Nie' }] }),
        question({
          orderNumber: 6,
          text: 'Objawy',
          format: 'MULTIPLE_CHOICE',
          options: [
            { value: 'COUGH', label: 'Kaszel' },
            { value: 'FEVER', label: 'Gorączka' },
            { value: 'RUNNY', label: 'Katar' },
          ],
        }),
      ],
    },
  ],
};

function renderForm(props: Partial<QuestionnaireFormProps> = {}) {
  const onSubmit = vi.fn<(f: unknown) => Promise<void>>(() => Promise.resolve());
  const all = { questionnaire, onSubmit, ...props };
  const view = render(
    <TestProviders queryClient={testQueryClient()}>
      <QuestionnaireForm {...all} />
    </TestProviders>,
  );
  const rerender = (next: Partial<QuestionnaireFormProps>) =>
    view.rerender(
      <TestProviders queryClient={testQueryClient()}>
        <QuestionnaireForm {...all} {...next} />
      </TestProviders>,
    );
  return { ...view, onSubmit, rerender };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
function typeDate(name: string, text: string) {
  const input = field(name);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Wyślij ankietę' }));

afterEach(async () => {
  await act(() => i18n.changeLanguage('pl'));
});

describe('QuestionnaireForm', () => {
  it('shows each section as a fieldset with its legend and each question labelled, its hint and limits tied to it', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'Twoje zdrowie' })).toContainElement(field('Co Panią lub Pana niepokoi?'));
    expect(screen.getByRole('group', { name: 'Wywiad' })).toContainElement(field('Data ostatniego badania'));
    expect(screen.getByText('Pytania o samopoczucie.')).toBeInTheDocument();
    expect(field('Co Panią lub Pana niepokoi?')).toBeRequired();
    expect(field('Co Panią lub Pana niepokoi?')).toHaveAccessibleDescription('Opisz krótko Najwyżej 20 znaków.');
    expect(field('Waga w kilogramach')).toHaveAccessibleDescription('Liczba od 30 do 250. Liczba całkowita.');
    expect(field('Temperatura')).not.toBeRequired();
    expect(field('Temperatura')).toHaveAccessibleDescription('Liczba nie mniejsza niż 35. Można podać część ułamkową (np. 12,5).');
    expect(field('Data ostatniego badania')).toHaveAccessibleDescription('Data w formacie DD-MM-RRRR.');
    // A choice group has no `required`: its name says it.
    expect(screen.getByRole('radiogroup', { name: /^Czy palisz papierosy\?\s*\(wymagane\)$/ })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Pytania oznaczone gwiazdką (*) są wymagane.')).toBeInTheDocument();
  });

  it('refuses to send without the required answers: the summary at the top takes the focus and links to each question', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await submit();
    const summary = await screen.findByTestId('questionnaire-error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Popraw 3 odpowiedzi:');
    expect(field('Co Panią lub Pana niepokoi?')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Co Panią lub Pana niepokoi?')).toHaveAccessibleDescription(/Odpowiedź na to pytanie jest wymagana/);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAccessibleDescription('Odpowiedź na to pytanie jest wymagana');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(summary).getByRole('link', { name: /Waga w kilogramach/ }));
    expect(field('Waga w kilogramach')).toHaveFocus();
    // Answering removes the question from the summary.
    await user.type(field('Waga w kilogramach'), '70');
    expect(summary).toHaveTextContent('Popraw 2 odpowiedzi:');
    expect(within(summary).queryByRole('link', { name: /Waga/ })).not.toBeInTheDocument();
  });

  it('checks numbers, text length and dates by the same rules as the server', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(field('Co Panią lub Pana niepokoi?'), 'Bardzo długa odpowiedź na pytanie');
    expect(screen.getByTestId('counter-1')).toHaveTextContent('33 / 20 znaków');
    await user.type(field('Waga w kilogramach'), '70,5');
    await user.type(field('Temperatura'), 'ciepło');
    typeDate('Data ostatniego badania', '01-01-1850');
    await submit();
    expect(await screen.findByText('Odpowiedź jest zbyt długa')).toBeInTheDocument();
    expect(field('Waga w kilogramach')).toHaveAccessibleDescription(/Podaj liczbę całkowitą/);
    expect(field('Temperatura')).toHaveAccessibleDescription(/Podaj liczbę/);
    expect(field('Data ostatniego badania')).toHaveAccessibleDescription(/Podaj datę z lat 1900–2100/);

    await user.clear(field('Waga w kilogramach'));
    await user.type(field('Waga w kilogramach'), '20');
    expect(field('Waga w kilogramach')).toHaveAccessibleDescription(/Podana liczba jest mniejsza niż dozwolona/);
    await user.clear(field('Waga w kilogramach'));
    await user.type(field('Waga w kilogramach'), '300');
    expect(field('Waga w kilogramach')).toHaveAccessibleDescription(/Podana liczba jest większa niż dozwolona/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("explains a date against the question's rule (future, past) and keeps an impossible typed date, explained", async () => {
    const dated: Questionnaire = {
      ...questionnaire,
      sections: [
        {
          title: 'Daty',
          description: 'Podaj, jeśli pamiętasz.',
          fieldsMayStayEmpty: true,
          questions: [
            question({ orderNumber: 1, text: 'Data pierwszych objawów', format: 'DATE', dateRule: 'PAST' }),
            question({ orderNumber: 2, text: 'Planowany termin zabiegu', format: 'DATE', dateRule: 'FUTURE' }),
          ],
        },
      ],
    };
    const { onSubmit } = renderForm({ questionnaire: dated });
    expect(screen.getByText('Pola tej sekcji mogą pozostać puste.')).toBeInTheDocument();
    expect(field('Data pierwszych objawów')).toHaveAccessibleDescription('Data w formacie DD-MM-RRRR. Data nie późniejsza niż dzisiejsza.');
    expect(field('Planowany termin zabiegu')).toHaveAccessibleDescription('Data w formacie DD-MM-RRRR. Data nie wcześniejsza niż dzisiejsza.');
    typeDate('Data pierwszych objawów', '01-01-2099');
    typeDate('Planowany termin zabiegu', '01-01-2001');
    await submit();
    expect(await screen.findByText('Data nie może być późniejsza niż dzisiejsza')).toBeInTheDocument();
    expect(screen.getByText('Data nie może być wcześniejsza niż dzisiejsza')).toBeInTheDocument();
    // What was typed stays in the field, so the patient sees what to correct.
    expect(field('Data pierwszych objawów')).toHaveValue('01-01-2099');

    // An impossible day is not dropped as if nothing was typed: the field says why it is refused.
    typeDate('Data pierwszych objawów', '31-02-2020');
    expect(field('Data pierwszych objawów')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Data pierwszych objawów')).toHaveValue('31-02-2020');
    expect(field('Data pierwszych objawów')).toHaveAccessibleDescription(/Taka data nie istnieje\. Wpisz dzień jako DD-MM-RRRR\./);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Data pierwszych objawów')).toHaveValue('31-02-2020');
  });

  it('sends every answer typed by its format, a blank optional one as null', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(field('Co Panią lub Pana niepokoi?'), '  Ból głowy ');
    await user.type(field('Waga w kilogramach'), '72');
    await user.type(field('Temperatura'), '36,6');
    typeDate('Data ostatniego badania', '05.03.2024');
    await user.click(screen.getByRole('radio', { name: 'Nie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kaszel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Katar' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      questionnaireId: 7,
      answers: [
        { orderNumber: 1, format: 'TEXT', value: 'Ból głowy' },
        { orderNumber: 2, format: 'NUMERIC', value: 72 },
        { orderNumber: 3, format: 'NUMERIC', value: 36.6 },
        { orderNumber: 4, format: 'DATE', value: '2024-03-05' },
        { orderNumber: 5, format: 'SINGLE_CHOICE', value: ['N'] },
        { orderNumber: 6, format: 'MULTIPLE_CHOICE', value: ['COUGH', 'RUNNY'] },
      ],
    });

    onSubmit.mockClear();
    await user.click(screen.getByRole('checkbox', { name: 'Kaszel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Katar' }));
    await user.clear(field('Temperatura'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      answers: expect.arrayContaining([
        { orderNumber: 3, format: 'NUMERIC', value: null },
        { orderNumber: 6, format: 'MULTIPLE_CHOICE', value: null },
      ]),
    });
  });

  it('shows a filled-in questionnaire read-only: the answers, when it was filled in, nothing to change or send', () => {
    const answered: Questionnaire = {
      ...questionnaire,
      readOnly: true,
      questionnaireCompleted: true,
      fulfilledAt: '2026-03-14T09:30:00.000Z',
      sections: [
        {
          ...questionnaire.sections[0]!,
          questions: [
            { ...questionnaire.sections[0]!.questions[0]!, answer: 'Kaszel od tygodnia' },
            { ...questionnaire.sections[0]!.questions[1]!, answerNumeric: 81 },
            questionnaire.sections[0]!.questions[2]!,
          ],
        },
        {
          ...questionnaire.sections[1]!,
          questions: [
            { ...questionnaire.sections[1]!.questions[0]!, answerDate: '2025-11-02' },
            { ...questionnaire.sections[1]!.questions[1]!, answer: 'Y', answerChoices: ['Y'] },
            { ...questionnaire.sections[1]!.questions[2]!, answer: 'COUGH,FEVER', answerChoices: ['COUGH', 'FEVER'] },
          ],
        },
      ],
    };
    renderForm({ questionnaire: answered });
    expect(screen.getByRole('status')).toHaveTextContent('Ankieta została wypełniona 14-03-2026.');
    expect(field('Co Panią lub Pana niepokoi?')).toHaveValue('Kaszel od tygodnia');
    expect(field('Co Panią lub Pana niepokoi?')).toHaveAttribute('readonly');
    expect(field('Waga w kilogramach')).toHaveValue('81');
    expect(field('Waga w kilogramach')).toHaveAttribute('readonly');
    expect(field('Data ostatniego badania')).toHaveValue('02-11-2025');
    expect(field('Data ostatniego badania')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Kaszel' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gorączka' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Katar' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Katar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Wyślij ankietę' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pytania oznaczone gwiazdką (*) są wymagane.')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their questions and lists the rest at the top", async () => {
    const { rerender } = renderForm({ submitLabel: 'Zapisz' });
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeInTheDocument();
    rerender({
      submitLabel: 'Zapisz',
      errors: [
        { path: 'questionnaireFulfillment.answers.2', message: 'Podana liczba jest większa niż dozwolona' },
        { path: 'answers.5', message: 'Wybierz jedną z podanych odpowiedzi' },
        { path: 'programPatientParams.systemRoot', message: 'Błędne parametry wywołania' },
      ],
    });
    const summary = await screen.findByTestId('questionnaire-error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Popraw 3 odpowiedzi:');
    expect(summary).toHaveTextContent('Błędne parametry wywołania');
    expect(field('Waga w kilogramach')).toHaveAccessibleDescription(/Podana liczba jest większa niż dozwolona/);
    expect(screen.getByRole('radio', { name: 'Tak' })).toHaveAccessibleDescription('Wybierz jedną z podanych odpowiedzi');
    expect(field('Co Panią lub Pana niepokoi?')).not.toHaveAttribute('aria-invalid');
  });

  it('previews a draft: answerable and checked, never sent', async () => {
    const user = userEvent.setup();
    const draft = questionnaireFromDraft({
      title: 'Nowa ankieta',
      sections: [{ title: 'Sekcja', questions: [{ text: 'Wzrost', format: 'NUMERIC', required: true, minValue: 50 }, { text: 'Uwagi', format: 'TEXT', required: false }] }],
    });
    renderForm({ questionnaire: draft, preview: true, onSubmit: undefined, titleOrder: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Nowa ankieta' })).toBeInTheDocument();
    expect(screen.getByText(/Podgląd ankiety/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij ankietę' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));
    expect(await screen.findByText('Odpowiedź na to pytanie jest wymagana')).toBeInTheDocument();
    await user.type(field('Wzrost'), '170');
    await user.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));
    expect(await screen.findByText(/Wszystkie odpowiedzi są poprawne/)).toBeInTheDocument();
    await user.type(field('Uwagi'), 'x');
    expect(screen.queryByText(/Wszystkie odpowiedzi są poprawne/)).not.toBeInTheDocument();
  });

  it('labels a draft question not worded yet by its number, so every field of the preview has a name', () => {
    const draft = questionnaireFromDraft({
      title: 'Nowa ankieta',
      sections: [{ title: 'Sekcja', questions: [{ text: '  ', format: 'TEXT', required: false }, { text: '', format: 'NUMERIC', required: false }] }],
    });
    renderForm({ questionnaire: draft, preview: true, onSubmit: undefined });
    expect(field('Pytanie 1 (jeszcze bez treści)')).toBeInTheDocument();
    expect(field('Pytanie 2 (jeszcze bez treści)')).toBeInTheDocument();
  });

  it('speaks the interface language; its Polish messages are the contract’s word for word', async () => {
    expect(plTexts.questionnaire.issues).toEqual(answerIssueMessages);
    await act(() => i18n.changeLanguage('en'));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send the questionnaire' }));
    expect(await screen.findAllByText('An answer to this question is required')).not.toHaveLength(0);
  });
});
