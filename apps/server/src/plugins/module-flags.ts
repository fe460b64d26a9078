import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApplicationSettings } from '@portal/contracts';
import type { Deps } from '../deps';
import type { SettingsGroups, SettingsKey } from '../modules/settings/settings-defaults';

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

/** The settings group and key of a module's flag. */
export const switchOf = (flag: ModuleFlag): SettingsSwitch => (typeof flag === 'string' ? { group: 'application', key: flag } : flag);

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
 * The flags are read from the settings as this process keeps them (`deps.keptSettings`: each group for
 * SETTINGS_CACHE_MS, dropped at once when the clinic console stores it), so a busy module costs no
 * settings query per request.
 */
export default fp(async function moduleFlagsPlugin(app: FastifyInstance, opts: { deps: Pick<Deps, 'keptSettings'> }) {
  app.addHook('onRequest', async (request, reply) => {
    const flag = request.routeOptions.config?.moduleFlag;
    if (!flag) return;
    const values = (await opts.deps.keptSettings.current(flag.group)) as Record<string, unknown>;
    if (values[flag.key] === true) return;
    reply.callNotFound();
    return reply;
  });
});
