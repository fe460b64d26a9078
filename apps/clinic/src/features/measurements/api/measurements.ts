import { queryOptions } from '@tanstack/react-query';
import type { Measurement, MeasurementPage, MeasurementSeries } from '@portal/contracts';
import type { DayRange } from '@portal/domain';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';

/** GET /api/clinic/patients/{patientId}/measurements — a page of 10, newest first (the read is audited). */
export function patientMeasurementsQuery(patientId: number, range: Partial<DayRange>): PagedQueryOptions<Measurement> {
  return {
    queryKey: ['clinic', 'measurements', patientId, 'list', range],
    fetchPage: (pageIndex) => api<MeasurementPage>(`/clinic/patients/${patientId}/measurements`, { query: { after: range.after, before: range.before, pageIndex } }),
  };
}

/** GET /api/clinic/patients/{patientId}/measurements/series — the range's measurements oldest first, for the chart. */
export const patientSeriesQuery = (patientId: number, range: Partial<DayRange>) =>
  queryOptions({
    queryKey: ['clinic', 'measurements', patientId, 'series', range],
    queryFn: () => api<MeasurementSeries>(`/clinic/patients/${patientId}/measurements/series`, { query: { after: range.after, before: range.before } }),
  });

/** The report of a range (a window): GET /api/clinic/patients/{patientId}/measurements/report?dateFrom&dateTo. */
export const patientReportPath = (patientId: number, range: Partial<DayRange>) =>
  `/clinic/patients/${patientId}/measurements/report?${new URLSearchParams({ ...(range.after ? { dateFrom: range.after } : {}), ...(range.before ? { dateTo: range.before } : {}) }).toString()}`;
