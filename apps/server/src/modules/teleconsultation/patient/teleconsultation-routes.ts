import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accountPatientParamsSchema,
  accountParamsSchema,
  apiErrorSchema,
  caseConsultationsParamsSchema,
  caseConsultationsSchema,
  consultantParamsSchema,
  consultantStatusSchema,
  consultationAttachmentsParamsSchema,
  consultationAttachmentsSchema,
  consultationItemParamsSchema,
  consultationPathParamsSchema,
  patientDataParamsSchema,
  patientIdentifierParamsSchema,
  patientIdentifiersSchema,
  patientRegistrationCreateSchema,
  patientRegistrationSchema,
  serviceCodeParamsSchema,
  teleconsultationCancelSchema,
  teleconsultationCatalogQuerySchema,
  teleconsultationCatalogSchema,
  teleconsultationChangeDateSchema,
  teleconsultationConsentsSchema,
  teleconsultationCreateSchema,
  teleconsultationListQuerySchema,
  teleconsultationSchema,
  teleconsultationsSchema,
  unplannedBookingRequestSchema,
  unplannedServicesSchema,
  waitingConsultationsSchema,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { requestLanguage } from '../../../i18n/request-language';
import { patientOf, resourceOf } from '../../../plugins/patient-access';
import * as service from './teleconsultation-patient-service';
import * as registration from './registration-service';

const tags = ['teleconsultation'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
/** The patient in the path, the account in the path the signed-in one. */
const patientAndAccount = { patient: 'params', account: 'own' } as const;

/** The path's {accountId} must be the signed-in account's: another is answered as unknown (404). */
function caller(request: FastifyRequest & { params: unknown }): service.TeleconsultationCaller {
  const auth = request.auth!;
  const accountId = (request.params as { accountId?: number }).accountId;
  if (accountId !== undefined && accountId !== auth.account.id) throw NotFound();
  return { accountId: auth.account.id, accountType: auth.account.type, language: requestLanguage(request) };
}

/**
 * Teleconsultation booking (spec part 2 §7 "Teleconsultation and telehealth", endpoints.tsv module
 * `teleconsultation` and the three /amts/patient rows of `patients`). In /amts/consultations/{accountId}/{x}
 * {x} is the patient's id.
 */
export const teleconsultationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // ---------------------------------------------------------------- catalogues and "now" facts (public, §6)
    app.get(
      '/mppd/api/catalog/teleconsultations/planned/for-booking',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Katalog telekonsultacji planowanych (usługi typu TELECONSULTATION z grafikiem)',
          description: 'Dla odwiedzającego grafiki dostępne B; zalogowanemu z patientId jednego z jego pacjentów także P.',
          querystring: teleconsultationCatalogQuerySchema,
          response: { 200: teleconsultationCatalogSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const patientId = request.query.patientId;
        const audience = patientId !== undefined && request.auth?.reach.has(patientId) ? 'PATIENT' : 'VISITOR';
        return service.plannedCatalog(deps, audience, requestLanguage(request));
      },
    );
    app.get(
      '/mppd/api/catalog/teleconsultations/unplanned',
      { config: { public: true }, schema: { tags, summary: 'Usługi telekonsultacji „teraz” (nieplanowanych) z konsultantami', response: { 200: unplannedServicesSchema } } },
      async (request) => service.unplannedCatalog(deps, requestLanguage(request), false),
    );
    app.get(
      '/mppd/api/catalog/teleconsultations/unplanned/for-booking',
      { config: { public: true }, schema: { tags, summary: 'Usługi telekonsultacji „teraz”, w których konsultant jest teraz dostępny', response: { 200: unplannedServicesSchema } } },
      async (request) => service.unplannedCatalog(deps, requestLanguage(request), true),
    );
    app.get(
      '/amts/services/:code/waiting-consultations',
      {
        config: { public: true },
        schema: { tags, summary: 'Liczba oczekujących telekonsultacji „teraz” usługi', params: serviceCodeParamsSchema, response: { 200: waitingConsultationsSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
      },
      async (request) => service.waitingConsultations(deps, request.params.code),
    );
    app.get(
      '/amts/consultations/consultants/:consultantId/status',
      {
        config: { public: true },
        schema: { tags, summary: 'Dostępność konsultanta (1 dostępny, 0 niedostępny)', params: consultantParamsSchema, response: { 200: consultantStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
      },
      async (request) => service.consultantStatus(deps, request.params.consultantId),
    );

    // ---------------------------------------------------------------- the patient's teleconsultations
    app.post(
      '/amts/consultations/:accountId/:patientId',
      {
        config: patientAndAccount,
        schema: {
          tags,
          summary: 'Nowa telekonsultacja pacjenta ({x} = id pacjenta)',
          description: `Planowana: na termin zablokowany w kreatorze (ścieżka rezerwacji modułu wizyt: jedna rezerwacja na termin, blokada 15 minut);
            nieplanowana (adhoc): bez terminu, WAITING. Konto AUTHORIZED (403 ACCOUNT_NOT_AUTHORIZED), zgody CDPM/CTEL (403 TELECONSULTATION_CONSENT_MISSING),
            pacjent zarejestrowany (404 TELECONSULTATION_PATIENT_UNCONFIGURED), opis do 2000 znaków (400 TELECONSULTATION_DESCRIPTION_TOO_LONG),
            sprawa medyczna pacjenta albo tytuł nowej (400 TELECONSULTATION_CASE_REQUIRED), termin zajęty: 409 TIME_SLOT_TAKEN.`,
          params: consultationPathParamsSchema,
          body: teleconsultationCreateSchema,
          response: { 201: teleconsultationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await service.createTeleconsultation(deps, caller(request), patientOf(request), request.body);
        return reply.code(201).send(created);
      },
    );
    app.put(
      '/amts/consultations/:accountId/:patientId/change',
      {
        config: patientAndAccount,
        schema: {
          tags,
          summary: 'Zmiana terminu telekonsultacji (nowy zablokowany termin; stary zwolniony)',
          params: consultationPathParamsSchema,
          body: teleconsultationChangeDateSchema,
          response: { 200: teleconsultationSchema, ...errors },
        },
      },
      async (request) => service.changeDate(deps, caller(request), patientOf(request), request.body),
    );
    app.post(
      '/amts/consultations/:accountId/:patientId/cancel',
      {
        config: patientAndAccount,
        schema: { tags, summary: 'Odwołanie telekonsultacji (i jej rezerwacji)', params: consultationPathParamsSchema, body: teleconsultationCancelSchema, response: { 200: teleconsultationSchema, ...errors } },
      },
      async (request) => service.cancelTeleconsultation(deps, caller(request), patientOf(request), request.body),
    );
    app.post(
      '/amts/consultations/:accountId/:patientId/unplanned',
      {
        config: patientAndAccount,
        schema: {
          tags,
          summary: 'Rejestracja rezerwacji telekonsultacji „teraz” (raz; kolejne wywołania bez zmian)',
          params: consultationPathParamsSchema,
          body: unplannedBookingRequestSchema,
          response: { 200: teleconsultationSchema, ...errors },
        },
      },
      async (request) => service.registerUnplannedBooking(deps, caller(request), patientOf(request), request.body),
    );
    app.get(
      '/amts/consultations/:accountId/:patientId/:teleconsultationId',
      { config: patientAndAccount, schema: { tags, summary: 'Telekonsultacja pacjenta', params: consultationItemParamsSchema, response: { 200: teleconsultationSchema, ...errors } } },
      async (request) => service.getTeleconsultation(deps, caller(request), patientOf(request), request.params.teleconsultationId),
    );
    app.get(
      '/amts/teleconsultations/:accountId/:patientId',
      {
        config: patientAndAccount,
        schema: {
          tags,
          summary: 'Telekonsultacje pacjenta zaplanowane w okresie after–before (domyślnie rok wstecz do roku naprzód)',
          params: consultationPathParamsSchema,
          querystring: teleconsultationListQuerySchema,
          response: { 200: teleconsultationsSchema, ...errors },
        },
      },
      async (request) => service.listTeleconsultations(deps, caller(request), patientOf(request), request.query),
    );

    // ---------------------------------------------------------------- consents of the account (recording)
    app.put(
      '/amts/account/:accountId/consents',
      {
        config: { patient: 'body', account: 'own' },
        schema: {
          tags,
          summary: 'Zgoda pacjenta na nagrywanie dźwięku telekonsultacji',
          params: accountParamsSchema,
          body: teleconsultationConsentsSchema,
          response: { 200: teleconsultationConsentsSchema, ...errors },
        },
      },
      async (request) => {
        caller(request);
        return service.setConsents(deps, patientOf(request), request.body.recordingAllowed);
      },
    );
    app.get(
      '/amts/account/:accountId/consents/:patientId',
      { config: patientAndAccount, schema: { tags, summary: 'Zgoda pacjenta na nagrywanie', params: accountPatientParamsSchema, response: { 200: teleconsultationConsentsSchema, ...errors } } },
      async (request) => {
        caller(request);
        return service.getConsents(deps, patientOf(request));
      },
    );

    // ---------------------------------------------------------------- the patient's registration (AMTS patient data)
    app.get(
      '/amts/patient/identifier/:accountId/:nationalId',
      {
        config: { patient: 'scope', account: 'own', resource: registration.registeredByNationalId },
        schema: {
          tags,
          summary: 'Sprawdzenie danych pacjenta do telekonsultacji (PESEL jednego z pacjentów konta, zarejestrowany)',
          description: '404 TELECONSULTATION_PATIENT_UNCONFIGURED ("Problem z konfiguracją konta pacjenta. Skontaktuj się z placówką") dla PESEL-u bez zarejestrowanego pacjenta konta.',
          params: patientIdentifierParamsSchema,
          response: { 200: patientRegistrationSchema, ...errors },
        },
      },
      async (request) => {
        caller(request);
        return registration.identifierCheck(resourceOf(request, registration.registeredByNationalId));
      },
    );
    app.post(
      '/amts/patient/data/:accountId/:patientId',
      {
        config: { patient: 'scope', account: 'own', resource: registration.registrationOfPatient },
        schema: { tags, summary: 'Identyfikatory pacjenta (404: niezarejestrowany)', params: patientDataParamsSchema, body: patientIdentifiersSchema, response: { 200: patientRegistrationSchema, ...errors } },
      },
      async (request) => {
        caller(request);
        return registration.patientData(deps, resourceOf(request, registration.registrationOfPatient), request.body);
      },
    );
    app.post(
      '/amts/patient/data/:accountId/:patientId/new',
      {
        config: patientAndAccount,
        schema: { tags, summary: 'Rejestracja pacjenta do telekonsultacji', params: patientDataParamsSchema, body: patientRegistrationCreateSchema, response: { 201: patientRegistrationSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await registration.registerPatient(deps, caller(request), patientOf(request), request.body)),
    );

    // ---------------------------------------------------------------- a medical case's consultations
    app.get(
      '/amts/medical-cases/:accountId/:patientId/:caseId/consultations',
      { config: patientAndAccount, schema: { tags, summary: 'Telekonsultacje sprawy medycznej', params: caseConsultationsParamsSchema, response: { 200: caseConsultationsSchema, ...errors } } },
      async (request) => service.caseConsultations(deps, caller(request).language, patientOf(request), request.params.caseId),
    );
    app.get(
      '/amts/medical-cases/:accountId/:patientId/:caseId/:consultId/attachments',
      {
        config: patientAndAccount,
        schema: { tags, summary: 'Załączniki i notatki telekonsultacji', params: consultationAttachmentsParamsSchema, response: { 200: consultationAttachmentsSchema, ...errors } },
      },
      async (request) => {
        caller(request);
        return service.caseConsultationAttachments(deps, patientOf(request), request.params.caseId, request.params.consultId);
      },
    );
  };
