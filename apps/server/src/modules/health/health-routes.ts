import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, healthSchema } from '@portal/contracts';
import type { Deps } from '../../deps';
import { APP_VERSION } from '../../version';

/**
 * Liveness and readiness, for a load balancer or an orchestrator: `/health/live` answers while the
 * process does (nothing else is asked, so an outage of the database does not get the process
 * restarted); `/health/ready` (and `/health`, its older name) only when the database answers a query
 * and takes a write — otherwise 503 SERVICE_UNAVAILABLE, as every request then (plugins/errors.ts).
 */
export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const ready = async () => {
      await app.outage.check();
      return { status: 'ok' as const, database: deps.dbKind, version: APP_VERSION };
    };
    const readySchema = {
      tags: ['system'],
      response: { 200: healthSchema, 503: apiErrorSchema },
    };
    app.get(
      '/health/live',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process answers',
          description: 'Always 200 while the server process runs; does not touch the database. For restarting a process that hangs, not for routing traffic.',
          response: { 200: healthSchema },
        },
      },
      async () => ({ status: 'ok' as const, database: deps.dbKind, version: APP_VERSION }),
    );
    app.get(
      '/health/ready',
      {
        config: { public: true },
        schema: {
          ...readySchema,
          summary: 'Readiness: the database answers and takes a write',
          description:
            '200 when the database answers a query and commits a write; 503 SERVICE_UNAVAILABLE while it does not answer or its disk is full. For routing traffic to this server copy.',
        },
      },
      ready,
    );
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          ...readySchema,
          summary: 'Readiness (the older name of /health/ready)',
          description: 'The same check as /health/ready, kept for monitors configured before it existed.',
        },
      },
      ready,
    );
  };
