import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { AllergiesPage } from './allergies-page';
import { fakeMatchMedia } from '@portal/ui/test';

const renderPage = (url = '/allergies') => renderRoute(<AllergiesPage />, { path: '/allergies', initialEntries: [url] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.title = '';
});

describe('AllergiesPage', { timeout: 20_000 }, () => {
  it("lists the first patient's allergies with status, categories, severity and DD-MM-YYYY dates, each linking to its details", async () => {
    stubApi();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alergie i niepożądane reakcje pacjenta' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByRole('link', { name: 'Szczegóły alergii: Amoksycylina' })).toHaveAttribute('href', '/allergy/1/11');
    expect(rows[1]).toHaveTextContent('Leki');
    expect(rows[1]).toHaveTextContent('Lekowe');
    expect(rows[1]).toHaveTextContent('Aktywne');
    expect(rows[1]).toHaveTextContent('Ciężkie');
    expect(rows[1]).toHaveTextContent('14-05-2012');
    expect(rows[3]).toHaveTextContent('Wyleczone');
    expect(rows[3]).toHaveTextContent('Środowiskowe');
    expect(screen.getByRole('link', { name: 'Dodaj alergię' })).toHaveAttribute('href', '/newAllergy?patientId=1');
    // Acting for herself only, Anna has nothing to choose: no patient picker.
    expect(screen.queryByRole('combobox', { name: 'Pacjent' })).not.toBeInTheDocument();
  });

  it("offers her confirmed ward and her child in the patient picker, not a ward still to confirm, and lists the chosen one's allergies", async () => {
    const link = (patientId: number, name: string, lastName: string, role: 'WARD' | 'CHILD', active: boolean) => ({
      patientId,
      accountId: 1,
      name,
      lastName,
      birthDate: '2017-06-10',
      role,
      status: active ? ('C' as const) : ('P' as const),
      active,
    });
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/patients/children': ok([link(5, 'Zofia', 'Kowalska', 'CHILD', true)]),
      'GET /api/mpi/accounts/mpi-user/patients/wards': ok([link(4, 'Jan', 'Kowalski', 'WARD', true), link(6, 'Helena', 'Nowak', 'WARD', false)]),
      'GET /api/mpi/allergies/all/:patientId': ({ params }) => (Number(params.patientId) === 5 ? ok([]) : undefined),
    });
    const { router } = renderPage();
    const picker = await screen.findByRole('combobox', { name: 'Pacjent' });
    await waitFor(() => expect(picker).toHaveValue('Anna Kowalska'));
    await userEvent.click(picker);
    expect(await screen.findByRole('option', { name: 'Jan Kowalski (podopieczny)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Helena/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Zofia Kowalska (dziecko)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?patientId=5'));
    expect(await screen.findByText('Nie masz jeszcze zapisanych alergii.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj alergię' })).toHaveAttribute('href', '/newAllergy?patientId=5');
    expect(api.callsTo('GET /api/mpi/allergies/all/5')).toHaveLength(1);
  });

  it('names the page and moves the focus to its heading', async () => {
    stubApi();
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Alergie' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Alergie - Portal Pacjenta');
  });

  it('shows the empty state with the add button when the patient has no allergies', async () => {
    stubApi({ 'GET /api/mpi/allergies/all/:patientId': ok([]) });
    renderPage();
    expect(await screen.findByText('Nie masz jeszcze zapisanych alergii.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj alergię' })).toHaveAttribute('href', '/newAllergy?patientId=1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('on a failed load tells the server is down, shows an alert, and loads again on "Odśwież"', async () => {
    const serverDown = vi.spyOn(notify, 'serverDown').mockImplementation(() => {});
    let failing = true;
    const api = stubApi({ 'GET /api/mpi/allergies/all/:patientId': () => (failing ? apiError(503, 'INTERNAL_ERROR', 'x') : undefined) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wczytać listy alergii.');
    expect(serverDown).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Odśwież' }));
    expect(await screen.findByRole('link', { name: 'Szczegóły alergii: Amoksycylina' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/allergies/all/1')).toHaveLength(2);
  });

  it('shows a loading state until the list arrives', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi({ 'GET /api/mpi/allergies/all/:patientId': async () => void (await gate) });
    renderPage();
    expect(await screen.findByText('Wczytywanie alergii…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Wczytywanie alergii…')).not.toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    stubApi();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Alergie i niepożądane reakcje pacjenta' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('heading', { level: 2, name: 'Szczegóły alergii: Pyłek brzozy' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });
});
