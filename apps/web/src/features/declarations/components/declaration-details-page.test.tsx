import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { annaData, loadDeclarationTexts, nurseWaiting, pastGp, testDeclaration } from '../test-declarations';
import { DeclarationDetailsPage } from './declaration-details-page';

beforeAll(loadDeclarationTexts);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.title = '';
});

const declarations = [testDeclaration(), nurseWaiting, pastGp];
const detailsApi = (extra: ApiTable = {}) =>
  stubApi({
    'GET /api/declarations/mpi-user/declarations/:id': ({ params }) => {
      const found = declarations.find((d) => d.id === Number(params.id));
      return found ? ok(found) : apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.');
    },
    'GET /api/mpi/accounts/mpi-user/patients/:id/declaration-data': ok(annaData),
    ...extra,
  });

const renderPage = (url: string) => renderRoute([{ path: '/declarations/:id', element: <DeclarationDetailsPage /> }], { initialEntries: [url] });

describe('DeclarationDetailsPage', { timeout: 20_000 }, () => {
  it('shows the declaration: state and decision, patient, practitioner, unit, dates, the choices in words and the signature', async () => {
    detailsApi();
    renderPage('/declarations/21');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Deklaracja wyboru lekarza POZ' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Deklaracja wyboru lekarza POZ - Deklaracje - Portal Pacjenta');
    const details = screen.getByLabelText('Szczegóły deklaracji');
    for (const text of [
      'Lekarz POZ',
      'Złożona',
      'Przyjęta (13-01-2026)',
      'Anna Kowalska',
      'lek. Tomasz Lewandowski',
      '1234567',
      'Przychodnia Centrum, ul. Zdrowa 1, 31-001 Kraków, 12 345 67 89',
      '12-01-2026 10:30',
      '12-01-2026 10:45',
      'Drugi wybór; przyczyna: Zmiana miejsca zamieszkania',
      'Kolejny wybór; przyczyna: Inne przyczyny leżące po stronie świadczeniodawcy — Lekarz przeszedł do innej przychodni',
      'Anna Kowalska (pacjent), podpisano 12-01-2026 10:45',
      'Certyfikat: Symulator ePUAP CA, numer seryjny 0A1B2C',
    ]) {
      expect(details).toHaveTextContent(text);
    }
    expect(within(details).getByText('Wybór lekarza POZ')).toBeInTheDocument();
    // The patient's data the form carries, read after the declaration.
    const data = await screen.findByLabelText('Dane pacjenta do deklaracji');
    expect(data).toHaveTextContent('85031502464');
    expect(data).toHaveTextContent('ul. Długa 12/4, 31-147 Kraków');
    expect(data).toHaveTextContent('06 — Małopolski Oddział Wojewódzki NFZ');
    // Submitted: nothing to sign; printed, edited, its clinic-system copy.
    const actions = screen.getByRole('group', { name: 'Działania' });
    expect(within(actions).queryByRole('button', { name: 'Podpisz przez profil zaufany' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Edytuj' })).toHaveAttribute('href', '/declarations/21?edit=1');
    expect(screen.getByRole('link', { name: 'Dane w systemie przychodni' })).toHaveAttribute('href', '/declarations/21/amms');
    expect(screen.getByRole('link', { name: 'Wróć do listy deklaracji' })).toHaveAttribute('href', '/declarations?patientId=1');
  });

  it('signs a registered declaration through the e-service: asks for the signing address with this page as the way back, and goes there', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = detailsApi({ 'POST /api/declarations/mpi-user/:id/ePUAPSignURL': ok({ url: 'http://localhost/epuap-sim/sign?token=abc' }) });
    renderPage('/declarations/22');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deklaracja wyboru pielęgniarki POZ' })).toBeInTheDocument();
    expect(screen.getByText('Deklaracja zostanie złożona w przychodni dopiero po podpisaniu jej profilem zaufanym.')).toBeInTheDocument();
    expect(screen.getByLabelText('Szczegóły deklaracji')).toHaveTextContent('Deklaracja nie jest jeszcze podpisana.');
    expect(screen.getByLabelText('Szczegóły deklaracji')).not.toHaveTextContent('Decyzja przychodni');
    await userEvent.click(screen.getByRole('button', { name: 'Podpisz przez profil zaufany' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/epuap-sim/sign?token=abc'));
    const [call] = api.callsTo('POST /api/declarations/mpi-user/22/ePUAPSignURL');
    expect(Object.fromEntries(new URLSearchParams(call!.query))).toEqual({ successUrl: '/declarations/22?epuapstatus=ok', errorUrl: '/declarations/22?epuapstatus=error' });
  });

  it("says the server's words when the declaration can no longer be signed, and reads it again", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const api = detailsApi({ 'POST /api/declarations/mpi-user/:id/ePUAPSignURL': apiError(409, 'DECLARATION_STATE', 'Deklaracja jest w stanie, w którym nie można wykonać tej operacji.') });
    renderPage('/declarations/22');
    await userEvent.click(await screen.findByRole('button', { name: 'Podpisz przez profil zaufany' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Deklaracja jest w stanie, w którym nie można wykonać tej operacji.'));
    await waitFor(() => expect(api.callsTo('GET /api/declarations/mpi-user/declarations/22').length).toBeGreaterThanOrEqual(2));
  });

  it('back from the e-service with epuapstatus=ok says the declaration is signed and submitted, reads it again and clears the address', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = detailsApi();
    const { router } = renderPage('/declarations/21?epuapstatus=ok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deklaracja wyboru lekarza POZ' })).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deklaracja została podpisana i złożona.'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(success).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo('GET /api/declarations/mpi-user/declarations/21').length).toBeGreaterThanOrEqual(1));
  });

  it("back with epuapstatus=error says the spec's sentence and the reason's words", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    detailsApi();
    const { router } = renderPage('/declarations/22?epuapstatus=error&reason=CERTIFICATE_EXPIRED');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Podczas podpisywania dokumentu wystąpił błąd. Certyfikat podpisu wygasł albo nie był jeszcze ważny w chwili podpisu.'),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Podpisz przez profil zaufany' })).toBeInTheDocument();
  });

  it('back with an error of no known reason says the sentence alone', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    detailsApi();
    renderPage('/declarations/22?epuapstatus=error');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Podczas podpisywania dokumentu wystąpił błąd.'));
  });

  it('prints the NFZ form in a new window', async () => {
    const open = vi.fn(() => ({ close: vi.fn(), location: { href: '' } }));
    vi.stubGlobal('open', open);
    detailsApi();
    renderPage('/declarations/21');
    await userEvent.click(await screen.findByRole('button', { name: 'Drukuj' }));
    expect(open).toHaveBeenCalledWith('/api/declarations/mpi-user/declarations/21/printout?lang=pl', '_blank');
  });

  it('edits the choices of a submitted declaration: says first that it must be signed again, asks, and saves them through PATCH', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = detailsApi({
      'PATCH /api/declarations/mpi-user/declarations/:id': ok(testDeclaration({ state: 'REGISTERED', signature: null, healthcareProviderChoiceOrderNumber: 1, healthcareProviderChoiceOrderReasonCode: null })),
    });
    const { router } = renderPage('/declarations/21?edit=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja deklaracji' })).toBeInTheDocument();
    expect(screen.getByText(/Po zapisaniu zmian wróci do stanu „Zarejestrowana — czeka na podpis” i trzeba będzie podpisać ją ponownie\./)).toBeInTheDocument();
    const provider = screen.getByRole('group', { name: 'Wybór świadczeniodawcy' });
    // Its stored choice: the second, after a change of residence.
    expect(within(provider).getByRole('radio', { name: 'Drugi wybór' })).toBeChecked();
    expect(within(provider).getByRole('radio', { name: 'Zmiana miejsca zamieszkania' })).toBeChecked();
    // A first choice has no reason.
    await userEvent.click(within(provider).getByRole('radio', { name: 'Pierwszy wybór' }));
    expect(within(provider).queryByRole('radio', { name: 'Zmiana miejsca zamieszkania' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Zapisać zmiany deklaracji?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo('PATCH /api/declarations/mpi-user/declarations/21')[0]!.body).toEqual({
      healthcareProviderChoiceOrderNumber: 1,
      healthcareProviderChoiceOrderReasonCode: null,
      healthcareProviderChoiceOtherReason: null,
      practitionerChoiceOrderNumber: 3,
      practitionerChoiceOrderReasonCode: 4,
      practitionerChoiceOtherReason: 'Lekarz przeszedł do innej przychodni',
    });
    expect(success).toHaveBeenCalledWith('Zmiany deklaracji zostały zapisane. Podpisz ją ponownie, aby ją złożyć.');
  });

  it("shows the server's field error and its words when an edit is refused", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    detailsApi({
      'PATCH /api/declarations/mpi-user/declarations/:id': apiError(400, 'VALIDATION_ERROR', 'Dane zawierają błędy.', {
        errors: [{ path: 'practitionerChoiceOtherReason', message: 'Inna przyczyna może mieć najwyżej 500 znaków.' }],
      }),
    });
    renderPage('/declarations/22?edit=1');
    const practitioner = await screen.findByRole('group', { name: 'Wybór pielęgniarki POZ' });
    await userEvent.click(within(practitioner).getByRole('radio', { name: 'Kolejny wybór' }));
    // Reason 3, turning 18, is a GP's only.
    expect(within(practitioner).queryByRole('radio', { name: 'Ukończenie 18 lat' })).not.toBeInTheDocument();
    await userEvent.click(within(practitioner).getByRole('radio', { name: 'Inne przyczyny leżące po stronie świadczeniodawcy' }));
    await userEvent.type(within(practitioner).getByRole('textbox', { name: 'Opis innej przyczyny' }), 'Przeprowadzka');
    // Registered, not submitted: no question before saving.
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Dane zawierają błędy.'));
    expect(await screen.findByText('Inna przyczyna może mieć najwyżej 500 znaków.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers neither signing nor editing for a cancelled declaration', async () => {
    detailsApi();
    renderPage('/declarations/20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deklaracja wyboru lekarza POZ' })).toBeInTheDocument();
    expect(screen.getByLabelText('Szczegóły deklaracji')).toHaveTextContent('Anulowana');
    expect(screen.queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Podpisz przez profil zaufany' })).not.toBeInTheDocument();
  });

  it('answers an unknown or foreign declaration, and a malformed id, with not found', async () => {
    const api = detailsApi();
    renderPage('/declarations/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono deklaracji' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy deklaracji' })).toHaveAttribute('href', '/declarations');
    renderPage('/declarations/abc');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Nie znaleziono deklaracji' })).toHaveLength(2);
    expect(api.callsTo('GET /api/declarations/mpi-user/declarations/:id')).toHaveLength(1);
  });
});
