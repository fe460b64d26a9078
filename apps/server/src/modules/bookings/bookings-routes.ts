import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { bookingsPatientRoutes } from './bookings-patient-routes';

/* The patient's booking calls (spec part 2 §7 "Bookings"): catalogue, time slots, the wizard's checks, bookings. */
export const bookingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(bookingsPatientRoutes(deps));
  };
