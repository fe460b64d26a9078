import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, drugEditionKindSchema, drugEditionListQuerySchema, drugEditionPageSchema, drugEditionParamsSchema, drugEditionSchema, z, type DrugEditionKind } from '@portal/contracts';
import type { StaffRole } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { staffOf } from '../../plugins/staff-access';
import type { MultipartSource } from '../files/files-service';
import { discardEdition, getEdition, listEditions, publishEdition, uploadEdition } from './drug-editions-service';

const tags = ['clinic: drug register'];
/** The "pharmacist-administrator": the console's administrator. */
const roles: StaffRole[] = ['ADMIN'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
/** The official register's full export is a few hundred megabytes. */
export const EDITION_MAX_BYTES = 512 * 1024 * 1024;
const uploadQuerySchema = z.object({ kind: drugEditionKindSchema.optional() });

/** The file of an upload, streamed: its name, its kind (the query's, else the form's field `kind`) and its bytes. */
async function uploadedFile(source: MultipartSource, queryKind: DrugEditionKind | undefined) {
  const parts = source.files({ limits: { fileSize: EDITION_MAX_BYTES, files: 1, parts: 5, fields: 3 } });
  const { value: part } = await parts.next();
  if (!part) throw new AppError('IMPORT_EMPTY', 'Nie dołączono pliku wydania.');
  const fieldKind = (part.fields.kind as { value?: unknown } | undefined)?.value;
  const kind = queryKind ?? drugEditionKindSchema.safeParse(fieldKind).data;
  if (!kind) throw new AppError('VALIDATION_ERROR', 'Wskaż rodzaj wydania: REGISTER (rejestr leków, XML) albo INTERACTIONS (interakcje, CSV).');
  return { kind, fileName: part.filename || (kind === 'REGISTER' ? 'rejestr.xml' : 'interakcje.csv'), file: part.file };
}

/** The file's chunks; a file cut at the size limit fails before anything is stored. */
async function* whole(file: AsyncIterable<Buffer> & { truncated: boolean }): AsyncGenerator<Buffer> {
  for await (const chunk of file) yield chunk;
  if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'Plik wydania jest za duży (najwyżej 512 MB).');
}

/** The console's editions of the drug register and of the interaction data: upload (a draft with its diff), list, read, publish, discard. */
export const drugInteractionsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/drug-editions',
      { config: { staff: { roles } }, schema: { tags, summary: 'Wydania rejestru leków i danych o interakcjach, od najnowszego', querystring: drugEditionListQuerySchema, response: { 200: drugEditionPageSchema, ...errors } } },
      async (request) => listEditions(deps, request.query),
    );
    app.post(
      '/clinic/drug-editions',
      {
        config: { staff: { roles } },
        schema: {
          tags,
          summary: 'Wczytanie wydania (multipart: plik XML rejestru albo CSV interakcji) jako wersji roboczej z różnicami; ten sam plik ponownie: 200 z istniejącym wydaniem',
          description: 'kind w zapytaniu (?kind=REGISTER|INTERACTIONS) albo jako pole formularza przed plikiem. 400 IMPORT_MALFORMED (z wierszem), IMPORT_EMPTY, IMPORT_UNKNOWN_SUBSTANCE.',
          consumes: ['multipart/form-data'],
          querystring: uploadQuerySchema,
          response: { 200: drugEditionSchema, 201: drugEditionSchema, 413: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { kind, fileName, file } = await uploadedFile(request, request.query.kind);
        const { edition, created } = await uploadEdition(deps, { kind, fileName, chunks: whole(file), staffId: staffOf(request).member.id });
        return reply.status(created ? 201 : 200).send(edition);
      },
    );
    app.get(
      '/clinic/drug-editions/:editionId',
      { config: { staff: { roles } }, schema: { tags, summary: 'Wydanie z podsumowaniem różnic', params: drugEditionParamsSchema, response: { 200: drugEditionSchema, ...errors } } },
      async (request) => getEdition(deps, request.params.editionId),
    );
    app.post(
      '/clinic/drug-editions/:editionId/publish',
      {
        config: { staff: { roles } },
        schema: { tags, summary: 'Opublikowanie wersji roboczej: zastępuje wydanie w użyciu; 409 EDITION_STATE, EDITION_STALE', params: drugEditionParamsSchema, response: { 200: drugEditionSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request) => publishEdition(deps, request.params.editionId, staffOf(request).member.id),
    );
    app.delete(
      '/clinic/drug-editions/:editionId',
      {
        config: { staff: { roles } },
        schema: { tags, summary: 'Odrzucenie wersji roboczej; 409 EDITION_STATE', params: drugEditionParamsSchema, response: { 204: z.null(), 409: apiErrorSchema, ...errors } },
      },
      async (request, reply) => {
        await discardEdition(deps, request.params.editionId);
        return reply.status(204).send(null);
      },
    );
  };
