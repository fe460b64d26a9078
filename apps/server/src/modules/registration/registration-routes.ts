import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  loginPrepareQuerySchema,
  registrationChallengeSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  valueOf,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { extraLimit, perHour, perMinute } from '../../plugins/rate-limit';
import { publicBaseUrl } from '../../public-origin';
import { issueChallenge, register, suggestUsername } from './registration-service';

const tags = ['registration'];

/**
 * Room for the attachments of one registration: 5 files of 5 MB (the spec's defaults) as base64, with
 * the rest of the form. The settings' own limits are checked by the service.
 */
const REGISTRATION_BODY_LIMIT = 40 * 1024 * 1024;

const registerDescription = `Samodzielna rejestracja konta (dla siebie; z patientRole WARD / CHILD — konto opiekuna i profil podopiecznego lub dziecka).

Wymaga tokenu i rozwiązania obrazka z GET /mpi/accounts/registration/challenge; token jest ważny 10 minut, każda próba go zużywa (po błędzie klient pobiera nowy obrazek). Wysłanie wcześniej niż 5 s po pobraniu tokenu: 400 BOT_SUSPECTED.

Wyniki (pole result, status 200):
- REGISTERED — założono konto (typ UNAUTHORIZED) i nowy rekord pacjenta; albo istniejący rekord pacjenta z tym numerem PESEL, bez konta (założony w placówce), został przypisany do nowego konta.
- ALREADY_EXIST — pacjent o tej tożsamości (PESEL albo dokument i kraj cudzoziemca) ma już aktywne konto; niczego nie utworzono ani nie wysłano, klient pokazuje ostrzeżenie.
- REQUESTED — tożsamość wymaga potwierdzenia w placówce: nowy pacjent zarejestrowany z załącznikami (skany dokumentu, np. cudzoziemiec); rekord ma identity_status REQUESTED, załączniki zapisano.
- REVERTED — usunięte konto, do którego należy rekord pacjenta z tym numerem PESEL, przywrócono z nowym loginem, hasłem i danymi kontaktowymi (do ponownego potwierdzenia).
- WARD / CHILD — konto opiekuna i profil podopiecznego / dziecka powiązany z nim; profil istniejący wcześniej jest powiązany jako oczekujący na potwierdzenie (linkPending), a załączniki do niego są odrzucane (VALIDATION_ERROR).

Zgłoszenie istniejącego rekordu (REQUESTED, REVERTED) zmienia wszystkie potwierdzone powiązania opiekunów z tym rekordem na oczekujące; potwierdza je tylko sama osoba.

Po zapisie: link potwierdzający na adres e-mail (z kontekstem przekierowania) i — gdy potwierdzanie telefonu jest włączone — kod SMS (potwierdzany przez PUT /mpi/accounts/confirmations/phone-no).

Błędy: 400 CAPTCHA_REQUIRED, CAPTCHA_INVALID, BOT_SUSPECTED, VALIDATION_ERROR (errors: pola), PASSWORD_VULNERABLE_ERROR, ACCOUNT_EXISTS (login należy do innego konta albo e-mail jest potwierdzonym adresem innego konta; niepotwierdzony adres niczego nie rezerwuje); 403 FORBIDDEN (rejestracja tego rodzaju wyłączona w ustawieniach logowania); 413; 429 RATE_LIMITED.`;

const challengeDescription = `Obrazek (WebP, data URI) z równaniem „a + b + c = ?”: suma trzech cyfr 0–4. Token jest ważny 10 minut i na jedną próbę rejestracji.

Limity z jednego adresu: na minutę (trzykrotność limitu rejestracji) i na godzinę (REGISTRATION_CHALLENGES_PER_HOUR); powyżej 429 RATE_LIMITED.`;

/** Self-service registration, its anti-bot challenge and the login suggestion (spec part 1 §4, §5). */
export const registrationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = deps.config.REGISTRATION_RATE_LIMIT_PER_MINUTE;

    app.get(
      '/mpi/accounts/registration/challenge',
      {
        config: { public: true, rateLimit: perMinute(limit * 3) },
        preHandler: extraLimit(app, perHour(deps.config.REGISTRATION_CHALLENGES_PER_HOUR)),
        schema: {
          tags,
          summary: 'Nowy obrazek z równaniem (captcha) i token formularza rejestracji; od jego wydania liczy się 5 s',
          description: challengeDescription,
          response: { 200: registrationChallengeSchema, 429: apiErrorSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return issueChallenge(deps);
      },
    );

    app.post(
      '/mpi/accounts',
      {
        bodyLimit: REGISTRATION_BODY_LIMIT,
        config: { public: true, rateLimit: perMinute(limit) },
        schema: {
          tags,
          summary: 'Rejestracja konta (dla siebie, podopiecznego lub dziecka)',
          description: registerDescription,
          body: registrationRequestSchema,
          response: { 200: registrationResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) =>
        register(deps, request.body, {
          ip: request.ip,
          baseUrl: publicBaseUrl(deps.config, app.server),
          onSendFailure: (err, channel) => request.log.warn({ err, channel }, 'registration confirmation not sent'),
        }),
    );

    app.get(
      '/mpi/accounts/login/prepare',
      {
        config: { public: true, rateLimit: perMinute(limit * 3) },
        schema: {
          tags,
          summary: 'Propozycja wolnego loginu z imienia i nazwiska (z numerem, gdy zajęty)',
          querystring: loginPrepareQuerySchema,
          response: { 200: valueOf(z.string()), 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => ({ value: await suggestUsername(deps, request.query.name, request.query.surname) }),
    );
  };
