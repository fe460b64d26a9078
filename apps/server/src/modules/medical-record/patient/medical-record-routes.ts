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
import type { Deps } from '../../../deps';
import { requestLanguage } from '../../../i18n/request-language';
import { patientOf } from '../../../plugins/patient-access';
import { callerOf } from '../../../plugins/session';
import { describeFiles } from '../../files/files-service';
import { contentDisposition, sendDownload } from '../../../lib/downloads';
import { patientInPath, recordRoutes } from '../../../lib/record-routes';
import * as records from '../medical-record-service';

const tags = ['medical-record'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const params = patientInPath.config;
const rangeNote = 'Zakres after/before (dni przychodni, najwyżej 20 lat wstecz); bez obu: ';

/**
 * The medical register of a patient (spec part 1 §2 "Medical register": visits, clinical documents,
 * the waiting list). Published rows only; anything else, or another patient's row, is 404.
 */
export const medicalRecordRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const register = recordRoutes(app, { tags, access: patientInPath });
    const visit = { params: recordParamsSchema };
    const document = { params: documentParamsSchema };

    register.list(
      '/mpi/encounters/mpi-user/:patientId',
      {
        summary: 'Wizyty pacjenta, od najnowszej (10 na stronę + sonda następnej)',
        description: `${rangeNote}ostatni rok do dziś.`,
        params: patientParamsSchema,
        query: recordsListQuerySchema,
        response: encounterPageSchema,
      },
      ({ reach, query, language }) => records.listEncounters(deps, reach, query, language),
    );
    register.read('/mpi/encounters/mpi-user/:patientId/:id', { summary: 'Wizyta', ...visit, response: encounterSchema }, ({ reach, params, language }) =>
      records.getEncounter(deps, reach, params.id, language),
    );
    register.update(
      '/mpi/encounters/mpi-user/:patientId/:id',
      {
        summary: 'Odpowiedzi na ankietę po wizycie; odpowiada wizytą',
        description: '409 QUESTIONNAIRE_DEADLINE_PASSED po terminie ankiety, 409 QUESTIONNAIRE_READ_ONLY gdy wizyta nie jest zamknięta; 404 gdy wizyta nie pyta o ankietę.',
        ...visit,
        body: fulfillmentInputSchema,
        response: encounterSchema,
        errors: [409],
      },
      ({ reach, params, body, language, request }) => records.answerEncounterQuestionnaire(deps, callerOf(request), reach, params.id, body, language),
    );
    register.read('/mpi/encounters/mpi-user/:patientId/:id/clinical-documents', { summary: 'Dokumenty wizyty', ...visit, response: clinicalDocumentListSchema }, ({ reach, params, language }) =>
      records.encounterDocuments(deps, reach, params.id, language),
    );
    register.read(
      '/mpi/encounters/mpi-user/:patientId/:id/:careId/clinical-documents',
      { summary: 'Dokumenty całego epizodu opieki wizyty', params: encounterCareParamsSchema, response: clinicalDocumentListSchema },
      ({ reach, params, language }) => records.encounterDocuments(deps, reach, params.id, language, params.careId),
    );

    // Not a patient's: the dictionary of document types.
    app.get(
      '/mpi/clinical-documents/types',
      { schema: { tags, summary: 'Rodzaje dokumentów medycznych', response: { 200: clinicalDocumentTypesSchema, 401: apiErrorSchema } } },
      async (request) => records.documentTypes(deps, requestLanguage(request)),
    );

    register.list(
      '/mpi/clinical-documents/mpi-user/:patientId',
      {
        summary: 'Dokumenty medyczne pacjenta, od najnowszego',
        description: 'Pierwsze wczytanie: pageIndex ujemny i pageSize -1 oznaczają pierwszą stronę 20 dokumentów. Filtry documentType, after, before (bez nich: wszystkie).',
        params: patientParamsSchema,
        query: clinicalDocumentsQuerySchema,
        response: clinicalDocumentPageSchema,
      },
      ({ reach, query, language }) => records.listDocuments(deps, reach, query, language),
    );
    register.read(
      '/mpi/clinical-documents/mpi-user/link/:patientId/:contextId',
      { summary: 'Dokument powiadomienia (po numerze dokumentu)', params: documentLinkParamsSchema, response: clinicalDocumentSchema },
      ({ reach, params, language }) => records.documentByContextId(deps, reach, params.contextId, language),
    );
    register.read('/mpi/clinical-documents/notes/mpi-user/:patientId/:docId', { summary: 'Notatki do dokumentu', ...document, response: documentNotesSchema }, ({ reach, params }) =>
      records.documentNotes(deps, reach, params.docId),
    );
    register.read('/mpi/clinical-documents/mpi-user/:patientId/:docId', { summary: 'Dokument medyczny', ...document, response: clinicalDocumentSchema }, ({ reach, params, language }) =>
      records.getDocument(deps, reach, params.docId, language),
    );

    // Files, not answers of the kit: a HEAD from the file's row, a download of its bytes.
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

    register.list(
      '/mpi/patient-entries/mpi-user/:patientId',
      {
        summary: 'Miejsca pacjenta w kolejkach oczekujących (wg planowanej daty, a bez niej daty wpisu)',
        description: `${rangeNote}miesiąc wstecz do 6 miesięcy naprzód (przyszłość dozwolona).`,
        params: patientParamsSchema,
        query: recordsListQuerySchema,
        response: waitingListPageSchema,
      },
      ({ reach, query, language }) => records.listWaitingList(deps, reach, query, language),
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
