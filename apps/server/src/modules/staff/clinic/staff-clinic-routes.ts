import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  everyStaffRoleValues,
  clinicDashboardSchema,
  staffCreateSchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  staffTemporaryPasswordSchema,
  staffUpdateSchema,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { staffOf } from '../../../plugins/staff-access';
import type { ClinicQueue } from '../../portal-module';
import { staffAuthRoutes } from './staff-auth-routes';
import {
  clinicDashboard,
  createStaffMember,
  getStaffMember,
  listStaff,
  resetSecondFactor,
  setStaffMemberActive,
  setTemporaryPassword,
  updateStaffMember,
  type StaffActionContext,
} from '../staff-service';

const tags = ['clinic-staff'];
const adminOnly = { staff: { roles: ['ADMIN'] } } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The staff module's clinic routes: sign-in and the member's own account (staff-auth-routes), the
 * dashboard, and staff management (ADMIN). `queues`: every module's dashboard queues, asked for
 * lazily (modules/index lists this module too).
 */
export const staffRoutes =
  (deps: Deps, queues: () => readonly ClinicQueue[]): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(staffAuthRoutes(deps));

    const actionOf = (request: FastifyRequest): StaffActionContext => ({
      actor: staffOf(request),
      ip: request.ip,
      closeSessions: (staffId) => app.staffSessions.closeAll(staffId),
    });

    app.get(
      '/clinic/dashboard',
      {
        config: { staff: { roles: everyStaffRoleValues } },
        schema: { tags, summary: 'Pulpit konsoli: kolejki spraw widoczne dla ról pracownika, z liczbą', response: { 200: clinicDashboardSchema, 401: apiErrorSchema } },
      },
      async (request) => clinicDashboard(deps, staffOf(request), queues()),
    );

    app.get(
      '/clinic/staff',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Pracownicy (stronicowane: nazwisko, imię, id); q — początek loginu, imienia lub nazwiska',
          description: 'Administrator ograniczony do jednostek widzi tylko pracowników, których wszystkie jednostki są jego.',
          querystring: staffListQuerySchema,
          response: { 200: staffPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => listStaff(deps, staffOf(request), request.query),
    );

    app.post(
      '/clinic/staff',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Nowy pracownik z hasłem tymczasowym (do zmiany przy pierwszym logowaniu)',
          description: 'Login unikalny bez względu na wielkość liter: 409. Jednostki: istniejące, a administratora ograniczonego do jednostek — co najmniej jedna i tylko jego.',
          body: staffCreateSchema,
          response: { 201: staffMemberSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createStaffMember(deps, request.body, actionOf(request))),
    );

    app.get(
      '/clinic/staff/:staffId',
      {
        config: adminOnly,
        schema: { tags, summary: 'Pracownik', params: staffIdParamsSchema, response: { 200: staffMemberSchema, ...errors } },
      },
      async (request) => getStaffMember(deps, staffOf(request), request.params.staffId),
    );

    app.put(
      '/clinic/staff/:staffId',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Zmiana danych, ról, jednostek i pracownika medycznego',
          description: 'Zmiana ról lub jednostek kończy sesje pracownika (także własne, gdy administrator zmienia siebie). Administrator nie odbierze sobie roli ADMIN (409).',
          params: staffIdParamsSchema,
          body: staffUpdateSchema,
          response: { 200: staffMemberSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => updateStaffMember(deps, request.params.staffId, request.body, actionOf(request)),
    );

    app.post(
      '/clinic/staff/:staffId/deactivate',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Dezaktywacja (kończy sesje; własnego konta nie można: 409)',
          params: staffIdParamsSchema,
          response: { 200: staffMemberSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => setStaffMemberActive(deps, request.params.staffId, false, actionOf(request)),
    );

    app.post(
      '/clinic/staff/:staffId/activate',
      {
        config: adminOnly,
        schema: { tags, summary: 'Ponowna aktywacja', params: staffIdParamsSchema, response: { 200: staffMemberSchema, ...errors } },
      },
      async (request) => setStaffMemberActive(deps, request.params.staffId, true, actionOf(request)),
    );

    app.post(
      '/clinic/staff/:staffId/reset-second-factor',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Reset drugiego składnika: sekret i kody zapasowe usunięte, sesje zakończone; przy następnym logowaniu nowy kod QR',
          params: staffIdParamsSchema,
          response: { 200: staffMemberSchema, ...errors },
        },
      },
      async (request) => resetSecondFactor(deps, request.params.staffId, actionOf(request)),
    );

    app.post(
      '/clinic/staff/:staffId/password',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Nowe hasło tymczasowe (do zmiany przy następnym logowaniu; sesje zakończone, blokada loginu zdjęta)',
          params: staffIdParamsSchema,
          body: staffTemporaryPasswordSchema,
          response: { 200: staffMemberSchema, ...errors },
        },
      },
      async (request) => setTemporaryPassword(deps, request.params.staffId, request.body.temporaryPassword, actionOf(request)),
    );
  };
