import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Measurement } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { annaMeasurements, measurement, measurementStubs } from '../test-measurements';
import { EditMeasurementPage, NewMeasurementPage } from './measurement-form-page';

const renderAt = (url: string) =>
  renderRoute(
    [
      { path: '/newmeasurement', element: <NewMeasurementPage /> },
      { path: '/measurement', element: <EditMeasurementPage /> },
    ],
    { initialEntries: [url] },
  );

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

beforeAll(() => loadNamespace('measurements'));
afterEach(() => vi.restoreAllMocks());

describe('the measurement form pages', { timeout: 20_000 }, () => {
  it('checks the rules at the fields, computes BMI and body surface as she types, and saves a new measurement back to the list', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const saved = measurement(20, '2026-12-01', { pressureHigh: 135, pressureLow: 85, weight: 70, height: 170 });
    const api = stubApi({ ...measurementStubs(), 'POST /api/mpi/measurements/mpi-user': ok(saved, 201) });
    const { router } = renderAt('/newmeasurement?patientId=1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy pomiar' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Podaj przynajmniej jedną wartość pomiaru.');

    await user.type(field('Ciśnienie skurczowe (mmHg)'), '80');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj oba ciśnienia: skurczowe i rozkurczowe.')).toBeInTheDocument();
    await user.type(field('Ciśnienie rozkurczowe (mmHg)'), '85');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ciśnienie skurczowe musi być wyższe od rozkurczowego.')).toBeInTheDocument();
    await user.clear(field('Ciśnienie skurczowe (mmHg)'));
    await user.type(field('Ciśnienie skurczowe (mmHg)'), '135');

    const computed = screen.getByRole('group', { name: 'Wyliczone' });
    expect(within(computed).getByTestId('computed-bmi')).toHaveTextContent('BMI (kg/m²): —');
    await user.type(field('Waga (kg)'), '70');
    await user.type(field('Wzrost (cm)'), '170');
    expect(within(computed).getByTestId('computed-bmi')).toHaveTextContent('BMI (kg/m²): 24,22');
    expect(within(computed).getByTestId('computed-surface')).toHaveTextContent('Powierzchnia ciała (m²): 1,82');

    await user.clear(field('Godzina'));
    await user.type(field('Godzina'), '8:05');
    await user.clear(field('Data pomiaru'));
    await user.type(field('Data pomiaru'), '01-12-2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/measurements'));
    expect(router.state.location.search).toBe('?patientId=1');
    // 08:05 on the clinic's wall clock (winter time: UTC+1).
    expect(api.callsTo('POST /api/mpi/measurements/mpi-user')[0]!.body).toEqual({
      patientId: 1,
      dateMeasurement: '2026-12-01T07:05:00.000Z',
      pressureHigh: 135,
      pressureLow: 85,
      weight: 70,
      height: 170,
    });
    expect(success).toHaveBeenCalledWith('Pomiar został zapisany');
  });

  it('refuses a date older than 20 years', async () => {
    stubApi(measurementStubs());
    renderAt('/newmeasurement?patientId=1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Waga/ }), '70');
    await user.clear(field('Data pomiaru'));
    await user.type(field('Data pomiaru'), '01-01-2000');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Data pomiaru nie może być wcześniejsza niż 20 lat temu.')).toBeInTheDocument();
  });

  it.each([
    [401, 'UNAUTHORIZED', 'x', 'Brak uprawnień'],
    [409, 'MEASUREMENT_PRESSURE_ORDER', 'Ciśnienie skurczowe musi być wyższe od rozkurczowego.', 'Wystąpił błąd walidacji: Ciśnienie skurczowe musi być wyższe od rozkurczowego.'],
    [503, 'INTERNAL_ERROR', 'Baza danych jest niedostępna', 'Serwer nie odpowiada - Baza danych jest niedostępna'],
  ])('a save refused with %i says §8’s message', async (status, code, message, shown) => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    stubApi({ ...measurementStubs(), 'POST /api/mpi/measurements/mpi-user': apiError(status, code as never, message) });
    const { router } = renderAt('/newmeasurement?patientId=1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Waga/ }), '70');
    await user.clear(field('Godzina'));
    await user.type(field('Godzina'), '00:00');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(shown));
    expect(router.state.location.pathname).toBe('/newmeasurement');
  });

  it('edits a measurement through PUT, keeping its date and time', async () => {
    const stored = annaMeasurements[0]!;
    const api = stubApi({
      ...measurementStubs(),
      'GET /api/mpi/measurements/mpi-user/:patientId/measurement/:id': ok(stored),
      'PUT /api/mpi/measurements/mpi-user/:id': ({ body }) => ok({ ...stored, ...(body as Partial<Measurement>) }),
    });
    const { router } = renderAt('/measurement?patientId=1&id=13');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja pomiaru' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Zapisz' });
    expect(field('Data pomiaru')).toHaveValue('20-11-2026');
    expect(field('Godzina')).toHaveValue('07:30');
    expect(screen.getByTestId('computed-bmi')).toHaveTextContent('25,33');
    await user.clear(field('Waga (kg)'));
    await user.type(field('Waga (kg)'), '70,5');
    expect(screen.getByTestId('computed-bmi')).toHaveTextContent('24,98');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/measurements'));
    expect(api.callsTo('PUT /api/mpi/measurements/mpi-user/13')[0]!.body).toEqual({
      dateMeasurement: '2026-11-20T06:30:00.000Z',
      pressureHigh: 152,
      pressureLow: 94,
      weight: 70.5,
      height: 168,
    });
  });

  it('deletes a measurement once confirmed', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      ...measurementStubs(),
      'GET /api/mpi/measurements/mpi-user/:patientId/measurement/:id': ok(annaMeasurements[0]!),
      'DELETE /api/mpi/measurements/mpi-user/:id': ok({ ok: true }),
    });
    const { router } = renderAt('/measurement?patientId=1&id=13');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usuń pomiar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Czy na pewno usunąć pomiar z 20-11-2026 07:30?');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń pomiar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/measurements'));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/mpi/measurements/mpi-user/13']);
    expect(success).toHaveBeenCalledWith('Pomiar został usunięty');
  });

  it('says a measurement is not there for an unknown id, without asking for a malformed one', async () => {
    const api = stubApi({ ...measurementStubs(), 'GET /api/mpi/measurements/mpi-user/:patientId/measurement/:id': apiError(404, 'NOT_FOUND', 'x') });
    renderAt('/measurement?patientId=1&id=999');
    expect(await screen.findByText('Nie ma takiego pomiaru.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/measurements/mpi-user/1/measurement/999')).toHaveLength(1);
  });
});
