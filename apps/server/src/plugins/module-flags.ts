import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApplicationSettings } from '@portal/contracts';
import type { Deps } from '../deps';
import { getSettings } from '../modules/settings/settings-service';

/** A switch of the `application` settings group that turns a module on (`allergyModule`, …). */
export type ModuleFlag = { [K in keyof ApplicationSettings]: ApplicationSettings[K] extends boolean ? K : never }[keyof ApplicationSettings];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module flag this route belongs to (set by `flagRoutes`, never by hand). */
    moduleFlag?: ModuleFlag;
  }
}

/** Marks every route registered in `scope` as part of a module switched by `flag`. */
export function flagRoutes(scope: FastifyInstance, flag: ModuleFlag): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, moduleFlag: flag };
  });
}

/**
 * A route of a switched-off module answers exactly what a path that does not exist answers (the
 * not-found handler: the API's 404), for everyone, before the session or the same-origin check runs.
 * The flag is read per request from the current settings, so the clinic's change applies at once.
 */
export default fp(async function moduleFlagsPlugin(app: FastifyInstance, opts: { deps: Pick<Deps, 'db'> }) {
  app.addHook('onRequest', async (request, reply) => {
    const flag = request.routeOptions.config?.moduleFlag;
    if (!flag) return;
    const application = await getSettings(opts.deps, 'application');
    if (application[flag]) return;
    reply.callNotFound();
    return reply;
  });
});
