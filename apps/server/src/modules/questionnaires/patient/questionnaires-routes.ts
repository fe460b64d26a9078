import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  fulfillmentInputSchema,
  fulfillmentSchema,
  idSchema,
  isFulfilledSchema,
  patientProgramSchema,
  programPatientQuerySchema,
  programQuestionnaireSaveSchema,
  questionnaireExistsSchema,
  questionnaireSchema,
  serviceCodeBodySchema,
  systemRootSchema,
  textIdSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { requestLanguage } from '../../../i18n/request-language';
import { patientOf, reachableBy } from '../../../plugins/patient-access';
import { callerOf } from '../../../plugins/session';
import { requireAuth } from '../../../plugins/session';
import { patientProgram, programIsFulfilled, programQuestionnaire, saveProgramAnswers } from '../core/programs-service';
import * as subjects from '../questionnaires-service';

const tags = ['questionnaires'];
const programTags = ['programs'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const saveErrors = { ...errors, 409: apiErrorSchema } as const;
/** A booking's or a visit's id in its system (text: an external HIS's ids need not be numbers; ours are bounded like every id). */
const subjectIdSchema = textIdSchema;
const noSubjects = 'W tej instalacji nie ma jeszcze rezerwacji ani wizyt, więc bez modułu, który je prowadzi, odpowiada zawsze 404.';

/**
 * The patient's questionnaires (spec part 2 §7 "Questionnaires and programs"): booking questionnaires
 * by service code (the wizard, before a booking exists), by booking and by visit (resolved by the
 * modules that keep them, `resolvers`), and prevention programmes with their invitation links.
 */
export const questionnairesRoutes =
  (deps: Deps, resolvers: subjects.SubjectResolvers): FastifyPluginAsyncZod =>
  async (app) => {
    // ------------------------------------------------------------------------------ by service code
    app.post(
      '/mpi/questionnaires/for-bookings/exists',
      { schema: { tags, summary: 'Czy rezerwacja świadczenia o tym kodzie wymaga ankiety (kreator rezerwacji)', body: serviceCodeBodySchema, response: { 200: questionnaireExistsSchema, ...errors } } },
      async (request) => ({ value: await subjects.questionnaireExistsForService(deps, request.body.serviceCode) }),
    );
    app.post(
      '/mpi/questionnaires/for-bookings',
      {
        schema: {
          tags,
          summary: 'Ankieta świadczenia o tym kodzie (aktualna wersja, bez odpowiedzi); 404 gdy świadczenie nie ma ankiety',
          body: serviceCodeBodySchema,
          response: { 200: questionnaireSchema, ...errors },
        },
      },
      async (request) => subjects.questionnaireForService(deps, request.body.serviceCode, requestLanguage(request)),
    );

    // ------------------------------------------------------------------------------------- bookings
    const bookingParams = z.object({ bookingId: subjectIdSchema, systemRoot: systemRootSchema });
    const byId = z.object({ id: subjectIdSchema });
    app.get(
      '/mpi/questionnaires/for-bookings/:bookingId/:systemRoot/is-fulfilled',
      { config: { patient: 'scope' }, schema: { tags, summary: `Czy ankieta rezerwacji została wypełniona. ${noSubjects}`, params: bookingParams, response: { 200: isFulfilledSchema, ...errors } } },
      async (request) => ({ value: await subjects.bookingIsFulfilled(deps, resolvers, { caller: callerOf(request), id: request.params.bookingId, systemRoot: request.params.systemRoot }) }),
    );
    app.get(
      '/mpi/questionnaires/for-bookings/byBookingId/:id',
      {
        config: { patient: 'scope' },
        schema: { tags, summary: `Ankieta rezerwacji z odpowiedziami; tylko do odczytu, gdy rezerwacja nie jest już zaplanowana (SCHEDULED). ${noSubjects}`, params: byId, response: { 200: questionnaireSchema, ...errors } },
      },
      async (request) => subjects.bookingQuestionnaire(deps, resolvers, { caller: callerOf(request), id: request.params.id, systemRoot: deps.his.system }),
    );
    app.get(
      '/mpi/questionnaires-fulfillments/mpi-user/for-bookings/:id',
      { config: { patient: 'scope' }, schema: { tags, summary: `Odpowiedzi udzielone w ankiecie rezerwacji; 404 gdy ich nie ma. ${noSubjects}`, params: byId, response: { 200: fulfillmentSchema, ...errors } } },
      async (request) => subjects.bookingFulfillment(deps, resolvers, { caller: callerOf(request), id: request.params.id, systemRoot: deps.his.system }),
    );
    app.post(
      '/mpi/questionnaires-fulfillments/mpi-user/for-bookings/:bookingId/:systemRoot',
      {
        config: { patient: 'scope' },
        schema: {
          tags,
          summary: `Zapis (lub zastąpienie) odpowiedzi ankiety rezerwacji; 409 QUESTIONNAIRE_READ_ONLY gdy rezerwacji nie można już zmienić, 409 QUESTIONNAIRE_CHANGED gdy ankieta ma nowszą wersję, 400 z polami answers.<numer pytania>. ${noSubjects}`,
          params: bookingParams,
          body: fulfillmentInputSchema,
          response: { 200: fulfillmentSchema, ...saveErrors },
        },
      },
      async (request) => subjects.saveBookingAnswers(deps, resolvers, { caller: callerOf(request), id: request.params.bookingId, systemRoot: request.params.systemRoot }, request.body),
    );

    // --------------------------------------------------------------------------------------- visits
    app.get(
      '/mpi/questionnaires/for-encounters/:id/exists',
      { config: { patient: 'scope' }, schema: { tags, summary: `Czy po wizycie jest ankieta do wypełnienia. ${noSubjects}`, params: byId, response: { 200: questionnaireExistsSchema, ...errors } } },
      async (request) => ({ value: await subjects.encounterQuestionnaireExists(deps, resolvers, { caller: callerOf(request), id: request.params.id, systemRoot: deps.his.system }) }),
    );
    app.get(
      '/mpi/questionnaires/for-encounters/:id',
      {
        config: { patient: 'scope' },
        schema: {
          tags,
          summary: `Ankieta wizyty (jednostka i specjalność; ankieta jednostki ma pierwszeństwo) z odpowiedziami; po terminie (data wizyty + dni) tylko do odczytu, a niewypełniona: 409 QUESTIONNAIRE_DEADLINE_PASSED. ${noSubjects}`,
          params: byId,
          response: { 200: questionnaireSchema, ...saveErrors },
        },
      },
      async (request) => subjects.encounterQuestionnaire(deps, resolvers, { caller: callerOf(request), id: request.params.id, systemRoot: deps.his.system }),
    );
    app.post(
      '/mpi/questionnaires-fulfillments/mpi-user/for-encounters/:encounterId',
      {
        config: { patient: 'scope' },
        schema: {
          tags,
          summary: `Zapis (lub zastąpienie) odpowiedzi ankiety wizyty; po terminie 409 QUESTIONNAIRE_DEADLINE_PASSED. ${noSubjects}`,
          params: z.object({ encounterId: subjectIdSchema }),
          body: fulfillmentInputSchema,
          response: { 200: fulfillmentSchema, ...saveErrors },
        },
      },
      async (request) => subjects.saveEncounterAnswers(deps, resolvers, { caller: callerOf(request), id: request.params.encounterId, systemRoot: deps.his.system }, request.body),
    );

    // ----------------------------------------------------------------------------------- programmes
    app.get(
      '/mpi/questionnaires/for-programs/:id',
      {
        config: { patient: 'scope' },
        schema: {
          tags,
          summary: 'Ankieta programu (aktualna wersja); z patientId: z odpowiedziami pacjenta, zablokowana po wypełnieniu (w wersji, na którą odpowiedział). 404: nieznany lub nieprowadzony program',
          params: z.object({ id: idSchema }),
          querystring: z.object({ patientId: idSchema.optional() }),
          response: { 200: questionnaireSchema, ...errors },
        },
      },
      async (request) => {
        const { patientId } = request.query;
        const patient = patientId === undefined ? null : reachableBy(request, patientId);
        // Another's patient is answered exactly like an unknown programme.
        if (patientId !== undefined && !patient) throw NotFound();
        return programQuestionnaire(deps, request.params.id, patient, requestLanguage(request));
      },
    );
    app.get(
      '/mpi/questionnaires/for-programs/:programId/:patientId/:systemRoot/is-fulfilled',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Czy pacjent wypełnił ankietę programu',
          params: z.object({ programId: idSchema, patientId: idSchema, systemRoot: systemRootSchema }),
          response: { 200: isFulfilledSchema, ...errors },
        },
      },
      async (request) => ({ value: await programIsFulfilled(deps, request.params.programId, patientOf(request), request.params.systemRoot) }),
    );
    app.post(
      '/mpi/questionnaires-fulfillments/mpi-user/for-programs/:programId/:patientId',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Zapis odpowiedzi pacjenta w ankiecie programu (jak POST /mppd/api/programs/questionnaire)',
          params: z.object({ programId: idSchema, patientId: idSchema }),
          body: fulfillmentInputSchema,
          response: { 201: fulfillmentSchema, ...saveErrors },
        },
      },
      async (request, reply) => {
        const actor = { accountId: requireAuth(request).account.id, patient: patientOf(request) };
        return reply.status(201).send(await saveProgramAnswers(deps, actor, { programId: request.params.programId }, request.body));
      },
    );

    for (const url of ['/mpi/accounts/mpi-user/programs/', '/mpi/accounts/mpi-user/programs']) {
      app.get(
        url,
        {
          config: { patient: 'query', account: 'own' },
          schema: {
            tags: programTags,
            hide: !url.endsWith('/'),
            summary: 'Program z linku zaproszenia i czy pacjent może w nim wziąć udział; cudzy link (konto lub pacjent) odpowiada jak nieznany program (404)',
            querystring: programPatientQuerySchema,
            response: { 200: patientProgramSchema, ...errors },
          },
        },
        async (request) => patientProgram(deps, request.query, { accountId: requireAuth(request).account.id, patient: patientOf(request) }),
      );
    }
    app.post(
      '/mppd/api/programs/questionnaire',
      {
        config: { patient: 'scope' },
        schema: {
          tags: programTags,
          summary:
            'Zapis ankiety programu: 409 PROGRAM_NOT_ELIGIBLE (pacjent nie spełnia warunków), QUESTIONNAIRE_READ_ONLY (już wypełniona), QUESTIONNAIRE_CHANGED (nowsza wersja); 400 z polami answers.<numer pytania>',
          body: programQuestionnaireSaveSchema,
          response: { 201: fulfillmentSchema, ...saveErrors },
        },
      },
      async (request, reply) => {
        const { programPatientParams: params, questionnaireFulfillment } = request.body;
        const actor = { accountId: requireAuth(request).account.id, patient: reachableBy(request, params.patientId) };
        const save = { programId: params.programId, systemRoot: params.systemRoot, accountId: params.accountId };
        return reply.status(201).send(await saveProgramAnswers(deps, actor, save, questionnaireFulfillment));
      },
    );
  };
