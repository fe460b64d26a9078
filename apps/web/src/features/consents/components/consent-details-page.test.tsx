import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { loadConsentTexts, partnerSigned, recordsAuthorisation, teleWaiting, testConsent } from '../test-consents';
import { ConsentDetailsPage } from './consent-details-page';

beforeAll(loadConsentTexts);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.title = '';
});

const consents = [testConsent(), teleWaiting, partnerSigned, recordsAuthorisation];
const detailsApi = (extra: ApiTable = {}) =>
  stubApi({
    'GET /api/mpi/consents/mpi-user/:id': ({ params }) => {
      const found = consents.find((c) => c.id === Number(params.id));
      return found ? ok(found) : apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.');
    },
    ...extra,
  });

const renderPage = (url: string) => renderRoute([{ path: '/consents/:id', element: <ConsentDetailsPage /> }], { initialEntries: [url] });

describe('ConsentDetailsPage', { timeout: 20_000 }, () => {
  it('shows a partner consent: state, patient, validity, partner and person, scope, the e-signature and its file', async () => {
    detailsApi();
    renderPage('/consents/13');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Zgoda dla partnera' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Zgoda dla partnera - Zgody - Portal Pacjenta');
    const details = screen.getByLabelText('Szczegóły zgody');
    for (const text of [
      'Podpisana',
      'Anna Kowalska',
      'Obowiązuje od05-01-2026',
      'Obowiązuje do31-12-2026',
      'Medycyna Pracy BHP-Med sp. z o.o.: Krzysztof Malinowski',
      'Tylko dokumenty udostępnione przez pacjenta',
      'BHP-7781',
      'Anna Kowalska (pacjent), podpisano 06-01-2026 12:00',
      'Certyfikat: Symulator ePUAP CA, numer seryjny 0A1B2C',
    ]) {
      expect(details).toHaveTextContent(text);
    }
    expect(within(details).getByRole('link', { name: 'Pobierz podpisany dokument (XML)' })).toHaveAttribute('href', '/api/mpi/consents/mpi-user/13/ePUAPSignURL');
    const actions = screen.getByRole('group', { name: 'Działania' });
    expect(within(actions).queryByRole('button', { name: 'Podpisz przez profil zaufany' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Anuluj zgodę' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy zgód' })).toHaveAttribute('href', '/consents?patientId=1');
  });

  it('shows the person an authorisation names, with the document instead of a PESEL, and the address', async () => {
    detailsApi();
    renderPage('/consents/15');
    const details = await screen.findByLabelText('Szczegóły zgody');
    expect(details).toHaveTextContent('Olena Shevchenko');
    expect(details).toHaveTextContent('Dokument FE123456 (UA)');
    expect(details).toHaveTextContent('ul. Długa 12/4, 31-147 Kraków');
    expect(details).toHaveTextContent('Bezterminowo');
    expect(details).toHaveTextContent('Zgoda nie jest jeszcze podpisana.');
  });

  it('signs a registered consent through the e-service: asks for the signing address with this page as the way back, and goes there', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = detailsApi({ 'POST /api/mpi/consents/mpi-user/:id/ePUAPSignURL': ok({ url: 'http://localhost/epuap-sim/sign?token=abc' }) });
    renderPage('/consents/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zgoda na telekonsultacje' })).toBeInTheDocument();
    expect(screen.getByText('Zgoda zostanie złożona dopiero po podpisaniu jej profilem zaufanym.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Podpisz przez profil zaufany' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/epuap-sim/sign?token=abc'));
    const [call] = api.callsTo('POST /api/mpi/consents/mpi-user/12/ePUAPSignURL');
    expect(Object.fromEntries(new URLSearchParams(call!.query))).toEqual({ successUrl: '/consents/12?epuapstatus=ok', errorUrl: '/consents/12?epuapstatus=error' });
  });

  it("says the server's words when the consent can no longer be signed, and reads it again", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const api = detailsApi({ 'POST /api/mpi/consents/mpi-user/:id/ePUAPSignURL': apiError(409, 'CONSENT_STATE', 'Zgoda jest w stanie, w którym nie można wykonać tej operacji.') });
    renderPage('/consents/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Podpisz przez profil zaufany' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Zgoda jest w stanie, w którym nie można wykonać tej operacji.'));
    await waitFor(() => expect(api.callsTo('GET /api/mpi/consents/mpi-user/12').length).toBeGreaterThanOrEqual(2));
  });

  it('back from the e-service with epuapstatus=ok says the consent is signed, reads it again and clears the address', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = detailsApi();
    const { router } = renderPage('/consents/13?epuapstatus=ok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zgoda dla partnera' })).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zgoda została podpisana.'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(success).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /api/mpi/consents/mpi-user/13').length).toBeGreaterThanOrEqual(1);
  });

  it("back with epuapstatus=error says the spec's sentence and the reason's words, and the consent can be signed again", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    detailsApi();
    const { router } = renderPage('/consents/12?epuapstatus=error&reason=SIGNER_NOT_ALLOWED');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Podczas podpisywania dokumentu wystąpił błąd. Dokument podpisała osoba, która nie może podpisać go w imieniu pacjenta.'),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Podpisz przez profil zaufany' })).toBeInTheDocument();
  });

  it('back with an error of no known reason says the sentence alone', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    detailsApi();
    renderPage('/consents/12?epuapstatus=error');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Podczas podpisywania dokumentu wystąpił błąd.'));
  });

  it('cancels a consent once asked: CANCELLED, with the day it ended shown as its validTo', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const cancelled = testConsent({ consentStatus: 'CANCELLED', active: false, validTo: '2026-02-15', cancelledAt: '2026-02-15T10:00:00.000Z' });
    const api = detailsApi({ 'PUT /api/mpi/consents/mpi-user/:id': ok(cancelled) });
    renderPage('/consents/11');
    const details = await screen.findByLabelText('Szczegóły zgody');
    expect(details).toHaveTextContent('Obowiązuje doBezterminowo');
    expect(details).toHaveTextContent('Zgodę złożono w placówce z podpisem własnoręcznym.');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj zgodę' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Anulowana zgoda przestaje obowiązywać z dniem dzisiejszym.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, anuluj zgodę' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zgoda została anulowana. Obowiązywała do 15-02-2026.'));
    expect(api.callsTo('PUT /api/mpi/consents/mpi-user/11')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Szczegóły zgody')).toHaveTextContent('Obowiązuje do15-02-2026'));
    expect(screen.getByLabelText('Szczegóły zgody')).toHaveTextContent('Data anulowania15-02-2026 11:00');
    expect(screen.getByLabelText('Szczegóły zgody')).toHaveTextContent('StanAnulowana');
    expect(screen.queryByRole('button', { name: 'Anuluj zgodę' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server when the cancelling is not confirmed', async () => {
    const api = detailsApi();
    renderPage('/consents/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj zgodę' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/mpi/consents/mpi-user/11')).toHaveLength(0);
  });

  it('prints the consent in a new window', async () => {
    const open = vi.fn(() => ({ close: vi.fn(), location: { href: '' } }));
    vi.stubGlobal('open', open);
    detailsApi();
    renderPage('/consents/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Drukuj' }));
    expect(open).toHaveBeenCalledWith('/api/mpi/consents/mpi-user/11/printout?lang=pl', '_blank');
  });

  it('answers an unknown or foreign consent, and a malformed id, with not found', async () => {
    const api = detailsApi();
    renderPage('/consents/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono zgody' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy zgód' })).toHaveAttribute('href', '/consents');
    renderPage('/consents/abc');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Nie znaleziono zgody' })).toHaveLength(2);
    expect(api.callsTo('GET /api/mpi/consents/mpi-user/:id')).toHaveLength(1);
  });
});
