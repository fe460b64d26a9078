import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  documentRequestAttachmentsSchema,
  documentRequestInputSchema,
  documentRequestPageSchema,
  documentRequestSchema,
  documentRequestSettingsSchema,
  documentRequestsQuerySchema,
  documentRequestStateSchema,
  idSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { patientOf, patientScopeOf, reachableBy, resourceOf } from '../../plugins/patient-access';
import { NotFound } from '../../errors';
import { sendDownload } from '../../lib/downloads';
import * as requests from './document-requests-service';
import { requestLanguage } from '../../i18n/request-language';

const tags = ['document-requests'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const scope = { patient: 'scope' } as const;
/** A request of the caller's patients, read before the handler (`resourceOf(request, documentRequestResource)`). */
const ownRequest = { patient: 'scope', resource: requests.documentRequestResource } as const;
const own = (request: FastifyRequest) => resourceOf(request, requests.documentRequestResource);
const idParams = z.object({ id: idSchema });

/** Requests for copies of medical documentation (spec part 1 §5, §7), of every patient the account acts for. */
export const documentRequestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/cdoc-requests/settings',
      { schema: { tags, summary: 'Ustawienia wniosków o dokumentację', response: { 200: documentRequestSettingsSchema, 401: apiErrorSchema } } },
      async () => requests.requestSettings(deps),
    );
    app.get(
      '/mpi/cdoc-requests/mpi-user',
      {
        config: scope,
        schema: {
          tags,
          summary: 'Wnioski o dokumentację pacjentów, w których imieniu działa konto, od najnowszego',
          description: 'onlyUncompleted, registeredAfter/registeredBefore (ms od 1970), patientId (jeden z pacjentów konta).',
          querystring: documentRequestsQuerySchema,
          response: { 200: documentRequestPageSchema, ...errors },
        },
      },
      async (request) => requests.listRequests(deps, patientScopeOf(request), request.query, requestLanguage(request)),
    );
    app.post(
      '/mpi/cdoc-requests/mpi-user',
      {
        config: { patient: 'body' },
        schema: {
          tags,
          summary: 'Nowy wniosek o udostępnienie dokumentacji',
          description: 'Dokumenty muszą być opublikowanymi dokumentami pacjenta (400 DOCUMENT_REQUEST_DOCUMENTS_INVALID); wysyłka pocztą wymaga adresu.',
          body: documentRequestInputSchema,
          response: { 201: documentRequestSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await requests.createRequest(deps, patientOf(request), request.auth!.account.id, request.body, requestLanguage(request))),
    );
    app.get(
      '/mpi/cdoc-requests/mpi-user/attachments/:id',
      { config: ownRequest, schema: { tags, summary: 'Kopie dołączone do wniosku', params: idParams, response: { 200: documentRequestAttachmentsSchema, ...errors } } },
      async (request) => requests.requestAttachments(deps, own(request)),
    );
    app.get(
      '/mpi/cdoc-requests/mpi-user/:id',
      { config: ownRequest, schema: { tags, summary: 'Wniosek o dokumentację', params: idParams, response: { 200: documentRequestSchema, ...errors } } },
      async (request) => requests.getRequest(deps, own(request), requestLanguage(request)),
    );
    app.get(
      '/mpi/cdoc-requests/mpi-user/:id/attachments/:attId',
      {
        config: ownRequest,
        schema: { tags, summary: 'Pobranie kopii dołączonej do wniosku', params: z.object({ id: idSchema, attId: idSchema }), response: { 200: z.any().describe('Plik'), ...errors } },
      },
      async (request, reply) => {
        const row = own(request);
        const patient = reachableBy(request, row.patientId);
        if (!patient) throw NotFound();
        return sendDownload(reply, await requests.openRequestAttachment(deps, row, patient, request.params.attId));
      },
    );
    app.get(
      '/mpi/cdoc-requests/:id',
      { config: ownRequest, schema: { tags, summary: 'Stan wniosku', params: idParams, response: { 200: documentRequestStateSchema, ...errors } } },
      async (request) => requests.requestState(own(request)),
    );
  };
