import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, patientFileParamsSchema, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { patientOf } from '../../plugins/patient-access';
import { openPatientFile } from './files-service';
import { sendDownload } from '../../lib/downloads';

/** Downloads of stored files, through the access rules of their owner. Uploads are routes of the modules that take files. */
export const filesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/patients/:patientId/files/:fileId',
      {
        config: { patient: 'params' },
        schema: {
          tags: ['files'],
          summary: 'Plik pacjenta (np. skan dokumentu z rejestracji); 404 dla pliku, do którego konto nie ma dostępu',
          description:
            'Odpowiedź to sam plik: content-type według zawartości (rozpoznany przy przesłaniu), content-disposition: attachment z nazwą pliku, bez zapisu w pamięci podręcznej.',
          params: patientFileParamsSchema,
          response: { 200: z.any().describe('Zawartość pliku'), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        return sendDownload(reply, await openPatientFile(deps, patientOf(request), request.params.fileId));
      },
    );
  };
