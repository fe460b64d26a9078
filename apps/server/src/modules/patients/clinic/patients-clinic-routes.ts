import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicPatientCardSchema,
  clinicGuardianParamsSchema,
  clinicLinkDecisionSchema,
  clinicPatientFileParamsSchema,
  clinicPatientParamsSchema,
  identityQueuePageSchema,
  identityQueueQuerySchema,
  identityRejectionSchema,
  identityReviewResultSchema,
  patientSearchPageSchema,
  patientSearchQuerySchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { staffListsPatients, staffOf, staffPatientOf } from '../../../plugins/staff-access';
import { publicBaseUrl } from '../../../public-origin';
import { openFileForStaff } from '../../files/files-service';
import { sendDownload } from '../../../lib/downloads';
import { confirmIdentityByClinic, decideGuardianLinkByClinic, identityQueue, patientCard, rejectIdentityByClinic, searchPatients } from './clinic-patients-service';

const tags = ['clinic: patients'];
const everyone: StaffRole[] = ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'];
const reviewers: StaffRole[] = ['REGISTRAR', 'ADMIN'];
const staffErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The clinic console's patients: search, card, files handed in, the identity queue and its review. */
export const patientsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const baseUrl = () => publicBaseUrl(deps.config, app.server);

    app.get(
      '/clinic/patients',
      {
        config: { staff: { roles: everyone, auditList: 'PATIENT_SEARCH' } },
        schema: {
          tags,
          summary: 'Wyszukiwanie pacjentów: PESEL, data urodzenia albo początek nazwiska (i imienia)',
          description:
            'q: 11 cyfr — PESEL (dokładnie); RRRR-MM-DD albo DD-MM-RRRR — data urodzenia; inaczej słowa: pierwsze to początek nazwiska, ' +
            'drugie początek imienia (wielkość liter bez znaczenia). Co najmniej 2 znaki. Stronicowane (20 na stronę, najwyżej 50), ' +
            'w kolejności indeksu. Każdy znaleziony pacjent trafia do dziennika odczytów (PATIENT_SEARCH), karta pacjenta — osobno.',
          querystring: patientSearchQuerySchema,
          response: { 200: patientSearchPageSchema, 400: apiErrorSchema, ...staffErrors },
        },
      },
      async (request) => {
        const found = await searchPatients(deps, request.query);
        staffListsPatients(request, found.items.map((p) => p.id));
        return found;
      },
    );

    app.get(
      '/clinic/patients/:patientId',
      {
        config: { staff: { roles: everyone, patient: 'params', audit: 'PATIENT_CARD' } },
        schema: {
          tags,
          summary: 'Karta pacjenta: dane, tożsamość, konto, powiązane profile, załączniki (odczyt zapisywany w dzienniku)',
          params: clinicPatientParamsSchema,
          response: { 200: clinicPatientCardSchema, 400: apiErrorSchema, ...staffErrors, 404: apiErrorSchema },
        },
      },
      async (request) => patientCard(deps, staffPatientOf(request)),
    );

    app.get(
      '/clinic/patients/:patientId/attachments/:fileId',
      {
        config: { staff: { roles: everyone, patient: 'params', audit: 'PATIENT_ATTACHMENT' } },
        schema: {
          tags,
          summary: 'Załącznik pacjenta (skan dokumentu) do obejrzenia w przeglądarce (odczyt zapisywany w dzienniku)',
          description: 'Sam plik: obraz albo PDF z content-disposition: inline, inny typ jako załącznik; bez zapisu w pamięci podręcznej.',
          params: clinicPatientFileParamsSchema,
          response: { 200: z.any().describe('Zawartość pliku'), 400: apiErrorSchema, ...staffErrors, 404: apiErrorSchema },
        },
      },
      async (request, reply) => sendDownload(reply, await openFileForStaff(deps, staffPatientOf(request), request.params.fileId), { inline: true }),
    );

    app.get(
      '/clinic/identities',
      {
        config: { staff: { roles: reviewers, auditList: 'IDENTITY_QUEUE' } },
        schema: {
          tags,
          summary: 'Tożsamości do potwierdzenia (REQUESTED, jeszcze nieprzejrzane), od najstarszych',
          description: 'Każdy pacjent na stronie trafia do dziennika odczytów (IDENTITY_QUEUE).',
          querystring: identityQueueQuerySchema,
          response: { 200: identityQueuePageSchema, 400: apiErrorSchema, ...staffErrors },
        },
      },
      async (request) => {
        const page = await identityQueue(deps, request.query);
        staffListsPatients(request, page.items.map((p) => p.id));
        return page;
      },
    );

    app.post(
      '/clinic/patients/:patientId/identity/confirm',
      {
        config: { staff: { roles: reviewers, patient: 'params', audit: 'IDENTITY_REVIEW' } },
        schema: {
          tags,
          summary: 'Potwierdzenie tożsamości pacjenta po obejrzeniu dokumentu: rekord VERIFIED, konto AUTHORIZED, e-mail do pacjenta',
          description: 'Tylko dla tożsamości REQUESTED (inaczej 409 CONFLICT). Konto pacjenta od następnego żądania widzi swoje dane.',
          params: clinicPatientParamsSchema,
          response: { 200: identityReviewResultSchema, 400: apiErrorSchema, ...staffErrors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const outcome = await confirmIdentityByClinic(deps, { patient: staffPatientOf(request), staffId: staffOf(request).member.id, baseUrl: baseUrl() });
        // The owner now reaches the record, and guardians' links wait for the person: their sessions read their reach afresh.
        for (const accountId of new Set(outcome.reachChanged)) app.sessions.forgetReach(accountId);
        return outcome.result;
      },
    );

    app.post(
      '/clinic/patients/:patientId/identity/reject',
      {
        config: { staff: { roles: reviewers, patient: 'params', audit: 'IDENTITY_REVIEW' } },
        schema: {
          tags,
          summary: 'Odrzucenie dokumentu tożsamości z powodem: rekord zostaje REQUESTED, e-mail do pacjenta z powodem i tym, co zrobić',
          description: 'Tylko dla tożsamości REQUESTED (inaczej 409 CONFLICT). Rekord wraca do kolejki, gdy pacjent doda nowy skan dokumentu.',
          params: clinicPatientParamsSchema,
          body: identityRejectionSchema,
          response: { 200: identityReviewResultSchema, 400: apiErrorSchema, ...staffErrors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) =>
        rejectIdentityByClinic(deps, { patient: staffPatientOf(request), staffId: staffOf(request).member.id, reason: request.body.reason, baseUrl: baseUrl() }),
    );

    app.post(
      '/clinic/patients/:patientId/guardians/:accountId/decision',
      {
        config: { staff: { roles: reviewers, patient: 'params', audit: 'LINK_REVIEW' } },
        schema: {
          tags,
          summary: 'Decyzja placówki o powiązaniu opiekuna z pacjentem: potwierdzenie oczekującego (P → C) albo zablokowanie (→ J)',
          description:
            'Nieznane powiązanie: 404. Potwierdzić można tylko oczekujące, zablokować oczekujące albo potwierdzone (inaczej 409). ' +
            'Opiekun dostaje e-mail; jego sesje od następnego żądania widzą zmianę.',
          params: clinicGuardianParamsSchema,
          body: clinicLinkDecisionSchema,
          response: { 204: z.null(), 400: apiErrorSchema, ...staffErrors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const guardian = await decideGuardianLinkByClinic(deps, {
          patient: staffPatientOf(request),
          accountId: request.params.accountId,
          decision: request.body.decision,
          staffId: staffOf(request).member.id,
          baseUrl: baseUrl(),
        });
        app.sessions.forgetReach(guardian);
        return reply.status(204).send(null);
      },
    );
  };
