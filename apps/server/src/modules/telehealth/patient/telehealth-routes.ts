import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  archiveParamsSchema,
  chatRecordSchema,
  communicationTypeBodySchema,
  connectionBodySchema,
  consultationIdParamsSchema,
  consultationPatientParamsSchema,
  telehealthAccessDataSchema,
  telehealthConnectionSchema,
  telehealthStateSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { patientOf, patientScopeOf, resourceOf, type PatientScope, type ReachablePatient } from '../../../plugins/patient-access';
import { requireAuth } from '../../../plugins/session';
import * as teleconsultations from '../../teleconsultation/teleconsultation-service';
import { chatRecord } from '../core/archive';
import { serveCallSocket, socketQuerySchema } from '../core/call-socket';
import { accessData, chooseCommunicationType, patientNameOf, recordConnection, registerReadiness } from '../core/calls';
import { signalHubOf } from '../core/signal-hub';
import { sendRecording } from '../core/send-recording';

const tags = ['telehealth'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const inWindow = { ...errors, 409: apiErrorSchema } as const;
const byId = { patient: 'scope', resource: teleconsultations.teleconsultationResource } as const;

/** The one patient a route named (`config.patient`), as the scope the teleconsultation module reads through. */
const scopeOfOne = (patient: ReachablePatient): PatientScope => ({ ids: [patient.id], where: (column) => eq(column, patient.id) });

/**
 * The patient's side of the call (spec part 2 §4 "Telehealth session", §7; endpoints.tsv module
 * `telehealth` and the archive's two rows): the chosen type, readiness, access data, the connection
 * report, the archive, and the signalling socket. A teleconsultation of a patient the caller does not
 * reach is 404, as an unknown one; so is an archive address naming another account.
 */
export const telehealthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = signalHubOf(deps, app.log);
    app.addHook('onClose', () => hub.close());

    /** The teleconsultation `id` of the route's patient, through her scope; 404 otherwise. */
    const ofPatient = async (patient: ReachablePatient, id: number) => {
      const row = await teleconsultations.teleconsultationOfPatientScope(deps.db, scopeOfOne(patient), id);
      if (!row) throw NotFound();
      return row;
    };

    app.post(
      '/amts/consultations/:id/communication-type',
      {
        config: { ...byId },
        schema: {
          tags,
          summary: "Zapis wybranego typu telekonsultacji (C czat, A audio, V wideo); bez typu 400 'Proszę wybrać typ konsultacji.'; po zakończeniu 409",
          params: consultationIdParamsSchema,
          body: communicationTypeBodySchema,
          response: { 200: telehealthStateSchema, ...inWindow },
        },
      },
      (request) => chooseCommunicationType(deps, resourceOf(request, teleconsultations.teleconsultationResource), request.body),
    );

    app.put(
      '/amts/consultations/:id/:patientId/status',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Gotowość pacjenta w poczekalni (co 30 s); poza oknem rozpoczęcia 409 TELECONSULTATION_TOO_EARLY / _TOO_LATE z godziną',
          params: consultationPatientParamsSchema,
          response: { 200: telehealthStateSchema, ...inWindow },
        },
      },
      async (request) => registerReadiness(deps, await ofPatient(patientOf(request), request.params.id)),
    );

    app.get(
      '/amts/consultations/:id/:patientId/access-data',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Dane dostępu do rozmowy: ścieżka gniazda (apiKey), pokój (sessionId), podpisany token na 2 godziny, serwery ICE (STUN, TURN z poświadczeniami); tylko w oknie rozpoczęcia',
          params: consultationPatientParamsSchema,
          response: { 200: telehealthAccessDataSchema, ...inWindow },
        },
      },
      async (request) => {
        const row = await ofPatient(patientOf(request), request.params.id);
        return accessData(deps, row, { role: 'PATIENT', principalId: requireAuth(request).account.id, name: await patientNameOf(deps, row) });
      },
    );

    app.post(
      '/amts/consultations/:id/connection',
      {
        config: { ...byId },
        schema: {
          tags,
          summary: 'Zapis połączenia uczestnika (connectionId, context)',
          params: consultationIdParamsSchema,
          body: connectionBodySchema,
          response: { 201: telehealthConnectionSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await recordConnection(deps, resourceOf(request, teleconsultations.teleconsultationResource), 'PATIENT', request.body)),
    );

    /** The archive's address names the signed-in account (the spec's AMTS account); another one is 404. */
    const archived = async (request: FastifyRequest, params: { accountId: number; consultId: number }) => {
      if (params.accountId !== requireAuth(request).account.id) throw NotFound();
      return ofPatient(patientOf(request), params.consultId);
    };

    app.get(
      '/amts/archive/:accountId/:patientId/:consultId/chat-record',
      {
        config: { patient: 'params' },
        schema: { tags, summary: 'Zapis czatu telekonsultacji: chatStr (wiersze „GG:MM Imię: tekst”) i wiadomości', params: archiveParamsSchema, response: { 200: chatRecordSchema, ...errors } },
      },
      async (request) => chatRecord(deps, await archived(request, request.params)),
    );

    app.get(
      '/amts/archive/:accountId/:patientId/:consultId/streams-record',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Nagranie dźwięku telekonsultacji (audio/webm, Opus) z obsługą Range (206, 416); 404 gdy nie ma nagrania',
          params: archiveParamsSchema,
          response: { 200: z.any().describe('audio/webm'), 206: z.any().describe('audio/webm'), ...errors, 416: apiErrorSchema },
        },
      },
      async (request, reply) => sendRecording(deps, reply, await archived(request, request.params), request.headers.range),
    );

    // The signalling socket (contracts telehealth.ts). `writes`: the same-origin check applies to the
    // upgrade (a browser always sends its Origin with it).
    app.get(
      '/telehealth/ws',
      {
        websocket: true,
        config: { patient: 'scope', writes: true },
        schema: { tags, summary: 'Sygnalizacja rozmowy (WebSocket): pokój i token z danych dostępu', querystring: socketQuerySchema },
      },
      (socket, request) => {
        const scope = patientScopeOf(request);
        const auth = requireAuth(request);
        serveCallSocket(
          deps,
          hub,
          socket,
          request.query as z.infer<typeof socketQuerySchema>,
          {
            role: 'PATIENT',
            principalId: auth.account.id,
            find: (id) => teleconsultations.teleconsultationOfPatientScope(deps.db, scope, id),
            name: (row) => patientNameOf(deps, row),
          },
          request.log,
        );
      },
    );
  };
