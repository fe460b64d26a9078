import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { doctor } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { dayItem, queueItem } from './teleconsultations-fixtures';
import { TeleconsultationsPage } from './teleconsultations-page';

beforeAll(() => loadNamespace('teleconsultations', 'teleconsultations'));
afterEach(() => vi.restoreAllMocks());

const renderAs = (member: typeof doctor, url = '/teleconsultations') => renderRoute(signedIn(member, { '/teleconsultations': <TeleconsultationsPage /> }), { initialEntries: [url] });
const page = (items: ReturnType<typeof dayItem>[]) => ok({ items, pageIndex: 0, pageSize: 50, hasNextPage: false });

describe('TeleconsultationsPage', { timeout: 20_000 }, () => {
  it("lists the doctor's teleconsultations of the day, her queue and her availability", async () => {
    const api = stubApi({
      'GET /api/clinic/teleconsultations': page([dayItem(7, { patientReadyAt: new Date(Date.now() - 10_000).toISOString() }), dayItem(8, { patientReadyAt: new Date(Date.now() - 600_000).toISOString(), scheduledFrom: '2026-12-07T10:00:00.000Z', scheduledTo: '2026-12-07T10:20:00.000Z' })]),
      'GET /api/clinic/teleconsultations/queue': ok({ items: [queueItem(9)] }),
      'GET /api/clinic/teleconsultations/availability': ok({ available: false, updatedAt: null }),
      'PUT /api/clinic/teleconsultations/availability': ok({ available: true, updatedAt: '2026-12-07T09:00:00.000Z' }),
    });
    renderAs(doctor);
    const table = await screen.findByRole('table', { name: 'Teleporady dnia' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('10:00–10:20Anna KowalskaPacjent w poczekalniPorada lekarza POZBól gardławideoZaplanowana');
    // Her last sign of presence ten minutes ago: she has left the waiting room.
    expect(rows[2]).toHaveTextContent('11:00–11:20Anna KowalskaPorada lekarza POZ');
    expect(rows[2]).not.toHaveTextContent('Pacjent w poczekalni');
    expect(within(rows[1]!).getByRole('link', { name: 'Otwórz teleporadę: Anna Kowalska, 10:00' })).toHaveAttribute('href', '/teleconsultations/7');
    const queue = screen.getByRole('region', { name: 'Kolejka teleporad bez terminu' });
    expect(await within(queue).findByText('Jan Nowak')).toBeInTheDocument();
    expect(within(queue).getByText(/czeka od 09:40/)).toBeInTheDocument();
    const success = vi.spyOn(notify, 'success');
    const availability = await screen.findByRole('switch', { name: 'Dostępna do teleporad teraz' });
    expect(availability).not.toBeChecked();
    await userEvent.click(availability);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano Twoją dostępność.'));
    expect(api.callsTo('PUT /api/clinic/teleconsultations/availability')[0]!.body).toEqual({ available: true });
    expect(screen.getByRole('switch', { name: 'Dostępna do teleporad teraz' })).toBeChecked();
  });

  it('reads the chosen day from the address and shows an empty day', async () => {
    const api = stubApi({
      'GET /api/clinic/teleconsultations': page([]),
      'GET /api/clinic/teleconsultations/queue': ok({ items: [] }),
      'GET /api/clinic/teleconsultations/availability': ok({ available: true, updatedAt: null }),
    });
    renderAs(doctor, '/teleconsultations?date=2026-12-24');
    expect(await screen.findByText('Brak teleporad w wybranym dniu.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/teleconsultations')[0]!.query).toBe('?date=2026-12-24&pageIndex=0');
    expect(screen.getByText('Nikt nie czeka.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dziś' })).toBeEnabled();
  });

  it('takes one from the queue and opens it; a taken one is said and the queue read again', async () => {
    const api = stubApi({
      'GET /api/clinic/teleconsultations': page([]),
      'GET /api/clinic/teleconsultations/queue': ok({ items: [queueItem(9), queueItem(10, { patient: { id: 6, name: 'Ewa', lastName: 'Wiśniewska', pesel: null } })] }),
      'GET /api/clinic/teleconsultations/availability': ok({ available: true, updatedAt: null }),
      'POST /api/clinic/teleconsultations/:id/take': (call) =>
        call.params.id === '10' ? apiError(409, 'TELECONSULTATION_TAKEN', 'Tę teleporadę przyjął już inny konsultant.') : ok({} as never),
    });
    const warning = vi.spyOn(notify, 'warning');
    renderAs(doctor);
    await userEvent.click(await screen.findByRole('button', { name: 'Przyjmij teleporadę: Ewa Wiśniewska' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Tę teleporadę przyjął już inny konsultant.'));
    expect(api.callsTo('GET /api/clinic/teleconsultations/queue').length).toBeGreaterThanOrEqual(2);
    await userEvent.click(screen.getByRole('button', { name: 'Przyjmij teleporadę: Jan Nowak' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/teleconsultations/9');
  });

  it('shows an administrator the list only: she neither consults nor takes', async () => {
    stubApi({ 'GET /api/clinic/teleconsultations': page([dayItem(7)]) });
    renderAs(admin);
    expect(await screen.findByRole('table', { name: 'Teleporady dnia' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kolejka teleporad bez terminu' })).not.toBeInTheDocument();
  });
});
