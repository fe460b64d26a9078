import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bookingMeasurementsSchema,
  clinicBookingMeasurementsParamsSchema,
  clinicMeasurementReportQuerySchema,
  clinicMeasurementsParamsSchema,
  measurementPageSchema,
  measurementSeriesQuerySchema,
  measurementSeriesSchema,
  measurementsQuerySchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../i18n/request-language';
import { sendPrintout } from '../../lib/printout';
import { staffPatientOf } from '../../plugins/staff-access';
import { staffResourceOf } from '../../plugins/staff-resources';
import { measurementReport } from './measurements-report';
import * as measurements from './measurements-service';

const tags = ['clinic: measurements'];
/**
 * Who reads a patient's diary: the clinicians who treat her (doctor, nurse, midwife) and the
 * administrator; the registration desk books visits and has no need of clinical values.
 */
const roles: StaffRole[] = ['DOCTOR', 'NURSE', 'MIDWIFE', 'ADMIN'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const booking = measurements.bookingAttachmentResource;

/**
 * The console's view of a patient's measurements (issue 31 item 5): her diary page by page and for the
 * chart, the report, and the measurements attached to a visit (spec part 2 §3 `measurementAttachment`).
 * Every read is in the patient's read audit. The shown kinds are settings group `measurements`.
 */
export const measurementsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/patients/:patientId/measurements',
      {
        config: { staff: { roles, patient: 'params', audit: 'MEASUREMENTS' } },
        schema: { tags, summary: 'Pomiary pacjenta w okresie after–before (domyślnie ostatni rok), od najnowszego', params: clinicMeasurementsParamsSchema, querystring: measurementsQuerySchema, response: { 200: measurementPageSchema, ...errors } },
      },
      (request) => measurements.listMeasurements(deps, staffPatientOf(request), request.query),
    );
    app.get(
      '/clinic/patients/:patientId/measurements/series',
      {
        config: { staff: { roles, patient: 'params', audit: 'MEASUREMENTS' } },
        schema: { tags, summary: 'Wszystkie pomiary okresu do wykresów, od najstarszego', params: clinicMeasurementsParamsSchema, querystring: measurementSeriesQuerySchema, response: { 200: measurementSeriesSchema, ...errors } },
      },
      (request) => measurements.measurementSeries(deps, staffPatientOf(request), request.query),
    );
    app.get(
      '/clinic/patients/:patientId/measurements/report',
      {
        config: { staff: { roles, patient: 'params', audit: 'MEASUREMENTS' } },
        schema: { tags, summary: 'Raport pomiarów pacjenta (PDF) za okres dateFrom–dateTo', params: clinicMeasurementsParamsSchema, querystring: clinicMeasurementReportQuerySchema, response: { 200: z.any().describe('PDF'), ...errors } },
      },
      async (request, reply) => {
        const { pdf, filename } = await measurementReport(deps, staffPatientOf(request), request.query, requestLanguage(request));
        return sendPrintout(reply, pdf, filename);
      },
    );
    app.get(
      '/clinic/bookings/:bookingId/measurements',
      {
        config: { staff: { roles, resource: booking, audit: 'BOOKING_MEASUREMENTS' } },
        schema: {
          tags,
          summary: 'Pomiary dołączone do wizyty: pacjenta od dateFromMeasurement do początku wizyty (pusta lista, gdy rezerwacja ich nie dołącza)',
          params: clinicBookingMeasurementsParamsSchema,
          response: { 200: bookingMeasurementsSchema, ...errors },
        },
      },
      (request) => measurements.bookingMeasurements(deps, staffResourceOf(request, booking)),
    );
  };
