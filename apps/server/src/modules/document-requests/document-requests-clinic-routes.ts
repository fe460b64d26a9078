import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicDocumentRequestPageSchema,
  clinicDocumentRequestSchema,
  clinicDocumentRequestsQuerySchema,
  clinicRequestAttachmentParamsSchema,
  clinicRequestParamsSchema,
  documentRequestStatusInputSchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { staffListsPatients, staffOf, staffPatientOf } from '../../plugins/staff-access';
import { staffResourceOf } from '../../plugins/staff-resources';
import { writeAuthor } from '../../lib/written-by';
import { openFileForStaff } from '../files/files-service';
import { sendDownload } from '../../lib/downloads';
import * as requests from './document-requests-service';
import { requestLanguage } from '../../i18n/request-language';

const tags = ['clinic: document requests'];
const roles: StaffRole[] = ['REGISTRAR', 'ADMIN'];
const documentRequest = requests.clinicDocumentRequestResource;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/** The registration desk's queue of document requests. */
export const documentRequestsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/document-requests',
      {
        config: { staff: { roles, auditList: 'DOCUMENT_REQUESTS' } },
        schema: { tags, summary: 'Kolejka wniosków: otwarte od najstarszego, pozostałe od najnowszego (każdy pacjent na stronie w dzienniku odczytów)', querystring: clinicDocumentRequestsQuerySchema, response: { 200: clinicDocumentRequestPageSchema, ...errors } },
      },
      async (request) => {
        const page = await requests.requestQueue(deps, request.query, requestLanguage(request));
        staffListsPatients(request, page.items.map((r) => r.patientId));
        return page;
      },
    );
    app.get(
      '/clinic/document-requests/:requestId',
      { config: { staff: { roles, resource: documentRequest, audit: 'DOCUMENT_REQUEST' } }, schema: { tags, summary: 'Wniosek', params: clinicRequestParamsSchema, response: { 200: clinicDocumentRequestSchema, ...errors } } },
      async (request) => requests.clinicRequest(deps, staffResourceOf(request, documentRequest), requestLanguage(request)),
    );
    app.post(
      '/clinic/document-requests/:requestId/attachments',
      {
        config: { staff: { roles, resource: documentRequest } },
        schema: { tags, summary: 'Dołączenie kopii (multipart, pliki PDF) do otwartego wniosku', consumes: ['multipart/form-data'], params: clinicRequestParamsSchema, response: { 200: clinicDocumentRequestSchema, 409: apiErrorSchema, 413: apiErrorSchema, ...errors } },
      },
      async (request) => requests.attachCopies(deps, writeAuthor(staffOf(request)), staffResourceOf(request, documentRequest), request),
    );
    app.delete(
      '/clinic/document-requests/:requestId/attachments/:fileId',
      { config: { staff: { roles, resource: documentRequest } }, schema: { tags, summary: 'Usunięcie kopii (tylko z otwartego wniosku)', params: clinicRequestAttachmentParamsSchema, response: { 204: z.null(), 409: apiErrorSchema, ...errors } } },
      async (request, reply) => {
        await requests.removeCopy(deps, writeAuthor(staffOf(request)), staffResourceOf(request, documentRequest).id, request.params.fileId);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/clinic/document-requests/:requestId/attachments/:fileId',
      { config: { staff: { roles, resource: documentRequest, audit: 'DOCUMENT_REQUEST_COPY' } }, schema: { tags, summary: 'Kopia dołączona do wniosku', params: clinicRequestAttachmentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } } },
      async (request, reply) => {
        const attached = (await requests.clinicRequest(deps, staffResourceOf(request, documentRequest))).attachments.some((a) => a.id === request.params.fileId);
        if (!attached) throw NotFound();
        return sendDownload(reply, await openFileForStaff(deps, staffPatientOf(request), request.params.fileId));
      },
    );
    app.post(
      '/clinic/document-requests/:requestId/status',
      {
        config: { staff: { roles, resource: documentRequest } },
        schema: { tags, summary: 'Zmiana stanu wniosku (409 DOCUMENT_REQUEST_STATE); realizacja i odrzucenie powiadamiają konto', params: clinicRequestParamsSchema, body: documentRequestStatusInputSchema, response: { 200: clinicDocumentRequestSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request) => requests.changeStatus(deps, staffOf(request), staffResourceOf(request, documentRequest).id, request.body),
    );
  };
