import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { bookingsPatientRoutes } from './bookings-patient-routes';
import { catalogRoutes } from './catalog-routes';
import { checksRoutes } from './checks-routes';

/* The patient's booking calls (spec part 2 §7 "Bookings"): catalogue, time slots, the wizard's checks, bookings. */
export const bookingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(catalogRoutes(deps));
    await app.register(checksRoutes(deps));
    await app.register(bookingsPatientRoutes(deps));
  };
