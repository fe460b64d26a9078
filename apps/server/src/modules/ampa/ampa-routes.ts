import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AMPA_PIN_MAX_ATTEMPTS,
  AMPA_PIN_VALID_MINUTES,
  allergySchema,
  apiErrorSchema,
  mobilePairRequestSchema,
  mobilePairResultSchema,
  mobilePatientSchema,
  patientParamsSchema,
  valueOf,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { patientOf } from '../../plugins/patient-access';
import { perMinute } from '../../plugins/rate-limit';
import { requireAuth } from '../../plugins/session';
import { getSettings } from '../settings/settings-service';
import { deviceOf, isRegistered, issuePin, mobileAllergies, mobilePatient, pairDevice, unregister } from './ampa-service';

const tags = ['ampa'];
const mobileTags = ['mobile'];
/** The mobile application's calls authenticate with the device token, not the session (plugins/openapi: mobileDevice). */
const deviceSecurity = [{ mobileDevice: [] }];
const deviceErrors = { 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * The mobile application (AMPA, spec part 1 §7 "Mobile-app registration", all GET as the spec lists
 * them) and the application's own small API under /mobile: pairing with a PIN, then the paired
 * patient's reads with the device token. The whole module answers 404 while `ampaModule` is off.
 */
export const ampaRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/accounts/mpi-user/ampa/:patientId/confirm',
      {
        // Replaces the PIN (a write the spec names as GET): only from our own pages.
        config: { patient: 'params', writes: true },
        schema: {
          tags,
          summary: `Rejestracja aplikacji mobilnej dla pacjenta: nowy 6-cyfrowy kod PIN (value), ważny ${AMPA_PIN_VALID_MINUTES} minut; ponowne wywołanie generuje nowy`,
          description: `Kod jest jednorazowy; ${AMPA_PIN_MAX_ATTEMPTS} błędnych prób unieważnia go. Aplikacja podaje go w POST /api/mobile/pair razem z loginem konta. Połączone wcześniej urządzenie działa do czasu połączenia nowego.`,
          params: patientParamsSchema,
          response: { 200: valueOf(z.string().regex(/^\d{6}$/)), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => issuePin(deps, requireAuth(request).account.id, patientOf(request)),
    );

    app.get(
      '/mpi/accounts/mpi-user/ampa/:patientId/check',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Czy z kontem i pacjentem jest połączone urządzenie z aplikacją mobilną (value)',
          params: patientParamsSchema,
          response: { 200: valueOf(z.boolean()), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => isRegistered(deps, requireAuth(request).account.id, patientOf(request)),
    );

    app.get(
      '/mpi/accounts/mpi-user/ampa/:patientId/unregister',
      {
        // Unpairs the device (a write the spec names as GET): only from our own pages.
        config: { patient: 'params', writes: true },
        schema: {
          tags,
          summary: 'Wyrejestrowanie aplikacji mobilnej: odłącza urządzenie (jego token przestaje działać); 400 AMPA_NOT_REGISTERED, gdy nie ma połączonego',
          params: patientParamsSchema,
          response: { 204: z.null().describe('Brak treści'), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await unregister(deps, requireAuth(request).account.id, patientOf(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/mobile/pair',
      {
        config: { public: true, rateLimit: perMinute(Math.ceil(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE / 2)) },
        schema: {
          tags: mobileTags,
          summary: 'Aplikacja mobilna: połączenie urządzenia kodem PIN wygenerowanym w portalu; odpowiada tokenem urządzenia',
          description:
            'Bez sesji (nagłówek x-portal-client: 1). Login to login lub e-mail konta, które wygenerowało PIN. Błędny, wykorzystany, ' +
            `unieważniony (${AMPA_PIN_MAX_ATTEMPTS} błędnych prób) lub wygasły PIN: 400 AMPA_PIN_INVALID. Token urządzenia (przechowywany ` +
            'wyłącznie jako skrót) otwiera tylko wywołania /api/mobile/… tego pacjenta: nagłówek Authorization: Bearer <token>.',
          security: [],
          body: mobilePairRequestSchema,
          response: { 200: mobilePairResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => pairDevice(deps, request.body, request.ip),
    );

    app.get(
      '/mobile/patient',
      {
        config: { public: true },
        schema: {
          tags: mobileTags,
          summary: 'Aplikacja mobilna: dane połączonego pacjenta (token urządzenia)',
          description:
            'Działa, dopóki urządzenie jest zarejestrowane i konto, które je zarejestrowało, może działać w imieniu pacjenta; inaczej 401.',
          security: deviceSecurity,
          headers: z.object({ authorization: z.string().optional() }),
          response: { 200: mobilePatientSchema, ...deviceErrors },
        },
      },
      async (request) => mobilePatient(deps, await deviceOf(deps, request.headers.authorization)),
    );

    app.get(
      '/mobile/allergies',
      {
        config: { public: true },
        schema: {
          tags: mobileTags,
          summary: 'Aplikacja mobilna: uczulenia połączonego pacjenta (token urządzenia); 404, gdy moduł uczuleń jest wyłączony',
          security: deviceSecurity,
          headers: z.object({ authorization: z.string().optional() }),
          response: { 200: z.array(allergySchema), ...deviceErrors },
        },
      },
      async (request) => {
        const device = await deviceOf(deps, request.headers.authorization);
        if (!(await getSettings(deps, 'application')).allergyModule) throw NotFound();
        return mobileAllergies(deps, device.patient);
      },
    );
  };
