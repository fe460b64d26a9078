import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Measurement,
  MeasurementConfiguration,
  MeasurementCreate,
  MeasurementImport,
  MeasurementImportPreview,
  MeasurementImportResult,
  MeasurementInput,
  MeasurementPage,
  MeasurementSeries,
} from '@portal/contracts';
import type { DayRange } from '@portal/domain';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';

const BASE = '/mpi/measurements/mpi-user';

/** The module's query keys under one prefix: a change of a measurement drops the lists and charts of its patient. */
export const measurementKeys = {
  all: ['measurements'] as const,
  configuration: () => [...measurementKeys.all, 'configuration'] as const,
  patient: (patientId: number) => [...measurementKeys.all, 'patient', patientId] as const,
  list: (patientId: number, range: DayRange) => [...measurementKeys.patient(patientId), 'list', range] as const,
  series: (patientId: number, range: DayRange) => [...measurementKeys.patient(patientId), 'series', range] as const,
  one: (patientId: number, id: number) => [...measurementKeys.patient(patientId), 'one', id] as const,
};

/** GET /api/mpi/measurements/mpi-user/measurements — the kinds the clinic shows, and the form's limits. */
export const measurementConfigurationQuery = () =>
  queryOptions({ queryKey: measurementKeys.configuration(), queryFn: () => api<MeasurementConfiguration>(`${BASE}/measurements`), staleTime: 5 * 60_000 });
export const useMeasurementConfiguration = () => useQuery(measurementConfigurationQuery());

/** GET /api/mpi/measurements/mpi-user/{patientId}?after&before&pageIndex — a page of 10, newest first. */
export function measurementsQuery(patientId: number, range: DayRange): PagedQueryOptions<Measurement> {
  return {
    queryKey: measurementKeys.list(patientId, range),
    fetchPage: (pageIndex) => api<MeasurementPage>(`${BASE}/${patientId}`, { query: { after: range.after, before: range.before, pageIndex } }),
  };
}

/** GET /api/mpi/measurements/mpi-user/{patientId}/series?after&before — the range's measurements, oldest first, for the charts. */
export const measurementSeriesQuery = (patientId: number, range: DayRange) =>
  queryOptions({
    queryKey: measurementKeys.series(patientId, range),
    queryFn: () => api<MeasurementSeries>(`${BASE}/${patientId}/series`, { query: { after: range.after, before: range.before } }),
  });

/** GET /api/mpi/measurements/mpi-user/{patientId}/measurement/{id} — 404 for an unknown one and for one the account may not see. */
export const measurementQuery = (patientId: number, id: number) =>
  queryOptions({ queryKey: measurementKeys.one(patientId, id), queryFn: () => api<Measurement>(`${BASE}/${patientId}/measurement/${id}`) });

/** The report of a range, opened in a new window (spec part 2 §7: GET .../report?patientId&dateFrom&dateTo). */
export const measurementReportPath = (patientId: number, range: DayRange) =>
  `${BASE}/report?${new URLSearchParams({ patientId: String(patientId), dateFrom: range.after, dateTo: range.before }).toString()}`;

function useDropPatient() {
  const queryClient = useQueryClient();
  return (patientId: number) => queryClient.invalidateQueries({ queryKey: measurementKeys.patient(patientId) });
}

/** POST /api/mpi/measurements/mpi-user — 201 with the stored measurement. */
export function useCreateMeasurement() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: (input: MeasurementCreate) => api<Measurement>(BASE, { method: 'POST', body: input }),
    onSuccess: (saved) => drop(saved.patientId),
  });
}

/** PUT /api/mpi/measurements/mpi-user/{id} — the stored measurement. */
export function useUpdateMeasurement() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; patientId: number; input: MeasurementInput }) => api<Measurement>(`${BASE}/${id}`, { method: 'PUT', body: input }),
    onSuccess: (_saved, { patientId }) => drop(patientId),
  });
}

/** DELETE /api/mpi/measurements/mpi-user/{id}. */
export function useDeleteMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; patientId: number }) => api<{ ok: true }>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: async (_nothing, { patientId, id }) => {
      // The open form would only get a 404 before it leaves: marked stale, not read again.
      await queryClient.invalidateQueries({ queryKey: measurementKeys.one(patientId, id), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: measurementKeys.patient(patientId) });
    },
  });
}

/** POST .../import/preview — what a CSV file would save (rows, duplicates, bad rows); nothing is saved. */
export const previewMeasurementImport = (body: MeasurementImport) => api<MeasurementImportPreview>(`${BASE}/import/preview`, { method: 'POST', body });

/** POST .../import/commit — the good, new rows of the file saved at once. */
export function useCommitMeasurementImport() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: (body: MeasurementImport) => api<MeasurementImportResult>(`${BASE}/import/commit`, { method: 'POST', body }),
    onSuccess: (_result, { patientId }) => drop(Number(patientId)),
  });
}
