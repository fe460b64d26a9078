import type { ApiError, Question, Questionnaire } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { notify } from '../notify';
import { renderRouteWith } from '../test/render';
import { QuestionnaireAnswerPage, type QuestionnaireAnswerPageProps } from './questionnaire-answer-page';

vi.mock('../notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), failure: vi.fn(), serverDown: vi.fn() } }));

const question: Question = {
  orderNumber: 1,
  text: 'Co Panią lub Pana niepokoi?',
  format: 'TEXT',
  hint: null,
  required: true,
  minValue: null,
  maxValue: null,
  decimal: false,
  maxLength: null,
  options: [],
  dateRule: 'ANY',
  answer: null,
  answerDate: null,
  answerNumeric: null,
  answerChoices: [],
};
const questionnaire: Questionnaire = {
  id: 7,
  questionnaireId: 3,
  version: 1,
  title: 'Ankieta przed wizytą',
  description: null,
  deadline: 2,
  questionnaireCompleted: false,
  readOnly: false,
  fulfilledAt: null,
  visitDate: '2026-11-24',
  lastDay: '2026-11-22',
  sections: [{ title: 'Zdrowie', description: null, fieldsMayStayEmpty: false, questions: [question] }],
};

const texts = {
  title: 'Ankieta',
  loading: 'Wczytywanie ankiety…',
  loadFailed: 'Nie udało się pobrać ankiety.',
  notFound: 'Nie znaleziono ankiety.',
  deadlinePassed: 'Termin wypełnienia ankiety już minął',
  saved: 'Ankieta została zapisana',
  saveFailed: 'Nie udało się zapisać ankiety.',
  readOnly: 'Rezerwacja nie pozwala już zmienić ankiety.',
  submit: 'Zapisz ankietę',
  back: 'Wróć do listy',
  lastDay: (day: string) => `Ankietę można wypełnić do ${day}.`,
};

const refusal = (status: number, errorCode: ApiError['errorCode'], message: string, errors?: Array<{ path: string; message: string }>) =>
  new ApiRequestError(status, { errorCode, message, ...(errors ? { errors } : {}) });

function Page({ load, ...props }: { load: () => Promise<Questionnaire> } & Omit<QuestionnaireAnswerPageProps, 'query' | 'texts' | 'returnTo'>) {
  const query = useQuery({ queryKey: ['questionnaire'], queryFn: load, retry: false });
  return <QuestionnaireAnswerPage query={query} returnTo="/visits" texts={texts} {...props} />;
}

const renderPage = (props: Parameters<typeof Page>[0]) => renderRouteWith(<Page {...props} />, undefined, { initialEntries: ['/questionnaire'] });

describe('QuestionnaireAnswerPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the questionnaire with its intro and last day, sends the answers, says so and goes back', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => undefined);
    renderPage({ load: async () => questionnaire, save, intro: (q) => <p>{`Wizyta ${q?.visitDate ?? '…'}`}</p> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ankieta przed wizytą' })).toBeInTheDocument();
    expect(screen.getByText('Wizyta 2026-11-24')).toBeInTheDocument();
    expect(screen.getByText('Ankietę można wypełnić do 22-11-2026.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Co Panią lub Pana niepokoi/ }), 'Ból głowy');
    await user.click(screen.getByRole('button', { name: 'Zapisz ankietę' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/visits');
    expect(save).toHaveBeenCalledWith({ questionnaireId: 7, answers: [{ orderNumber: 1, format: 'TEXT', value: 'Ból głowy' }] });
    expect(notify.success).toHaveBeenCalledWith('Ankieta została zapisana');
  });

  it("marks the server's refusal of an answer (400) and stays; a conflict (409) is the server's sentence", async () => {
    const user = userEvent.setup();
    const save = vi
      .fn()
      .mockRejectedValueOnce(refusal(400, 'VALIDATION_ERROR', 'Popraw odpowiedzi', [{ path: 'answers.1', message: 'Odpowiedź jest zbyt długa' }]))
      .mockRejectedValueOnce(refusal(409, 'CONFLICT', 'Wizyta została odwołana'));
    renderPage({ load: async () => questionnaire, save });
    await user.type(await screen.findByRole('textbox', { name: /Co Panią lub Pana niepokoi/ }), 'Ból');
    await user.click(screen.getByRole('button', { name: 'Zapisz ankietę' }));
    expect(await screen.findByTestId('questionnaire-error-summary')).toHaveTextContent('Odpowiedź jest zbyt długa');
    await user.click(screen.getByRole('button', { name: 'Zapisz ankietę' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Wizyta została odwołana'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('past its deadline on saving says so and goes back', async () => {
    const user = userEvent.setup();
    renderPage({ load: async () => questionnaire, save: () => Promise.reject(refusal(409, 'QUESTIONNAIRE_DEADLINE_PASSED', 'Termin minął')) });
    await user.type(await screen.findByRole('textbox', { name: /Co Panią lub Pana niepokoi/ }), 'Ból');
    await user.click(screen.getByRole('button', { name: 'Zapisz ankietę' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/visits');
    expect(notify.error).toHaveBeenCalledWith('Termin wypełnienia ankiety już minął');
  });

  it('an unfilled one past its deadline, or an unknown one, is left at once with its reason', async () => {
    const { unmount } = renderPage({ load: () => Promise.reject(refusal(409, 'QUESTIONNAIRE_DEADLINE_PASSED', 'Termin minął')), save: vi.fn() });
    expect(await screen.findByTestId('where')).toHaveTextContent('/visits');
    expect(notify.error).toHaveBeenCalledWith('Termin wypełnienia ankiety już minął');
    unmount();
    renderPage({ load: () => Promise.reject(refusal(404, 'NOT_FOUND', 'Nie znaleziono')), save: vi.fn() });
    expect(await screen.findByTestId('where')).toHaveTextContent('/visits');
    expect(notify.error).toHaveBeenLastCalledWith('Nie znaleziono ankiety.');
  });

  it('read-only: the answers without a submit, and the way back', async () => {
    renderPage({ load: async () => questionnaire, save: vi.fn(), readOnly: true });
    expect(await screen.findByText('Rezerwacja nie pozwala już zmienić ankiety.')).toBeInTheDocument();
    expect(screen.queryByText('Ankietę można wypełnić do 22-11-2026.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz ankietę' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy' })).toHaveAttribute('href', '/visits');
  });

  it('names its loading and a failed load', async () => {
    renderPage({ load: () => Promise.reject(new Error('down')), save: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie ankiety…');
    expect(screen.getByRole('heading', { level: 1, name: 'Ankieta' })).toBeInTheDocument();
    expect(await screen.findByText('Nie udało się pobrać ankiety.')).toBeInTheDocument();
  });
});
