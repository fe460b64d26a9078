import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import type { JobDefinition } from '../lib/jobs';
import type { ModuleFlag } from '../plugins/module-flags';
import type { StaffContext } from '../plugins/staff-access';
import type { StaffRole } from '../db/schema/staff';

/**
 * A queue of the clinic console's dashboard: what waits for the clinic (identities to confirm,
 * messages to answer, ...). Shown to members with one of `roles`; `path` is the console page that
 * works through it.
 */
export interface ClinicQueue {
  key: string;
  roles: readonly StaffRole[];
  path: string;
  count: (deps: Deps, staff: StaffContext) => Promise<number>;
}
import { healthRoutes } from './health/health-routes';
import { allergiesRoutes } from './allergies/allergies-routes';
import { accountsRoutes } from './accounts/accounts-routes';
import { patientsRoutes } from './patients/patients-routes';
import { comingOfAgeJob } from './patients/profiles-service';
import { countWaitingIdentities } from './patients/clinic-patients-service';
import { settingsRoutes } from './settings/settings-routes';
import { devRoutes } from './dev/dev-routes';
import { confirmationsRoutes } from './confirmations/confirmations-routes';
import { registrationRoutes } from './registration/registration-routes';
import { epuapRoutes } from './epuap/epuap-routes';
import { ssoRoutes } from './sso/sso-routes';
import { authorisationRoutes } from './authorisation/authorisation-routes';
import { filesRoutes } from './files/files-routes';
import { filesSweepJob, moveLegacyAttachments } from './files/files-service';
import { expireRegistrationsJob } from './registration/expire-registrations';
import { ampaRoutes } from './ampa/ampa-routes';
import { adverseEventsRoutes } from './adverse-events/adverse-events-routes';
import { organisationClinicRoutes } from './organisation/organisation-clinic-routes';
import { staffRoutes } from './staff/staff-clinic-routes';
import { accessLogRoutes } from './staff/access-log-routes';

export interface PortalModule {
  name: string;
  /**
   * The `application` settings switch of the module. While it is off every route of the module
   * answers the 404 of an unknown path (plugins/module-flags), and the web leaves its pages out.
   */
  flag?: ModuleFlag;
  /** Its API, registered under /api. */
  routes: (deps: Deps) => FastifyPluginAsyncZod;
  /** Its background jobs and schedules (lib/jobs). */
  jobs?: ReadonlyArray<JobDefinition<never, Deps>>;
  /**
   * A step the server runs once at every start, after the migrations and before it listens (e.g. a
   * data move that needs more than SQL). It must be idempotent and cheap when there is nothing to do.
   */
  atStart?: (deps: Deps) => Promise<void>;
  /** What the module puts on the clinic console's dashboard. */
  clinicQueues?: readonly ClinicQueue[];
}

/** The explicit list of modules. */
export const modules: PortalModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'allergies', flag: 'allergyModule', routes: allergiesRoutes },
  { name: 'accounts', routes: accountsRoutes },
  {
    name: 'patients',
    routes: patientsRoutes,
    jobs: [comingOfAgeJob],
    clinicQueues: [{ key: 'IDENTITIES', roles: ['REGISTRAR', 'ADMIN'], path: '/identities', count: (deps) => countWaitingIdentities(deps) }],
  },
  { name: 'settings', routes: settingsRoutes },
  { name: 'confirmations', routes: confirmationsRoutes },
  { name: 'registration', routes: registrationRoutes, jobs: [expireRegistrationsJob] },
  { name: 'epuap', routes: epuapRoutes },
  { name: 'sso', routes: ssoRoutes },
  { name: 'authorisation', routes: authorisationRoutes },
  {
    name: 'files',
    routes: filesRoutes,
    jobs: [filesSweepJob],
    atStart: async (deps) => {
      await moveLegacyAttachments(deps);
    },
  },
  { name: 'ampa', flag: 'ampaModule', routes: ampaRoutes },
  { name: 'adverse-events', flag: 'adverseEventsModule', routes: adverseEventsRoutes },
  { name: 'organisation', routes: organisationClinicRoutes },
  // The dashboard lists every module's queues; asked for per request, so this entry does not import the list it is in.
  { name: 'staff', routes: (deps) => staffRoutes(deps, () => clinicQueues) },
  { name: 'staff-access-log', routes: accessLogRoutes },
  { name: 'dev', routes: devRoutes },
];

/** Every module's dashboard queues, in module order (the clinic console's dashboard). */
export const clinicQueues: readonly ClinicQueue[] = modules.flatMap((m) => m.clinicQueues ?? []);
