import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { seedApplicationSettings } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { BenefitsRoute } from '../pages';
import { aDocument, aResult } from '../test-data';

beforeAll(() => Promise.all([loadNamespace('benefits'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settingsWith = (requests: boolean) => ok({ ...seedApplicationSettings, medicalServicesModule: true, clinicalDocumentRequestsModule: requests });
const resultsSettings = ok({ viewResultsAsText: false, edmEnabled: true, imagingImportEnabled: true, imagingMaxFileSize: 1000, imagingMaxFiles: 5 });
const renderAt = (url: string) => renderRoute([{ path: '/benefits/:tab?', element: <BenefitsRoute /> }], { initialEntries: [url] });
const page = <T,>(items: T[], pageIndex = 0, pageSize = 20, hasNextPage = false) => ({ items, pageIndex, pageSize, hasNextPage });

describe('/benefits', { timeout: 20_000 }, () => {
  it('opens on the visits tab; the requests tab only while the document-request module is on', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(false),
      'GET /api/mpi/accounts/mpi-user/encounters-settings': ok({ showDiagnoses: true, showRecommendations: false, questionnairesEnabled: true }),
      'GET /api/mpi/encounters/mpi-user/:patientId': ok(page([], 0, 10)),
    });
    renderAt('/benefits');
    expect(await screen.findByRole('tab', { name: 'Wizyty', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Brak wizyt w wybranym okresie.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wyniki badań' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Wnioski o dokumentację' })).not.toBeInTheDocument();
  });

  it('clinical documents: the first load asks pageIndex -1 and pageSize -1, the next page by index with the size the server gave', async () => {
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/clinical-documents/types': ok([{ code: 'KARTA', name: 'Karta wizyty' }]),
      'GET /api/mpi/clinical-documents/mpi-user/:patientId': [ok(page([aDocument()], 0, 20, true)), ok(page([aDocument({ id: 33, title: 'Starsza karta' })], 1, 20))],
    });
    renderAt('/benefits/clinicaldocuments');
    await screen.findByRole('heading', { name: 'Karta wizyty — interna' });
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj więcej' }));
    await screen.findByRole('heading', { name: 'Starsza karta' });
    expect(api.callsTo('GET /api/mpi/clinical-documents/mpi-user/1').map((c) => c.query)).toEqual(['?pageIndex=-1&pageSize=-1', '?pageIndex=1&pageSize=20']);
  });

  it("with contextId, the notice's document is read by its link, shown first and open with its notes", async () => {
    const linked = aDocument({ id: 99, contextId: 'DOC-2026-000417', title: 'Wynik tomografii', noteCount: 1 });
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/clinical-documents/types': ok([]),
      'GET /api/mpi/clinical-documents/mpi-user/:patientId': ok(page([aDocument(), linked])),
      'GET /api/mpi/clinical-documents/mpi-user/link/:patientId/:contextId': ok(linked),
      'GET /api/mpi/clinical-documents/notes/mpi-user/:patientId/:docId': ok([{ id: 1, authorName: 'dr Anna Lis', content: 'Proszę o kontrolę za 3 miesiące.', createdAt: '2026-03-01T10:00:00.000Z' }]),
    });
    renderAt('/benefits/clinicaldocuments?contextId=DOC-2026-000417');
    const card = await screen.findByTestId('linked-document');
    expect(within(card).getByRole('heading')).toHaveTextContent('Wynik tomografii');
    expect(await within(card).findByText('Proszę o kontrolę za 3 miesiące.')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveFocus());
    expect(api.callsTo('GET /api/mpi/clinical-documents/mpi-user/link/1/DOC-2026-000417')).toHaveLength(1);
    // Shown once, not again in the list below.
    expect(screen.getAllByRole('heading', { name: 'Wynik tomografii' })).toHaveLength(1);
  });

  it('results: out-of-range values marked for the eye and for screen readers; the viewer call answered 404 gives the imaging message', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/accounts/mpi-user/results-settings': resultsSettings,
      'GET /api/mpi/test-results/mpi-user/:patientId': ok(
        page([aResult(), aResult({ id: 51, name: 'TK głowy', kind: 'IMAGING', elements: [], imaging: { studyAvailable: true, importEnabled: true } })], 0, 10),
      ),
      'GET /api/mpi/test-results/mpi-user/1/order/51/agfa': apiError(404, 'NOT_FOUND', 'x'),
    });
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    renderAt('/benefits/medicaltestresult');
    await userEvent.click(await screen.findByRole('button', { name: /Lipidogram/ }));
    const table = await screen.findByRole('table', { name: 'Wyniki badania: Lipidogram' });
    const ldl = within(table).getByRole('row', { name: /Cholesterol LDL/ });
    expect(ldl).toHaveTextContent('162 (powyżej normy)');
    expect(ldl).toHaveTextContent('< 115');
    expect(within(table).getByRole('row', { name: /Cholesterol HDL/ })).toHaveTextContent('w normie');
    await userEvent.click(screen.getByRole('button', { name: /TK głowy/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pokaż badanie' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Wystąpił błąd komunikacji z systemem obrazowym. Spróbuj ponownie później.'));
  });

  it('results as text when viewResultsAsText; a viewer address leads to /benefits/agfaresult', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/accounts/mpi-user/results-settings': ok({ viewResultsAsText: true, edmEnabled: false, imagingImportEnabled: false, imagingMaxFileSize: 1000, imagingMaxFiles: 5 }),
      'GET /api/mpi/test-results/mpi-user/:patientId': ok(page([aResult({ imaging: { studyAvailable: true, importEnabled: false } })], 0, 10)),
      'GET /api/mpi/test-results/mpi-user/1/order/41/agfa': ok({ resultUrl: '/imaging/viewer?token=t1' }),
    });
    renderAt('/benefits/medicaltestresult?patientId=1');
    await userEvent.click(await screen.findByRole('button', { name: /Lipidogram/ }));
    expect(await screen.findByText(/Cholesterol LDL:/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pokaż badanie' }));
    const frame = await screen.findByTitle('Przeglądarka badania obrazowego');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/imaging/viewer?token=t1`);
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij przeglądarkę' }));
    expect(await screen.findByRole('tab', { name: 'Wyniki badań', selected: true })).toBeInTheDocument();
  });

  it("the viewer refuses another site's address", async () => {
    stubApi({ 'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true) });
    renderAt('/benefits/agfaresult?agfaUrl=https%3A%2F%2Fevil.example.com%2F');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adres przeglądarki badania jest nieprawidłowy.');
    expect(screen.queryByTitle('Przeglądarka badania obrazowego')).not.toBeInTheDocument();
  });
});
