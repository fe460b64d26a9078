import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { annasCard, doctor, labOrder, openVisit, pageOf } from '../../../test/records-fixtures';
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
            { code: 'CHOL', name: 'Cholesterol całkowity', unit: 'mg/dl', referenceLow: null, referenceHigh: 190, referenceText: null },
            { code: 'TG', name: 'Triglicerydy', unit: 'mg/dl', referenceLow: null, referenceHigh: 150, referenceText: null },
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
