import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, imagingFileParamsSchema, imagingFileSchema, imagingFilesSchema, imagingOrderParamsSchema, z } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { patientOf } from '../../../plugins/patient-access';
import { requireAuth } from '../../../plugins/session';
import { perMinute } from '../../../plugins/rate-limit';
import * as imaging from './imaging-service';

const tags = ['imaging'];
const base = '/mpi/test-results/mpi-user/:patientId/order/:orderId/agfa/files';
const patient = { patient: 'params' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

/**
 * The patient's DICOM import to an imaging order (spec part 2 §3 "Imaging temp file", §4, §5): only a
 * published IMAGING order, while the results settings allow imports (404 otherwise, as an unknown id).
 */
export const imagingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      base,
      {
        config: patient,
        schema: { tags, summary: 'Pliki DICOM pacjenta dołączone do zlecenia i ich stany (N, P, R, W, S)', params: imagingOrderParamsSchema, response: { 200: imagingFilesSchema, ...errors } },
      },
      async (request) => imaging.listImagingFiles(deps, patientOf(request), request.params.orderId),
    );

    app.post(
      base,
      {
        config: { ...patient, rateLimit: perMinute(600) },
        schema: {
          tags,
          summary: 'Przesłanie jednego pliku DICOM (multipart/form-data, pole file), strumieniowo',
          description:
            'Nazwa z rozszerzeniem zawierającym DCM lub DICOM, treść z markerem DICM i nagłówkiem DICOM; limity z ustawień wyników. ' +
            'Błędy: 400 IMAGING_FILE_NOT_DICOM, 400 IMAGING_FILES_LIMIT, 409 IMAGING_FILE_DUPLICATE, 413 PAYLOAD_TOO_LARGE, 400 BAD_REQUEST.',
          consumes: ['multipart/form-data'],
          params: imagingOrderParamsSchema,
          response: { 201: imagingFileSchema, ...errors, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await imaging.uploadImagingFile(deps, patientOf(request), request.params.orderId, request, requireAuth(request).account.id)),
    );

    app.delete(
      `${base}/:fileId`,
      {
        config: patient,
        schema: { tags, summary: 'Usunięcie pliku, który nie został wysłany (N, P, R); 409 IMAGING_FILE_STATE', params: imagingFileParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await imaging.deleteImagingFile(deps, patientOf(request), request.params.orderId, request.params.fileId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${base}/send`,
      {
        config: patient,
        schema: {
          tags,
          summary: 'Wysłanie gotowych plików (R) do systemu obrazowego (pusta treść)',
          description: 'Wszystkie R przechodzą w W w jednej transakcji; wysyła zadanie w tle (W → S). 409 IMAGING_NOTHING_TO_SEND, 502 IMAGING_SEND_FAILED (archiwum nieosiągalne).',
          params: imagingOrderParamsSchema,
          response: { 200: imagingFilesSchema, ...errors, 502: apiErrorSchema },
        },
      },
      async (request) => imaging.sendImagingFiles(deps, patientOf(request), request.params.orderId),
    );
  };
