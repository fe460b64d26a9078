import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { pageOf } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { DeclarationsPage } from './declarations-page';
import { acceptedDeclaration, practitionerLists, waitingDeclaration } from './fixtures';

const render = (entry = '/declarations') => renderRoute(signedIn(registrar, { '/declarations': <DeclarationsPage /> }), { initialEntries: [entry] });
const queryOf = (call: { query: string }) => Object.fromEntries(new URLSearchParams(call.query));
const listCalls = (api: ReturnType<typeof stubApi>) => api.callsTo('GET /api/clinic/declarations');

describe('the declarations queue', () => {
  it('shows the signed declarations waiting for the clinic by default, each with its patient, choice, dates, signature and export', async () => {
    const api = stubApi({ 'GET /api/clinic/declarations': ok(pageOf([waitingDeclaration])), 'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists) });
    render();
    const item = await screen.findByRole('article', { name: 'Zofia Wiśniewska: lekarz POZ' });
    expect(within(item).getByRole('link', { name: 'Zofia Wiśniewska: lekarz POZ' })).toHaveAttribute('href', '/declarations/301');
    expect(within(item).getByText('Złożona')).toBeInTheDocument();
    expect(within(item).getByText('Czeka na decyzję')).toBeInTheDocument();
    expect(within(item).getByText('PESEL 52082012345 · lek. Tomasz Lewandowski · Przychodnia POZ')).toBeInTheDocument();
    expect(within(item).getByText('Zarejestrowana 20-11-2026 10:00 · złożona 20-11-2026 10:05')).toBeInTheDocument();
    expect(within(item).getByText('Podpisana przez pacjenta (Zofia Wiśniewska), 20-11-2026 10:05 · Eksport do NFZ: niewyeksportowana')).toBeInTheDocument();
    expect(queryOf(listCalls(api)[0])).toEqual({ decision: 'PENDING', state: 'SUBMITTED', pageIndex: '0', pageSize: '20' });
    expect(screen.getByRole('checkbox', { name: 'Tylko do przyjęcia' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Pobierz wyeksportowane' })).toHaveAttribute('href', '/api/clinic/declarations/export?stateExport=A');
    expect(screen.getByRole('link', { name: 'Listy pacjentów' })).toHaveAttribute('href', '/declarations/lists');
  });

  it('restores its filters from the address and keeps each change there', async () => {
    const api = stubApi({ 'GET /api/clinic/declarations': ok(pageOf([acceptedDeclaration])), 'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists) });
    const { router } = render('/declarations?decision=ACCEPTED&type=NURSE&employeeId=8&stateExport=A&q=Kowal');
    expect(await screen.findByRole('article', { name: 'Anna Kowalska: pielęgniarka POZ' })).toHaveTextContent('Podpisana przez opiekuna (Jan Kowalski), 20-11-2026 10:05 · Eksport do NFZ: wyeksportowana');
    expect(queryOf(listCalls(api)[0])).toEqual({ decision: 'ACCEPTED', type: 'NURSE', employeeId: '8', stateExport: 'A', search: 'Kowal', pageIndex: '0', pageSize: '20' });
    expect(screen.getByRole('combobox', { name: 'Decyzja' })).toHaveValue('Przyjęte');
    expect(screen.getByRole('combobox', { name: 'Rodzaj' })).toHaveValue('pielęgniarka POZ');
    expect(screen.getByRole('combobox', { name: 'Eksport do NFZ' })).toHaveValue('Wyeksportowane');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Wybrana osoba' })).toHaveValue('Joanna Kamińska'));
    expect(screen.getByRole('searchbox', { name: 'Pacjent' })).toHaveValue('Kowal');
    // A decision chosen: the register, not the queue.
    expect(screen.getByRole('checkbox', { name: 'Tylko do przyjęcia' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tylko do przyjęcia' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Stan' }));
    await userEvent.click(screen.getByRole('option', { name: 'Anulowana' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('state')).toBe('CANCELED'));
    await waitFor(() => expect(listCalls(api).at(-1)!.query).toContain('state=CANCELED'));
    expect(queryOf(listCalls(api).at(-1)!)).toMatchObject({ decision: 'ACCEPTED', state: 'CANCELED', type: 'NURSE' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Pacjent' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pacjent' }), '85030512345');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('85030512345'));
    await waitFor(() => expect(queryOf(listCalls(api).at(-1)!).search).toBe('85030512345'));
  });

  it('asks for the whole register once "only to accept" is cleared', async () => {
    const api = stubApi({ 'GET /api/clinic/declarations': ok(pageOf([waitingDeclaration, acceptedDeclaration])), 'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists) });
    const { router } = render();
    await screen.findByRole('article', { name: 'Zofia Wiśniewska: lekarz POZ' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko do przyjęcia' }));
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(queryOf(listCalls(api)[1])).toEqual({ pageIndex: '0', pageSize: '20' });
    expect(router.state.location.search).toBe('?all=true');
  });

  it('shows one patient’s declarations when the address names her (the patient card’s link), and every patient’s again on request', async () => {
    const api = stubApi({ 'GET /api/clinic/declarations': ok(pageOf([waitingDeclaration])), 'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists) });
    const { router } = render('/declarations?patientId=41');
    expect(await screen.findByText('Deklaracje pacjenta: Zofia Wiśniewska')).toBeInTheDocument();
    expect(queryOf(listCalls(api)[0])).toEqual({ patientId: '41', pageIndex: '0', pageSize: '20' });
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż deklaracje wszystkich pacjentów' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queryOf(listCalls(api).at(-1)!)).toEqual({ decision: 'PENDING', state: 'SUBMITTED', pageIndex: '0', pageSize: '20' }));
  });

  it('exports the new accepted declarations after asking, downloads the file and reads the list again', async () => {
    const api = stubApi({
      'GET /api/clinic/declarations': ok(pageOf([waitingDeclaration])),
      'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists),
      'POST /api/clinic/declarations/export': ok('PESEL;Nazwisko\n'),
    });
    const success = vi.spyOn(notify, 'success');
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:deklaracje')), revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render();
    await screen.findByRole('article', { name: 'Zofia Wiśniewska: lekarz POZ' });

    // Cancelled: nothing is exported.
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj nowe do NFZ' }));
    let dialog = await screen.findByRole('dialog', { name: 'Wyeksportować nowe deklaracje?' });
    expect(dialog).toHaveTextContent('oznaczone jako wyeksportowane');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/clinic/declarations/export')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj nowe do NFZ' }));
    dialog = await screen.findByRole('dialog', { name: 'Wyeksportować nowe deklaracje?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eksportuj' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(expect.stringMatching(/^Pobrano plik deklaracje-nfz-\d{4}-\d{2}-\d{2}\.csv\.$/)));
    expect(api.callsTo('POST /api/clinic/declarations/export')[0].headers['x-portal-client']).toBe('1');
    expect(saved).toHaveLength(1);
    expect(clicked.map((a) => [a.href, a.download])).toEqual([['blob:deklaracje', expect.stringMatching(/^deklaracje-nfz-.*\.csv$/)]]);
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    click.mockRestore();
  });

  it('shows the server’s message when the export is refused', async () => {
    stubApi({
      'GET /api/clinic/declarations': ok(pageOf([])),
      'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists),
      'POST /api/clinic/declarations/export': apiError(403, 'FORBIDDEN', 'Brak uprawnień do tej operacji.'),
    });
    const warning = vi.spyOn(notify, 'warning');
    render();
    expect(await screen.findByText('Żadna deklaracja nie czeka na decyzję przychodni.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj nowe do NFZ' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Wyeksportować nowe deklaracje?' })).getByRole('button', { name: 'Eksportuj' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Brak uprawnień do tej operacji.'));
  });
});
