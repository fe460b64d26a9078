import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  loginPrepareQuerySchema,
  registrationChallengeSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  uploadedFilesSchema,
  valueOf,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { extraLimit, perHour, perMinute } from '../../plugins/rate-limit';
import { publicBaseUrl } from '../../public-origin';
import { issueChallenge, uploadRegistrationAttachments } from './challenge-service';
import { suggestUsername } from './login-suggestion';
import { register } from './registration-service';
import { challengeAudio } from './captcha-audio-service';

const tags = ['registration'];

/** The header that carries the registration's challenge token with its attachments. */
const CHALLENGE_HEADER = 'x-registration-challenge';

const registerDescription = `Samodzielna rejestracja konta (dla siebie; z patientRole WARD / CHILD — konto opiekuna i profil podopiecznego lub dziecka).

Wymaga tokenu i rozwiązania obrazka z GET /mpi/accounts/registration/challenge; token jest ważny 10 minut, każda próba go zużywa (po błędzie klient pobiera nowy obrazek). Wysłanie wcześniej niż 5 s po pobraniu tokenu: 400 BOT_SUSPECTED.

Wyniki (pole result, status 200):
- REGISTERED — założono konto (typ UNAUTHORIZED) i nowy rekord pacjenta; albo istniejący rekord pacjenta z tym numerem PESEL, bez konta (założony w placówce), został przypisany do nowego konta.
- ALREADY_EXIST — pacjent o tej tożsamości (PESEL albo dokument i kraj cudzoziemca) ma już aktywne konto; niczego nie utworzono ani nie wysłano, klient pokazuje ostrzeżenie.
- REQUESTED — tożsamość wymaga potwierdzenia w placówce: nowy pacjent zarejestrowany z załącznikami (skany dokumentu, np. cudzoziemiec); rekord ma identity_status REQUESTED, załączniki zapisano.

Załączniki (patient.attachments) to identyfikatory plików przesłanych wcześniej przez POST /mpi/accounts/registration/attachments z tym samym tokenem (challengeToken); plik wygasły lub przesłany z innym tokenem: VALIDATION_ERROR. Po każdej próbie rejestracji pliki tego tokenu, których nie przypisano do rekordu, są usuwane.
- REVERTED — usunięte konto, do którego należy rekord pacjenta z tym numerem PESEL, przywrócono z nowym loginem, hasłem i danymi kontaktowymi (do ponownego potwierdzenia).
- WARD / CHILD — konto opiekuna i profil podopiecznego / dziecka powiązany z nim; profil istniejący wcześniej jest powiązany jako oczekujący na potwierdzenie (linkPending), a załączniki do niego są odrzucane (VALIDATION_ERROR).

Zgłoszenie istniejącego rekordu (REQUESTED, REVERTED) zmienia wszystkie potwierdzone powiązania opiekunów z tym rekordem na oczekujące; potwierdza je tylko sama osoba.

Po zapisie: link potwierdzający na adres e-mail (z kontekstem przekierowania) i — gdy potwierdzanie telefonu jest włączone — kod SMS (potwierdzany przez PUT /mpi/accounts/confirmations/phone-no).

Błędy: 400 CAPTCHA_REQUIRED, CAPTCHA_INVALID, BOT_SUSPECTED, VALIDATION_ERROR (errors: pola), PASSWORD_VULNERABLE_ERROR, ACCOUNT_EXISTS (login należy do innego konta albo e-mail jest potwierdzonym adresem innego konta; niepotwierdzony adres niczego nie rezerwuje); 403 FORBIDDEN (rejestracja tego rodzaju wyłączona w ustawieniach logowania); 413 (treść ponad 1 MB); 429 RATE_LIMITED.`;

const attachmentsDescription = `Skany dokumentu tożsamości do rejestracji, przed wysłaniem formularza: multipart/form-data, pliki w polach typu plik (dowolna nazwa pola), w nagłówku ${CHALLENGE_HEADER} token z GET /mpi/accounts/registration/challenge — ważny i jeszcze niewykorzystany. Pliki czekają na rejestrację z tym tokenem (patient.attachments: [{ fileId }]) najwyżej dobę.

Limity z ustawień (fileUploadParams): liczba plików w jednym żądaniu, rozmiar pliku, dozwolone typy — typ sprawdzany po nazwie i po zawartości (PDF, JPG, PNG… rozpoznane z bajtów pliku; DICOM po znaczniku DICM); plik o treści innego typu jest odrzucany, nawet gdy nazwa wskazuje dozwolony.

Wszystko albo nic: przy błędzie żaden plik żądania nie zostaje zapisany. Błędy: 400 VALIDATION_ERROR (errors: files.<n> — typ, pusty plik, za dużo plików), 400 BAD_REQUEST (nie multipart albo przesyłanie przerwane), 403 FORBIDDEN (brak ważnego tokenu albo załączniki wyłączone w ustawieniach), 413 PAYLOAD_TOO_LARGE (plik ponad limit), 429 RATE_LIMITED.`;

const challengeDescription = `Obrazek (WebP, data URI) z równaniem „a + b = ?”: liczba pięciocyfrowa plus cyfra 1–9 (90 000 możliwych wyników). Token jest ważny 10 minut i na jedną próbę rejestracji.

Limity z jednego adresu: na minutę (trzykrotność limitu rejestracji) i na godzinę (REGISTRATION_CHALLENGES_PER_HOUR); powyżej 429 RATE_LIMITED.`;

/** Self-service registration, its anti-bot challenge and the login suggestion (spec part 1 §4, §5). */
export const registrationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = deps.config.REGISTRATION_RATE_LIMIT_PER_MINUTE;

    app.get(
      '/mpi/accounts/registration/challenge',
      {
        // Not `writes`: a new captcha for an anonymous caller changes nothing of anyone's data.
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

    app.get(
      '/mpi/accounts/registration/challenge/audio',
      {
        config: { public: true, rateLimit: perMinute(limit * 3) },
        schema: {
          tags,
          summary: 'Zadanie z obrazka do odsłuchania (WAV, po polsku, z szumem), dla tokenu z nagłówka',
          description: `Alternatywa dźwiękowa obrazka (WCAG 1.1.1): w nagłówku ${CHALLENGE_HEADER} token z GET /mpi/accounts/registration/challenge — ważny i jeszcze niewykorzystany (inaczej 403). Nagranie mówi trzy cyfry 0–4 o sumie równej odpowiedzi na obrazek, za każdym razem inne.`,
          response: { 200: z.any().describe('audio/wav'), 403: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const token = request.headers[CHALLENGE_HEADER];
        const wav = await challengeAudio(deps, typeof token === 'string' ? token : undefined);
        return reply.header('cache-control', 'no-store').type('audio/wav').send(wav);
      },
    );

    app.post(
      '/mpi/accounts',
      {
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

    app.post(
      '/mpi/accounts/registration/attachments',
      {
        config: { public: true, rateLimit: perMinute(limit) },
        schema: {
          tags,
          summary: 'Przesłanie załączników rejestracji (multipart/form-data), związanych z tokenem obrazka',
          description: attachmentsDescription,
          consumes: ['multipart/form-data'],
          response: { 200: uploadedFilesSchema, 400: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        const token = request.headers[CHALLENGE_HEADER];
        return { files: await uploadRegistrationAttachments(deps, request, typeof token === 'string' ? token : undefined) };
      },
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
