import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFound, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { annasAnswers, cardioQuestionnaire, page, satisfaction } from '../../../test/questionnaire-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { AnswersPage } from './answers-page';
import { PatientQuestionnairesPage } from './patient-questionnaires-page';

const older = { ...annasAnswers, id: 41, version: 1, patient: { id: 2, name: 'Jan', lastName: 'Nowak', pesel: null }, fulfilledAt: '2026-10-02T08:00:00.000Z' };

describe('AnswersPage', () => {
  it('lists the answers with the patient (a link to the card), when, context and version; each opens question by question', async () => {
    const api = stubApi({
      'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire),
      'GET /api/clinic/questionnaires/:questionnaireId/fulfillments': ok(page([annasAnswers, older])),
    });
    renderRoute(signedIn(admin, { '/questionnaires/:questionnaireId/answers': <AnswersPage /> }), { initialEntries: ['/questionnaires/5/answers'] });
    const anna = await screen.findByTestId('fulfillment-40');
    expect(within(anna).getByRole('link', { name: 'Anna Kowalska' })).toHaveAttribute('href', '/patients/1');
    expect(within(anna).getByText('Wypełniona 21-11-2026 14:05 · PESEL 85030512345')).toBeInTheDocument();
    expect(within(anna).getByText('Program: Profilaktyka chorób układu krążenia (CHUK) · wersja 2')).toBeInTheDocument();
    const toggle = within(anna).getByRole('button', { name: 'Pokaż odpowiedzi' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(anna).getByRole('table', { name: 'Odpowiedzi: Anna Kowalska' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['NrPytanieOdpowiedź', '1Ile papierosów dziennie palisz?0', '2Jak często ćwiczysz?Co tydzień', '3Data ostatniego pomiaru ciśnienia04-05-2026', '4Uwagi—']);
    expect(within(screen.getByTestId('fulfillment-41')).getByText('Wypełniona 02-10-2026 10:00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/questionnaires/5/fulfillments')[0].query).toBe('?pageIndex=0&pageSize=20');
  });

  it('keeps the days in the address, asks the server for them, and exports the CSV of the same days', async () => {
    const api = stubApi({
      'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire),
      'GET /api/clinic/questionnaires/:questionnaireId/fulfillments': (call) => ok(page(call.query.includes('after') ? [] : [annasAnswers])),
    });
    renderRoute(signedIn(admin, { '/questionnaires/:questionnaireId/answers': <AnswersPage /> }), {
      initialEntries: ['/questionnaires/5/answers?after=2026-11-22&before=2026-11-23'],
    });
    expect(await screen.findByText('Nikt nie wypełnił ankiety w wybranym okresie.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/questionnaires/5/fulfillments')[0].query).toBe('?after=2026-11-22&before=2026-11-23&pageIndex=0&pageSize=20');
    expect(screen.getByRole('textbox', { name: 'Od' })).toHaveValue('22-11-2026');
    expect(screen.getByRole('link', { name: 'Eksportuj CSV' })).toHaveAttribute('href', '/api/clinic/questionnaires/5/fulfillments.csv?after=2026-11-22&before=2026-11-23');
    await userEvent.click(screen.getAllByRole('button', { name: 'Wyczyść datę' })[0]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Eksportuj CSV' })).toHaveAttribute('href', '/api/clinic/questionnaires/5/fulfillments.csv?before=2026-11-23'));
    expect(await screen.findByTestId('fulfillment-40')).toBeInTheDocument();
  });

  it('says so when nobody answered', async () => {
    stubApi({ 'GET /api/clinic/questionnaires/:questionnaireId': ok(cardioQuestionnaire), 'GET /api/clinic/questionnaires/:questionnaireId/fulfillments': ok(page([])) });
    renderRoute(signedIn(admin, { '/questionnaires/:questionnaireId/answers': <AnswersPage /> }), { initialEntries: ['/questionnaires/5/answers'] });
    expect(await screen.findByText('Nikt jeszcze nie wypełnił tej ankiety.')).toBeInTheDocument();
  });
});

describe('PatientQuestionnairesPage', () => {
  it('lists the questionnaires a patient filled in, each titled and linked to its answers, with a way back to the card', async () => {
    const api = stubApi({
      'GET /api/clinic/patients/:patientId/questionnaire-fulfillments': ok(
        page([
          { ...annasAnswers, questionnaireTitle: cardioQuestionnaire.title },
          { ...annasAnswers, id: 44, questionnaireId: 6, questionnaireTitle: satisfaction.title, context: { kind: 'ENCOUNTER', system: 'PORTAL', id: '9', label: null } },
        ]),
      ),
    });
    renderRoute(signedIn(admin, { '/patients/:patientId/questionnaires': <PatientQuestionnairesPage /> }), { initialEntries: ['/patients/1/questionnaires'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ankiety pacjenta: Anna Kowalska' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Karta pacjenta' })).toHaveAttribute('href', '/patients/1');
    const visit = screen.getByTestId('fulfillment-44');
    expect(await within(visit).findByRole('link', { name: satisfaction.title })).toHaveAttribute('href', '/questionnaires/6/answers');
    expect(within(visit).getByText('Wizyta · wersja 2')).toBeInTheDocument();
    expect(within(screen.getByTestId('fulfillment-40')).getByRole('link', { name: cardioQuestionnaire.title })).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/patients/1/questionnaire-fulfillments')).toHaveLength(1);
  });

  it('an unknown patient (or another clinic’s) is "not found"; a patient without answers says so', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId/questionnaire-fulfillments': notFound() });
    const { unmount } = renderRoute(signedIn(admin, { '/patients/:patientId/questionnaires': <PatientQuestionnairesPage /> }), { initialEntries: ['/patients/99/questionnaires'] });
    expect(await screen.findByText('Nie znaleziono pacjenta albo nie udało się wczytać jego ankiet.')).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/clinic/patients/:patientId/questionnaire-fulfillments': ok(page([])) });
    renderRoute(signedIn(admin, { '/patients/:patientId/questionnaires': <PatientQuestionnairesPage /> }), { initialEntries: ['/patients/1/questionnaires'] });
    expect(await screen.findByText('Pacjent nie wypełnił jeszcze żadnej ankiety.')).toBeInTheDocument();
  });
});
