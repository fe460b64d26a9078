import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { cardioQuestionnaire, page, satisfaction, summaryOf } from '../../../test/questionnaire-fixtures';
import { renderRoute } from '../../../test/render';
import { QuestionnairesPage } from './questionnaires-page';
import { signedIn } from '../../../test/signed-in-routes';

describe('QuestionnairesPage', () => {
  it('lists each questionnaire with its version, questions, deadline, answers and activity; an administrator may add one', async () => {
    stubApi({ 'GET /api/clinic/questionnaires': ok(page([summaryOf(cardioQuestionnaire), satisfaction])) });
    renderRoute(signedIn(admin, { '/questionnaires': <QuestionnairesPage /> }), { initialEntries: ['/questionnaires'] });
    const cardio = await screen.findByTestId('questionnaire-5');
    expect(within(cardio).getByRole('link', { name: cardioQuestionnaire.title })).toHaveAttribute('href', '/questionnaires/5');
    expect(within(cardio).getByText('Wersja 2 · 3 pytania · bez terminu')).toBeInTheDocument();
    expect(within(cardio).getByRole('link', { name: '3 odpowiedzi' })).toHaveAttribute('href', '/questionnaires/5/answers');
    expect(within(cardio).getByText('aktywna')).toBeInTheDocument();
    const poz = screen.getByTestId('questionnaire-6');
    expect(within(poz).getByText('Wersja 1 · 5 pytań · termin 14 dni po wizycie')).toBeInTheDocument();
    expect(within(poz).getByRole('link', { name: '1 odpowiedź' })).toBeInTheDocument();
    expect(within(poz).getByText('nieaktywna')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nowa ankieta' })).toHaveAttribute('href', '/questionnaires/new');
  });

  it('searches by title and filters by activity through the address', async () => {
    const api = stubApi({ 'GET /api/clinic/questionnaires': ok(page([satisfaction])) });
    renderRoute(signedIn(admin, { '/questionnaires': <QuestionnairesPage /> }), { initialEntries: ['/questionnaires'] });
    await screen.findByTestId('questionnaire-6');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj po tytule' }), 'satysfakcji');
    await waitFor(() => expect(api.callsTo('GET /api/clinic/questionnaires').at(-1)?.query).toBe('?q=satysfakcji&pageIndex=0&pageSize=20'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Aktywność' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tylko nieaktywne' }));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/questionnaires').at(-1)?.query).toBe('?q=satysfakcji&active=false&pageIndex=0&pageSize=20'));
  });

  it('a registrar reads the list without the add button or the answers', async () => {
    stubApi({ 'GET /api/clinic/questionnaires': ok(page([satisfaction])) });
    renderRoute(signedIn(registrar, { '/questionnaires': <QuestionnairesPage /> }), { initialEntries: ['/questionnaires'] });
    const poz = await screen.findByTestId('questionnaire-6');
    expect(within(poz).getByText(/1 odpowiedź/)).toBeInTheDocument();
    expect(within(poz).queryByRole('link', { name: '1 odpowiedź' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nowa ankieta' })).not.toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    stubApi({ 'GET /api/clinic/questionnaires': ok(page([])) });
    renderRoute(signedIn(admin, { '/questionnaires': <QuestionnairesPage /> }), { initialEntries: ['/questionnaires'] });
    expect(await screen.findByText('Nie ma jeszcze żadnej ankiety.')).toBeInTheDocument();
  });
});
