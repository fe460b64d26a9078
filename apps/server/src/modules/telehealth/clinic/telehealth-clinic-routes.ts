import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  chatRecordSchema,
  consultationIdParamsSchema,
  RECORDING_CHUNK_MAX_BYTES,
  recordingChunkQuerySchema,
  recordingStateSchema,
  telehealthAccessDataSchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { staffListsPatients, staffOf } from '../../../plugins/staff-access';
import * as teleconsultations from '../../teleconsultation/teleconsultation-service';
import { appendRecordingChunk, chatRecord, completeRecording, recordingStateOf } from '../core/archive';
import { serveCallSocket, socketQuerySchema } from '../core/call-socket';
import { accessData } from '../core/calls';
import { signalHubOf } from '../core/signal-hub';
import { sendRecording } from '../core/send-recording';

const tags = ['clinic: telehealth'];
/** The clinicians who hold teleconsultations (teleconsultation-service decides which: hers, or a waiting unplanned one she may take). */
const consultants: StaffRole[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const RECORDING_TYPES = ['audio/webm', 'application/octet-stream'];

/**
 * The console's side of the call: its access data, the recording uploaded in chunks during the call, the
 * archive, and the signalling socket (under /api/clinic: the staff cookie's path). A teleconsultation is
 * no unit's row: the member reaches it as its consultant (or, for a waiting unplanned one, as a doctor of
 * its service, teleconsultation-service); any other is 404, as an unknown id. Reads of the patient's data
 * are in her read audit (`auditList`: the one patient of the answer).
 */
export const telehealthClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = signalHubOf(deps, app.log);
    app.addHook('onClose', () => hub.close());

    // A chunk of the recording is the request's raw body (MediaRecorder's blob), at most 2 MB.
    app.addContentTypeParser(RECORDING_TYPES, { parseAs: 'buffer', bodyLimit: RECORDING_CHUNK_MAX_BYTES }, (_request, body, done) => done(null, body));

    /** The teleconsultation as this member reaches it; 404 otherwise. */
    const reached = async (request: FastifyRequest, id: number) => {
      const staff = staffOf(request);
      const row = await teleconsultations.teleconsultationForStaff(deps.db, staff.member.id, staff.member.roles, id);
      if (!row) throw NotFound();
      return row;
    };
    /** …and the patient whose data the answer holds, for the read audit. */
    const read = async (request: FastifyRequest, id: number) => {
      const row = await reached(request, id);
      staffListsPatients(request, [row.patientId]);
      return row;
    };

    app.get(
      '/clinic/teleconsultations/:id/access-data',
      {
        config: { staff: { roles: consultants, auditList: 'TELEHEALTH_ACCESS' } },
        schema: {
          tags,
          summary: 'Dane dostępu konsultanta do rozmowy (gniazdo konsoli, pokój, token na 2 godziny, serwery ICE); tylko w oknie rozpoczęcia (409)',
          params: consultationIdParamsSchema,
          response: { 200: telehealthAccessDataSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { member } = staffOf(request);
        return accessData(deps, await read(request, request.params.id), { role: 'STAFF', principalId: member.id, name: `${member.name} ${member.lastName}` });
      },
    );

    app.get(
      '/clinic/teleconsultations/:id/recording',
      {
        config: { staff: { roles: consultants, auditList: 'TELEHEALTH_RECORDING' } },
        schema: { tags, summary: 'Stan nagrania: czy pacjent zgodził się na nagrywanie, numer następnego fragmentu, bajty, zakończenie', params: consultationIdParamsSchema, response: { 200: recordingStateSchema, ...errors } },
      },
      async (request) => recordingStateOf(deps, await read(request, request.params.id)),
    );

    app.post(
      '/clinic/teleconsultations/:id/recording/chunks',
      {
        config: { staff: { roles: consultants } },
        schema: {
          tags,
          summary:
            'Kolejny fragment nagrania dźwięku rozmowy (surowe bajty audio/webm, najwyżej 2 MB); seq od 0, kolejno (409 RECORDING_SEQUENCE z details.nextSeq); bez zgody pacjenta 403 RECORDING_NOT_ALLOWED; po zakończeniu 409 RECORDING_COMPLETED',
          params: consultationIdParamsSchema,
          querystring: recordingChunkQuerySchema,
          body: z.any().describe('audio/webm'),
          response: { 200: recordingStateSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const row = await reached(request, request.params.id);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return appendRecordingChunk(deps, row, staffOf(request).member.id, request.query.seq, body);
      },
    );

    app.post(
      '/clinic/teleconsultations/:id/recording/complete',
      {
        config: { staff: { roles: consultants } },
        schema: { tags, summary: 'Koniec nagrania: kolejne fragmenty są odrzucane (powtórzenie nic nie zmienia); bez nagrania 404', params: consultationIdParamsSchema, response: { 200: recordingStateSchema, ...errors } },
      },
      async (request) => completeRecording(deps, await reached(request, request.params.id)),
    );

    app.get(
      '/clinic/teleconsultations/:id/chat-record',
      {
        config: { staff: { roles: consultants, auditList: 'TELEHEALTH_CHAT_RECORD' } },
        schema: { tags, summary: 'Zapis czatu telekonsultacji (archiwum)', params: consultationIdParamsSchema, response: { 200: chatRecordSchema, ...errors } },
      },
      async (request) => chatRecord(deps, await read(request, request.params.id)),
    );

    app.get(
      '/clinic/teleconsultations/:id/streams-record',
      {
        config: { staff: { roles: consultants, auditList: 'TELEHEALTH_AUDIO_RECORD' } },
        schema: {
          tags,
          summary: 'Nagranie dźwięku telekonsultacji (audio/webm) z obsługą Range (206, 416)',
          params: consultationIdParamsSchema,
          response: { 200: z.any().describe('audio/webm'), 206: z.any().describe('audio/webm'), ...errors, 416: apiErrorSchema },
        },
      },
      async (request, reply) => sendRecording(deps, reply, await read(request, request.params.id), request.headers.range),
    );

    // The console's signalling socket: the same protocol as the patient's, under /api/clinic for the staff cookie.
    app.get(
      '/clinic/telehealth/ws',
      {
        websocket: true,
        config: { staff: { roles: consultants }, writes: true },
        schema: { tags, summary: 'Sygnalizacja rozmowy konsultanta (WebSocket): pokój i token z danych dostępu', querystring: socketQuerySchema },
      },
      (socket, request) => {
        const staff = staffOf(request);
        serveCallSocket(
          deps,
          hub,
          socket,
          request.query as z.infer<typeof socketQuerySchema>,
          {
            role: 'STAFF',
            principalId: staff.member.id,
            find: (id) => teleconsultations.teleconsultationForStaff(deps.db, staff.member.id, staff.member.roles, id),
            name: async () => `${staff.member.name} ${staff.member.lastName}`,
          },
          request.log,
        );
      },
    );
  };
