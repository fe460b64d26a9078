import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionRequestSchema, apiErrorSchema, z } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { accountOf } from '../../../plugins/patient-access';
import { perMinute } from '../../../plugins/rate-limit';
import { deleteOwnAccount } from './account-deletion-service';

/** DELETE /mpi/accounts/mpi-user: the signed-in person deletes their account (spec part 1 §7, §8). */
export const accountDeletionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/mpi/accounts/mpi-user',
      {
        config: { account: 'own', rateLimit: perMinute(Math.ceil(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE / 2)) },
        schema: {
          tags: ['accounts'],
          summary: 'Usunięcie własnego konta po ponownym podaniu hasła; dane pacjentów i dokumentacja medyczna zostają w przychodni',
          description:
            'Kończy wszystkie sesje konta (ciasteczko sesji zostaje usunięte), powiązania z podopiecznymi i dziećmi oraz rejestracje aplikacji mobilnej; ' +
            'wysyła e-mail z potwierdzeniem. Błędne hasło: 400 PASSWORD_INCORRECT (liczone jak nieudane logowanie; po serii prób 423). ' +
            'Ponowna rejestracja z numerem PESEL własnego rekordu przywraca konto (wynik REVERTED).',
          body: accountDeletionRequestSchema,
          response: { 204: z.null().describe('Brak treści'), 400: apiErrorSchema, 401: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const accountId = accountOf(request).id;
        await deleteOwnAccount(deps, accountId, request.body, {
          ip: request.ip,
          closeAllSessions: (tx) => app.sessions.closeAll(accountId, undefined, { tx }),
        });
        await app.sessions.close(reply, request);
        return reply.status(204).send(null);
      },
    );
  };
