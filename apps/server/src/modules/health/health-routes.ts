import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@portal/contracts';
import type { Deps } from '../../deps';
import { APP_VERSION } from '../../version';

/** GET /api/health: the process answers and the database takes a query. */
export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { config: { public: true }, schema: { tags: ['system'], response: { 200: healthSchema } } },
      async () => {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: deps.dbKind, version: APP_VERSION };
      },
    );
  };
