import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

/* The patient's booking calls (spec part 2 §7 "Bookings"): catalogue, time slots, the wizard's checks, bookings. */
export const bookingsRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
