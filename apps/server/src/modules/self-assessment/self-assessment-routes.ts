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
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { accountOf } from '../../plugins/patient-access';
import { requireAuth } from '../../plugins/session';
import { askingOrigin } from '../../public-origin';
import { ownAccount, recordRoutes } from '../../lib/record-routes';
import {
  deleteSelfAssessment,
  getSelfAssessment,
  interviewUrl,
  listSelfAssessments,
  saveSelfAssessment,
  selfAssessmentReport,
} from './self-assessment-service';

const tags = ['self-assessment'];
const own = ownAccount.config;
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

    const selfAssessments = recordRoutes(app, { tags, access: ownAccount });
    const one = { params: selfAssessmentParamsSchema };

    selfAssessments.create(
      '/mpi/questionnaires/infermedica/questionnaire',
      {
        summary: 'Zapis zakończonej samooceny; odpowiada adresem strony z zaleceniem (url)',
        description:
          'Wynik musi być podpisany przez usługę triażu dla tego konta, nie starszy niż 30 minut, z tym samym poziomem i zapisem wywiadu ' +
          '(fullData); każdy wynik zapisuje się raz. Inaczej 400 TRIAGE_RESULT_INVALID. Położenie (lattitude, longtitude) jest zapisywane ' +
          'tylko przy włączonym ustawieniu selfAssessmentGps.',
        body: selfAssessmentSaveSchema,
        response: selfAssessmentSavedSchema,
      },
      ({ reach, body, request }) => saveSelfAssessment(deps, reach.id, body, { ip: request.ip }),
    );
    selfAssessments.list(
      '/mpi/questionnaires/infermedica/questionnaires',
      {
        summary: 'Samooceny konta w zakresie dni (after, before), od najnowszej; domyślnie od roku wstecz do dziś',
        query: dateRangeQuerySchema,
        response: selfAssessmentListSchema,
      },
      ({ reach, query }) => listSelfAssessments(deps, reach, query),
    );
    selfAssessments.read('/mpi/questionnaires/infermedica/questionnaire/:id', { summary: 'Jedna samoocena konta', ...one, response: selfAssessmentSchema }, ({ reach, params }) =>
      getSelfAssessment(deps, reach, params.id),
    );
    selfAssessments.remove('/mpi/questionnaires/infermedica/questionnaire/:id', { summary: 'Usunięcie samooceny konta', ...one }, ({ reach, params, request }) =>
      deleteSelfAssessment(deps, reach, params.id, { ip: request.ip }),
    );
    // The report is the spec's JSON (base64 and a file name), not an inline PDF: a read, not the kit's printout.
    selfAssessments.read(
      '/mpi/questionnaires/infermedica/questionnaire/pdf/:id',
      { summary: 'Raport samooceny w PDF (data: base64, fileName: selfassessment_report_{id}.pdf)', ...one, response: pdfDataSchema },
      ({ reach, params, language, request }) => selfAssessmentReport(deps, reach, requireAuth(request).account, params.id, language),
    );
  };
