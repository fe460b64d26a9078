import { fakeMatchMedia } from '@portal/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { declarationPage, loadDeclarationTexts, nurseWaiting, pastGp, testDeclaration } from '../test-declarations';
import { DeclarationsPage } from './declarations-page';

beforeAll(loadDeclarationTexts);
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

const renderPage = (url = '/declarations') => renderRoute(<DeclarationsPage />, { path: '/declarations', initialEntries: [url] });
const anna = [nurseWaiting, testDeclaration(), pastGp];
const queryOf = (call: { query: string }) => Object.fromEntries(new URLSearchParams(call.query));

describe('DeclarationsPage', { timeout: 20_000 }, () => {
  it("lists the patient's declarations with their state, the clinic's decision, the practitioner, the unit and the dates, each linking to its details", async () => {
    const api = stubApi({ 'GET /api/declarations/mpi-user/declarations': ok(declarationPage(anna)) });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Deklaracje' });
    await waitFor(() => expect(heading).toHaveFocus());
    const table = await screen.findByRole('table', { name: 'Deklaracje wyboru lekarza, pielęgniarki i położnej POZ' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // The nurse declaration waits for its signature: no decision to tell yet.
    expect(within(rows[1]!).getByRole('link', { name: 'Szczegóły: Pielęgniarka POZ, zarejestrowana 02-02-2026' })).toHaveAttribute('href', '/declarations/22');
    expect(rows[1]).toHaveTextContent('Zarejestrowana — czeka na podpis');
    expect(rows[1]).not.toHaveTextContent('Oczekuje na przyjęcie');
    expect(rows[1]).toHaveTextContent('mgr piel. Ewa Zielińska');
    // The GP declaration in force: submitted, accepted.
    expect(rows[2]).toHaveTextContent('Lekarz POZ');
    expect(rows[2]).toHaveTextContent('Złożona');
    expect(rows[2]).toHaveTextContent('Przyjęta');
    expect(rows[2]).toHaveTextContent('Obowiązująca');
    expect(rows[2]).toHaveTextContent('lek. Tomasz Lewandowski');
    expect(rows[2]).toHaveTextContent('Przychodnia Centrum, ul. Zdrowa 1, 31-001 Kraków');
    expect(rows[2]).toHaveTextContent('12-01-2026');
    expect(rows[3]).toHaveTextContent('Anulowana');
    expect(rows[3]).not.toHaveTextContent('Obowiązująca');
    // Asked for the patient chosen (Anna, the only one), the first page.
    expect(queryOf(api.callsTo('GET /api/declarations/mpi-user/declarations')[0]!)).toEqual({ patientId: '1', pageIndex: '0' });
    // A new declaration of each type, for this patient.
    const actions = screen.getByRole('group', { name: 'Nowa deklaracja' });
    expect(within(actions).getByRole('link', { name: 'Nowa deklaracja: lekarz' })).toHaveAttribute('href', '/newdeclaration/general-practitioner?patientId=1');
    expect(within(actions).getByRole('link', { name: 'Nowa deklaracja: pielęgniarka' })).toHaveAttribute('href', '/newdeclaration/nurse?patientId=1');
    expect(within(actions).getByRole('link', { name: 'Nowa deklaracja: położna' })).toHaveAttribute('href', '/newdeclaration/midwife?patientId=1');
    expect(screen.queryByRole('combobox', { name: 'Pacjent' })).not.toBeInTheDocument();
  });

  it('shows a rejection with its reason', async () => {
    stubApi({ 'GET /api/declarations/mpi-user/declarations': ok(declarationPage([testDeclaration({ state: 'CANCELED', decision: 'REJECTED', decisionReason: 'Pacjent zamieszkuje poza obszarem działania przychodni.', inForce: false })])) });
    renderPage();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Odrzucona');
    expect(row).toHaveTextContent('Odrzucona z przyczyny: Pacjent zamieszkuje poza obszarem działania przychodni.');
  });

  it('says when the patient has no declaration, and still offers a new one', async () => {
    stubApi({ 'GET /api/declarations/mpi-user/declarations': ok(declarationPage([])) });
    renderPage();
    expect(await screen.findByText('Pacjent nie ma jeszcze deklaracji wyboru lekarza, pielęgniarki ani położnej POZ.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nowa deklaracja: lekarz' })).toBeInTheDocument();
  });

  it("offers the patients the account acts for, lists the chosen one's declarations, and keeps the type and 'active only' filters in the address", async () => {
    const link = (patientId: number, name: string, role: 'WARD' | 'CHILD') => ({ patientId, accountId: 1, name, lastName: 'Kowalska', birthDate: '2017-06-10', role, status: 'C' as const, active: true });
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/patients/children': ok([link(5, 'Zofia', 'CHILD')]),
      'GET /api/declarations/mpi-user/declarations': ({ query }) => ok(declarationPage(new URLSearchParams(query).get('patientId') === '5' ? [testDeclaration({ id: 31, patientId: 5, patient: { name: 'Zofia', lastName: 'Kowalska' } })] : anna)),
    });
    const { router } = renderPage();
    const picker = await screen.findByRole('combobox', { name: 'Pacjent' });
    await waitFor(() => expect(picker).toHaveValue('Anna Kowalska'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Zofia Kowalska (dziecko)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?patientId=5'));
    expect(await screen.findByRole('link', { name: /^Szczegóły: Lekarz POZ/ })).toHaveAttribute('href', '/declarations/31');
    expect(screen.getByRole('link', { name: 'Nowa deklaracja: położna' })).toHaveAttribute('href', '/newdeclaration/midwife?patientId=5');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko aktywne (zarejestrowane i złożone)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?patientId=5&onlyActive=1'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rodzaj deklaracji' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Położna POZ' }));
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/declarations/mpi-user/declarations').at(-1)!)).toEqual({ patientId: '5', type: 'MIDWIFE', onlyActive: 'true', pageIndex: '0' }));
  });

  it('says when no declaration matches the filters', async () => {
    stubApi({ 'GET /api/declarations/mpi-user/declarations': ok(declarationPage([])) });
    renderPage('/declarations?type=MIDWIFE');
    expect(await screen.findByText('Żadna deklaracja pacjenta nie spełnia wybranych warunków.')).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    stubApi({ 'GET /api/declarations/mpi-user/declarations': ok(declarationPage(anna)) });
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Deklaracje wyboru lekarza, pielęgniarki i położnej POZ' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('heading', { level: 2, name: 'Szczegóły: Lekarz POZ, zarejestrowana 12-01-2026' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
