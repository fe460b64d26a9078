import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLogPageSchema, accessLogQuerySchema, apiErrorSchema } from '@portal/contracts';
import type { Deps } from '../../deps';
import { patientScopeOf } from '../../plugins/patient-access';
import { accessLog } from './access-log-service';

/** The patient's view of the clinic's read audit. */
export const accessLogRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/accounts/mpi-user/access-log',
      {
        // The signed-in account's own view, over the patients it reaches (own record, wards, children).
        config: { account: 'own', patient: 'scope' },
        schema: {
          tags: ['accounts'],
          summary: 'Kto z placówki przeglądał dane pacjenta: własne i profili, za które działa konto (od najnowszych)',
          description:
            'Wpisy dziennika odczytów personelu placówki: kiedy, kto (imię i nazwisko, role), co (PATIENT_CARD — karta pacjenta, ' +
            'PATIENT_ATTACHMENT — załącznik, IDENTITY_REVIEW — potwierdzenie lub odrzucenie tożsamości; także listy i wyszukiwania, ' +
            'w których pacjent się pojawił: PATIENT_SEARCH, CALENDAR, IDENTITY_QUEUE, DOCUMENT_REQUESTS, RESULT_QUEUE, MESSAGE_INBOX, ...) i czyje dane. ' +
            'Obejmuje własny rekord (gdy tożsamość jest potwierdzona) oraz podopiecznych i dzieci, za które konto działa teraz. Stronicowane.',
          querystring: accessLogQuerySchema,
          response: { 200: accessLogPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => accessLog(deps, patientScopeOf(request), request.query),
    );
  };
