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
import { staffListsPatients, staffOf, staffReadsPatient } from '../../plugins/staff-access';
import { writeAuthor } from '../../lib/written-by';
import { openFileForStaff } from '../files/files-service';
import { sendDownload } from '../../lib/downloads';
import * as requests from './document-requests-service';
import { requestLanguage } from '../../i18n/request-language';

const tags = ['clinic: document requests'];
const roles: StaffRole[] = ['REGISTRAR', 'ADMIN'];
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
      { config: { staff: { roles, patient: 'resource', audit: 'DOCUMENT_REQUEST' } }, schema: { tags, summary: 'Wniosek', params: clinicRequestParamsSchema, response: { 200: clinicDocumentRequestSchema, ...errors } } },
      async (request) => {
        const row = await requests.requestRow(deps, request.params.requestId);
        staffReadsPatient(request, row.patientId);
        return requests.clinicRequest(deps, row, requestLanguage(request));
      },
    );
    app.post(
      '/clinic/document-requests/:requestId/attachments',
      {
        config: { staff: { roles } },
        schema: { tags, summary: 'Dołączenie kopii (multipart, pliki PDF) do otwartego wniosku', consumes: ['multipart/form-data'], params: clinicRequestParamsSchema, response: { 200: clinicDocumentRequestSchema, 409: apiErrorSchema, 413: apiErrorSchema, ...errors } },
      },
      async (request) => requests.attachCopies(deps, writeAuthor(staffOf(request)), request.params.requestId, request),
    );
    app.delete(
      '/clinic/document-requests/:requestId/attachments/:fileId',
      { config: { staff: { roles } }, schema: { tags, summary: 'Usunięcie kopii (tylko z otwartego wniosku)', params: clinicRequestAttachmentParamsSchema, response: { 204: z.null(), 409: apiErrorSchema, ...errors } } },
      async (request, reply) => {
        await requests.removeCopy(deps, writeAuthor(staffOf(request)), request.params.requestId, request.params.fileId);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/clinic/document-requests/:requestId/attachments/:fileId',
      { config: { staff: { roles, patient: 'resource', audit: 'DOCUMENT_REQUEST_COPY' } }, schema: { tags, summary: 'Kopia dołączona do wniosku', params: clinicRequestAttachmentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } } },
      async (request, reply) => {
        const row = await requests.requestRow(deps, request.params.requestId);
        const attached = (await requests.clinicRequest(deps, row)).attachments.some((a) => a.id === request.params.fileId);
        if (!attached) throw NotFound();
        return sendDownload(reply, await openFileForStaff(deps, staffReadsPatient(request, row.patientId), request.params.fileId));
      },
    );
    app.post(
      '/clinic/document-requests/:requestId/status',
      {
        config: { staff: { roles } },
        schema: { tags, summary: 'Zmiana stanu wniosku (409 DOCUMENT_REQUEST_STATE); realizacja i odrzucenie powiadamiają konto', params: clinicRequestParamsSchema, body: documentRequestStatusInputSchema, response: { 200: clinicDocumentRequestSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request) => requests.changeStatus(deps, staffOf(request), request.params.requestId, request.body),
    );
  };
