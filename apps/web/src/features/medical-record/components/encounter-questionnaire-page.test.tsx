import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Questionnaire } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { EncounterQuestionnairePage } from './encounter-questionnaire-page';

beforeAll(() => Promise.all([loadNamespace('medical-record'), loadNamespace('ui', 'ui-questionnaire'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const questionnaire = (over: Partial<Questionnaire> = {}): Questionnaire => ({
  id: 9,
  questionnaireId: 3,
  version: 1,
  title: 'Ankieta satysfakcji po wizycie',
  description: null,
  deadline: 14,
  sections: [
    {
      title: 'Wizyta',
      description: null,
      fieldsMayStayEmpty: false,
      questions: [
        { orderNumber: 1, text: 'Jak oceniasz wizytę?', hint: null, format: 'TEXT', required: true, minValue: null, maxValue: null, decimal: false, maxLength: 200, options: [], dateRule: 'PAST', answer: null, answerDate: null, answerNumeric: null, answerChoices: [] },
      ],
    },
  ],
  questionnaireCompleted: false,
  readOnly: false,
  fulfilledAt: null,
  visitDate: '2026-02-10',
  lastDay: '2026-02-24',
  ...over,
});
const URL_OK = '/benefits/questionnaire?unitSpeciality=INT&patientId=1&id=21&questionnaireFulfillments=false&visitDate=2026-02-10';
const renderAt = (url: string) => renderRoute([{ path: '/benefits/questionnaire', element: <EncounterQuestionnairePage /> }], { initialEntries: [url] });

describe('EncounterQuestionnairePage', { timeout: 20_000 }, () => {
  it('without unitSpeciality, patientId and id goes back to the visits, asking nothing', async () => {
    const api = stubApi();
    renderAt('/benefits/questionnaire?patientId=1&id=21');
    expect(await screen.findByTestId('where')).toHaveTextContent('/benefits/encounters');
    renderAt('/benefits/questionnaire?unitSpeciality=INT&patientId=x&id=21');
    expect(api.calls.filter((c) => c.path.includes('questionnaires'))).toHaveLength(0);
  });

  it('past the deadline and unfilled (409): "Termin wypełnienia ankiety już minął" and back to the list', async () => {
    stubApi({ 'GET /api/mpi/questionnaires/for-encounters/:id': apiError(409, 'QUESTIONNAIRE_DEADLINE_PASSED', 'Termin minął') });
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    renderAt(URL_OK);
    expect(await screen.findByTestId('where')).toHaveTextContent('/benefits/encounters?patientId=1');
    expect(error).toHaveBeenCalledWith('Termin wypełnienia ankiety już minął');
  });

  it('filled and past: the answers, read-only, nothing to send', async () => {
    stubApi({ 'GET /api/mpi/questionnaires/for-encounters/:id': ok(questionnaire({ readOnly: true, questionnaireCompleted: true, fulfilledAt: '2026-02-11T10:00:00.000Z' })) });
    renderAt(URL_OK);
    expect(await screen.findByText('Ankieta została wypełniona, a termin jej wypełnienia minął: można ją tylko przeczytać.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij ankietę' })).not.toBeInTheDocument();
  });

  it('sends the answers to for-encounters/{id} and goes back to the visits', async () => {
    const api = stubApi({
      'GET /api/mpi/questionnaires/for-encounters/:id': ok(questionnaire()),
      'POST /api/mpi/questionnaires-fulfillments/mpi-user/for-encounters/:id': ok({ id: 1, questionnaireId: 9, patientId: 1, fulfilledAt: '2026-02-12T10:00:00.000Z', answers: [] }),
    });
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    renderAt(URL_OK);
    await userEvent.type(await screen.findByRole('textbox', { name: /Jak oceniasz wizytę/ }), 'Dobrze');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ankietę' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/benefits/encounters?patientId=1');
    expect(api.callsTo('POST /api/mpi/questionnaires-fulfillments/mpi-user/for-encounters/21')[0].body).toMatchObject({ questionnaireId: 9, answers: [{ orderNumber: 1, value: 'Dobrze' }] });
  });
});
