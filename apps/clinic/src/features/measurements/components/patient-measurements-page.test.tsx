import type { Measurement } from '@portal/contracts';
import { defaultRange } from '@portal/domain';
import { clinicToday } from '@portal/ui/forms';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { doctor } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { PatientMeasurementsPage } from './patient-measurements-page';

beforeAll(() => loadNamespace('measurements', 'measurements'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (id: number, at: string, values: Partial<Measurement>): Measurement => ({
  id,
  patientId: 1,
  dateMeasurement: at,
  pressureHigh: null,
  pressureLow: null,
  weight: null,
  height: null,
  bmi: null,
  surface: null,
  pressureCategory: null,
  source: 'PATIENT',
  createdAt: at,
  ...values,
});
const items = [
  item(2, '2026-11-20T06:30:00.000Z', { pressureHigh: 152, pressureLow: 94, pressureCategory: 'GRADE_1', weight: 71.5, height: 168, bmi: 25.33, surface: 1.83, source: 'IMPORT' }),
  item(1, '2026-10-02T06:30:00.000Z', { pressureHigh: 131, pressureLow: 84, pressureCategory: 'HIGH_NORMAL' }),
];

const renderAt = (url: string) => renderRoute(signedIn(doctor, { '/patients/:patientId/measurements': <PatientMeasurementsPage /> }), { initialEntries: [url] });

describe('PatientMeasurementsPage', { timeout: 20_000 }, () => {
  it("shows the patient's last year: the charts, the table of every kind, and prints the report of the range", async () => {
    const api = stubApi({
      'GET /api/clinic/patients/:patientId/measurements': ok({ items, pageIndex: 0, pageSize: 10, hasNextPage: false }),
      'GET /api/clinic/patients/:patientId/measurements/series': ok({ after: '2025-12-07', before: '2026-12-07', items: [...items].reverse(), truncated: false }),
    });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderAt('/patients/1/measurements');
    const table = await screen.findByRole('table', { name: 'Pomiary pacjenta' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('20-11-2026 07:30(z importu)152/94 (nadciśnienie 1. stopnia)71,516825,331,83');
    expect(await screen.findByRole('img', { name: 'Wykres: Ciśnienie tętnicze, liczba pomiarów: 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wykres: Waga, liczba pomiarów: 1' })).toBeInTheDocument();
    const range = defaultRange('lastYear', clinicToday());
    expect(api.callsTo('GET /api/clinic/patients/1/measurements')[0]!.query).toBe(`?after=${range.after}&before=${range.before}&pageIndex=0`);
    expect(screen.getByRole('link', { name: 'Karta pacjenta' })).toHaveAttribute('href', '/patients/1');
    await userEvent.click(screen.getByRole('button', { name: 'Drukuj raport' }));
    expect(open).toHaveBeenCalledWith(`/api/clinic/patients/1/measurements/report?dateFrom=${range.after}&dateTo=${range.before}&lang=pl`, '_blank');
  });

  it('says when the range has no measurements', async () => {
    stubApi({
      'GET /api/clinic/patients/:patientId/measurements': ok({ items: [], pageIndex: 0, pageSize: 10, hasNextPage: false }),
      'GET /api/clinic/patients/:patientId/measurements/series': ok({ after: '2026-01-01', before: '2026-02-01', items: [], truncated: false }),
    });
    renderAt('/patients/1/measurements?after=2026-01-01&before=2026-02-01');
    expect(await screen.findByText('Brak pomiarów w wybranym okresie.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
