import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicalDocumentListSchema,
  clinicalDocumentPageSchema,
  clinicalDocumentSchema,
  clinicalDocumentsQuerySchema,
  clinicalDocumentTypesSchema,
  documentLinkParamsSchema,
  documentNotesSchema,
  documentParamsSchema,
  encounterCareParamsSchema,
  encounterPageSchema,
  encounterSchema,
  fulfillmentInputSchema,
  patientParamsSchema,
  recordParamsSchema,
  recordsListQuerySchema,
  waitingListPageSchema,
  z,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../i18n/request-language';
import { patientOf } from '../../plugins/patient-access';
import { callerOf } from '../../plugins/session';
import { describeFiles } from '../files/files-service';
import { contentDisposition, sendDownload } from '../../lib/downloads';
import * as records from './medical-record-service';

const tags = ['medical-record'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const params = { patient: 'params' } as const;
const rangeNote = 'Zakres after/before (dni przychodni, najwyżej 20 lat wstecz); bez obu: ';

/**
 * The medical register of a patient (spec part 1 §2 "Medical register": visits, clinical documents,
 * the waiting list). Published rows only; anything else, or another patient's row, is 404.
 */
export const medicalRecordRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/encounters/mpi-user/:patientId',
      {
        config: params,
        schema: {
          tags,
          summary: 'Wizyty pacjenta, od najnowszej (10 na stronę + sonda następnej)',
          description: `${rangeNote}ostatni rok do dziś.`,
          params: patientParamsSchema,
          querystring: recordsListQuerySchema,
          response: { 200: encounterPageSchema, ...errors },
        },
      },
      async (request) => records.listEncounters(deps, patientOf(request), request.query, requestLanguage(request)),
    );

    app.get(
      '/mpi/encounters/mpi-user/:patientId/:id',
      { config: params, schema: { tags, summary: 'Wizyta', params: recordParamsSchema, response: { 200: encounterSchema, ...errors } } },
      async (request) => records.getEncounter(deps, patientOf(request), request.params.id, requestLanguage(request)),
    );

    app.put(
      '/mpi/encounters/mpi-user/:patientId/:id',
      {
        config: params,
        schema: {
          tags,
          summary: 'Odpowiedzi na ankietę po wizycie; odpowiada wizytą',
          description: '409 QUESTIONNAIRE_DEADLINE_PASSED po terminie ankiety, 409 QUESTIONNAIRE_READ_ONLY gdy wizyta nie jest zamknięta; 404 gdy wizyta nie pyta o ankietę.',
          params: recordParamsSchema,
          body: fulfillmentInputSchema,
          response: { 200: encounterSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => records.answerEncounterQuestionnaire(deps, callerOf(request), patientOf(request), request.params.id, request.body, requestLanguage(request)),
    );

    app.get(
      '/mpi/encounters/mpi-user/:patientId/:id/clinical-documents',
      { config: params, schema: { tags, summary: 'Dokumenty wizyty', params: recordParamsSchema, response: { 200: clinicalDocumentListSchema, ...errors } } },
      async (request) => records.encounterDocuments(deps, patientOf(request), request.params.id, requestLanguage(request)),
    );

    app.get(
      '/mpi/encounters/mpi-user/:patientId/:id/:careId/clinical-documents',
      {
        config: params,
        schema: { tags, summary: 'Dokumenty całego epizodu opieki wizyty', params: encounterCareParamsSchema, response: { 200: clinicalDocumentListSchema, ...errors } },
      },
      async (request) => records.encounterDocuments(deps, patientOf(request), request.params.id, requestLanguage(request), request.params.careId),
    );

    app.get(
      '/mpi/clinical-documents/types',
      { schema: { tags, summary: 'Rodzaje dokumentów medycznych', response: { 200: clinicalDocumentTypesSchema, 401: apiErrorSchema } } },
      async (request) => records.documentTypes(deps, requestLanguage(request)),
    );

    app.get(
      '/mpi/clinical-documents/mpi-user/:patientId',
      {
        config: params,
        schema: {
          tags,
          summary: 'Dokumenty medyczne pacjenta, od najnowszego',
          description: 'Pierwsze wczytanie: pageIndex ujemny i pageSize -1 oznaczają pierwszą stronę 20 dokumentów. Filtry documentType, after, before (bez nich: wszystkie).',
          params: patientParamsSchema,
          querystring: clinicalDocumentsQuerySchema,
          response: { 200: clinicalDocumentPageSchema, ...errors },
        },
      },
      async (request) => records.listDocuments(deps, patientOf(request), request.query, requestLanguage(request)),
    );

    app.get(
      '/mpi/clinical-documents/mpi-user/link/:patientId/:contextId',
      {
        config: params,
        schema: { tags, summary: 'Dokument powiadomienia (po numerze dokumentu)', params: documentLinkParamsSchema, response: { 200: clinicalDocumentSchema, ...errors } },
      },
      async (request) => records.documentByContextId(deps, patientOf(request), request.params.contextId, requestLanguage(request)),
    );

    app.get(
      '/mpi/clinical-documents/notes/mpi-user/:patientId/:docId',
      { config: params, schema: { tags, summary: 'Notatki do dokumentu', params: documentParamsSchema, response: { 200: documentNotesSchema, ...errors } } },
      async (request) => records.documentNotes(deps, patientOf(request), request.params.docId),
    );

    app.get(
      '/mpi/clinical-documents/mpi-user/:patientId/:docId',
      { config: params, schema: { tags, summary: 'Dokument medyczny', params: documentParamsSchema, response: { 200: clinicalDocumentSchema, ...errors } } },
      async (request) => records.getDocument(deps, patientOf(request), request.params.docId, requestLanguage(request)),
    );

    for (const which of ['content', 'archive'] as const) {
      const url = `/mpi/clinical-documents/mpi-user/:patientId/:docId/${which}`;
      const summary = which === 'content' ? 'Treść dokumentu (PDF, do wyświetlenia)' : 'Archiwum dokumentu (HL7 CDA XML albo oryginał)';
      // HEAD answers from the file's row alone: whether it can be downloaded, its type and size, no bytes opened.
      app.head(
        url,
        { config: params, schema: { tags, summary: `${summary}: czy jest dostępne`, params: documentParamsSchema, response: { 200: z.null(), ...errors } } },
        async (request, reply) => {
          const fileId = await records.documentFileId(deps, patientOf(request), request.params.docId, which);
          const [file] = await describeFiles(deps, [fileId]);
          return headOf(reply, file, which === 'content');
        },
      );
      app.get(
        url,
        {
          exposeHeadRoute: false,
          config: params,
          schema: { tags, summary, params: documentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } },
        },
        async (request, reply) => sendDownload(reply, await records.openDocumentFile(deps, patientOf(request), request.params.docId, which), { inline: which === 'content' }),
      );
    }

    app.get(
      '/mpi/patient-entries/mpi-user/:patientId',
      {
        config: params,
        schema: {
          tags,
          summary: 'Miejsca pacjenta w kolejkach oczekujących (wg planowanej daty, a bez niej daty wpisu)',
          description: `${rangeNote}miesiąc wstecz do 6 miesięcy naprzód (przyszłość dozwolona).`,
          params: patientParamsSchema,
          querystring: recordsListQuerySchema,
          response: { 200: waitingListPageSchema, ...errors },
        },
      },
      async (request) => records.listWaitingList(deps, patientOf(request), request.query, requestLanguage(request)),
    );
  };

function headOf(reply: FastifyReply, file: { fileName: string; mimeType: string; size: number } | undefined, inline: boolean) {
  if (!file) return reply.code(404).send();
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.fileName, inline && file.mimeType === 'application/pdf' ? 'inline' : 'attachment'))
    .header('cache-control', 'no-store')
    .send();
}
