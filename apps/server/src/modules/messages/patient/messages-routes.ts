import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  inboxQuerySchema,
  isReadSchema,
  markReadSchema,
  messageAttachmentParamsSchema,
  messageAttachmentsSchema,
  messageCategoriesSchema,
  messageListSchema,
  messagePageSchema,
  messageParamsSchema,
  messageRecipientsSchema,
  messageSchema,
  outboxQuerySchema,
  recipientPageSchema,
  recipientSearchQuerySchema,
  sendMessageRequestSchema,
  unreadCountSchema,
  updateMessageRequestSchema,
  uploadedFilesSchema,
  z,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps';
import { requestLanguage } from '../../../i18n/request-language';
import { accountAudience } from '../../../lib/live';
import { eventStreams } from '../../../lib/sse';
import { accountOf, reachableBy } from '../../../plugins/patient-access';
import { requireAuth } from '../../../plugins/session';
import { perMinute } from '../../../plugins/rate-limit';
import { sendDownload } from '../../../lib/downloads';
import * as messages from '../messages-service';

const tags = ['messages'];
const noContent = z.null().describe('Brak treści');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const own = { account: 'own' } as const;
const eventStreamDescription =
  'Strumień server-sent events (Accept: text/event-stream; bez niego 400): od razu i po każdej zmianie liczby nieprzeczytanych linia `data: {"type":"messages","unread":n,"toConfirm":m}`, ' +
  'co 25 s komentarz podtrzymujący, `retry: 5000`. Kanał zamyka się przy utracie połączenia serwera z bazą; 503: kanał chwilowo niedostępny — klient odświeża listę co 60 s.';

/** Who writes: the signed-in account, its owner's name, and the patients it reaches now. */
function writerOf(request: FastifyRequest): messages.AccountWriter {
  const auth = request.auth!;
  return {
    id: accountOf(request).id,
    name: auth.account.name,
    lastName: auth.account.lastName,
    reaches: (patientId) => reachableBy(request, patientId) !== null,
    ownPatientId: auth.ownPatientId,
  };
}

/**
 * The patient's messages (spec part 1 §7 "Messages", part 2 §4 "Messages to confirm"): the account's
 * own rows only (`config.account: 'own'`); a message of anyone else answers exactly as an unknown id.
 */
export const messagesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = eventStreams(app);

    app.get(
      '/mpi/message-categories',
      { schema: { tags, summary: 'Kategorie wiadomości (aktywne, w ustalonej kolejności)', response: { 200: messageCategoriesSchema, 401: apiErrorSchema } } },
      async (request) => messages.listMessageCategories(deps, requestLanguage(request)),
    );

    app.get(
      '/mpi/messages/u/mpi-user/inbox',
      {
        config: own,
        schema: {
          tags,
          summary: 'Odebrane wiadomości konta, od najnowszej (15 na stronę)',
          description: 'Filtry: after/before (dni przychodni, najwyżej 20 lat wstecz), category (kod), title, sender, recipient (fragmenty). readDate: kiedy to konto przeczytało wiadomość.',
          querystring: inboxQuerySchema,
          response: { 200: messagePageSchema, ...errors },
        },
      },
      async (request) => messages.accountInbox(deps, accountOf(request).id, request.query, requestLanguage(request)),
    );

    app.get(
      '/mpi/messages/u/mpi-user/outbox',
      {
        config: own,
        schema: {
          tags,
          summary: 'Wysłane wiadomości konta, od najnowszej (15 na stronę)',
          description: 'Filtry jak w odebranych, bez nadawcy i adresata. readDate: kiedy pierwszy adresat przeczytał wiadomość; changeable: można ją jeszcze zmienić lub usunąć.',
          querystring: outboxQuerySchema,
          response: { 200: messagePageSchema, ...errors },
        },
      },
      async (request) => messages.accountOutbox(deps, accountOf(request).id, request.query, requestLanguage(request)),
    );

    app.get(
      '/mpi/messages/u/mpi-user/unread',
      { config: own, schema: { tags, summary: 'Liczba nieprzeczytanych wiadomości konta (i tych do potwierdzenia)', response: { 200: unreadCountSchema, 401: apiErrorSchema } } },
      async (request) => messages.accountUnread(deps, accountOf(request).id),
    );

    app.post(
      '/mpi/messages/u/mpi-user/portal',
      {
        // The body may name the patient the message concerns: checked against the account's reach in the service.
        config: { ...own, patient: 'scope' },
        schema: {
          tags,
          summary: 'Wysłanie wiadomości albo odpowiedzi do przychodni',
          description:
            'Adresaci: pracownicy, do których pacjent może pisać, i skrzynki przyjmujące wiadomości pacjentów (GET accounts/mpi-user/recipients/info); inaczej 400 MESSAGE_RECIPIENT_INVALID. ' +
            'Odpowiedź (inResponseTo): domyślnie do nadawcy wiadomości, w jej wątku, tytuł najwyżej 149 znaków. patientId: pacjent, w którego imieniu konto działa (inny: 404); bez niego własne dane konta. ' +
            'attachmentIds: pliki przesłane wcześniej przez POST .../attachments. Najwyżej MESSAGE_SEND_LIMIT_PER_HOUR wiadomości na godzinę (429 MESSAGE_SEND_LIMIT z Retry-After).',
          body: sendMessageRequestSchema,
          response: { 201: messageSchema, ...errors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await messages.sendPatientMessage(deps, writerOf(request), request.body, requestLanguage(request))),
    );

    app.put(
      '/mpi/messages/u/mpi-user/update',
      {
        config: own,
        schema: {
          tags,
          summary: 'Zmiana wysłanej wiadomości, której nikt jeszcze nie przeczytał',
          description:
            'Tylko nadawca (inne konto: 404) i tylko przed przeczytaniem przez któregokolwiek adresata: inaczej 409 MESSAGE_ALREADY_READ_EDIT. attachmentIds: pozostawione i nowo przesłane pliki; pominięte są usuwane.',
          body: updateMessageRequestSchema,
          response: { 200: messageSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => messages.updatePatientMessage(deps, writerOf(request), request.body, requestLanguage(request)),
    );

    app.post(
      '/mpi/messages/u/mpi-user/attachments',
      {
        config: { ...own, rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: 'Przesłanie załączników do wiadomości (multipart/form-data)',
          description:
            'Pliki czekają najwyżej dobę na wysłanie lub zmianę wiadomości tego konta (attachmentIds). Limity z ustawień plików (fileUploadParams), typ sprawdzany po nazwie i po zawartości; wszystko albo nic. Błędy: 400 VALIDATION_ERROR, 400 BAD_REQUEST, 413, 429.',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedFilesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send({ files: await messages.uploadAccountAttachments(deps, request, accountOf(request).id) }),
    );

    app.get(
      '/mpi/messages/to-confirm',
      { config: own, schema: { tags, summary: 'Nieprzeczytane wiadomości, których przeczytanie trzeba potwierdzić, od najstarszej', response: { 200: messageListSchema, 401: apiErrorSchema } } },
      async (request) => messages.messagesToConfirm(deps, accountOf(request).id, requestLanguage(request)),
    );

    app.get(
      '/mpi/messages/events',
      {
        config: own,
        schema: { tags, summary: 'Kanał zmian liczby nieprzeczytanych wiadomości (server-sent events)', description: eventStreamDescription, response: { 200: z.string(), 400: apiErrorSchema, 401: apiErrorSchema, 503: apiErrorSchema } },
      },
      async (request, reply) => {
        const accountId = accountOf(request).id;
        return streams.open(request, reply, {
          live: deps.live,
          audience: accountAudience(accountId),
          snapshot: async () => ({ type: 'messages' as const, ...(await messages.accountUnread(deps, accountId)) }),
          stillValid: () => app.sessions.isLive(requireAuth(request).sessionIdHash),
        });
      },
    );

    app.get(
      '/mpi/messages/:id/recipients',
      {
        config: own,
        schema: { tags, summary: 'Adresaci wiadomości (nadawca widzi, kto ją przeczytał)', params: messageParamsSchema, response: { 200: messageRecipientsSchema, ...errors } },
      },
      async (request) => messages.messageRecipients(deps, accountOf(request).id, request.params.id, requestLanguage(request)),
    );

    app.post(
      '/mpi/messages/:id',
      {
        config: own,
        schema: {
          tags,
          summary: 'Oznaczenie otrzymanej wiadomości jako przeczytanej (raz: kolejne wywołanie zwraca tę samą datę)',
          description: '409 CONFLICT: konto jest nadawcą, nie adresatem.',
          params: messageParamsSchema,
          response: { 200: markReadSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => messages.markReadByAccount(deps, accountOf(request).id, request.params.id),
    );

    app.get(
      '/mpi/messages/:id/is-read',
      {
        config: own,
        schema: { tags, summary: 'Czy wiadomość przeczytano (nadawca: ktokolwiek z adresatów; adresat: on sam)', params: messageParamsSchema, response: { 200: isReadSchema, ...errors } },
      },
      async (request) => ({ value: await messages.messageIsRead(deps, accountOf(request).id, request.params.id) }),
    );

    app.delete(
      '/mpi/messages/:id',
      {
        config: own,
        schema: {
          tags,
          summary: 'Usunięcie wysłanej wiadomości, której nikt jeszcze nie przeczytał (z jej plikami)',
          description: 'Tylko nadawca (inne konto: 404); po przeczytaniu 409 MESSAGE_ALREADY_READ_DELETE.',
          params: messageParamsSchema,
          response: { 204: noContent, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await messages.deletePatientMessage(deps, accountOf(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/mpi/messages/:id/attachments',
      { config: own, schema: { tags, summary: 'Załączniki wiadomości', params: messageParamsSchema, response: { 200: messageAttachmentsSchema, ...errors } } },
      async (request) => messages.messageAttachments(deps, accountOf(request).id, request.params.id),
    );

    app.get(
      '/mpi/messages/:id/attachments/:fileId',
      {
        config: own,
        schema: {
          tags,
          summary: 'Plik załącznika wiadomości',
          description: 'Odpowiedź to sam plik: content-type według zawartości, content-disposition: attachment z nazwą pliku, bez zapisu w pamięci podręcznej.',
          params: messageAttachmentParamsSchema,
          response: { 200: z.any().describe('Zawartość pliku'), ...errors },
        },
      },
      async (request, reply) => sendDownload(reply, await messages.openMessageAttachmentForAccount(deps, accountOf(request).id, request.params.id, request.params.fileId)),
    );

    app.get(
      '/mpi/messages/:id/thread',
      {
        config: own,
        schema: { tags, summary: 'Wątek wiadomości: wiadomości, których konto jest stroną, od najstarszej', params: messageParamsSchema, response: { 200: messageListSchema, ...errors } },
      },
      async (request) => messages.accountThread(deps, accountOf(request).id, request.params.id, requestLanguage(request)),
    );

    app.get(
      '/mpi/accounts/mpi-user/recipients/info',
      {
        config: own,
        schema: {
          tags,
          summary: 'Adresaci, do których pacjent może napisać: skrzynki przychodni, potem pracownicy (5 na stronę)',
          querystring: recipientSearchQuerySchema,
          response: { 200: recipientPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => messages.findPatientRecipients(deps, request.query, requestLanguage(request)),
    );
  };
