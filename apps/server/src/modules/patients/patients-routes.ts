import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, linkedProfilesSchema, parentParamsSchema, patientSchema, profileParamsSchema, wardenStatusChangeSchema, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { accountOf, patientOf } from '../../plugins/patient-access';
import { requireAuth } from '../../plugins/session';
import { profilesRoutes } from './profiles-routes';
import { changeWardenLink, deleteProfile, getOwnPatient, listGuardiansOfOwnRecord, listLinkedProfiles, removeParent } from './patients-service';

const noContent = z.null().describe('Brak treści');

/** Patient profiles of the signed-in account under /mpi/accounts/mpi-user/patients. */
export const patientsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // New profiles (own, ward, child), the edit of a record and its attachments.
    await app.register(profilesRoutes(deps));

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

    app.delete(
      '/mpi/accounts/mpi-user/patients/:patientId',
      {
        config: { patient: 'params' },
        schema: {
          tags: ['patients'],
          summary: 'Usunięcie profilu podopiecznego lub dziecka: powiązanie konta kończy się, dane pacjenta zostają',
          params: profileParamsSchema,
          response: { 204: noContent, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        await deleteProfile(deps, auth.account.id, patientOf(request));
        // The account's cached reach still names the patient: the next request reads it afresh.
        app.sessions.forgetReach(auth.account.id);
        return reply.status(204).send(null);
      },
    );

    const lists = [
      { path: 'wards', summary: 'Podopieczni zalogowanego konta (profile, za które działa jako opiekun)', list: 'guardian', role: 'WARD' },
      { path: 'children', summary: 'Dzieci zalogowanego konta (profile, za które działa jako rodzic)', list: 'guardian', role: 'CHILD' },
      { path: 'wardens', summary: 'Opiekunowie własnego profilu pacjenta zalogowanego konta', list: 'own', role: 'WARD' },
      { path: 'parents', summary: 'Rodzice własnego profilu pacjenta zalogowanego konta', list: 'own', role: 'CHILD' },
    ] as const;
    for (const { path, summary, list, role } of lists) {
      app.get(
        `/mpi/accounts/mpi-user/patients/${path}`,
        {
          config: { account: 'own' },
          schema: { tags: ['patients'], summary, response: { 200: linkedProfilesSchema, 401: apiErrorSchema } },
        },
        async (request) =>
          list === 'guardian'
            ? listLinkedProfiles(deps, accountOf(request), role)
            : listGuardiansOfOwnRecord(deps, requireAuth(request).ownPatientId, role),
      );
    }

    app.put(
      '/mpi/accounts/mpi-user/patients/wardens',
      {
        // The body names the own record (patientId) and the warden's account (accountId).
        config: { patient: 'body', account: 'own' },
        schema: {
          tags: ['patients'],
          summary: 'Podopieczny zmienia status powiązania z opiekunem: C potwierdza (tylko podopieczny), J blokuje, P oczekuje, D usuwa',
          body: wardenStatusChangeSchema,
          response: { 204: noContent, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const warden = await changeWardenLink(deps, patientOf(request), request.body);
        // The warden's sessions read their reach afresh at their next request.
        app.sessions.forgetReach(warden);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/mpi/accounts/mpi-user/patients/parents/:id',
      {
        config: { account: 'own' },
        schema: {
          tags: ['patients'],
          summary: 'Usunięcie rodzica z własnego profilu pacjenta (id: konto rodzica)',
          params: parentParamsSchema,
          response: { 204: noContent, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeParent(deps, requireAuth(request).ownPatientId, request.params.id);
        app.sessions.forgetReach(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
