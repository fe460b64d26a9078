import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { healthRoutes } from './health/health-routes';
import { allergiesRoutes } from './allergies/allergies-routes';
import { accountsRoutes } from './accounts/accounts-routes';
import { patientsRoutes } from './patients/patients-routes';
import { settingsRoutes } from './settings/settings-routes';
import { devRoutes } from './dev/dev-routes';

/** The explicit list of modules; each is registered under /api. */
export const modules: Array<{ name: string; routes: (deps: Deps) => FastifyPluginAsyncZod }> = [
  { name: 'health', routes: healthRoutes },
  { name: 'allergies', routes: allergiesRoutes },
  { name: 'accounts', routes: accountsRoutes },
  { name: 'patients', routes: patientsRoutes },
  { name: 'settings', routes: settingsRoutes },
  { name: 'dev', routes: devRoutes },
];
