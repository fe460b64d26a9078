import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { annasCard, doctor, labOrder, openVisit, pageOf } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { RecordPage } from './record-page';

const render = (member: typeof doctor, entry = '/patients/1/record') =>
  renderRoute(signedIn(member, { '/patients/:patientId/record': <RecordPage /> }), { initialEntries: [entry] });

describe('RecordPage', () => {
  it("the doctor sees every tab (she keeps the waiting list too); visits are listed with their state and a link", async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(annasCard), 'GET /api/clinic/patients/:patientId/encounters': ok(pageOf([openVisit])) });
    render(doctor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumentacja medyczna: Anna Kowalska' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Wizyty', 'Dokumenty', 'Wyniki badań', 'Lista oczekujących']);
    const visit = await screen.findByRole('article', { name: /Choroby wewnętrzne$/ });
    expect(within(visit).getByText('Otwarta')).toBeInTheDocument();
    expect(within(visit).getByRole('link')).toHaveAttribute('href', '/encounters/31');
  });

  it('the registration sees visits and the waiting list; an administrator only the waiting list', async () => {
    stubApi({
      'GET /api/clinic/patients/:patientId': ok(annasCard),
      'GET /api/clinic/patients/:patientId/encounters': ok(pageOf([])),
      'GET /api/clinic/patients/:patientId/waiting-list': ok([]),
    });
    const { unmount } = render(registrar);
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Wizyty', 'Lista oczekujących']));
    expect(await screen.findByText('Pacjent nie ma jeszcze wizyt.')).toBeInTheDocument();
    unmount();
    render(admin, '/patients/1/record?tab=results');
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Lista oczekujących']));
    expect(await screen.findByText('Pacjent nie czeka na żadne świadczenie.')).toBeInTheDocument();
  });

  it('the waiting list names who placed the patient and who last changed the place; documents name who published them', async () => {
    const entry = {
      id: 41,
      patientId: 1,
      service: { code: 'POZ-EKG', name: 'EKG spoczynkowe' },
      unit: { id: 1, name: 'Przychodnia POZ', code: 'POZ-KRK-1' },
      category: 'STABLE' as const,
      registeredAt: '2026-11-02',
      plannedDate: null,
      position: 3,
      status: 'WAITING' as const,
      placedBy: { name: 'Joanna Kamińska', at: '2026-11-02T09:00:00.000Z' },
      changedBy: { name: 'Tomasz Lewandowski', at: '2026-11-10T11:00:00.000Z' },
    };
    const published = {
      id: 81, patientId: 1, contextId: 'DOC-2026-000081', type: 'SKIER', typeName: 'Skierowanie', title: 'Skierowanie na EKG', documentDate: '2026-11-20T09:00:00.000Z',
      authorName: 'Tomasz Lewandowski', signedAt: '2026-11-20T09:00:00.000Z', encounterId: null, hasContent: true, hasArchive: false, archiveKind: null, noteCount: 0,
      selected: false, consentDocShared: false, publishedAt: '2026-11-20T10:00:00.000Z', status: 'PUBLISHED' as const,
      publishedBy: { name: 'Ewa Zielińska', at: '2026-11-20T10:00:00.000Z' },
    };
    stubApi({
      'GET /api/clinic/patients/:patientId': ok(annasCard),
      'GET /api/clinic/patients/:patientId/waiting-list': ok([entry, { ...entry, id: 42, service: { code: 'POZ-USG', name: 'USG jamy brzusznej' }, changedBy: null }]),
      'GET /api/clinic/patients/:patientId/clinical-documents': ok(pageOf([published])),
      'GET /api/clinic/clinical-document-types': ok([{ code: 'SKIER', name: 'Skierowanie' }]),
    });
    const { unmount } = render(doctor, '/patients/1/record?tab=waiting');
    const ekg = (await screen.findByRole('cell', { name: 'EKG spoczynkowe' })).closest('tr')!;
    expect(ekg).toHaveTextContent(/Wpisał\(a\): Joanna Kamińska, 02-11-2026 \d\d:\d\d/);
    expect(ekg).toHaveTextContent(/Zmienił\(a\): Tomasz Lewandowski, 10-11-2026 \d\d:\d\d/);
    expect(screen.getByRole('cell', { name: 'USG jamy brzusznej' }).closest('tr')).not.toHaveTextContent(/Zmienił/);
    unmount();
    render(doctor, '/patients/1/record?tab=documents');
    const document = await screen.findByRole('article', { name: 'Skierowanie na EKG' });
    expect(within(document).getByText(/^Opublikował\(a\): Ewa Zielińska, 20-11-2026 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it("the results tab lists the patient's orders and a new order is made from a panel with its analytes prefilled", async () => {
    const api = stubApi({
      'GET /api/clinic/patients/:patientId': ok(annasCard),
      'GET /api/clinic/patients/:patientId/test-results': ok(pageOf([labOrder])),
      'GET /api/clinic/result-panels': ok([
        {
          code: 'LIPID',
          name: 'Lipidogram',
          kind: 'LAB',
          elements: [
            { code: 'CHOL', name: 'Cholesterol całkowity', unit: 'mg/dl', referenceLow: null, referenceHigh: 190, referenceText: null, valueFormat: { kind: 'NUMERIC', decimals: 1 } },
            { code: 'TG', name: 'Triglicerydy', unit: 'mg/dl', referenceLow: null, referenceHigh: 150, referenceText: null, valueFormat: { kind: 'NUMERIC', decimals: 1 } },
          ],
        },
      ]),
      'POST /api/clinic/patients/:patientId/test-results': ok({ ...labOrder, id: 52 }),
    });
    render(doctor, '/patients/1/record?tab=results');
    expect(await screen.findByRole('link', { name: 'Lipidogram' })).toHaveAttribute('href', '/results/51');
    await userEvent.click(screen.getByRole('button', { name: 'Nowe zlecenie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe zlecenie badań' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Panel lub badanie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lipidogram (laboratoryjne)' }));
    expect(within(dialog).getByRole('textbox', { name: 'Badanie: TG' })).toHaveValue('Triglicerydy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń badanie Triglicerydy' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zleć' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/patients/1/test-results')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/patients/1/test-results')[0].body).toMatchObject({
      name: 'Lipidogram',
      kind: 'LAB',
      encounterId: null,
      elements: [{ code: 'CHOL', referenceHigh: 190 }],
    });
    expect(await screen.findByTestId('where')).toHaveTextContent('/results/52');
  });
});
