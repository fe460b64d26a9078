import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { fakeMatchMedia } from '@portal/ui/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { seedApplicationSettings } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { BenefitsRoute } from '../pages';
import { aDocument, anEncounter, aResult } from '../test-data';
import { dayEndMs, dayStartMs } from '../api/get-document-requests';

beforeAll(() => Promise.all([loadNamespace('medical-record'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settingsWith = (requests: boolean) => ok({ ...seedApplicationSettings, medicalServicesModule: true, clinicalDocumentRequestsModule: requests });
const resultsSettings = ok({ viewResultsAsText: false, edmEnabled: true, imagingImportEnabled: true, imagingMaxFileSize: 1000, imagingMaxFiles: 5 });
const renderAt = (url: string) => renderRoute([{ path: '/benefits/:tab?', element: <BenefitsRoute /> }], { initialEntries: [url] });
/** Types a whole date at once and leaves the field, as a person typing then tabbing away. */
function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}
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

  it('visits: the questionnaire of a visit links to its page, to fill in or, once filled, to see', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/accounts/mpi-user/encounters-settings': ok({ showDiagnoses: true, showRecommendations: false, questionnairesEnabled: true }),
      'GET /api/mpi/encounters/mpi-user/:patientId': ok(
        page([anEncounter(), anEncounter({ id: 22, serviceName: 'Porada kontrolna', lastQuestionnaireFulfillment: '2026-02-12T10:00:00.000Z' }), anEncounter({ id: 23, questionnaire: false })], 0, 10),
      ),
    });
    renderAt('/benefits/encounters');
    const fill = await screen.findByRole('link', { name: 'Wypełnij ankietę' });
    expect(fill.getAttribute('href')).toMatch(/^\/benefits\/questionnaire\?unitSpeciality=INT&patientId=1&id=21&questionnaireFulfillments=false&visitDate=/);
    expect(screen.getByRole('link', { name: 'Zobacz ankietę' }).getAttribute('href')).toMatch(/[?&]id=22&questionnaireFulfillments=true&/);
    expect(screen.getAllByRole('link', { name: /ankietę$/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Wniosek o kopię dokumentacji' })).toHaveLength(3);
  });

  it('visits: a questionnaire past its last day is not offered unless answered', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(false),
      'GET /api/mpi/accounts/mpi-user/encounters-settings': ok({ showDiagnoses: true, showRecommendations: false, questionnairesEnabled: true }),
      'GET /api/mpi/encounters/mpi-user/:patientId': ok(
        page(
          [
            anEncounter({ id: 31, serviceName: 'Porada po terminie', questionnaireLastDay: '2020-01-10' }),
            anEncounter({ id: 32, serviceName: 'Porada wypełniona', questionnaireLastDay: '2020-01-10', lastQuestionnaireFulfillment: '2020-01-05T10:00:00.000Z' }),
          ],
          0,
          10,
        ),
      ),
    });
    renderAt('/benefits/encounters');
    expect(await screen.findByRole('link', { name: 'Zobacz ankietę' })).toHaveAttribute('href', expect.stringMatching(/[?&]id=32&/));
    expect(screen.queryByRole('link', { name: 'Wypełnij ankietę' })).not.toBeInTheDocument();
  });

  it("requests: each with its state and delivery, a completed one with its copies to download; 'Tylko niezrealizowane' asks for the open ones", async () => {
    const request = {
      id: 71,
      patientId: 1,
      patientName: 'Anna Kowalska',
      encounterId: 21,
      description: 'Proszę o kopię karty wizyty.',
      deliveryMethod: 'PORTAL' as const,
      address: null,
      status: 'COMPLETED' as const,
      completed: true,
      registeredAt: '2026-02-11T09:00:00.000Z',
      completedAt: '2026-02-13T09:00:00.000Z',
      clinicComment: 'Kopia czeka w portalu.',
      handledBy: { name: 'Ewa Zielińska', at: '2026-02-13T09:00:00.000Z' },
      documents: [{ id: 31, typeName: 'Karta wizyty', title: 'Karta wizyty — interna', documentDate: '2026-02-10T09:00:00.000Z' }],
      attachments: [{ id: 91, fileName: 'kopia-dokumentacji.pdf', mimeType: 'application/pdf', size: 48_000, createdAt: '2026-02-13T09:00:00.000Z' }],
    };
    const open = { ...request, id: 72, status: 'REGISTERED' as const, completed: false, completedAt: null, clinicComment: null, handledBy: null, deliveryMethod: 'IN_PERSON' as const, attachments: [] };
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/cdoc-requests/mpi-user': [ok(page([request, open], 0, 10)), ok(page([open], 0, 10))],
    });
    renderAt('/benefits/cdocrequests');
    const cards = await screen.findAllByTestId('document-request');
    expect(within(cards[0]).getByText('Zrealizowany')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Sposób odbioru: Pobranie w portalu');
    expect(cards[0]).toHaveTextContent('Uwagi placówki: Kopia czeka w portalu.');
    expect(within(cards[0]).getByText('Rozpatrzył(a): Ewa Zielińska, 13-02-2026')).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/Rozpatrzył\(a\)/)).not.toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Pobierz kopia-dokumentacji.pdf' })).toHaveAttribute('href', '/api/mpi/cdoc-requests/mpi-user/71/attachments/91');
    expect(within(cards[1]).getByText('Zarejestrowany')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET /api/mpi/cdoc-requests/mpi-user')[0].query).has('onlyUncompleted')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko niezrealizowane' }));
    await waitFor(() => expect(screen.getAllByTestId('document-request')).toHaveLength(1));
    expect(screen.queryByText('Zrealizowany')).not.toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET /api/mpi/cdoc-requests/mpi-user')[1].query).get('onlyUncompleted')).toBe('true');
  });

  it('requests: a filter changed lands in the address, and opening that address again shows and asks for it', async () => {
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/cdoc-requests/mpi-user': ok(page([], 0, 10)),
    });
    const { router, unmount } = renderAt('/benefits/cdocrequests?patientId=1');
    expect(await screen.findByText('Brak wniosków o dokumentację.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?patientId=1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko niezrealizowane' }));
    typeDate('Od', '01-01-2026');
    typeDate('Do', '28-02-2026');
    await waitFor(() => expect(router.state.location.search).toBe('?patientId=1&onlyUncompleted=1&after=2026-01-01&before=2026-02-28'));
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    const before = api.callsTo('GET /api/mpi/cdoc-requests/mpi-user').length;
    renderAt(address);
    expect(await screen.findByText('Brak wniosków o dokumentację.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tylko niezrealizowane' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Od' })).toHaveValue('01-01-2026');
    expect(screen.getByRole('textbox', { name: 'Do' })).toHaveValue('28-02-2026');
    const asked = new URLSearchParams(api.callsTo('GET /api/mpi/cdoc-requests/mpi-user')[before].query);
    expect(asked.get('onlyUncompleted')).toBe('true');
    expect(asked.get('registeredAfter')).toBe(String(dayStartMs('2026-01-01')));
    expect(asked.get('registeredBefore')).toBe(String(dayEndMs('2026-02-28')));
  });

  it('waiting list: who placed the patient on the list and who last changed the place, with the dates; nothing for older places', async () => {
    const entry = {
      id: 61,
      patientId: 1,
      service: { code: 'POZ-EKG', name: 'EKG spoczynkowe' },
      unit: { id: 1, name: 'Przychodnia Centrum', code: 'PC' },
      category: 'STABLE' as const,
      registeredAt: '2026-02-01',
      plannedDate: '2026-03-02',
      position: 4,
      status: 'WAITING' as const,
      placedBy: { name: 'Joanna Kamińska', at: '2026-02-01T08:00:00.000Z' },
      changedBy: { name: 'Tomasz Lewandowski', at: '2026-02-05T10:00:00.000Z' },
    };
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/patient-entries/mpi-user/:patientId': ok(page([entry, { ...entry, id: 62, service: { code: 'POZ-USG', name: 'USG jamy brzusznej' }, placedBy: null, changedBy: null }], 0, 10)),
    });
    renderAt('/benefits/waitinglistentries');
    const ekg = (await screen.findByRole('article', { name: 'EKG spoczynkowe' })) as HTMLElement;
    expect(within(ekg).getByText('Wpisał(a) na listę: Joanna Kamińska, 01-02-2026')).toBeInTheDocument();
    expect(within(ekg).getByText('Zmienił(a): Tomasz Lewandowski, 05-02-2026')).toBeInTheDocument();
    const usg = screen.getByRole('article', { name: 'USG jamy brzusznej' });
    expect(within(usg).queryByText(/Wpisał\(a\)|Zmienił\(a\)/)).not.toBeInTheDocument();
  });

  it('clinical documents: the first load asks pageIndex -1 and pageSize -1, the next page by index with the size the server gave', async () => {
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/clinical-documents/types': ok([{ code: 'KARTA', name: 'Karta wizyty' }]),
      'GET /api/mpi/clinical-documents/mpi-user/:patientId': [ok(page([aDocument()], 0, 20, true)), ok(page([aDocument({ id: 33, title: 'Starsza karta' })], 1, 20))],
    });
    renderAt('/benefits/clinicaldocuments');
    await screen.findByRole('heading', { name: 'Karta wizyty — interna' });
    expect(screen.getByText('Opublikował(a): Jan Nowak, 10-02-2026')).toBeInTheDocument();
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
        page([aResult(), aResult({ id: 51, name: 'TK głowy', kind: 'IMAGING', elements: [], imaging: { studyAvailable: true, importEnabled: true }, resultedBy: null })], 0, 10),
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
    // More than colour: an arrow by the value and by the flag's word, in red.9 (contrast.test.ts: 5.2:1 on the striped row).
    expect(within(ldl).getAllByTestId('out-of-range-marker').map((m) => m.textContent)).toEqual(['▲', '▲']);
    expect(within(ldl).getByText('162').closest('span')).toHaveStyle({ color: 'var(--mantine-color-red-9)', fontWeight: '700' });
    const hdl = within(table).getByRole('row', { name: /Cholesterol HDL/ });
    expect(hdl).toHaveTextContent('w normie');
    expect(within(hdl).queryByTestId('out-of-range-marker')).not.toBeInTheDocument();
    expect(screen.getByText('Wynik wprowadził(a): Ewa Zielińska, 16-01-2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /TK głowy/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pokaż badanie' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Wystąpił błąd komunikacji z systemem obrazowym. Spróbuj ponownie później.'));
  });

  it('results on a phone: each test under its name, with its value, unit, range, flag and actions whole (six columns do not fit)', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/accounts/mpi-user/results-settings': resultsSettings,
      'GET /api/mpi/test-results/mpi-user/:patientId': ok(page([aResult()], 0, 10)),
    });
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    try {
      renderAt('/benefits/medicaltestresult');
      await userEvent.click(await screen.findByRole('button', { name: /Lipidogram/ }));
      const list = await screen.findByRole('list', { name: 'Wyniki badania: Lipidogram' });
      expect(screen.queryByRole('table', { name: 'Wyniki badania: Lipidogram' })).not.toBeInTheDocument();
      const ldl = within(list).getAllByRole('listitem').find((item) => item.textContent?.startsWith('Cholesterol LDL'))!;
      expect(ldl).toHaveTextContent('162 (powyżej normy)');
      expect(ldl).toHaveTextContent('< 115');
      expect(within(ldl).getAllByTestId('out-of-range-marker')).toHaveLength(2);
      expect(within(ldl).getByRole('button', { name: 'Dokument wyniku: Cholesterol LDL' })).toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it("results: an analyte's trend, as a chart named for screen readers and as a table of its values, oldest first", async () => {
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': settingsWith(true),
      'GET /api/mpi/accounts/mpi-user/results-settings': resultsSettings,
      'GET /api/mpi/test-results/mpi-user/:patientId': ok(page([aResult()], 0, 10)),
      'GET /api/mpi/test-results/mpi-user/:patientId/trend': ok({
        code: 'LDL',
        name: 'Cholesterol LDL',
        unit: 'mg/dl',
        points: [
          { resultAt: '2025-07-10T12:00:00.000Z', value: 131, referenceLow: null, referenceHigh: 115, orderId: 31 },
          { resultAt: '2026-01-16T12:00:00.000Z', value: 162, referenceLow: null, referenceHigh: 115, orderId: 41 },
        ],
      }),
    });
    renderAt('/benefits/medicaltestresult');
    await userEvent.click(await screen.findByRole('button', { name: /Lipidogram/ }));
    const table = await screen.findByRole('table', { name: 'Wyniki badania: Lipidogram' });
    expect(within(table).queryByRole('button', { name: 'Trend: Cholesterol HDL' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Trend: Cholesterol LDL' }));
    // The dialog is a chunk of its own with the chart library: on a loaded machine it takes more than a second.
    const dialog = await screen.findByRole('dialog', { name: 'Zmiany wyniku: Cholesterol LDL' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('img', { name: 'Wykres wyniku Cholesterol LDL: 2 pomiary na tle zakresu referencyjnego' })).toBeInTheDocument();
    const values = within(dialog).getByRole('table', { name: 'Wcześniejsze wyniki: Cholesterol LDL' });
    expect(within(values).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['10-07-2025131 mg/dl', '16-01-2026162 mg/dl']);
    expect(new URLSearchParams(api.callsTo('GET /api/mpi/test-results/mpi-user/1/trend')[0].query).get('code')).toBe('LDL');
  });

  it('results as text when viewResultsAsText; a viewer address leads to /benefits/agfaresult', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLIFrameElement.prototype.requestFullscreen = requestFullscreen;
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
    // The frame fills the page's room, and the whole screen on demand (issue 28 item 18).
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(frame.style.flex).toMatch(/^1/);
    await userEvent.click(screen.getByRole('button', { name: 'Pełny ekran' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(frame);
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
