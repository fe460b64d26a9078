import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  everyStaffRoleValues,
  staffCodeSchema,
  staffEnrolmentConfirmSchema,
  staffEnrolmentRequestSchema,
  staffEnrolmentSchema,
  staffMeSchema,
  staffNewRecoveryCodesSchema,
  staffPasswordChangeSchema,
  staffRecoveryCodesSchema,
  staffSignInSchema,
  staffSignInStepSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { perMinute } from '../../../plugins/rate-limit';
import { sessionCookieOptions } from '../../../plugins/session';
import { staffOf } from '../../../plugins/staff-access';
import { changeOwnPassword, getStaffMe, renewRecoveryCodes } from '../core/staff-account-service';
import {
  beginEnrolment,
  confirmEnrolment,
  finishStaffSignIn,
  STAFF_DEVICE_COOKIE,
  STAFF_DEVICE_TRUST_MS,
  startStaffSignIn,
  staffSignOut,
  type StaffRequestContext,
  type StaffSessionPort,
} from '../core/staff-sign-in-service';

const noContent = z.null().describe('Brak treści');
const tags = ['clinic-auth'];

/** The clinic console's sign-in (password, then the authenticator's code or the enrolment), sign-out and the member's own account. */
export const staffAuthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signInStep = { staff: { public: true }, rateLimit: perMinute(deps.config.STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE) } as const;
    const sessionsOf = (request: FastifyRequest, reply: FastifyReply): StaffSessionPort => ({
      open: (staffId) => app.staffSessions.open(reply, request, staffId),
    });
    // The console's device cookie travels only to the sign-in steps under /api/clinic/auth.
    const signInContext = (request: FastifyRequest, reply: FastifyReply): StaffRequestContext => ({
      ip: request.ip,
      device: {
        presented: request.cookies[STAFF_DEVICE_COOKIE],
        issue: (value) =>
          reply.setCookie(STAFF_DEVICE_COOKIE, value, {
            ...sessionCookieOptions(deps.config),
            path: '/api/clinic/auth',
            sameSite: 'strict',
            maxAge: STAFF_DEVICE_TRUST_MS / 1000,
          }),
      },
    });

    app.post(
      '/clinic/auth/sign-in',
      {
        config: signInStep,
        schema: {
          tags,
          summary: 'Logowanie pracownika, krok 1: login i hasło',
          description:
            'Odpowiedź: co dalej (CODE — kod z aplikacji lub kod zapasowy; ENROL — pierwsze logowanie albo zresetowany drugi składnik: najpierw kod QR) i challenge ważny 5 minut. Zły login, złe hasło, konto nieaktywne: jedna odpowiedź 401 INVALID_CREDENTIALS. Po LOGIN_MAX_FAILURES nieudanych próbach (hasła i kodu razem) z jednego adresu login jest tam blokowany (423; każda kolejna blokada w ciągu doby dwa razy dłuższa), po 20 z wielu adresów — dla przeglądarek bez ciasteczka urządzenia; adres, który myli się zbyt często przy dowolnych loginach, czeka (429 z Retry-After). Przeglądarka, która wcześniej zalogowała tego pracownika (ciasteczko pp_clinic_device), przechodzi przez blokady wywołane przez innych.',
          body: staffSignInSchema,
          response: { 200: staffSignInStepSchema, 400: apiErrorSchema, 401: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => startStaffSignIn(deps, request.body, signInContext(request, reply)),
    );

    app.post(
      '/clinic/auth/code',
      {
        config: signInStep,
        schema: {
          tags,
          summary: 'Logowanie pracownika, krok 2: kod z aplikacji (TOTP) albo kod zapasowy; otwiera sesję',
          description:
            'Kod TOTP: 6 cyfr, ważny w swoim 30-sekundowym oknie ±1; kod raz użyty nie przejdzie drugi raz. Kod zapasowy działa jeden raz. Zły kod: 400 SECOND_FACTOR_INVALID; wygasły lub nieaktualny challenge: 400 STAFF_CHALLENGE_EXPIRED.',
          body: staffCodeSchema,
          response: { 204: noContent, 400: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await finishStaffSignIn(deps, request.body, { ...signInContext(request, reply), sessions: sessionsOf(request, reply) });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/clinic/auth/enrolment',
      {
        config: signInStep,
        schema: {
          tags,
          summary: 'Konfiguracja drugiego składnika: nowy sekret TOTP jako kod QR (SVG) i tekst',
          description: 'Tylko dla pracownika bez skonfigurowanego drugiego składnika (inaczej 409). Każde wywołanie daje nowy sekret; obowiązuje ostatni.',
          body: staffEnrolmentRequestSchema,
          response: { 200: staffEnrolmentSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => beginEnrolment(deps, request.body.challenge),
    );

    app.post(
      '/clinic/auth/enrolment/confirm',
      {
        config: signInStep,
        schema: {
          tags,
          summary: 'Potwierdzenie drugiego składnika pierwszym kodem z aplikacji: 10 kodów zapasowych (pokazywanych raz) i sesja',
          body: staffEnrolmentConfirmSchema,
          response: { 200: staffRecoveryCodesSchema, 400: apiErrorSchema, 409: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => confirmEnrolment(deps, request.body, { ...signInContext(request, reply), sessions: sessionsOf(request, reply) }),
    );

    app.post(
      '/clinic/auth/sign-out',
      {
        config: { staff: { roles: everyStaffRoleValues, beforePasswordChange: true } },
        schema: { tags, summary: 'Wylogowanie pracownika; kończy sesję', response: { 204: noContent, 401: apiErrorSchema } },
      },
      async (request, reply) => {
        await staffSignOut(deps, staffOf(request).member, { ip: request.ip, close: () => app.staffSessions.close(reply, request) });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/clinic/auth/me',
      {
        config: { staff: { roles: everyStaffRoleValues, beforePasswordChange: true } },
        schema: { tags, summary: 'Zalogowany pracownik', response: { 200: staffMeSchema, 401: apiErrorSchema } },
      },
      async (request) => getStaffMe(deps, staffOf(request).member.id),
    );

    app.put(
      '/clinic/auth/password',
      {
        config: { staff: { roles: everyStaffRoleValues, beforePasswordChange: true }, rateLimit: perMinute(deps.config.STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags,
          summary: 'Zmiana własnego hasła (także wymuszona po haśle tymczasowym)',
          description: 'Złe obecne hasło: 400 PASSWORD_INCORRECT (liczy się do blokady loginu). Pozostałe sesje pracownika kończą się; ta przeglądarka dostaje nową.',
          body: staffPasswordChangeSchema,
          response: { 200: staffMeSchema, 400: apiErrorSchema, 401: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { member } = staffOf(request);
        return changeOwnPassword(deps, member.id, request.body, {
          ip: request.ip,
          closeAll: () => app.staffSessions.closeAll(member.id),
          open: () => app.staffSessions.open(reply, request, member.id),
        });
      },
    );

    app.post(
      '/clinic/auth/recovery-codes',
      {
        config: { staff: { roles: everyStaffRoleValues }, rateLimit: perMinute(deps.config.STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags,
          summary: 'Nowe 10 kodów zapasowych (poprzednie przestają działać); wymaga aktualnego kodu z aplikacji',
          body: staffNewRecoveryCodesSchema,
          response: { 200: staffRecoveryCodesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => renewRecoveryCodes(deps, staffOf(request).member.id, request.body.code, { ip: request.ip }),
    );
  };
