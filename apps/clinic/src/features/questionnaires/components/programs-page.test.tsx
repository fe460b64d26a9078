import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { cardioQuestionnaire, page, program, satisfaction, summaryOf } from '../../../test/questionnaire-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { ProgramPage } from './program-page';
import { ProgramsPage } from './programs-page';

const questionnaires = { 'GET /api/clinic/questionnaires': ok({ ...page([summaryOf(cardioQuestionnaire), satisfaction]), pageSize: 100 }) };
const pages = (member = admin) => signedIn(member, { '/programs': <ProgramsPage />, '/programs/:programId': <ProgramPage /> });

describe('ProgramsPage', () => {
  it('lists the programmes: questionnaire, ages, sex, dates, counts and activity', async () => {
    stubApi({ 'GET /api/clinic/programs': ok([program, { ...program, id: 4, name: 'Mammografia', gender: 'FEMALE', minAge: 50, maxAge: null, validFrom: null, active: false }]) });
    renderRoute(pages(), { initialEntries: ['/programs'] });
    const chuk = await screen.findByTestId('program-3');
    expect(within(chuk).getByRole('link', { name: program.name })).toHaveAttribute('href', '/programs/3');
    expect(within(chuk).getByText(`Ankieta: ${cardioQuestionnaire.title}`)).toBeInTheDocument();
    expect(within(chuk).getByText('wiek 35–65 lat · kobiety i mężczyźni · 01-01-2026 – …')).toBeInTheDocument();
    expect(within(chuk).getByText('Zaproszeni: 4 · wypełnione ankiety: 2')).toBeInTheDocument();
    const mammo = screen.getByTestId('program-4');
    expect(within(mammo).getByText('wiek od 50 lat · kobiety · bez ograniczeń w czasie')).toBeInTheDocument();
    expect(within(mammo).getByText('nieaktywna')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nowy program' })).toHaveAttribute('href', '/programs/new');
  });

  it('says so when there is none; a registrar may not add one', async () => {
    stubApi({ 'GET /api/clinic/programs': ok([]) });
    renderRoute(pages(registrar), { initialEntries: ['/programs'] });
    expect(await screen.findByText('Nie ma jeszcze żadnego programu.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nowy program' })).not.toBeInTheDocument();
  });
});

describe('ProgramPage', () => {
  it('creates a programme for ages 35–65 with an active questionnaire and opens its page', async () => {
    const api = stubApi({ ...questionnaires, 'POST /api/clinic/programs': ok({ ...program, id: 9 }, 201), 'GET /api/clinic/programs/:programId': ok({ ...program, id: 9 }) });
    const { router } = renderRoute(pages(), { initialEntries: ['/programs/new'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy program' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz program' }));
    expect(await screen.findByText('Podaj nazwę programu')).toBeInTheDocument();
    expect(screen.getByText('Wybierz ankietę programu')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa' }), 'Profilaktyka CHUK');
    await userEvent.click(screen.getByRole('combobox', { name: 'Ankieta' }));
    // An inactive questionnaire is no choice for a new programme.
    expect(screen.queryByRole('option', { name: /Ankieta satysfakcji/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: cardioQuestionnaire.title }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiek od (lat)' }), '65');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiek do (lat)' }), '35');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz program' }));
    expect(await screen.findByText('Wiek do nie może być mniejszy niż wiek od')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Wiek od (lat)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiek od (lat)' }), '35');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Wiek do (lat)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiek do (lat)' }), '65');
    await userEvent.type(screen.getByRole('textbox', { name: 'Obowiązuje od' }), '01-01-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz program' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/programs/9'));
    expect(api.callsTo('POST /api/clinic/programs')[0].body).toEqual({
      name: 'Profilaktyka CHUK',
      description: null,
      questionnaireId: 5,
      minAge: 35,
      maxAge: 65,
      gender: 'ANY',
      validFrom: '2027-01-01',
      validTo: null,
      active: true,
    });
  });

  it('invites the eligible patients after asking, and shows what came of it', async () => {
    const api = stubApi({
      ...questionnaires,
      'GET /api/clinic/programs/:programId': ok(program),
      'POST /api/clinic/programs/:programId/invitations': ok({ invited: 3, alreadyInvited: 1, ineligible: 7, withoutAccount: 2 }),
    });
    renderRoute(pages(), { initialEntries: ['/programs/3'] });
    expect(await screen.findByRole('heading', { level: 1, name: program.name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nazwa' })).toHaveValue(program.name);
    await userEvent.click(screen.getByRole('button', { name: 'Zaproś uprawnionych pacjentów' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaproszenie do programu' });
    expect(within(dialog).getByText(/Wysłać zaproszenia do programu „Profilaktyka chorób układu krążenia \(CHUK\)”/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenia' }));
    const result = await screen.findByTestId('invitation-result');
    expect(within(result).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Zaproszeni teraz: 3',
      'Zaproszeni wcześniej: 1',
      'Niespełniający warunków programu: 7',
      'Bez konta w portalu: 2',
    ]);
    expect(api.callsTo('POST /api/clinic/programs/3/invitations')[0].body).toEqual({});
  });

  it('shows the server’s field errors; a registrar reads the programme without saving or inviting', async () => {
    stubApi({
      ...questionnaires,
      'GET /api/clinic/programs/:programId': ok(program),
      'PUT /api/clinic/programs/:programId': apiError(400, 'VALIDATION_ERROR', 'Nie znaleziono wybranej ankiety.', { errors: [{ path: 'questionnaireId', message: 'Nie znaleziono wybranej ankiety.' }] }),
    });
    const { unmount } = renderRoute(pages(), { initialEntries: ['/programs/3'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz program' }));
    expect(await screen.findByText('Nie znaleziono wybranej ankiety.', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    unmount();
    renderRoute(pages(registrar), { initialEntries: ['/programs/3'] });
    expect(await screen.findByRole('textbox', { name: 'Nazwa' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zapisz program' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zaproś uprawnionych pacjentów' })).not.toBeInTheDocument();
  });
});
