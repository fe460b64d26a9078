import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  identityFinderRequestSchema,
  identityFinderResultSchema,
  linkedProfileSchema,
  linkedProfilesSchema,
  parentParamsSchema,
  patientSchema,
  profileParamsSchema,
  wardenStatusChangeSchema,
  wardLinkRequestSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { accountOf, patientOf } from '../../../plugins/patient-access';
import { extraLimit, perHour, perMinute } from '../../../plugins/rate-limit';
import { requireAuth } from '../../../plugins/session';
import { publicBaseUrl } from '../../../public-origin';
import { findIdentity, linkWard } from './links-service';
import { profilesRoutes } from './profiles-routes';
import { changeWardenLink, deleteProfile, getOwnPatient, getReachablePatient, listGuardiansOfOwnRecord, listLinkedProfiles, removeParent } from '../patients-service';

const noContent = z.null().describe('Brak treści');

/** Patient profiles of the signed-in account under /mpi/accounts/mpi-user/patients. */
export const patientsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = () => ({ baseUrl: publicBaseUrl(deps.config, app.server) });
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

    // One record the account acts for (its own, a ward's, a child's): the teleconsultation wizard reads
    // whether the patient is authorised and the data the teleconsultation system registers her with.
    app.get(
      '/mpi/accounts/mpi-user/patients/:patientId',
      {
        config: { patient: 'params' },
        schema: {
          tags: ['patients'],
          summary: 'Dane pacjenta, w którego imieniu konto działa (własne, podopiecznego, dziecka); 404 dla innych',
          params: profileParamsSchema,
          response: { 200: patientSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => getReachablePatient(deps, patientOf(request)),
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
        await deleteProfile(deps, auth.account, patientOf(request), ctx());
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
        const warden = await changeWardenLink(deps, patientOf(request), request.body, ctx());
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
        await removeParent(deps, requireAuth(request).ownPatientId, request.params.id, ctx());
        app.sessions.forgetReach(request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/mpi/accounts/mpi-user/patients/identity-finder',
      {
        config: { account: 'own', rateLimit: perMinute(deps.config.IDENTITY_FINDER_PER_IP_PER_MINUTE) },
        // The second limit counts the signed-in account's searches, wherever they come from.
        preHandler: extraLimit(app, {
          ...perHour(deps.config.IDENTITY_FINDER_PER_ACCOUNT_PER_HOUR),
          keyGenerator: (request) => `identity-finder:account:${request.auth?.account.id ?? 'none'}`,
        }),
        schema: {
          tags: ['patients'],
          summary: 'Wyszukanie istniejącego pacjenta do powiązania jako podopieczny',
          description:
            'Pacjent zostaje znaleziony tylko wtedy, gdy zgadzają się wszystkie dane: PESEL (albo numer dokumentu i kraj), imię, nazwisko ' +
            'i data urodzenia (wielkość liter i polskie znaki w imionach nie mają znaczenia). Brak dopasowania ma zawsze tę samą odpowiedź, ' +
            'bez wskazania, które pole się nie zgadza. Nie znajduje własnego profilu konta ani pacjenta już z nim powiązanego. ' +
            'Znaleziony pacjent ma `proof`: podpisane, ważne 10 minut potwierdzenie dla tego konta, które przyjmuje POST patients/wards/link. ' +
            'Limit: wyszukiwania na godzinę na konto i na minutę z jednego adresu (429 RATE_LIMITED).',
          body: identityFinderRequestSchema,
          response: { 200: identityFinderResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => findIdentity(deps, accountOf(request).id, request.body),
    );

    app.post(
      '/mpi/accounts/mpi-user/patients/wards/link',
      {
        config: { account: 'own' },
        schema: {
          tags: ['patients'],
          summary: 'Powiązanie istniejącego pacjenta jako podopiecznego (po zgodzie); czeka na potwierdzenie przez podopiecznego',
          description:
            'Pacjenta wskazuje wyłącznie `proof` z odpowiedzi identity-finder (dla tego konta, ważny 10 minut); `consent` musi być zaznaczona. ' +
            'Powstaje powiązanie P (oczekuje); usunięte wcześniej powiązanie wraca jako P, zablokowane przez podopiecznego zostaje zablokowane (409). ' +
            'Konto podopiecznego (jeśli ma) dostaje e-mail z linkiem /ward/confirm/{patientId}/{accountId} oraz powiadomienie w portalu ' +
            '(tabela powiadomień konta, cel MAIN; listę wiadomości doda moduł wiadomości). Pacjent bez konta zobaczy prośbę po rejestracji.',
          body: wardLinkRequestSchema,
          response: { 201: linkedProfileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const profile = await linkWard(deps, { ...auth.account, id: accountOf(request).id }, request.body.proof, ctx());
        return reply.status(201).send(profile);
      },
    );
  };
