import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  dateRangeQuerySchema,
  clinicFulfillmentListQuerySchema,
  clinicFulfillmentPageSchema,
  clinicPatientFulfillmentsQuerySchema,
  clinicProgramListSchema,
  clinicProgramSchema,
  clinicQuestionnaireListQuerySchema,
  clinicQuestionnairePageSchema,
  clinicQuestionnaireSchema,
  patientParamsSchema,
  programInputSchema,
  programInvitationInputSchema,
  programInvitationResultSchema,
  programParamsSchema,
  questionnaireActiveSchema,
  questionnaireAssignmentsInputSchema,
  questionnaireAssignmentsSchema,
  questionnaireInputSchema,
  questionnaireParamsSchema,
  staffRoleValues,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { checkRange } from '../../../lib/lists';
import { staffListsPatients, staffOf, staffPatientOf } from '../../../plugins/staff-access';
import * as clinic from './clinic-questionnaires-service';
import { createProgram, getProgram, invitePatients, listPrograms, updateProgram } from '../core/programs-service';

const tags = ['clinic: questionnaires'];
/** Every member reads questionnaires and programmes; only an administrator writes them. */
const read = { staff: { roles: staffRoleValues } } as const;
const write = { staff: { roles: ['ADMIN'] } } as const;
/** Answers are medical data: the clinical roles and the administrator. */
const answerRoles = ['ADMIN', 'DOCTOR', 'NURSE', 'MIDWIFE'] as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...errors, 409: apiErrorSchema } as const;
/** Answers are read back at most this far (the clinic's range filter). */
const ANSWER_RANGE = { maxYearsBack: 20, allowFuture: false };

/** The clinic console's questionnaires, their assignments and answers, and prevention programmes. */
export const questionnairesClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const memberId = (request: Parameters<typeof staffOf>[0]) => staffOf(request).member.id;

    app.get(
      '/clinic/questionnaires',
      { config: read, schema: { tags, summary: 'Ankiety, ostatnio zmienione najpierw; q: fragment tytułu, active: true/false', querystring: clinicQuestionnaireListQuerySchema, response: { 200: clinicQuestionnairePageSchema, ...errors } } },
      async (request) => {
        const { active, ...query } = request.query;
        return clinic.listQuestionnaires(deps, { ...query, ...(active ? { active: active === 'true' } : {}) });
      },
    );
    app.post(
      '/clinic/questionnaires',
      { config: write, schema: { tags, summary: 'Nowa ankieta (wersja 1)', body: questionnaireInputSchema, response: { 201: clinicQuestionnaireSchema, ...writeErrors } } },
      async (request, reply) => reply.status(201).send(await clinic.createClinicQuestionnaire(deps, request.body, memberId(request))),
    );
    app.get(
      '/clinic/questionnaires/:questionnaireId',
      { config: read, schema: { tags, summary: 'Ankieta (aktualna wersja) z przypisaniami', params: questionnaireParamsSchema, response: { 200: clinicQuestionnaireSchema, ...errors } } },
      async (request) => clinic.getClinicQuestionnaire(deps, request.params.questionnaireId),
    );
    app.put(
      '/clinic/questionnaires/:questionnaireId',
      {
        config: write,
        schema: {
          tags,
          summary: 'Zmiana ankiety: nowa wersja (udzielone odpowiedzi zostają przy swojej wersji); ta sama treść nie tworzy wersji',
          params: questionnaireParamsSchema,
          body: questionnaireInputSchema,
          response: { 200: clinicQuestionnaireSchema, ...writeErrors },
        },
      },
      async (request) => clinic.updateClinicQuestionnaire(deps, request.params.questionnaireId, request.body, memberId(request)),
    );
    app.put(
      '/clinic/questionnaires/:questionnaireId/active',
      { config: write, schema: { tags, summary: 'Włączenie lub wyłączenie ankiety (wyłączona nie jest nigdzie zadawana)', params: questionnaireParamsSchema, body: questionnaireActiveSchema, response: { 200: clinicQuestionnaireSchema, ...errors } } },
      async (request) => clinic.setQuestionnaireActive(deps, request.params.questionnaireId, request.body.active),
    );
    app.get(
      '/clinic/questionnaires/:questionnaireId/assignments',
      { config: read, schema: { tags, summary: 'Świadczenia, specjalności jednostek i programy, w których ankieta jest zadawana', params: questionnaireParamsSchema, response: { 200: questionnaireAssignmentsSchema, ...errors } } },
      async (request) => {
        await clinic.getClinicQuestionnaire(deps, request.params.questionnaireId);
        return clinic.getAssignments(deps, request.params.questionnaireId);
      },
    );
    app.put(
      '/clinic/questionnaires/:questionnaireId/assignments',
      {
        config: write,
        schema: {
          tags,
          summary: 'Przypisanie do świadczeń (kody) i specjalności (jednostka lub null: każda jednostka); 400 nieznany kod, jednostka lub specjalność; 409 gdy świadczenie lub specjalność ma już inną ankietę',
          params: questionnaireParamsSchema,
          body: questionnaireAssignmentsInputSchema,
          response: { 200: questionnaireAssignmentsSchema, ...writeErrors },
        },
      },
      async (request) => clinic.setAssignments(deps, request.params.questionnaireId, request.body),
    );
    app.get(
      '/clinic/questionnaires/:questionnaireId/fulfillments',
      {
        config: { staff: { roles: answerRoles, auditList: 'QUESTIONNAIRE_ANSWERS' } },
        schema: { tags, summary: 'Odpowiedzi na ankietę, najnowsze najpierw; after/before: dni wypełnienia (odczyt każdego pacjenta zapisywany w dzienniku)', params: questionnaireParamsSchema, querystring: clinicFulfillmentListQuerySchema, response: { 200: clinicFulfillmentPageSchema, ...errors } },
      },
      async (request) => {
        const { after, before, ...page } = request.query;
        const range = checkRange({ after, before }, ANSWER_RANGE, deps.clock.now());
        const answers = await clinic.listFulfillments(deps, request.params.questionnaireId, page, range);
        staffListsPatients(request, answers.items.map((f) => f.patient.id));
        return answers;
      },
    );
    app.get(
      '/clinic/questionnaires/:questionnaireId/fulfillments.csv',
      {
        config: { staff: { roles: answerRoles, auditList: 'QUESTIONNAIRE_ANSWERS' } },
        schema: {
          tags,
          summary: 'Odpowiedzi na ankietę jako plik CSV (UTF-8 z BOM, średnik, kolumna na każde pytanie): ankieta_<id>_odpowiedzi.csv; after/before: dni wypełnienia, jak na liście (odczyt każdego pacjenta zapisywany w dzienniku)',
          params: questionnaireParamsSchema,
          querystring: dateRangeQuerySchema,
          response: { 200: z.any().describe('Plik CSV'), ...errors },
        },
      },
      async (request, reply) => {
        const range = checkRange(request.query, ANSWER_RANGE, deps.clock.now());
        const file = await clinic.exportFulfillments(deps, request.params.questionnaireId, range);
        staffListsPatients(request, file.patientIds);
        return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.stream);
      },
    );
    app.get(
      '/clinic/patients/:patientId/questionnaire-fulfillments',
      {
        config: { staff: { roles: answerRoles, patient: 'params', audit: 'QUESTIONNAIRE_ANSWERS' } },
        schema: { tags, summary: 'Ankiety wypełnione przez pacjenta, najnowsze najpierw (odczyt zapisywany w dzienniku)', params: patientParamsSchema, querystring: clinicPatientFulfillmentsQuerySchema, response: { 200: clinicFulfillmentPageSchema, ...errors } },
      },
      async (request) => clinic.patientFulfillments(deps, staffPatientOf(request), request.query),
    );

    // ----------------------------------------------------------------------------------- programmes
    app.get(
      '/clinic/programs',
      { config: read, schema: { tags, summary: 'Programy profilaktyczne (wg nazwy) z liczbą zaproszonych i wypełnionych ankiet', response: { 200: clinicProgramListSchema, ...errors } } },
      async () => listPrograms(deps),
    );
    app.post(
      '/clinic/programs',
      { config: write, schema: { tags, summary: 'Nowy program: komu jest przeznaczony (wiek, płeć, okres) i jego ankieta', body: programInputSchema, response: { 201: clinicProgramSchema, ...writeErrors } } },
      async (request, reply) => reply.status(201).send(await createProgram(deps, request.body)),
    );
    app.get(
      '/clinic/programs/:programId',
      { config: read, schema: { tags, summary: 'Program profilaktyczny', params: programParamsSchema, response: { 200: clinicProgramSchema, ...errors } } },
      async (request) => getProgram(deps, request.params.programId),
    );
    app.put(
      '/clinic/programs/:programId',
      { config: write, schema: { tags, summary: 'Zmiana programu (cały formularz)', params: programParamsSchema, body: programInputSchema, response: { 200: clinicProgramSchema, ...writeErrors } } },
      async (request) => updateProgram(deps, request.params.programId, request.body),
    );
    app.post(
      '/clinic/programs/:programId/invitations',
      {
        config: write,
        schema: {
          tags,
          summary: 'Zaproszenie do programu: każdego uprawnionego pacjenta, którego jeszcze nie zaproszono (albo wskazanych); e-mail z linkiem do ankiety na konto pacjenta lub jego opiekuna',
          params: programParamsSchema,
          body: programInvitationInputSchema,
          response: { 200: programInvitationResultSchema, ...writeErrors },
        },
      },
      async (request) => invitePatients(deps, request.params.programId, memberId(request), request.body.patientIds),
    );
  };
