import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicInboxQuerySchema,
  clinicMessageAttachmentParamsSchema,
  clinicMessageBoxesSchema,
  clinicMessageListSchema,
  clinicMessagePageSchema,
  clinicMessageParamsSchema,
  clinicMessageSentSchema,
  clinicOutboxQuerySchema,
  clinicPatientMessagesQuerySchema,
  clinicRecipientPageSchema,
  clinicRecipientSearchQuerySchema,
  clinicSendMessageRequestSchema,
  markReadSchema,
  patientParamsSchema,
  staffRoleValues,
  uploadedFilesSchema,
  z,
  type ClinicMessage,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { requestLanguage } from '../../../i18n/request-language';
import { staffAudience } from '../../../lib/live';
import { eventStreams } from '../../../lib/sse';
import { perMinute } from '../../../plugins/rate-limit';
import { staffListsPatients, staffOf, staffPatientOf } from '../../../plugins/staff-access';
import { sendDownload } from '../../../lib/downloads';
import * as messages from '../messages-service';

const tags = ['clinic: messages'];
/** Every member has an inbox of her own. */
const everyone = { staff: { roles: staffRoleValues } } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
/**
 * A read answering messages about patients (an inbox, a thread, an attachment): every patient a message
 * concerns is written to the read audit as `what` (plugins/staff-access).
 */
const listed = (what: string) => ({ staff: { roles: staffRoleValues, auditList: what } });
const patientsOf = (items: readonly ClinicMessage[]) => items.flatMap((m) => (m.patient ? [m.patient.id] : []));
function listing<T extends { items: readonly ClinicMessage[] }>(request: FastifyRequest, page: T): T {
  staffListsPatients(request, patientsOf(page.items));
  return page;
}

/** The clinic console's messages: each member's inbox and her mailboxes', sending, the patient card's correspondence. */
export const messagesClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = eventStreams(app);

    app.get(
      '/clinic/messages/boxes',
      { config: everyone, schema: { tags, summary: 'Skrzynki pracownika: własna, potem skrzynki, do których należy (z liczbą nieprzeczytanych)', response: { 200: clinicMessageBoxesSchema, ...errors } } },
      async (request) => messages.clinicBoxes(deps, staffOf(request).member, staffOf(request).language),
    );

    app.get(
      '/clinic/messages/inbox',
      {
        config: listed('MESSAGE_INBOX'),
        schema: {
          tags,
          summary: 'Odebrane: własna skrzynka albo skrzynka, do której pracownik należy (mailboxId; inna: 404), od najnowszej',
          querystring: clinicInboxQuerySchema,
          response: { 200: clinicMessagePageSchema, ...errors },
        },
      },
      async (request) => listing(request, await messages.clinicInbox(deps, staffOf(request).member.id, request.query, requestLanguage(request))),
    );

    app.get(
      '/clinic/messages/outbox',
      {
        config: listed('MESSAGE_OUTBOX'),
        schema: { tags, summary: 'Wysłane przez pracownika (także w imieniu skrzynek), od najnowszej', querystring: clinicOutboxQuerySchema, response: { 200: clinicMessagePageSchema, ...errors } },
      },
      async (request) => listing(request, await messages.clinicOutbox(deps, staffOf(request).member.id, request.query, requestLanguage(request))),
    );

    app.get(
      '/clinic/messages/events',
      {
        config: everyone,
        schema: {
          tags,
          summary: 'Kanał zmian liczby nieprzeczytanych we wszystkich skrzynkach pracownika (server-sent events)',
          description: 'Jak GET /api/mpi/messages/events; toConfirm zawsze 0.',
          response: { 200: z.string(), ...errors, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const staffId = staff.member.id;
        return streams.open(request, reply, {
          live: deps.live,
          audience: staffAudience(staffId),
          snapshot: async () => ({ type: 'messages' as const, unread: await messages.clinicUnread(deps, staffId), toConfirm: 0 }),
          stillValid: () => app.staffSessions.isLive(staff.sessionIdHash),
        });
      },
    );

    app.get(
      '/clinic/messages/recipients',
      { config: everyone, schema: { tags, summary: 'Adresaci: skrzynki, potem pracownicy (pacjentów szuka się wyszukiwarką pacjentów)', querystring: clinicRecipientSearchQuerySchema, response: { 200: clinicRecipientPageSchema, ...errors } } },
      async (request) => messages.findClinicRecipients(deps, request.query, staffOf(request).language),
    );

    app.post(
      '/clinic/messages/attachments',
      {
        config: { ...everyone, rateLimit: perMinute(30) },
        schema: {
          tags,
          summary: 'Przesłanie załączników do wiadomości (multipart/form-data); czekają dobę na wysłanie',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedFilesSchema, ...errors, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send({ files: await messages.uploadStaffAttachments(deps, request, staffOf(request).member.id) }),
    );

    app.post(
      '/clinic/messages',
      {
        config: everyone,
        schema: {
          tags,
          summary: 'Wysłanie wiadomości albo odpowiedzi',
          description:
            'Adresaci: PATIENT (konto pacjenta i konta działające w jego imieniu; bez konta: 400 MESSAGE_RECIPIENT_INVALID), STAFF, MAILBOX. fromMailboxId: w imieniu skrzynki pracownika (inna: 404). ' +
            'mustConfirm: pacjent potwierdza przeczytanie przy następnym logowaniu. Odpowiedź (inResponseTo): domyślnie do nadawcy, w wątku, z tym samym pacjentem.',
          body: clinicSendMessageRequestSchema,
          response: { 201: clinicMessageSentSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await messages.sendClinicMessage(deps, staffOf(request).member, request.body)),
    );

    app.get(
      '/clinic/messages/:messageId/thread',
      {
        config: listed('MESSAGE_THREAD'),
        schema: { tags, summary: 'Wątek wiadomości (wiadomości, które pracownik widzi), od najstarszej', params: clinicMessageParamsSchema, response: { 200: clinicMessageListSchema, ...errors } },
      },
      async (request) => {
        const thread = await messages.clinicThread(deps, staffOf(request).member.id, request.params.messageId, requestLanguage(request));
        staffListsPatients(request, patientsOf(thread));
        return thread;
      },
    );

    app.post(
      '/clinic/messages/:messageId/read',
      {
        config: everyone,
        schema: {
          tags,
          summary: 'Oznaczenie jako przeczytanej: kopia pracownika i kopie jego skrzynek (raz)',
          params: clinicMessageParamsSchema,
          response: { 200: markReadSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => messages.markReadByStaff(deps, staffOf(request).member.id, request.params.messageId),
    );

    app.get(
      '/clinic/messages/:messageId/attachments/:fileId',
      {
        config: listed('MESSAGE_ATTACHMENT'),
        schema: { tags, summary: 'Plik załącznika wiadomości (tylko dla stron wiadomości)', params: clinicMessageAttachmentParamsSchema, response: { 200: z.any().describe('Zawartość pliku'), ...errors } },
      },
      async (request, reply) => {
        const { file, patientId } = await messages.openMessageAttachmentForStaff(deps, staffOf(request).member.id, request.params.messageId, request.params.fileId);
        staffListsPatients(request, patientId === null ? [] : [patientId]);
        return sendDownload(reply, file);
      },
    );

    app.get(
      '/clinic/patients/:patientId/messages',
      {
        config: { staff: { roles: staffRoleValues, patient: 'params', audit: 'MESSAGES' } },
        schema: {
          tags,
          summary: 'Korespondencja dotycząca pacjenta (odczyt zapisywany w rejestrze dostępu)',
          params: patientParamsSchema,
          querystring: clinicPatientMessagesQuerySchema,
          response: { 200: clinicMessagePageSchema, ...errors },
        },
      },
      async (request) => messages.clinicPatientMessages(deps, staffOf(request).member.id, staffPatientOf(request).id, request.query, requestLanguage(request)),
    );
  };
