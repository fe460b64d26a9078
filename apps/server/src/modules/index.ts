import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import type { JobDefinition } from '../lib/jobs';
import { healthRoutes } from './health/health-routes';
import { allergiesRoutes } from './allergies/allergies-routes';
import { accountsRoutes } from './accounts/accounts-routes';
import { patientsRoutes } from './patients/patients-routes';
import { settingsRoutes } from './settings/settings-routes';
import { devRoutes } from './dev/dev-routes';
import { confirmationsRoutes } from './confirmations/confirmations-routes';
import { registrationRoutes } from './registration/registration-routes';
import { epuapRoutes } from './epuap/epuap-routes';
import { ssoRoutes } from './sso/sso-routes';

export interface PortalModule {
  name: string;
  /** Its API, registered under /api. */
  routes: (deps: Deps) => FastifyPluginAsyncZod;
  /** Its background jobs and schedules (lib/jobs). */
  jobs?: ReadonlyArray<JobDefinition<never, Deps>>;
}

/** The explicit list of modules. */
export const modules: PortalModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'allergies', routes: allergiesRoutes },
  { name: 'accounts', routes: accountsRoutes },
  { name: 'patients', routes: patientsRoutes },
  { name: 'settings', routes: settingsRoutes },
  { name: 'confirmations', routes: confirmationsRoutes },
  { name: 'registration', routes: registrationRoutes },
  { name: 'epuap', routes: epuapRoutes },
  { name: 'sso', routes: ssoRoutes },
  { name: 'dev', routes: devRoutes },
];
