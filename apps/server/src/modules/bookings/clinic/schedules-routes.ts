import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicPriceItemParamsSchema,
  clinicScheduleSchema,
  clinicSchedulesQuerySchema,
  clinicServiceParamsSchema,
  exceptionParamsSchema,
  exceptionSavedSchema,
  priceItemInputSchema,
  priceItemSchema,
  scheduleExceptionInputSchema,
  scheduleExceptionSchema,
  scheduleExceptionsQuerySchema,
  scheduleInputSchema,
  scheduleParamsSchema,
  scheduleSavedSchema,
  serviceBookingSettingsSchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { staffOf } from '../../../plugins/staff-access';
import { staffResourceOf } from '../../../plugins/staff-resources';
import * as rules from './clinic-bookings-rules-service';
import * as schedules from './schedules-service';

/** A schedule and an exception addressed by their id, read through the member's units before the handler. */
const schedule = schedules.scheduleResource;
const exception = schedules.scheduleExceptionResource;

const tags = ['clinic: bookings'];
/** The desk and the administrator shape the schedules; the clinicians read them. */
const editors: StaffRole[] = ['REGISTRAR', 'ADMIN'];
const readers: StaffRole[] = ['REGISTRAR', 'ADMIN', 'DOCTOR', 'NURSE'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/** Schedules and their exceptions, what booking a service asks, and its price list (issue 13, console). */
export const schedulesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/bookings/schedules',
      { config: { staff: { roles: readers } }, schema: { tags, summary: 'Grafiki (filtry: pracownik, jednostka, świadczenie, aktywne)', querystring: clinicSchedulesQuerySchema, response: { 200: z.array(clinicScheduleSchema), ...errors } } },
      async (request) => schedules.listSchedules(deps, { ...request.query, units: staffOf(request).units }),
    );
    app.get(
      '/clinic/bookings/schedules/:scheduleId',
      { config: { staff: { roles: readers, resource: schedule } }, schema: { tags, summary: 'Grafik', params: scheduleParamsSchema, response: { 200: clinicScheduleSchema, ...errors } } },
      async (request) => schedules.toClinicSchedule(staffResourceOf(request, schedule)),
    );
    app.post(
      '/clinic/bookings/schedules',
      {
        config: { staff: { roles: editors, unit: 'body' } },
        schema: { tags, summary: 'Nowy grafik; generuje terminy (409 SCHEDULE_OVERLAP)', body: scheduleInputSchema, response: { 201: scheduleSavedSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await schedules.createSchedule(deps, request.body)),
    );
    app.put(
      '/clinic/bookings/schedules/:scheduleId',
      {
        config: { staff: { roles: editors, unit: 'body', resource: schedule } },
        schema: { tags, summary: 'Zmiana grafiku; przelicza wolne terminy, zarezerwowane zostają (konflikty w odpowiedzi)', params: scheduleParamsSchema, body: scheduleInputSchema, response: { 200: scheduleSavedSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request) => schedules.updateSchedule(deps, staffResourceOf(request, schedule).schedule.id, request.body),
    );
    for (const [path, active] of [
      ['deactivate', false],
      ['activate', true],
    ] as const) {
      app.post(
        `/clinic/bookings/schedules/:scheduleId/${path}`,
        {
          config: { staff: { roles: editors, resource: schedule } },
          schema: { tags, summary: active ? 'Przywrócenie grafiku' : 'Wyłączenie grafiku (wolne terminy znikają, rezerwacje zostają)', params: scheduleParamsSchema, response: { 200: scheduleSavedSchema, 409: apiErrorSchema, ...errors } },
        },
        async (request) => schedules.setScheduleActive(deps, staffResourceOf(request, schedule).schedule.id, active),
      );
    }
    app.get(
      '/clinic/bookings/exceptions',
      { config: { staff: { roles: readers } }, schema: { tags, summary: 'Wyjątki: dni wolne i zmienione godziny', querystring: scheduleExceptionsQuerySchema, response: { 200: z.array(scheduleExceptionSchema), ...errors } } },
      async (request) => schedules.listExceptions(deps, request.query),
    );
    app.post(
      '/clinic/bookings/exceptions',
      {
        config: { staff: { roles: editors } },
        schema: { tags, summary: 'Nowy wyjątek grafiku, urlop pracownika albo święto przychodni; przelicza terminy', body: scheduleExceptionInputSchema, response: { 201: exceptionSavedSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await schedules.addException(deps, request.body, { units: staffOf(request).units })),
    );
    app.delete(
      '/clinic/bookings/exceptions/:exceptionId',
      { config: { staff: { roles: editors, resource: exception } }, schema: { tags, summary: 'Usunięcie wyjątku; przelicza terminy', params: exceptionParamsSchema, response: { 200: exceptionSavedSchema, ...errors } } },
      async (request) => schedules.removeException(deps, staffResourceOf(request, exception)),
    );
    app.get(
      '/clinic/bookings/services/:serviceId/settings',
      { config: { staff: { roles: readers } }, schema: { tags, summary: 'Warunki rezerwacji świadczenia', params: clinicServiceParamsSchema, response: { 200: serviceBookingSettingsSchema, ...errors } } },
      async (request) => rules.getServiceBookingSettings(deps, request.params.serviceId),
    );
    app.put(
      '/clinic/bookings/services/:serviceId/settings',
      {
        config: { staff: { roles: editors } },
        schema: { tags, summary: 'Zapis warunków rezerwacji świadczenia', params: clinicServiceParamsSchema, body: serviceBookingSettingsSchema, response: { 200: serviceBookingSettingsSchema, ...errors } },
      },
      async (request) => rules.saveServiceBookingSettings(deps, request.params.serviceId, request.body),
    );
    app.get(
      '/clinic/bookings/services/:serviceId/prices',
      { config: { staff: { roles: readers } }, schema: { tags, summary: 'Cennik świadczenia', params: clinicServiceParamsSchema, response: { 200: z.array(priceItemSchema), ...errors } } },
      async (request) => rules.listPriceItems(deps, request.params.serviceId),
    );
    app.post(
      '/clinic/bookings/services/:serviceId/prices',
      { config: { staff: { roles: editors } }, schema: { tags, summary: 'Nowa pozycja cennika', params: clinicServiceParamsSchema, body: priceItemInputSchema, response: { 201: priceItemSchema, ...errors } } },
      async (request, reply) => reply.code(201).send((await rules.addPriceItems(deps, request.params.serviceId, [request.body]))[0]),
    );
    app.put(
      '/clinic/bookings/services/:serviceId/prices/:itemId',
      { config: { staff: { roles: editors } }, schema: { tags, summary: 'Zmiana pozycji cennika', params: clinicPriceItemParamsSchema, body: priceItemInputSchema, response: { 200: priceItemSchema, ...errors } } },
      async (request) => rules.updatePriceItem(deps, request.params.serviceId, request.params.itemId, request.body),
    );
    app.delete(
      '/clinic/bookings/services/:serviceId/prices/:itemId',
      { config: { staff: { roles: editors } }, schema: { tags, summary: 'Usunięcie pozycji cennika', params: clinicPriceItemParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await rules.removePriceItem(deps, request.params.serviceId, request.params.itemId);
        return reply.code(204).send(null);
      },
    );
  };
