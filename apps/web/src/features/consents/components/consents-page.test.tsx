import { notify } from '@portal/ui/notify';
import { fakeMatchMedia } from '@portal/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noContent, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { consentPage, insurerCancelled, loadConsentTexts, partnerSigned, recordsAuthorisation, teleWaiting, testCarer, testConsent } from '../test-consents';
import { ConsentsPage } from './consents-page';

beforeAll(loadConsentTexts);
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

const renderPage = (url = '/consents') => renderRoute(<ConsentsPage />, { path: '/consents', initialEntries: [url] });
const anna = [teleWaiting, partnerSigned, testConsent(), recordsAuthorisation, insurerCancelled];
const queryOf = (call: { query: string }) => Object.fromEntries(new URLSearchParams(call.query));
const listApi = (extra: ApiTable = {}) =>
  stubApi({
    'GET /api/mpi/consents/mpi-user': ok(consentPage(anna)),
    'GET /api/mpi/patient-entries/mpi-user/:patientId/carer-auth': ok([]),
    ...extra,
  });

describe('ConsentsPage', { timeout: 20_000 }, () => {
  it("lists the patient's consents: the type in words, the state, the validity, the partner and person or the authorised person, the scope, each linking to its details", async () => {
    const api = listApi();
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Zgody' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Zgody - Portal Pacjenta');
    const table = await screen.findByRole('table', { name: 'Zgody pacjenta' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[1]!).getByRole('link', { name: 'Szczegóły zgody: Zgoda na telekonsultacje, od 01-02-2026' })).toHaveAttribute('href', '/consents/12');
    expect(rows[1]).toHaveTextContent('Zarejestrowana');
    expect(rows[1]).toHaveTextContent('od 01-02-2026, bezterminowo');
    expect(rows[2]).toHaveTextContent('Zgoda dla partnera');
    expect(rows[2]).toHaveTextContent('Podpisana');
    expect(rows[2]).toHaveTextContent('Obowiązuje');
    expect(rows[2]).toHaveTextContent('od 05-01-2026 do 31-12-2026');
    expect(rows[2]).toHaveTextContent('Medycyna Pracy BHP-Med sp. z o.o.: Krzysztof Malinowski');
    expect(rows[2]).toHaveTextContent('Tylko dokumenty udostępnione przez pacjenta');
    expect(rows[3]).toHaveTextContent('Zgoda na przetwarzanie danych');
    expect(rows[4]).toHaveTextContent('Upoważnienie do dokumentacji medycznej');
    expect(rows[4]).toHaveTextContent('Olena Shevchenko');
    // Cancelled: the day it ended is its validTo.
    expect(rows[5]).toHaveTextContent('Anulowana');
    expect(rows[5]).not.toHaveTextContent('Obowiązuje');
    expect(rows[5]).toHaveTextContent('od 20-07-2025 do 08-12-2025');
    expect(rows[5]).toHaveTextContent('Towarzystwo Ubezpieczeń Zdrowie S.A.: cały personel');
    expect(rows[5]).toHaveTextContent('Cała dokumentacja medyczna');
    // Asked for the patient chosen (Anna, the only one), the first page.
    expect(queryOf(api.callsTo('GET /api/mpi/consents/mpi-user')[0]!)).toEqual({ patientId: '1', pageIndex: '0' });
    // A new consent is her own record's.
    expect(screen.getByRole('link', { name: 'Nowa zgoda' })).toHaveAttribute('href', '/newconsent?patientId=1');
    expect(screen.queryByRole('combobox', { name: 'Pacjent' })).not.toBeInTheDocument();
  });

  it('shows each consent as a card on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    listApi();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Zgody pacjenta' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(within(cards[1]!).getByRole('heading', { level: 2, name: 'Szczegóły zgody: Zgoda dla partnera, od 05-01-2026' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Dla kogo: Medycyna Pracy BHP-Med sp. z o.o.: Krzysztof Malinowski');
    expect(cards[1]).toHaveTextContent('Ważność: od 05-01-2026 do 31-12-2026');
  });

  it('says when the patient has no consent, and offers a new one', async () => {
    listApi({ 'GET /api/mpi/consents/mpi-user': ok(consentPage([])) });
    renderPage();
    expect(await screen.findByText('Pacjent nie ma jeszcze żadnych zgód.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Zgody pacjenta' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nowa zgoda' })).toBeInTheDocument();
    expect(await screen.findByText('Pacjent nie upoważnił żadnego opiekuna.')).toBeInTheDocument();
  });

  it('filters by state, kept in the address', async () => {
    const api = listApi({
      'GET /api/mpi/consents/mpi-user': ({ query }) => ok(consentPage(new URLSearchParams(query).get('consentStatus') === 'CANCELLED' ? [] : anna)),
    });
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Zgody pacjenta' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Stan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anulowana' }));
    expect(await screen.findByText('Brak zgód w wybranym stanie.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=CANCELLED');
    expect(queryOf(api.callsTo('GET /api/mpi/consents/mpi-user').at(-1)!)).toEqual({ patientId: '1', consentStatus: 'CANCELLED', pageIndex: '0' });
  });

  it("offers the patients the account acts for; a ward's consents and carers are listed, and a new consent stays the account's own", async () => {
    const link = { patientId: 7, accountId: 1, name: 'Jan', lastName: 'Kowalski', birthDate: '1948-05-02', role: 'WARD' as const, status: 'C' as const, active: true };
    const api = listApi({
      'GET /api/mpi/accounts/mpi-user/patients/wards': ok([link]),
      'GET /api/mpi/consents/mpi-user': ({ query }) =>
        ok(consentPage(new URLSearchParams(query).get('patientId') === '7' ? [testConsent({ id: 71, patientId: 7, patient: { name: 'Jan', lastName: 'Kowalski' } })] : anna)),
      'GET /api/mpi/patient-entries/mpi-user/:patientId/carer-auth': ({ params }) =>
        ok(params.patientId === '7' ? [testCarer({ id: 61, patientId: 7, name: 'Anna', lastName: 'Kowalska', patientCarerNationalId: '85031502464' })] : []),
    });
    const { router } = renderPage();
    const picker = await screen.findByRole('combobox', { name: 'Pacjent' });
    await waitFor(() => expect(picker).toHaveValue('Anna Kowalska'));
    expect(await screen.findByRole('link', { name: 'Dodaj upoważnienie opiekuna' })).toBeInTheDocument();
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /Jan Kowalski/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?patientId=7'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Szczegóły zgody: Zgoda na przetwarzanie danych, od 01-03-2025' })).toHaveAttribute('href', '/consents/71');
    expect(api.callsTo('GET /api/mpi/consents/mpi-user').map((c) => queryOf(c).patientId)).toContain('7');
    // Jan's carer: his daughter, by a written authorisation.
    const carers = await screen.findByRole('region', { name: 'Upoważnienia opiekunów' });
    const carer = await within(carers).findByRole('listitem');
    expect(carer).toHaveTextContent('Anna Kowalska');
    expect(carer).toHaveTextContent('PESEL 85031502464');
    expect(carer).toHaveTextContent('Dokument upoważnienia: Upoważnienie pisemne');
    expect(carer).toHaveTextContent('Ważność: od 01-02-2024, bezterminowo');
    expect(carer).toHaveTextContent('Adres: ul. Długa 15/4, 31-147 Kraków');
    expect(carer).toHaveTextContent('Obowiązuje');
    // Only the patient herself authorises a carer or gives a consent: Anna's own record.
    expect(within(carers).queryByRole('link', { name: 'Dodaj upoważnienie opiekuna' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nowa zgoda' })).toHaveAttribute('href', '/newconsent?patientId=1');
  });

  it('removes a carer authorisation once asked', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = listApi({
      'GET /api/mpi/patient-entries/mpi-user/:patientId/carer-auth': [ok([testCarer()]), ok([])],
      'DELETE /api/mpi/patient-entries/mpi-user/:patientId/carer-auth/:id': noContent,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń upoważnienie: Jan Kowalski' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Upoważnienie dla osoby Jan Kowalski zostanie usunięte.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Upoważnienie opiekuna zostało usunięte.'));
    expect(api.callsTo('DELETE /api/mpi/patient-entries/mpi-user/1/carer-auth/51')).toHaveLength(1);
    expect(await screen.findByText('Pacjent nie upoważnił żadnego opiekuna.')).toBeInTheDocument();
  });
});
