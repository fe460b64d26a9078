import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLanguageRequestSchema,
  accountSchema,
  accountUpdateRequestSchema,
  apiErrorSchema,
  changePasswordRequestSchema,
  eventLogRequestSchema,
  loginRequestSchema,
  mergeAccountRequestSchema,
  notificationParamsSchema,
  notificationTargetSchema,
  phoneContactRequestSchema,
  valueOf,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { mergeAccounts } from './merge-service';
import { openNotification } from '../../contacts/contacts-service';
import { changePassword } from './password-service';
import { getAccount, signIn, signOut, type DevicePort } from '../sign-in-service';
import { DEVICE_COOKIE, DEVICE_TRUST_MS } from '../../sign-in-guard/sign-in-guard-service';
import { recordClientEvent } from '../../event-log/event-log-service';
import { setAccountLanguage } from './language-service';
import { accountDeletionRoutes } from './account-deletion-routes';
import { accountIsAuthorized, accountPhone, accountPhoneExists, changeContactPhone, updateAccount } from './contact-service';
import { publicBaseUrl } from '../../../public-origin';
import { perMinute } from '../../../plugins/rate-limit';
import { accountOf, patientOf } from '../../../plugins/patient-access';
import { requireAuth, sessionCookieOptions } from '../../../plugins/session';

const noContent = z.null().describe('Brak treści');

/**
 * Sign-in, sign-out, the current account, password change and the client's event log.
 * Sign-in paths are not in the spec; they follow its style under /mpi/accounts.
 */
export const accountsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(accountDeletionRoutes(deps));
    // The device cookie travels only to the sign-in calls under /api/mpi/accounts, never to other requests.
    const devicePort = (request: FastifyRequest, reply: FastifyReply): DevicePort => ({
      presented: request.cookies[DEVICE_COOKIE],
      issue: (value) =>
        reply.setCookie(DEVICE_COOKIE, value, {
          ...sessionCookieOptions(deps.config),
          path: '/api/mpi/accounts',
          sameSite: 'strict',
          maxAge: DEVICE_TRUST_MS / 1000,
        }),
    });

    app.post(
      '/mpi/accounts/login',
      {
        config: { public: true, rateLimit: perMinute(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags: ['accounts'],
          summary: 'Logowanie loginem (lub e-mailem) i hasłem; otwiera sesję',
          body: loginRequestSchema,
          response: { 200: accountSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) =>
        signIn(deps, request.body, { ip: request.ip, sessions: app.sessions.portFor(request, reply), device: devicePort(request, reply) }),
    );

    app.post(
      '/mpi/accounts/logout',
      {
        config: { public: true },
        schema: { tags: ['accounts'], summary: 'Wylogowanie; kończy sesję', response: { 204: noContent } },
      },
      async (request, reply) => {
        await signOut(deps, {
          ip: request.ip,
          account: request.auth?.account ?? null,
          close: () => app.sessions.close(reply, request),
        });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/mpi/accounts/mpi-user',
      {
        config: { account: 'own' },
        schema: { tags: ['accounts'], summary: 'Konto zalogowanego użytkownika', response: { 200: accountSchema, 401: apiErrorSchema } },
      },
      async (request) => getAccount(deps, accountOf(request).id),
    );

    app.put(
      '/mpi/accounts/mpi-user',
      {
        config: { account: 'own' },
        schema: {
          tags: ['accounts'],
          summary: 'Zapis danych konta ("pełne konto"): imiona, e-mail, telefon, preferowany kanał, zgoda marketingowa',
          description: [
            'Czyta tylko pola do zmiany; resztę konta (id, login, typ, potwierdzenia, restoreEmail/restorePhone) pomija, więc klient może odesłać całe konto z GET.',
            'Imiona: nie do zmiany, gdy placówka wyłączyła ich edycję (patientNamesDisabled) albo tożsamość jest potwierdzona (konto AUTHORIZED lub dane pacjenta potwierdzone w placówce) — wtedy 400 VALIDATION_ERROR na zmienionych polach.',
            'Nowy e-mail trafia do restoreEmail i dostaje link potwierdzający (wysyłany na nowy adres); dotychczasowy adres działa (logowanie, odzyskiwanie hasła) do kliknięcia linku. 400 EMAIL_IN_USE, gdy adres ma inne konto (jako e-mail, oczekujący e-mail lub login). Ten sam adres co obecny anuluje oczekującą zmianę.',
            'Nowy numer telefonu działa jak phone-contact: restorePhone i kod SMS (PUT confirmations/phone-no przenosi go do konta). Limity wysyłek: 429 SEND_LIMIT (nic nie zostaje zapisane).',
            'Odpowiedź: konto po zapisie. Wpis ACCOUNT_UPDATED w dzienniku zdarzeń.',
          ].join('\n\n'),
          body: accountUpdateRequestSchema,
          response: { 200: accountSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) =>
        updateAccount(
          deps,
          { accountId: accountOf(request).id, ownPatientId: requireAuth(request).ownPatientId, ip: request.ip, baseUrl: publicBaseUrl(deps.config, app.server) },
          request.body,
        ),
    );

    app.put(
      '/mpi/accounts/mpi-user/phone-contact',
      {
        config: { account: 'own', patient: 'body' },
        schema: {
          tags: ['accounts'],
          summary: 'Nowy (niepotwierdzony) numer telefonu kontaktowego konta; wysyła kod SMS',
          description: [
            'patientId to własny profil pacjenta zalogowanej osoby: numer telefonu konta jest numerem kontaktowym jego właściciela, więc podaje się jego własne dane pacjenta.',
            'Id podopiecznego lub dziecka: 403 FORBIDDEN (ich numer zmienia ich własne konto); id, do którego konto nie ma dostępu: 404, jak nieznane.',
            'Numer równy obecnemu: 400 PHONE_UNCHANGED "Podany numer telefonu jest numerem aktualnym". Inny numer trafia do restorePhone i dostaje kod SMS (ten sam oczekujący numer — nowy kod); PUT confirmations/phone-no (lub phone-no/confirm) z kodem przenosi go do konta jako potwierdzony.',
            'Przy wyłączonym potwierdzaniu telefonu numer zastępuje od razu dotychczasowy. Limity wysyłek: 429 SEND_LIMIT. Odpowiedź: konto po zapisie.',
          ].join('\n\n'),
          body: phoneContactRequestSchema,
          response: { 200: accountSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => changeContactPhone(deps, { accountId: accountOf(request).id, patient: patientOf(request), ip: request.ip }, request.body),
    );

    app.get(
      '/mpi/accounts/mpi-user/phone',
      {
        config: { account: 'own' },
        schema: {
          tags: ['accounts'],
          summary: 'Numer telefonu konta (potwierdzony lub nie; bez numeru oczekującego na potwierdzenie); null, gdy brak',
          response: { 200: valueOf(z.string().nullable()), 401: apiErrorSchema },
        },
      },
      async (request) => accountPhone(deps, accountOf(request).id),
    );

    app.get(
      '/mpi/accounts/mpi-user/phone-exists',
      {
        config: { account: 'own' },
        schema: {
          tags: ['accounts'],
          summary: 'Czy konto ma potwierdzony numer telefonu',
          response: { 200: valueOf(z.boolean()), 401: apiErrorSchema },
        },
      },
      async (request) => accountPhoneExists(deps, accountOf(request).id),
    );

    app.get(
      '/mpi/accounts/mpi-user/is-authorized',
      {
        config: { account: 'own' },
        schema: {
          tags: ['accounts'],
          summary: 'Czy konto jest potwierdzone (typ AUTHORIZED: w placówce, przez Profil Zaufany lub podpisem elektronicznym)',
          response: { 200: valueOf(z.boolean()), 401: apiErrorSchema },
        },
      },
      async (request) => accountIsAuthorized(deps, accountOf(request).id),
    );

    app.put(
      '/mpi/accounts/mpi-user/language',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Język interfejsu wybrany przez zalogowanego użytkownika (pl, en, uk); w nim wysyłane są e-maile i SMS-y do konta (poza specyfikacją)',
          body: accountLanguageRequestSchema,
          response: { 204: noContent, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await setAccountLanguage(deps, requireAuth(request).account.id, request.body.language);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/mpi/accounts/password-change',
      {
        config: { public: true, rateLimit: perMinute(Math.ceil(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE / 2)) },
        schema: {
          tags: ['accounts'],
          summary: 'Zmiana hasła (z sesją lub, po MUST_CHANGE_PASSWORD / PASSWORD_EXPIRED, z loginem); loguje na nowo',
          body: changePasswordRequestSchema,
          response: { 200: accountSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) =>
        changePassword(deps, request.body, {
          ip: request.ip,
          sessions: app.sessions.portFor(request, reply),
          device: devicePort(request, reply),
          sessionAccountId: request.auth?.account.id ?? null,
        }),
    );

    app.post(
      '/mpi/accounts/event-log',
      {
        // A report costs the client nothing: a quarter of the sign-in limit is plenty for real failures.
        config: { public: true, rateLimit: perMinute(Math.ceil(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE / 4)) },
        schema: {
          tags: ['event-log'],
          summary:
            'Zdarzenie zgłoszone przez klienta (źródło CLIENT): z sesją LOGOUT, LOGIN_FAILURE, ... na konto sesji; bez sesji tylko LOGIN_FAILURE, niepowiązane z kontem; zdarzeń logowania i blokady nie przyjmuje',
          body: eventLogRequestSchema,
          response: { 204: noContent, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const account = request.auth ? { id: request.auth.account.id, username: request.auth.account.username } : null;
        await recordClientEvent(deps, { ...request.body, account, ip: request.ip });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/mpi/accounts/mpi-user/account-to-merge',
      {
        // Reached by the MERGE session a MERGE_ACCOUNT sign-in opens, and by a full session.
        config: { mergeScope: true, rateLimit: perMinute(Math.ceil(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE / 2)) },
        schema: {
          tags: ['accounts'],
          summary: 'Scalenie kont: przejmuje pacjentów, powiązania i powiadomienia drugiego konta tej samej osoby (login i hasło); usuwa je',
          body: mergeAccountRequestSchema,
          response: { 200: accountSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return mergeAccounts(deps, request.body, {
          ip: request.ip,
          accountId: auth.account.id,
          scope: auth.scope,
          sessions: { widen: () => app.sessions.widen(request), closeAllOf: (accountId) => app.sessions.closeAll(accountId) },
        });
      },
    );

    app.get(
      '/mpi/accounts/mpi-user/notifications/:guid',
      {
        // Marks the notice opened: only from our own pages (an e-mail's link opens the portal's page,
        // which asks this with the client header).
        config: { account: 'own', writes: true },
        schema: {
          tags: ['accounts'],
          summary: 'Dokąd prowadzi link powiadomienia (nguid); tylko powiadomienia zalogowanego konta, oznacza je jako otwarte',
          params: notificationParamsSchema,
          response: { 200: notificationTargetSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => openNotification(deps, accountOf(request).id, request.params.guid),
    );
  };
