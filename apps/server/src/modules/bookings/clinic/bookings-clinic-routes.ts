import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { clinicBookingsRoutes } from './clinic-bookings-routes';
import { schedulesRoutes } from './schedules-routes';

/* The clinic console's bookings: schedules, service booking rules, price lists, the calendar, phone bookings. */
export const bookingsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(schedulesRoutes(deps));
    await app.register(clinicBookingsRoutes(deps));
  };
