import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxItemSchema, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { renderOutboxPage } from './dev-outbox-page';
import { renderTotpPage } from './dev-totp-page';
import { demoStaffCodes } from '../staff/staff-service';
import { isDemoMode, listOutbox } from './dev-service';

const outboxQuerySchema = z.object({ recipient: z.string().trim().max(254).optional() });

/**
 * GET /api/dev/outbox: the demo outbox as JSON. Registered in demo mode only, so in production the
 * path does not exist at all (404); in demo mode it answers only this machine (`demoOnly`).
 */
export const devRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!isDemoMode(deps)) return;
    app.get(
      '/dev/outbox',
      {
        config: { public: true, demoOnly: true },
        schema: {
          tags: ['dev'],
          summary: 'Tryb demonstracyjny: wysłane e-maile i SMS-y, najnowsze najpierw (najwyżej 200)',
          querystring: outboxQuerySchema,
          response: { 200: z.array(outboxItemSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listOutbox(deps, request.query.recipient);
      },
    );
  };

/**
 * GET /dev/outbox: the same list as an HTML page, outside /api because people open it in the browser
 * next to the portal; GET /dev/totp: the demo staff's current sign-in codes. Demo mode and this
 * machine only, like the JSON.
 */
export const devPagesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!isDemoMode(deps)) return;
    app.get(
      '/dev/outbox',
      {
        config: { demoOnly: true },
        schema: {
          tags: ['dev'],
          summary: 'Tryb demonstracyjny: strona HTML ze skrzynką nadawczą',
          querystring: outboxQuerySchema,
        },
      },
      async (request, reply) => {
        const items = await listOutbox(deps, request.query.recipient);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderOutboxPage(items, request.query.recipient));
      },
    );

    app.get(
      '/dev/totp',
      {
        config: { demoOnly: true },
        schema: { tags: ['dev'], summary: 'Tryb demonstracyjny: aktualne kody TOTP kont demonstracyjnych personelu' },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderTotpPage(await demoStaffCodes(deps))),
    );
  };
