import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bookingAttachmentParamsSchema,
  bookingCodeRequestSchema,
  bookingCodeSentSchema,
  bookingParamsSchema,
  bookingQuestionnaireSchema,
  bookingReferralSchema,
  bookingSchema,
  bookingsQuerySchema,
  bookingsSchema,
  confirmBookingSchema,
  firstBookingSchema,
  firstForPatientQuerySchema,
  makeBookingSchema,
  modifyBookingSchema,
  uploadedFilesSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { patientOf, patientScopeOf, resourceOf } from '../../../plugins/patient-access';
import { callerOf } from '../../../plugins/session';
import { perMinute } from '../../../plugins/rate-limit';
import { publicBaseUrl } from '../../../public-origin';
import { accountContact } from '../../contacts/contacts-service';
import { sendDownload } from '../../../lib/downloads';
import { addAttachments, openReferralAttachment, removeAttachment, uploadReferralScans } from './booking-attachments';
import { bookingCalendar, bookingCalendarVisit } from '../core/booking-ics';
import { bookingPrintout } from './booking-printout';
import { updateReferral } from './booking-referral';
import * as bookings from './bookings-service';
import { requestLanguage } from '../../../i18n/request-language';
import { makeBooking, modifyBooking } from './bookings-service-make';

const tags = ['bookings'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
const scope = { patient: 'scope' } as const;
/** A booking of the caller's patients, read before the handler (`resourceOf(request, bookingResource)`). */
const booking = { patient: 'scope', resource: bookings.bookingResource } as const;
const own = (request: FastifyRequest) => resourceOf(request, bookings.bookingResource);
const kindQuery = z.object({ kind: z.enum(['BOOKING', 'REFERRAL']).default('BOOKING') });

/** The patient's bookings (spec part 2 §7 "Bookings"): list, one, make, modify, confirm, cancel, questionnaire, referral, attachments, printout. */
export const bookingsPatientRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mppd/api/bookings',
      {
        config: scope,
        schema: {
          tags,
          summary: 'Rezerwacje pacjenta lub wszystkich pacjentów konta',
          description: 'Domyślnie od dziś do końca miesiąca za rok, statusy SCHEDULED i REGISTERED (jak pokazywane: SCHEDULED z orderStatus GTRE to REGISTERED); zakres najwyżej 20 lat wstecz i w przód.',
          querystring: bookingsQuerySchema,
          response: { 200: bookingsSchema, ...errors },
        },
      },
      async (request) => bookings.listBookings(deps, patientScopeOf(request), request.query, requestLanguage(request)),
    );
    app.get(
      '/mppd/api/bookings/first-for-patient',
      { config: { patient: 'query' }, schema: { tags, summary: 'Pierwsza aktywna rezerwacja pacjenta w podanym okresie (sprawdzenie rezerwacji równoległej)', querystring: firstForPatientQuerySchema, response: { 200: firstBookingSchema, ...errors } } },
      async (request) => bookings.firstForPatient(deps, patientOf(request).id, request.query, requestLanguage(request)),
    );
    app.post(
      '/mppd/api/bookings',
      {
        config: { patient: 'body' },
        schema: {
          tags,
          summary: 'Nowa rezerwacja',
          description:
            'Sprawdza blokadę pacjenta (403 BOOKING_LOCKED), termin (404; TIME_SLOT_TOO_EARLY; 409 TIME_SLOT_TAKEN), warunki usługi (400 BOOKING_VALIDATION z kodami), rezerwację równoległą (409 BOOKING_PARALLEL), skierowanie (REFERRAL_REQUIRED, MISSING_REFERRAL_PRACTITIONER_OR_INSTITUTION), receptę, cennik (PRICE_LIST_MISSING) i kod SMS (BOOKING_CONFIRMATION_REQUIRED, CODE_INVALID).',
          body: makeBookingSchema,
          response: { 201: bookingSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await makeBooking(deps, requestLanguage(request), request.auth!.account.id, patientOf(request), request.body)),
    );
    app.put(
      '/mppd/api/bookings',
      {
        config: { patient: 'body' },
        schema: {
          tags,
          summary: 'Zmiana terminu rezerwacji',
          description: 'Rezerwuje nowy termin i odwołuje poprzednią rezerwację (hisBookingId) w jednej transakcji: stary termin zwalnia się dopiero, gdy nowy jest zarezerwowany. 409 BOOKING_READ_ONLY, gdy rezerwacja nie jest zaplanowana.',
          body: modifyBookingSchema,
          response: { 200: bookingSchema, ...errors },
        },
      },
      async (request) => modifyBooking(deps, requestLanguage(request), request.auth!.account.id, patientOf(request), request.body),
    );
    app.post(
      '/mppd/api/bookings/code',
      {
        config: { patient: 'body', rateLimit: perMinute(5) },
        schema: { tags, summary: 'Kod SMS potwierdzający rezerwację terminu', body: bookingCodeRequestSchema, response: { 200: bookingCodeSentSchema, ...errors, 429: apiErrorSchema } },
      },
      async (request) => bookings.sendSlotCode(deps, request.auth!.account.id, request.body.timeSlotId, request.ip),
    );
    app.post(
      '/mppd/api/bookings/referral-attachments',
      {
        config: { account: 'own', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: 'Załączniki skierowania przed utworzeniem rezerwacji (multipart/form-data)',
          description: 'Pliki czekają najwyżej dobę na rezerwację tego konta (referralAttachments). Limity z ustawień plików.',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedFilesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send({ files: await uploadReferralScans(deps, request, request.auth!.account.id) }),
    );
    app.get(
      '/mppd/api/bookings/:system/:id',
      { config: booking, schema: { tags, summary: 'Rezerwacja', params: bookingParamsSchema, response: { 200: bookingSchema, ...errors } } },
      async (request) => bookings.getBooking(deps, own(request), requestLanguage(request)),
    );
    app.delete(
      '/mppd/api/bookings/:system/:id',
      { config: booking, schema: { tags, summary: 'Odwołanie rezerwacji (przed rozpoczęciem wizyty)', params: bookingParamsSchema, response: { 200: bookingSchema, ...errors } } },
      async (request) => bookings.cancelBooking(deps, patientScopeOf(request), own(request), requestLanguage(request)),
    );
    app.put(
      '/mppd/api/bookings/:system/:id',
      {
        config: booking,
        schema: { tags, summary: 'Ankieta rezerwacji (tylko zaplanowanej)', params: bookingParamsSchema, body: bookingQuestionnaireSchema, response: { 200: bookingSchema, ...errors } },
      },
      async (request) => bookings.saveQuestionnaire(deps, callerOf(request), own(request), request.body.questionnaireFulfillment, requestLanguage(request)),
    );
    app.post(
      '/mppd/api/bookings/:system/:id/confirmation-code',
      { config: { ...booking, rateLimit: perMinute(5) }, schema: { tags, summary: 'Kod SMS potwierdzający rezerwację', params: bookingParamsSchema, response: { 200: bookingCodeSentSchema, ...errors, 429: apiErrorSchema } } },
      async (request) => bookings.sendConfirmationCode(deps, own(request), request.auth!.account.id, request.ip),
    );
    app.put(
      '/mppd/api/bookings/:system/:id/confirm',
      {
        config: booking,
        schema: { tags, summary: 'Potwierdzenie rezerwacji kodem SMS', description: '409 BOOKING_STATUS, gdy rezerwacja nie jest zaplanowana albo jest już potwierdzona.', params: bookingParamsSchema, body: confirmBookingSchema, response: { 200: bookingSchema, ...errors } },
      },
      async (request) => bookings.confirmBooking(deps, patientScopeOf(request), own(request), request.auth!.account.id, request.body.code, requestLanguage(request)),
    );
    app.put(
      '/mppd/api/bookings/:system/:id/referral',
      { config: booking, schema: { tags, summary: 'Zmiana skierowania rezerwacji', params: bookingParamsSchema, body: bookingReferralSchema, response: { 200: bookingSchema, ...errors } } },
      async (request) => updateReferral(deps, patientScopeOf(request), own(request), request.auth!.account.id, request.body, requestLanguage(request)),
    );
    app.post(
      '/mppd/api/bookings/:system/:id/attachments',
      {
        config: { ...booking, rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: 'Dodanie załączników do rezerwacji (multipart/form-data)',
          description: 'kind=BOOKING (domyślnie) albo REFERRAL; limit liczby plików z ustawień liczony osobno dla każdego rodzaju.',
          consumes: ['multipart/form-data'],
          params: bookingParamsSchema,
          querystring: kindQuery,
          response: { 200: bookingSchema, ...errors, 413: apiErrorSchema },
        },
      },
      async (request) => addAttachments(deps, request, patientScopeOf(request), own(request), request.auth!.account.id, request.query.kind, requestLanguage(request)),
    );
    app.delete(
      '/mppd/api/bookings/:system/:id/attachments/:attId',
      { config: booking, schema: { tags, summary: 'Usunięcie załącznika rezerwacji', params: bookingAttachmentParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await removeAttachment(deps, own(request), request.params.attId);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/mppd/api/bookings/:system/:id/attachments/:attId/referral',
      { config: booking, schema: { tags, summary: 'Pobranie załącznika skierowania', params: bookingAttachmentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } } },
      async (request, reply) => sendDownload(reply, await openReferralAttachment(deps, own(request), request.params.attId)),
    );
    app.delete(
      '/mppd/api/bookings/:system/:id/attachments/:attId/referral',
      { config: booking, schema: { tags, summary: 'Usunięcie załącznika skierowania', params: bookingAttachmentParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await removeAttachment(deps, own(request), request.params.attId, 'REFERRAL');
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/mppd/api/bookings/:system/:id/calendar',
      {
        config: booking,
        schema: {
          tags,
          summary: 'Rezerwacja jako plik kalendarza (.ics, „Dodaj do kalendarza”)',
          description: 'To samo wydarzenie co w załączniku e-maila o rezerwacji (ten sam uid, więc kalendarz aktualizuje wcześniej dodaną wizytę); odwołana rezerwacja to wydarzenie odwołane. Cudza rezerwacja: 404.',
          params: bookingParamsSchema,
          response: { 200: z.string().describe('text/calendar'), ...errors },
        },
      },
      async (request, reply) => {
        const row = own(request);
        const contact = await accountContact(deps, request.auth!.account.id);
        const base = publicBaseUrl(deps.config);
        const ics = bookingCalendar(bookingCalendarVisit({ booking: row, language: contact?.language ?? 'pl', link: `${base}/bookings`, host: new URL(base).hostname, now: deps.clock.now() }));
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="wizyta-${row.booking.system}-${row.booking.id}.ics"`)
          .header('cache-control', 'no-store')
          .send(ics);
      },
    );
    app.get(
      '/mppd/api/bookings/:system/:id/printout',
      { config: booking, schema: { tags, summary: 'Wydruk rezerwacji (PDF)', params: bookingParamsSchema, response: { 200: z.any().describe('PDF'), ...errors } } },
      async (request, reply) => bookingPrintout(deps, reply, own(request), requestLanguage(request)),
    );
  };
