import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMedicalCaseWindow } from '@portal/domain';
import { clinicToday } from '@portal/ui/forms';
import { fakeMatchMedia } from '@portal/ui/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { ACCOUNT, annaCases, caseList, caseStubs, medicalCase } from '../test-medical-cases';
import { MedicalCasesPage } from './medical-cases-page';

const renderPage = (url = '/medicalcases') =>
  renderRoute([{ path: '/medicalcases', element: <MedicalCasesPage /> }, { path: '/medicalcase', element: <p>Strona przypadku</p> }], { initialEntries: [url] });

beforeAll(() => loadNamespace('medical-cases'));
afterEach(() => vi.restoreAllMocks());

describe('MedicalCasesPage', { timeout: 20_000 }, () => {
  it('lists her cases of the last year: title (a link to the case), created, last consultation, service, state', async () => {
    const api = stubApi({ ...caseStubs(), 'GET /api/amts/medical-cases/:accountId/:patientId/:contextId': ok(caseList()) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Przypadki medyczne' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Kontrola ciśnienia');
    expect(rows[1]).toHaveTextContent('17-11-2026');
    expect(rows[1]).toHaveTextContent('20-11-2026 08:30');
    expect(rows[1]).toHaveTextContent('otwarty');
    expect(rows[2]).toHaveTextContent('brak');
    expect(within(rows[2]).getByRole('link', { name: 'Nawracające bóle głowy' })).toHaveAttribute('href', '/medicalcase?caseId=5&patientId=1');
    const window = defaultMedicalCaseWindow(clinicToday());
    const [call] = api.callsTo('GET /api/amts/medical-cases/:accountId/:patientId/:contextId');
    expect(call!.path).toBe(`/api/amts/medical-cases/${ACCOUNT}/1/1`);
    expect(call!.query).toBe(`?dateFrom=${window.after}&dateTo=${window.before}`);
  });

  it('reads the window from the address and names the guardian’s own record as the context of her child', async () => {
    const api = stubApi({
      ...caseStubs(),
      'GET /api/mpi/accounts/mpi-user/patients/children': ok([{ patientId: 6, accountId: 1, name: 'Zofia', lastName: 'Kowalska', birthDate: '2017-06-10', role: 'CHILD', status: 'C', active: true }]),
      'GET /api/amts/medical-cases/:accountId/:patientId/:contextId': ok(caseList([medicalCase(9, 'Wysypka', { patientId: 6, context: { patientId: 6, wardenId: 1 } })])),
    });
    renderPage('/medicalcases?patientId=6&after=2026-01-01&before=2026-06-30');
    expect(await screen.findByRole('link', { name: 'Wysypka' })).toHaveAttribute('href', '/medicalcase?caseId=9&patientId=6');
    const [call] = api.callsTo('GET /api/amts/medical-cases/:accountId/:patientId/:contextId');
    expect(call!.path).toBe(`/api/amts/medical-cases/${ACCOUNT}/6/1`);
    expect(call!.query).toBe('?dateFrom=2026-01-01&dateTo=2026-06-30');
  });

  it('says so when the window holds none, and starts a new case that then opens', async () => {
    const api = stubApi({
      ...caseStubs(),
      'GET /api/amts/medical-cases/:accountId/:patientId/:contextId': ok(caseList([])),
      'POST /api/amts/medical-cases/:accountId/:patientId': ok(medicalCase(11, 'Zawroty głowy'), 201),
    });
    renderPage();
    expect(await screen.findByText('Brak przypadków medycznych w wybranym okresie.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Nowy przypadek medyczny' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nowy przypadek medyczny' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz przypadek' }));
    expect(await within(dialog).findByText('Podaj tytuł przypadku medycznego')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tytuł/ }), 'Zawroty głowy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz przypadek' }));
    expect(await screen.findByText('Strona przypadku')).toBeInTheDocument();
    expect(api.callsTo('POST /api/amts/medical-cases/:accountId/:patientId')[0]!.body).toEqual({ title: 'Zawroty głowy', description: null, serviceName: null });
  });

  it('refuses a description over 2000 characters with the spec’s message', async () => {
    const api = stubApi({ ...caseStubs(), 'GET /api/amts/medical-cases/:accountId/:patientId/:contextId': ok(caseList()) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nowy przypadek medyczny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy przypadek medyczny' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tytuł/ }), 'Opis');
    const description = within(dialog).getByRole('textbox', { name: 'Opis' });
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz przypadek' }));
    expect(await within(dialog).findByText('Opis moze zawierać maksimum 2000 znaków')).toBeInTheDocument();
    expect(api.callsTo('POST /api/amts/medical-cases/:accountId/:patientId')).toHaveLength(0);
  });

  it('shows cards on a phone, and a failure as an alert', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    stubApi({ ...caseStubs(), 'GET /api/amts/medical-cases/:accountId/:patientId/:contextId': ok(caseList(annaCases)) });
    const { unmount } = renderPage();
    const list = await screen.findByRole('list', { name: 'Przypadki medyczne' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    stubApi({ ...caseStubs(), 'GET /api/amts/medical-cases/:accountId/:patientId/:contextId': apiError(500, 'INTERNAL_ERROR', 'x') });
    renderPage();
    await waitFor(() => expect(screen.getAllByText('Nie udało się pobrać przypadków medycznych').length).toBeGreaterThan(0));
  });
});
