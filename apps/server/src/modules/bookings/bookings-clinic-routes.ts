import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

/* The clinic console's bookings: schedules, service booking rules, price lists, the calendar, phone bookings. */
export const bookingsClinicRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
