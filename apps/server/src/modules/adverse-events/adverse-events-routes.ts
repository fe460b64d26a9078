import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, valueOf, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { adverseEventsUrl } from './adverse-events-service';

/** Adverse events (spec part 1 §2 /adverseevents, §7): the address of the external reporting form. 404 while `adverseEventsModule` is off. */
export const adverseEventsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/adverseevents/url',
      {
        schema: {
          tags: ['adverse-events'],
          summary: 'Adres zewnętrznego formularza zgłoszenia działania niepożądanego (value), otwierany w nowym oknie',
          description: 'Z ustawień instalacji (grupa adverse-events); domyślnie formularz Urzędu Rejestracji Produktów Leczniczych na platformie e-zdrowie.',
          response: { 200: valueOf(z.string()), 401: apiErrorSchema },
        },
      },
      async () => adverseEventsUrl(deps),
    );
  };
