import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  measurementConfigurationSchema,
  measurementCreateSchema,
  measurementIdParamsSchema,
  measurementImportPreviewSchema,
  measurementImportResultSchema,
  measurementImportSchema,
  measurementInputSchema,
  measurementPageSchema,
  measurementParamsSchema,
  measurementReportQuerySchema,
  measurementSchema,
  measurementSeriesQuerySchema,
  measurementSeriesSchema,
  measurementsQuerySchema,
  patientParamsSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../i18n/request-language';
import { sendPrintout } from '../../lib/printout';
import { patientInBody, patientInPath, recordOf, recordRoutes, type RecordAccess } from '../../lib/record-routes';
import { patientOf, type ReachablePatient } from '../../plugins/patient-access';
import { requireAuth } from '../../plugins/session';
import { measurementReport } from './measurements-report';
import * as measurements from './measurements-service';

const tags = ['measurements'];
const base = '/mpi/measurements/mpi-user';
/** The report's patient is the query's `patientId` (the spec's window address). */
const patientInQuery: RecordAccess<ReachablePatient> = { config: { patient: 'query' }, reach: patientOf };

/**
 * The patient's diary of measurements (spec part 2 §7 "Measurements", endpoints.tsv module
 * `measurements`): the list, one measurement, the clinic's shown kinds, adding, changing and deleting
 * one, the report in a window, and the CSV import of a home monitor's or a health app's export.
 */
export const measurementsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const kit = recordRoutes(app, { tags, access: patientInPath });
    const own = recordOf(measurements.measurementResource);

    // Not a patient's record: the clinic's configuration. Static segments win over ":patientId" in the router.
    app.get(
      `${base}/measurements`,
      {
        schema: {
          tags,
          summary: 'Rodzaje pomiarów pokazywane pacjentom (konfiguracja przychodni) i granice wartości formularza',
          response: { 200: measurementConfigurationSchema, 401: apiErrorSchema },
        },
      },
      () => measurements.configuration(deps),
    );

    // The kit's printout takes no query: the spec's window address names the patient in the query.
    app.get(
      `${base}/report`,
      {
        config: { ...patientInQuery.config },
        schema: {
          tags,
          summary: 'Raport pomiarów (PDF z tabelą i wykresami) za okres dateFrom–dateTo, domyślnie ostatni rok',
          querystring: measurementReportQuerySchema,
          response: { 200: z.any().describe('PDF'), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { pdf, filename } = await measurementReport(deps, patientInQuery.reach(request), request.query, requestLanguage(request));
        return sendPrintout(reply, pdf, filename);
      },
    );

    kit.list(
      `${base}/:patientId`,
      { summary: 'Strona pomiarów pacjenta w okresie after–before (domyślnie ostatni rok, nie dawniej niż 20 lat), od najnowszego', params: patientParamsSchema, query: measurementsQuerySchema, response: measurementPageSchema },
      ({ reach, query }) => measurements.listMeasurements(deps, reach, query),
    );
    kit.list(
      `${base}/:patientId/series`,
      { summary: 'Wszystkie pomiary okresu do wykresów, od najstarszego', params: patientParamsSchema, query: measurementSeriesQuerySchema, response: measurementSeriesSchema },
      ({ reach, query }) => measurements.measurementSeries(deps, reach, query),
    );
    kit.read(`${base}/:patientId/measurement/:id`, { summary: 'Jeden pomiar pacjenta', params: measurementParamsSchema, response: measurementSchema }, ({ reach, params }) =>
      measurements.getMeasurement(deps, reach, params.id),
    );

    kit.create(
      base,
      {
        summary: 'Nowy pomiar; 409 z kodem reguły (MEASUREMENT_PRESSURE_PAIR, _ORDER, _DATE_FUTURE, _TOO_OLD, _EMPTY, zakresy, _KIND_HIDDEN)',
        access: patientInBody,
        body: measurementCreateSchema,
        response: measurementSchema,
        errors: [409],
      },
      ({ reach, body, request }) => measurements.createMeasurement(deps, reach, body, requireAuth(request).account.id),
    );
    kit.update(
      `${base}/:id`,
      { summary: 'Zmiana pomiaru (cały formularz); rodzaje ukryte przez przychodnię zostają bez zmian; 409 jak przy dodaniu', access: own, params: measurementIdParamsSchema, body: measurementInputSchema, response: measurementSchema, errors: [409] },
      ({ reach, body, request }) => measurements.updateMeasurement(deps, reach, body, requireAuth(request).account.id),
    );
    kit.remove(`${base}/:id`, { summary: 'Usunięcie pomiaru', access: own, params: measurementIdParamsSchema }, ({ reach, request }) =>
      measurements.deleteMeasurement(deps, reach, requireAuth(request).account.id),
    );

    // A preview saves nothing: 200, not the kit's 201 of a creation; the same access as the kit's `patientInBody`.
    app.post(
      `${base}/import/preview`,
      {
        config: { ...patientInBody.config },
        schema: {
          tags,
          summary: 'Podgląd importu pliku CSV (ciśnieniomierz, aplikacja zdrowotna): wiersze nowe i powtórzone, błędne wiersze z numerem linii; nic nie jest zapisywane. 400 MEASUREMENT_IMPORT_FORMAT / _TOO_LARGE',
          body: measurementImportSchema,
          response: { 200: measurementImportPreviewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => measurements.previewImport(deps, patientInBody.reach(request), request.body),
    );
    kit.create(
      `${base}/import/commit`,
      {
        summary: 'Import pliku CSV: nowe poprawne wiersze zapisane w jednej transakcji, powtórzone pominięte; odpowiedź z liczbami',
        access: patientInBody,
        body: measurementImportSchema,
        response: measurementImportResultSchema,
        errors: [409],
      },
      ({ reach, body, request }) => measurements.commitImport(deps, reach, body, requireAuth(request).account.id),
    );
  };
