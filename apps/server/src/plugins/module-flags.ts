import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApplicationSettings } from '@portal/contracts';
import type { Deps } from '../deps';
import type { SettingsGroups, SettingsKey } from '../modules/settings/settings-defaults';
import { getSettings } from '../modules/settings/settings-service';

type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

/** A boolean switch of any settings group, e.g. `{ group: 'questionnaire', key: 'selfAssessmentQuestionaire' }`. */
export type SettingsSwitch = { [G in SettingsKey]: { group: G; key: BooleanKeys<SettingsGroups[G]> } }[SettingsKey];

/**
 * What turns a module on: a switch of the `application` settings group by its name (`allergyModule`, …),
 * or a switch of another group (the self-assessment follows `questionnaire.selfAssessmentQuestionaire`).
 */
export type ModuleFlag = BooleanKeys<ApplicationSettings> | SettingsSwitch;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The switch this route's module follows (set by `flagRoutes`, never by hand). */
    moduleFlag?: SettingsSwitch;
  }
}

const switchOf = (flag: ModuleFlag): SettingsSwitch => (typeof flag === 'string' ? { group: 'application', key: flag } : flag);

/** Marks every route registered in `scope` as part of a module switched by `flag`. */
export function flagRoutes(scope: FastifyInstance, flag: ModuleFlag): void {
  const moduleFlag = switchOf(flag);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, moduleFlag };
  });
}

/**
 * A route of a switched-off module answers exactly what a path that does not exist answers (the
 * not-found handler: the API's 404), for everyone, before the session or the same-origin check runs.
 * The flags are read from the current settings, each group kept for SETTINGS_CACHE_MS (1 s by default;
 * 0 in tests), so a busy module costs no settings query per request. A change made through this process
 * (the clinic console, `deps.settingsChanges`) drops the kept group at once; another copy of the
 * server behind the same database follows within SETTINGS_CACHE_MS.
 */
export default fp(async function moduleFlagsPlugin(app: FastifyInstance, opts: { deps: Pick<Deps, 'db' | 'config' | 'settingsChanges'> }) {
  const ttl = opts.deps.config.SETTINGS_CACHE_MS;
  const cached = new Map<SettingsKey, { until: number; values: Promise<Record<string, unknown>> }>();
  const currentGroup = (group: SettingsKey) => {
    const now = performance.now();
    let kept = cached.get(group);
    if (!kept || now >= kept.until) {
      const values = getSettings(opts.deps, group) as Promise<Record<string, unknown>>;
      const entry = { until: now + ttl, values };
      // A failed read is not kept: the next request asks again.
      values.catch(() => {
        if (cached.get(group) === entry) cached.delete(group);
      });
      cached.set(group, entry);
      kept = entry;
    }
    return kept.values;
  };
  const stopListening = opts.deps.settingsChanges.subscribe((key) => {
    cached.delete(key);
  });
  app.addHook('onClose', async () => {
    stopListening();
  });
  app.addHook('onRequest', async (request, reply) => {
    const flag = request.routeOptions.config?.moduleFlag;
    if (!flag) return;
    const values = await currentGroup(flag.group);
    if (values[flag.key] === true) return;
    reply.callNotFound();
    return reply;
  });
});
