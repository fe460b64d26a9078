import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  emailConfirmationParamsSchema,
  emailConfirmedResponseSchema,
  okSchema,
  passwordRecoveryRequestSchema,
  passwordResetRequestSchema,
  phoneConfirmRequestSchema,
  phoneRequestSchema,
  resendEmailRequestSchema,
  unconfirmedChannelsQuerySchema,
  unconfirmedChannelsResponseSchema,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { accountOf } from '../../../plugins/patient-access';
import { perMinute } from '../../../plugins/rate-limit';
import { publicBaseUrl } from '../../../public-origin';
import {
  confirmEmail,
  confirmPhone,
  recoverPassword,
  requestPhoneCode,
  resendEmailConfirmation,
  resendOwnEmailConfirmation,
  resetPassword,
  settleDeliveries,
  unconfirmedChannels,
  type CodeRequestKind,
} from '../confirmations-service';

const tags = ['confirmations'];
const ok = { ok: true as const };
/** Answers of a call that sends a message: 400 (bad body), 429 past the send limits. */
const sendResponses = { 200: okSchema, 400: apiErrorSchema, 429: apiErrorSchema };

/**
 * Confirmation of the e-mail (link) and the phone (SMS code), resends, and password recovery and
 * reset (spec part 1 §4, §8). Send limits and validity: see confirmations-service.
 */
export const confirmationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onClose', async () => settleDeliveries());

    app.put(
      '/mpi/accounts/confirmations/e-mail/:code',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Potwierdzenie adresu e-mail linkiem; zwraca kontekst przekierowania zapisany z linkiem',
          params: emailConfirmationParamsSchema,
          response: { 200: emailConfirmedResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => confirmEmail(deps, request.params.code),
    );

    app.post(
      '/mpi/accounts/confirmations/e-mail',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Ponowne wysłanie linku potwierdzającego na niepotwierdzony adres e-mail; zawsze 200 (link tylko, gdy jest co potwierdzić)',
          body: resendEmailRequestSchema,
          response: sendResponses,
        },
      },
      async (request) => {
        await resendEmailConfirmation(deps, request.body.email, {
          ip: request.ip,
          baseUrl: publicBaseUrl(deps.config, app.server),
          onDeliveryError: (error) => request.log.error({ err: error }, 'confirmation link resend failed'),
        });
        return ok;
      },
    );

    app.post(
      '/mpi/accounts/mpi-user/confirmations/e-mail',
      {
        config: { account: 'own' },
        schema: {
          tags,
          summary: 'Ponowne wysłanie linku potwierdzającego na adres e-mail zalogowanego konta',
          body: resendEmailRequestSchema,
          response: { ...sendResponses, 401: apiErrorSchema },
        },
      },
      async (request) => {
        await resendOwnEmailConfirmation(deps, accountOf(request).id, request.body.email, {
          ip: request.ip,
          baseUrl: publicBaseUrl(deps.config, app.server),
        });
        return ok;
      },
    );

    const sendCode = (path: string, kind: CodeRequestKind, summary: string) =>
      app.post(
        path,
        {
          config: { public: kind !== 'SESSION' },
          schema: {
            tags,
            summary,
            body: phoneRequestSchema,
            response: kind === 'SESSION' ? { ...sendResponses, 401: apiErrorSchema } : sendResponses,
          },
        },
        async (request) => {
          await requestPhoneCode(deps, request.body.phoneNumber, {
            ip: request.ip,
            kind,
            accountId: request.auth?.account.id ?? null,
            onDeliveryError: (error) => request.log.error({ err: error }, 'confirmation code send failed'),
          });
          return ok;
        },
      );
    sendCode(
      '/mpi/accounts/confirmations/phone-no',
      'PRIMARY',
      'Kod SMS na niepotwierdzony numer telefonu konta (podsumowanie rejestracji, ponowne wysłanie kodu); zawsze 200 dla poprawnego numeru',
    );
    sendCode(
      '/mpi/accounts/confirmations/phone-no2',
      'PENDING',
      'Kod SMS jak /phone-no, także na oczekujący (nowy) numer konta — zmiana numeru, rejestracja podopiecznego lub dziecka',
    );
    sendCode(
      '/mpi/accounts/confirmations/phone-no/generate',
      'SESSION',
      'Nowy kod SMS na niepotwierdzony lub oczekujący numer zalogowanego konta',
    );

    app.put(
      '/mpi/accounts/confirmations/phone-no',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Potwierdzenie numeru telefonu kodem SMS (10 minut, 5 prób)',
          body: phoneConfirmRequestSchema,
          response: { 200: okSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        await confirmPhone(deps, request.body, { accountId: null });
        return ok;
      },
    );

    app.put(
      '/mpi/accounts/confirmations/phone-no/confirm',
      {
        config: { account: 'own' },
        schema: {
          tags,
          summary: 'Potwierdzenie numeru telefonu zalogowanego konta kodem SMS wysłanym dla tego konta',
          body: phoneConfirmRequestSchema,
          response: { 200: okSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        await confirmPhone(deps, request.body, { accountId: accountOf(request).id });
        return ok;
      },
    );

    app.get(
      '/mpi/accounts/confirmations/channels/unconfirmed',
      {
        config: { public: true, rateLimit: perMinute(Math.ceil(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE / 2)) },
        schema: {
          tags,
          summary: 'Niepotwierdzony numer telefonu zalogowanego konta; bez sesji zawsze brak numeru (nie zdradza, czy konto istnieje)',
          querystring: unconfirmedChannelsQuerySchema,
          response: { 200: unconfirmedChannelsResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => unconfirmedChannels(deps, request.auth?.account.id ?? null),
    );

    app.post(
      '/mpi/accounts/mpi-user/password-recovery',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'Odzyskiwanie hasła: zawsze 200 (link e-mail lub kod SMS, jeśli konto istnieje); 400 RECOVERY_PHONE_FAILED tylko dla niepoprawnego numeru',
          body: passwordRecoveryRequestSchema,
          response: sendResponses,
        },
      },
      async (request) => {
        await recoverPassword(deps, request.body, {
          ip: request.ip,
          baseUrl: publicBaseUrl(deps.config, app.server),
          onDeliveryError: (error) => request.log.error({ err: error }, 'password recovery mail failed'),
        });
        return ok;
      },
    );

    app.post(
      '/mpi/accounts/mpi-user/password-reset',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Nowe hasło z linkiem (token) albo numerem telefonu i kodem SMS; kończy wszystkie sesje konta',
          body: passwordResetRequestSchema,
          response: { 200: okSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body, { ip: request.ip, closeAllSessions: (accountId, opts) => app.sessions.closeAll(accountId, undefined, opts) });
        return ok;
      },
    );
  };
