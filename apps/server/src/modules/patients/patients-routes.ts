import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, patientSchema } from '@portal/contracts';
import type { Deps } from '../../deps';
import { requireAuth } from '../../plugins/session';
import { getOwnPatient } from './patients-service';

/** Patient profiles of the signed-in account under /mpi/accounts/mpi-user/patients. */
export const patientsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/accounts/mpi-user/patients/me',
      {
        config: { account: 'own' },
        schema: {
          tags: ['patients'],
          summary: 'Własne dane pacjenta zalogowanego konta; 404 gdy konto ich nie ma',
          response: { 200: patientSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return getOwnPatient(deps, auth.account.id, auth.ownPatientId);
      },
    );
  };
