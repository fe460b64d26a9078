import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  dateRangeQuerySchema,
  languageParamsSchema,
  pdfDataSchema,
  selfAssessmentListSchema,
  selfAssessmentParamsSchema,
  selfAssessmentSaveSchema,
  selfAssessmentSavedSchema,
  selfAssessmentSchema,
  urlSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../i18n/request-language';
import { accountOf } from '../../plugins/patient-access';
import { requireAuth } from '../../plugins/session';
import { askingOrigin } from '../../public-origin';
import {
  deleteSelfAssessment,
  getSelfAssessment,
  interviewUrl,
  listSelfAssessments,
  saveSelfAssessment,
  selfAssessmentReport,
} from './self-assessment-service';

const tags = ['self-assessment'];
const own = { account: 'own' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * The symptom self-assessment of the signed-in account (spec part 2 §2, §4, §7 "Self-assessment"): the
 * triage interview's frame address, the save of a finished interview (only a result the triage
 * service vouches for), the account's results by date, one result, its PDF report and its deletion.
 * Every route answers the 404 of an unknown path while `questionnaire.selfAssessmentQuestionaire` is off
 * (modules/index.ts flag); the settings call itself is in modules/settings.
 */
export const selfAssessmentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/questionnaires/infermedica/url/:language',
      {
        config: own,
        schema: {
          tags,
          summary: 'Adres ramki wywiadu samooceny (url) z jednorazowym, krótkotrwałym biletem wywiadu dla konta',
          description:
            'Ramka po zakończeniu wywiadu wysyła do strony portalu postMessage { type: "pp-triage-finished", triageLevel, fullData, resultToken }; ' +
            'strona sprawdza pochodzenie wiadomości (origin adresu ramki) i zapisuje wynik przez POST .../infermedica/questionnaire.',
          params: languageParamsSchema,
          response: { 200: urlSchema, ...errors },
        },
      },
      async (request) => interviewUrl(deps, accountOf(request).id, request.params.language, askingOrigin(deps.config, app.server, request.headers.host)),
    );

    app.post(
      '/mpi/questionnaires/infermedica/questionnaire',
      {
        config: own,
        schema: {
          tags,
          summary: 'Zapis zakończonej samooceny; odpowiada adresem strony z zaleceniem (url)',
          description:
            'Wynik musi być podpisany przez usługę triażu dla tego konta, nie starszy niż 30 minut, z tym samym poziomem i zapisem wywiadu ' +
            '(fullData); każdy wynik zapisuje się raz. Inaczej 400 TRIAGE_RESULT_INVALID. Położenie (lattitude, longtitude) jest zapisywane ' +
            'tylko przy włączonym ustawieniu selfAssessmentGps.',
          body: selfAssessmentSaveSchema,
          response: { 201: selfAssessmentSavedSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await saveSelfAssessment(deps, accountOf(request).id, request.body, { ip: request.ip })),
    );

    app.get(
      '/mpi/questionnaires/infermedica/questionnaires',
      {
        config: own,
        schema: {
          tags,
          summary: 'Samooceny konta w zakresie dni (after, before), od najnowszej; domyślnie od roku wstecz do dziś',
          querystring: dateRangeQuerySchema,
          response: { 200: selfAssessmentListSchema, ...errors },
        },
      },
      async (request) => listSelfAssessments(deps, accountOf(request), request.query),
    );

    app.get(
      '/mpi/questionnaires/infermedica/questionnaire/:id',
      {
        config: own,
        schema: { tags, summary: 'Jedna samoocena konta', params: selfAssessmentParamsSchema, response: { 200: selfAssessmentSchema, ...errors } },
      },
      async (request) => getSelfAssessment(deps, accountOf(request), request.params.id),
    );

    app.delete(
      '/mpi/questionnaires/infermedica/questionnaire/:id',
      {
        config: own,
        schema: {
          tags,
          summary: 'Usunięcie samooceny konta',
          params: selfAssessmentParamsSchema,
          response: { 204: z.null().describe('Brak treści'), ...errors },
        },
      },
      async (request, reply) => {
        await deleteSelfAssessment(deps, accountOf(request), request.params.id, { ip: request.ip });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/mpi/questionnaires/infermedica/questionnaire/pdf/:id',
      {
        config: own,
        schema: {
          tags,
          summary: 'Raport samooceny w PDF (data: base64, fileName: selfassessment_report_{id}.pdf)',
          params: selfAssessmentParamsSchema,
          response: { 200: pdfDataSchema, ...errors },
        },
      },
      async (request) => selfAssessmentReport(deps, accountOf(request), requireAuth(request).account, request.params.id, requestLanguage(request)),
    );
  };
