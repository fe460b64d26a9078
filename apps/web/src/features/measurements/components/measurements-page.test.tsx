import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRange } from '@portal/domain';
import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { fakeMatchMedia } from '@portal/ui/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { annaMeasurements, measurementStubs } from '../test-measurements';
import { MeasurementsPage } from './measurements-page';

const renderPage = (url = '/measurements') => renderRoute(<MeasurementsPage />, { path: '/measurements', initialEntries: [url] });

beforeAll(() => loadNamespace('measurements'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MeasurementsPage', { timeout: 20_000 }, () => {
  it("shows the last year's charts and the list of the configured kinds, each row opening its edit", async () => {
    const api = stubApi(measurementStubs());
    renderPage();
    const table = await screen.findByRole('table', { name: 'Pomiary pacjenta' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Ciśnienie tętnicze (mmHg)');
    expect(rows[0]).toHaveTextContent('Powierzchnia ciała (m²)');
    expect(rows[1]).toHaveTextContent('152/94');
    expect(rows[1]).toHaveTextContent('nadciśnienie 1. stopnia');
    expect(rows[1]).toHaveTextContent('71,5');
    expect(rows[1]).toHaveTextContent('25,33');
    expect(within(rows[1]).getByRole('link', { name: 'Edytuj pomiar z 20-11-2026 07:30' })).toHaveAttribute('href', '/measurement?patientId=1&id=13');
    // A chart per kind with values: pressure (both values), weight, BMI; the same height twice is no chart.
    // The charts' chunk loads with the first chart.
    expect(await screen.findByRole('img', { name: 'Wykres: Ciśnienie tętnicze, liczba pomiarów: 3' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wykres: Waga, liczba pomiarów: 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wykres: BMI, liczba pomiarów: 2' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Wykres: Wzrost/ })).not.toBeInTheDocument();
    const range = defaultRange('lastYear', clinicToday());
    expect(api.callsTo('GET /api/mpi/measurements/mpi-user/1')[0]!.query).toBe(`?after=${range.after}&before=${range.before}&pageIndex=0`);
    expect(api.callsTo('GET /api/mpi/measurements/mpi-user/1/series')[0]!.query).toBe(`?after=${range.after}&before=${range.before}`);
    expect(screen.getByRole('link', { name: 'Dodaj pomiar' })).toHaveAttribute('href', '/newmeasurement?patientId=1');
  });

  it('reads the range from the address, shows only the kinds the clinic configured, and prints the report of that range', async () => {
    const api = stubApi(measurementStubs(annaMeasurements, ['PRESSURE']));
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderPage('/measurements?after=2026-06-01&before=2026-11-30');
    const table = await screen.findByRole('table', { name: 'Pomiary pacjenta' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Data pomiaru', 'Ciśnienie tętnicze (mmHg)']);
    expect(api.callsTo('GET /api/mpi/measurements/mpi-user/1')[0]!.query).toBe('?after=2026-06-01&before=2026-11-30&pageIndex=0');
    expect(await screen.findByRole('img', { name: /Wykres: Ciśnienie tętnicze/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Wykres: Waga/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Drukuj raport' }));
    expect(open).toHaveBeenCalledWith('/api/mpi/measurements/mpi-user/report?patientId=1&dateFrom=2026-06-01&dateTo=2026-11-30&lang=pl', '_blank');
  });

  it('shows the empty state with the add button and no chart when the range has no measurements', async () => {
    stubApi(measurementStubs([]));
    renderPage();
    expect(await screen.findByText('Brak pomiarów w wybranym okresie.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dodaj pomiar' }).at(-1)).toHaveAttribute('href', '/newmeasurement?patientId=1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Wykres/ })).not.toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    stubApi(measurementStubs());
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Pomiary pacjenta' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('152/94');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('imports a CSV file: the preview lists the rows to save, the skipped duplicate and the bad rows with line and reason, then saves', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const preview = {
      separator: ';',
      columns: ['date', 'time', 'pressureHigh', 'pressureLow', 'pulse'],
      rows: [
        { line: 2, dateMeasurement: '2026-11-01T07:00:00+01:00', pressureHigh: 125, pressureLow: 82, weight: null, height: null, bmi: null, surface: null, status: 'NEW' },
        { line: 3, dateMeasurement: '2026-11-02T07:00:00+01:00', pressureHigh: 128, pressureLow: 80, weight: null, height: null, bmi: null, surface: null, status: 'DUPLICATE' },
      ],
      errors: [{ line: 4, code: 'MEASUREMENT_PRESSURE_ORDER', reason: 'Ciśnienie skurczowe musi być wyższe od rozkurczowego.', value: null }],
      counts: { total: 3, new: 1, duplicates: 1, invalid: 1 },
    };
    const api = stubApi({
      ...measurementStubs(),
      'POST /api/mpi/measurements/mpi-user/import/preview': ok(preview),
      'POST /api/mpi/measurements/mpi-user/import/commit': ok({ saved: 1, duplicates: 1, invalid: 1 }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importuj z pliku CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import pomiarów z pliku CSV' });
    const csv = 'Data;Godzina;SYS;DIA;Puls\n2026-11-01;07:00;125;82;70\n2026-11-02;07:00;128;80;66\n2026-11-03;07:00;80;120;60\n';
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File([csv], 'omron.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź plik' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Wierszy w pliku: 3. Do zapisania: 1, duplikaty (pominięte): 1, błędne: 1.');
    const rows = within(within(dialog).getByRole('table', { name: 'Pomiary z pliku do zapisania' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('125/82');
    expect(rows[1]).toHaveTextContent('do zapisania');
    expect(rows[2]).toHaveTextContent('duplikat — pominięty');
    const bad = within(within(dialog).getByRole('table', { name: 'Błędne wiersze pliku' })).getAllByRole('row');
    expect(bad[1]).toHaveTextContent('4Ciśnienie skurczowe musi być wyższe od rozkurczowego.');
    const sent = api.callsTo('POST /api/mpi/measurements/mpi-user/import/preview')[0]!.body as { patientId: number; fileName: string; content: string };
    expect(sent).toMatchObject({ patientId: 1, fileName: 'omron.csv' });
    expect(new TextDecoder().decode(Uint8Array.from(atob(sent.content), (c) => c.charCodeAt(0)))).toBe(csv);

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz pomiary (1)' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano pomiary: 1'));
    expect(api.callsTo('POST /api/mpi/measurements/mpi-user/import/commit')[0]!.body).toEqual(sent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and the charts are read again.
    await waitFor(() => expect(api.callsTo('GET /api/mpi/measurements/mpi-user/1')).toHaveLength(2));
  });

  it("says in the server's words why a file is refused whole", async () => {
    const refusal = 'Nie rozpoznano kolumn pliku. Pierwszy wiersz musi zawierać nagłówki, np. Data;Godzina;SYS;DIA;Puls;Waga (lub Date,Time,Systolic,Diastolic,Pulse,Weight).';
    stubApi({ ...measurementStubs(), 'POST /api/mpi/measurements/mpi-user/import/preview': apiError(400, 'MEASUREMENT_IMPORT_FORMAT', refusal) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importuj z pliku CSV' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['a;b\n1;2\n'], 'x.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź plik' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).queryByRole('button', { name: /Zapisz pomiary/ })).not.toBeInTheDocument();
  });
});
