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
import { reachableBy, resourceOf } from '../../plugins/patient-access';
import { NotFound } from '../../errors';
import { sendDownload } from '../../lib/downloads';
import { callersPatients, patientInBody, recordOf, recordRoutes } from '../../lib/record-routes';
import * as requests from './document-requests-service';

const tags = ['document-requests'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
/** A request of the caller's patients, read before the handler through the caller's scope. */
const ownRequest = recordOf(requests.documentRequestResource);
const idParams = z.object({ id: idSchema });

/** Requests for copies of medical documentation (spec part 1 §5, §7), of every patient the account acts for. */
export const documentRequestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const documentRequests = recordRoutes(app, { tags, access: ownRequest });

    app.get(
      '/mpi/cdoc-requests/settings',
      { schema: { tags, summary: 'Ustawienia wniosków o dokumentację', response: { 200: documentRequestSettingsSchema, 401: apiErrorSchema } } },
      async () => requests.requestSettings(deps),
    );
    documentRequests.list(
      '/mpi/cdoc-requests/mpi-user',
      {
        summary: 'Wnioski o dokumentację pacjentów, w których imieniu działa konto, od najnowszego',
        description: 'onlyUncompleted, registeredAfter/registeredBefore (ms od 1970), patientId (jeden z pacjentów konta).',
        access: callersPatients,
        query: documentRequestsQuerySchema,
        response: documentRequestPageSchema,
      },
      ({ reach, query, language }) => requests.listRequests(deps, reach, query, language),
    );
    documentRequests.create(
      '/mpi/cdoc-requests/mpi-user',
      {
        summary: 'Nowy wniosek o udostępnienie dokumentacji',
        description: 'Dokumenty muszą być opublikowanymi dokumentami pacjenta (400 DOCUMENT_REQUEST_DOCUMENTS_INVALID); wysyłka pocztą wymaga adresu.',
        access: patientInBody,
        body: documentRequestInputSchema,
        response: documentRequestSchema,
      },
      ({ reach, body, language, request }) => requests.createRequest(deps, reach, request.auth!.account.id, body, language),
    );
    documentRequests.read(
      '/mpi/cdoc-requests/mpi-user/attachments/:id',
      { summary: 'Kopie dołączone do wniosku', params: idParams, response: documentRequestAttachmentsSchema },
      ({ reach }) => requests.requestAttachments(deps, reach),
    );
    documentRequests.read('/mpi/cdoc-requests/mpi-user/:id', { summary: 'Wniosek o dokumentację', params: idParams, response: documentRequestSchema }, ({ reach, language }) =>
      requests.getRequest(deps, reach, language),
    );
    // A download, not an answer of the kit: the copy leaves as a file of the request's patient.
    app.get(
      '/mpi/cdoc-requests/mpi-user/:id/attachments/:attId',
      {
        config: ownRequest.config,
        schema: { tags, summary: 'Pobranie kopii dołączonej do wniosku', params: z.object({ id: idSchema, attId: idSchema }), response: { 200: z.any().describe('Plik'), ...errors } },
      },
      async (request, reply) => {
        const row = resourceOf(request, requests.documentRequestResource);
        const patient = reachableBy(request, row.patientId);
        if (!patient) throw NotFound();
        return sendDownload(reply, await requests.openRequestAttachment(deps, row, patient, request.params.attId));
      },
    );
    documentRequests.read('/mpi/cdoc-requests/:id', { summary: 'Stan wniosku', params: idParams, response: documentRequestStateSchema }, ({ reach }) => requests.requestState(reach));
  };
