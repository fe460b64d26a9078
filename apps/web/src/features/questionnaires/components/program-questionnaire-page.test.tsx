import type { PatientProgram, Questionnaire } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { demoAccount } from '../../../test/fixtures';
import { apiError, notFound, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { programQuestionnairePattern } from '../paths';
import { ProgramQuestionnairePage } from './program-questionnaire-page';

beforeAll(() => Promise.all([loadNamespace('questionnaires'), loadNamespace('ui', 'ui-questionnaire')]));
afterEach(() => vi.restoreAllMocks());

const program: PatientProgram = {
  programId: 5,
  systemRoot: 'PORTAL',
  name: 'Profilaktyka chorób układu krążenia',
  description: 'Program dla osób w wieku 35–65 lat.',
  questionnaireId: 21,
  patientId: 1,
  eligible: true,
  ineligibleReason: null,
  ineligibleMessage: null,
  fulfilled: false,
};

const blank = { hint: null, dateRule: 'PAST' as const, minValue: null, maxValue: null, decimal: false, maxLength: null, options: [], answer: null, answerDate: null, answerNumeric: null, answerChoices: [] };
const questionnaire: Questionnaire = {
  id: 21,
  questionnaireId: 4,
  version: 1,
  title: 'Ankieta kardiologiczna',
  description: null,
  deadline: null,
  questionnaireCompleted: false,
  readOnly: false,
  fulfilledAt: null,
  visitDate: null,
  lastDay: null,
  sections: [
    {
      title: 'Pomiary',
      description: null,
      fieldsMayStayEmpty: false,
      questions: [
        { ...blank, orderNumber: 1, text: 'Ciśnienie skurczowe', format: 'NUMERIC', required: true, minValue: 50, maxValue: 250 },
        { ...blank, orderNumber: 2, text: 'Czy palisz papierosy?', format: 'SINGLE_CHOICE', required: true, options: [{ value: 'Y', label: 'Tak' }, { value: 'N', label: 'Nie' }] },
      ],
    },
  ],
};

const link = '/questionnaire/patient/PORTAL/5/1/1';
const signedIn = { 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) };
const render = (entry = link) =>
  renderRoute([{ path: programQuestionnairePattern, element: <ProgramQuestionnairePage done="/main" /> }], { initialEntries: [entry] });

async function answer() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Ciśnienie skurczowe' }), '120');
  await user.click(screen.getByRole('radio', { name: 'Nie' }));
  await user.click(screen.getByRole('button', { name: 'Wyślij ankietę' }));
}

describe('ProgramQuestionnairePage', () => {
  it('shows the programme and its questionnaire; sends the answers with the programme and the patient, says so, goes on', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      ...signedIn,
      'GET /api/mpi/accounts/mpi-user/programs/': ok(program),
      'GET /api/mpi/questionnaires/for-programs/:programId/:patientId/:systemRoot/is-fulfilled': ok({ value: false }),
      'GET /api/mpi/questionnaires/for-programs/:programId': ok(questionnaire),
      'POST /api/mppd/api/programs/questionnaire': ok({ id: 1, questionnaireId: 21, patientId: 1, fulfilledAt: '2026-05-01T10:00:00.000Z', answers: [] }, 201),
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: program.name })).toBeInTheDocument();
    expect(screen.getByText('Program dla osób w wieku 35–65 lat.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ankieta kardiologiczna' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/accounts/mpi-user/programs/')[0]!.query).toBe('?tenantId=1&systemRoot=PORTAL&programId=5&accountId=1&patientId=1');
    expect(api.callsTo('GET /api/mpi/questionnaires/for-programs/5/1/PORTAL/is-fulfilled')).toHaveLength(1);
    expect(api.callsTo('GET /api/mpi/questionnaires/for-programs/5')[0]!.query).toBe('?patientId=1');

    await answer();
    expect(await screen.findByTestId('where')).toHaveTextContent('/main');
    expect(api.callsTo('POST /api/mppd/api/programs/questionnaire')[0]!.body).toEqual({
      programPatientParams: { programId: 5, patientId: 1, accountId: 1, systemRoot: 'PORTAL', tenantId: 1 },
      questionnaireFulfillment: {
        questionnaireId: 21,
        answers: [
          { orderNumber: 1, format: 'NUMERIC', value: 120 },
          { orderNumber: 2, format: 'SINGLE_CHOICE', value: ['N'] },
        ],
      },
    });
    expect(success).toHaveBeenCalledWith('Ankieta została zarejestrowana');
  });

  it.each([
    ['a non-numeric id', '/questionnaire/patient/PORTAL/abc/1/1'],
    ['a zero id', '/questionnaire/patient/PORTAL/5/0/1'],
  ])('says "Błędne parametry wywołania" and goes on for %s, asking nothing', async (_what, entry) => {
    const warning = vi.spyOn(notify, 'warning');
    const api = stubApi(signedIn);
    render(entry);
    expect(await screen.findByTestId('where')).toHaveTextContent('/main');
    expect(warning).toHaveBeenCalledWith('Błędne parametry wywołania');
    expect(warning).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /api/mpi/accounts/mpi-user/programs/')).toHaveLength(0);
  });

  it('treats an unknown programme and another account’s link alike: the same warning, and away', async () => {
    const warning = vi.spyOn(notify, 'warning');
    stubApi({ ...signedIn, 'GET /api/mpi/accounts/mpi-user/programs/': notFound() });
    render();
    expect(await screen.findByTestId('where')).toHaveTextContent('/main');
    expect(warning).toHaveBeenCalledWith('Błędne parametry wywołania');
  });

  it('tells a patient who may not take part why, with no form', async () => {
    const api = stubApi({
      ...signedIn,
      'GET /api/mpi/accounts/mpi-user/programs/': ok({ ...program, eligible: false, ineligibleReason: 'TOO_YOUNG', ineligibleMessage: 'Pacjent nie osiągnął wieku, od którego można wziąć udział w programie.' }),
    });
    render();
    expect(await screen.findByText('Pacjent nie osiągnął wieku, od którego można wziąć udział w programie.')).toBeInTheDocument();
    expect(screen.getByText('Udział w programie nie jest możliwy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij ankietę' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/questionnaires/for-programs/:programId')).toHaveLength(0);
  });

  it('shows an answered questionnaire with its answers, locked', async () => {
    stubApi({
      ...signedIn,
      'GET /api/mpi/accounts/mpi-user/programs/': ok({ ...program, fulfilled: true }),
      'GET /api/mpi/questionnaires/for-programs/:programId/:patientId/:systemRoot/is-fulfilled': ok({ value: true }),
      'GET /api/mpi/questionnaires/for-programs/:programId': ok({
        ...questionnaire,
        readOnly: true,
        questionnaireCompleted: true,
        fulfilledAt: '2026-04-02T08:00:00.000Z',
        sections: [{ ...questionnaire.sections[0]!, questions: [{ ...questionnaire.sections[0]!.questions[0]!, answerNumeric: 118 }, { ...questionnaire.sections[0]!.questions[1]!, answer: 'Y', answerChoices: ['Y'] }] }],
      }),
    });
    render();
    const pressure = await screen.findByRole('textbox', { name: 'Ciśnienie skurczowe' });
    expect(pressure).toHaveValue('118');
    expect(pressure).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeDisabled();
    expect(screen.getByText('Ankieta została wypełniona 02-04-2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij ankietę' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź dalej' })).toHaveAttribute('href', '/main');
  });

  it('asks for the questionnaire again after a failed load (the spec’s up to 30 tries at 100 ms)', async () => {
    const api = stubApi({
      ...signedIn,
      'GET /api/mpi/accounts/mpi-user/programs/': ok(program),
      'GET /api/mpi/questionnaires/for-programs/:programId/:patientId/:systemRoot/is-fulfilled': ok({ value: false }),
      'GET /api/mpi/questionnaires/for-programs/:programId': [apiError(503, 'INTERNAL_ERROR', 'Błąd'), apiError(503, 'INTERNAL_ERROR', 'Błąd'), ok(questionnaire)],
    });
    render();
    expect(await screen.findByRole('textbox', { name: 'Ciśnienie skurczowe' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/questionnaires/for-programs/5')).toHaveLength(3);
  });

  it('puts a 400’s messages at the answers with no toast; says a 409’s message; any other failure the spec’s sentence', async () => {
    const error = vi.spyOn(notify, 'error');
    const failure = vi.spyOn(notify, 'failure');
    stubApi({
      ...signedIn,
      'GET /api/mpi/accounts/mpi-user/programs/': ok(program),
      'GET /api/mpi/questionnaires/for-programs/:programId/:patientId/:systemRoot/is-fulfilled': ok({ value: false }),
      'GET /api/mpi/questionnaires/for-programs/:programId': ok(questionnaire),
      'POST /api/mppd/api/programs/questionnaire': [
        apiError(400, 'VALIDATION_ERROR', 'Błąd walidacji', { errors: [{ path: 'questionnaireFulfillment.answers.1', message: 'Podana liczba jest większa niż dozwolona' }] }),
        apiError(409, 'QUESTIONNAIRE_CHANGED', 'Ankieta została w międzyczasie zmieniona. Odśwież stronę i wypełnij ją ponownie.'),
        apiError(500, 'INTERNAL_ERROR', 'Wewnętrzny błąd'),
      ],
    });
    render();
    await answer();
    const pressure = screen.getByRole('textbox', { name: 'Ciśnienie skurczowe' });
    await waitFor(() => expect(pressure).toHaveAccessibleDescription(/Podana liczba jest większa niż dozwolona/));
    expect(error).not.toHaveBeenCalled();
    expect(failure).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ankietę' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ankieta została w międzyczasie zmieniona. Odśwież stronę i wypełnij ją ponownie.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij ankietę' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Nie udało się zapisać ankiet. Spróbuj ponownie później.'));
  });
});
