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
 * The flags are read from the current settings, kept for SETTINGS_CACHE_MS (1 s by default; 0 in
 * tests), so a busy module costs no settings query per request. A change made through this process
 * (the clinic console, `deps.settingsChanges`) drops the kept flags at once; another copy of the
 * server behind the same database follows within SETTINGS_CACHE_MS.
 */
export default fp(async function moduleFlagsPlugin(app: FastifyInstance, opts: { deps: Pick<Deps, 'db' | 'config' | 'settingsChanges'> }) {
  const ttl = opts.deps.config.SETTINGS_CACHE_MS;
  let cached: { until: number; flags: Promise<ApplicationSettings> } | null = null;
  const currentFlags = () => {
    const now = performance.now();
    if (!cached || now >= cached.until) {
      const flags = getSettings(opts.deps, 'application');
      // A failed read is not kept: the next request asks again.
      flags.catch(() => (cached = null));
      cached = { until: now + ttl, flags };
    }
    return cached.flags;
  };
  const stopListening = opts.deps.settingsChanges.subscribe((key) => {
    if (key === 'application') cached = null;
  });
  app.addHook('onClose', async () => {
    stopListening();
  });
  app.addHook('onRequest', async (request, reply) => {
    const flag = request.routeOptions.config?.moduleFlag;
    if (!flag) return;
    const application = await currentFlags();
    if (application[flag]) return;
    reply.callNotFound();
    return reply;
  });
});
