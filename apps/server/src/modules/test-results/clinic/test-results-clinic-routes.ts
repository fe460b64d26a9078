import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicOrderParamsSchema,
  clinicResultQueuePageSchema,
  clinicResultQueueQuerySchema,
  clinicRecordsQuerySchema,
  clinicTestResultPageSchema,
  clinicTestResultSchema,
  imagingFilesSchema,
  imagingViewerSchema,
  partnerSharedDocumentParamsSchema,
  partnerSharedResultSchema,
  patientParamsSchema,
  resultEntrySchema,
  resultOrderInputSchema,
  resultPanelsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { staffListsPatients, staffOf, staffPatientOf } from '../../../plugins/staff-access';
import { staffResourceOf } from '../../../plugins/staff-resources';
import { openFileForStaff } from '../../files/files-service';
import { sendDownload } from '../../../lib/downloads';
import * as clinic from './clinic-results-service';
import { viewerAddress, viewerHolderCookie } from '../core/imaging-viewer-service';
import { resultPanels } from '../core/result-panels';
import { partnerOf, partnerSharedDocument } from '../../consents/consents-service';

const tags = ['clinic: test results'];
const clinical = ['DOCTOR', 'NURSE', 'MIDWIFE'] as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const withConflict = { ...errors, 409: apiErrorSchema } as const;
const order = clinic.resultOrderResource;
/** A route on one order, read through the member's units before the handler (`orderOf`). */
const onOrder = (audit?: string) => ({ staff: { roles: clinical, resource: order, ...(audit ? { audit } : {}) } });

const authorOf = (request: FastifyRequest): clinic.ClinicAuthor => {
  const { member } = staffOf(request);
  return { id: member.id, name: member.name, lastName: member.lastName };
};

/** The order the route names, as its loader read it. */
const orderOf = (request: FastifyRequest) => staffResourceOf(request, order);

/** The console's test results: the lab's catalogue, a patient's orders, entering values, the lab's PDF, publishing, imaging. */
export const testResultsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // A partner's staff member (role PARTNER) opens a result a patient shares with her partner: consents
    // decides (another, or one not shared with her: 404 as an unknown id); the read is in the patient's audit.
    app.get(
      '/clinic/shared-documents/RES/:sharedDocumentId',
      {
        config: { staff: { roles: ['PARTNER'], auditList: 'PARTNER_DOCUMENT' } },
        schema: { tags, summary: 'Wynik udostępniony partnerowi pracownika: parametry z zakresami i pacjent', params: partnerSharedDocumentParamsSchema, response: { 200: partnerSharedResultSchema, ...errors } },
      },
      async (request) => {
        const shared = await partnerSharedDocument(deps, partnerOf(staffOf(request)), 'RES', request.params.sharedDocumentId);
        const result = await clinic.partnerResultView(deps, shared.patientId, request.params.sharedDocumentId);
        staffListsPatients(request, [shared.patientId]);
        return { patient: shared.patient, result };
      },
    );

    app.get(
      '/clinic/result-panels',
      { config: { staff: { roles: clinical } }, schema: { tags, summary: 'Katalog badań laboratorium (panele z parametrami, jednostkami i zakresami dla dorosłych) i badań obrazowych', response: { 200: resultPanelsSchema, ...errors } } },
      async () => [...resultPanels],
    );

    // The queue names patients and orders (each patient on the page audited as RESULT_QUEUE); an order opened is audited on its own.
    app.get(
      '/clinic/test-results',
      {
        config: { staff: { roles: clinical, auditList: 'RESULT_QUEUE' } },
        schema: {
          tags,
          summary: 'Kolejka wyników do publikacji (RESULTED) wszystkich pacjentów, od najdawniej wprowadzonego, z imieniem, nazwiskiem i PESEL pacjenta',
          querystring: clinicResultQueueQuerySchema,
          response: { 200: clinicResultQueuePageSchema, ...errors },
        },
      },
      async (request) => {
        const page = await clinic.clinicResultQueue(deps, staffOf(request), request.query);
        staffListsPatients(request, page.items.map((o) => o.patientId));
        return page;
      },
    );

    app.get(
      '/clinic/patients/:patientId/test-results',
      {
        config: { staff: { roles: clinical, patient: 'params', audit: 'TEST_RESULTS' } },
        schema: { tags, summary: 'Zlecenia badań pacjenta (wszystkie stany), od najnowszego', params: patientParamsSchema, querystring: clinicRecordsQuerySchema, response: { 200: clinicTestResultPageSchema, ...errors } },
      },
      async (request) => clinic.clinicListResults(deps, staffOf(request), staffPatientOf(request), request.query),
    );

    app.post(
      '/clinic/patients/:patientId/test-results',
      {
        config: { staff: { roles: clinical, patient: 'params' } },
        schema: { tags, summary: 'Nowe zlecenie (panel laboratoryjny albo badanie obrazowe); numer ZL/<rok>/<6 cyfr>', params: patientParamsSchema, body: resultOrderInputSchema, response: { 201: clinicTestResultSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await clinic.createResultOrder(deps, staffPatientOf(request), request.body, authorOf(request), staffOf(request))),
    );

    app.get(
      '/clinic/test-results/:orderId',
      { config: onOrder('TEST_RESULT'), schema: { tags, summary: 'Zlecenie z wynikami', params: clinicOrderParamsSchema, response: { 200: clinicTestResultSchema, ...errors } } },
      async (request) => clinic.clinicResultView(deps, orderOf(request)),
    );

    app.put(
      '/clinic/test-results/:orderId',
      {
        config: onOrder(),
        schema: {
          tags,
          summary: 'Wprowadzenie wyników (i opisu) nieopublikowanego zlecenia; ocena L/H/N z zakresów; 409 RESULT_PUBLISHED',
          params: clinicOrderParamsSchema,
          body: resultEntrySchema,
          response: { 200: clinicTestResultSchema, ...withConflict },
        },
      },
      async (request) => clinic.enterResults(deps, authorOf(request), orderOf(request).id, request.body),
    );

    app.post(
      '/clinic/test-results/:orderId/document',
      {
        config: onOrder(),
        schema: {
          tags,
          summary: 'Dokument laboratorium (multipart, jeden PDF) jako dokument wyniku',
          consumes: ['multipart/form-data'],
          params: clinicOrderParamsSchema,
          response: { 200: clinicTestResultSchema, ...withConflict, 413: apiErrorSchema },
        },
      },
      async (request) => clinic.attachResultDocument(deps, orderOf(request), request),
    );

    app.post(
      '/clinic/test-results/:orderId/publish',
      {
        config: onOrder(),
        schema: {
          tags,
          summary: 'Publikacja wyniku: PDF (gdy laboratorium nie dało własnego), archiwum CDA przy EDM, dokument WYNIK w rejestrze i powiadomienie pacjenta',
          params: clinicOrderParamsSchema,
          response: { 200: clinicTestResultSchema, ...withConflict },
        },
      },
      async (request) => clinic.publishResult(deps, orderOf(request), authorOf(request)),
    );

    app.get(
      '/clinic/test-results/:orderId/imaging-files',
      { config: onOrder('IMAGING_FILES'), schema: { tags, summary: 'Pliki DICOM dołączone przez pacjenta do zlecenia', params: clinicOrderParamsSchema, response: { 200: imagingFilesSchema, ...errors } } },
      async (request) => clinic.clinicImagingFiles(deps, orderOf(request)),
    );

    app.get(
      '/clinic/test-results/:orderId/viewer',
      { config: onOrder('IMAGING_VIEWER'), schema: { tags, summary: 'Adres przeglądarki obrazów badania; 404: archiwum nie ma badania', params: clinicOrderParamsSchema, response: { 200: imagingViewerSchema, ...errors } } },
      async (request, reply) => {
        const { id, patientId } = orderOf(request);
        const holder = { kind: 'S', sessionIdHash: staffOf(request).sessionIdHash } as const;
        const address = await viewerAddress(deps, { id: patientId }, id, holder, { publishedOnly: false });
        const cookie = viewerHolderCookie(deps, holder);
        reply.setCookie(cookie.name, cookie.value, cookie.options);
        return address;
      },
    );

    app.get(
      '/clinic/test-results/:orderId/content',
      { config: onOrder('RESULT_DOCUMENT'), schema: { tags, summary: 'Dokument wyniku (PDF)', params: clinicOrderParamsSchema, produces: ['application/pdf'], response: errors } },
      async (request, reply) => {
        const { contentFileId } = orderOf(request);
        if (!contentFileId) throw NotFound('Dokument jest niedostępny');
        return sendDownload(reply, await openFileForStaff(deps, staffPatientOf(request), contentFileId), { inline: true });
      },
    );
  };
