import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from './staff/staff.schema';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import type { TextSet } from '../i18n/texts';
import type { JobDefinition } from '../lib/jobs';
import type { EventHandlers } from '../lib/module-events';
import type { ModuleFlag } from '../plugins/module-flags';
import type { StaffContext } from '../plugins/staff-access';
import type { SubjectKindWithResolver, SubjectResolver } from './questionnaires/core/questionnaire-subjects';

/*
 * What a module tells the rest of the server, in its descriptor `<m>/<m>.module.ts`. Types only: a
 * descriptor imports this file, never modules/index.ts (which lists the descriptors), so a module's
 * files can name these types without standing on every other module.
 */

/**
 * The three tiers of modules. A module imports another's service only from a lower tier, or one it
 * names in its `uses` (lint: `boundaries/tiers`): the foundation (accounts, patients, files, settings,
 * organisation, staff, confirmations, the event log) knows no platform or feature module, the
 * platform (the medical register, the questionnaire engine, messaging) no feature.
 */
export type ModuleTier = 'foundation' | 'platform' | 'feature';

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

/**
 * A module's demo data, made at the first start of a demo (seed/index.ts `runSeed`). `run` loads the
 * module's `<m>.seed.ts` only then (a dynamic import: a start with data never loads the demo data) and
 * makes the rows, through the module's services where it can. `after` names the modules whose demo data
 * it needs first (their rows it reads or links); the seed runs the modules in that order — each after
 * those it names, otherwise in the order of the modules' list — after the shared dictionaries.
 */
export interface ModuleSeed {
  run: (db: Db, config: Config, portal: PortalContext) => Promise<void>;
  after?: readonly string[];
}

/** What the app tells each module's routes: the modules it was built with (a test may add one). */
export interface PortalContext {
  modules: readonly PortalModule[];
}

export interface PortalModule {
  name: string;
  tier: ModuleTier;
  /**
   * Its place among the modules (unique, modules.test.ts): the order of their routes, pages, jobs, the
   * console dashboard's queues and, among seeds free to run, of the seed. A new module takes a free
   * number; modules/index.ts (written by `npm run modules:json`) lists the descriptors in this order.
   */
  order: number;
  /**
   * The tables it owns: the table exports of its `<m>/<m>.schema.ts`, exactly (modules.test.ts), which
   * `npm run modules:json` puts in the barrel db/schema/index.ts. Its files import only these (lint:
   * `tables/own-tables`, from `modules.generated.json`); `usesTables` names, with the reason in a
   * comment, the few of other modules it still names in a query.
   */
  tables?: readonly string[];
  usesTables?: readonly string[];
  /** Modules of its own tier (or above) whose services it imports, each a reasoned exception. */
  uses?: readonly string[];
  /**
   * The settings switch of the module (of the `application` group by name, or `{ group, key }` of another
   * group). While it is off every route of the module
   * answers the 404 of an unknown path (plugins/module-flags), and the web leaves its pages out.
   */
  flag?: ModuleFlag;
  /** Its API for the patient portal, registered under /api. */
  routes?: (deps: Deps, portal: PortalContext) => FastifyPluginAsyncZod;
  /** Its API for the clinic console, registered under /api (its paths start /api/clinic). */
  clinicRoutes?: (deps: Deps, portal: PortalContext) => FastifyPluginAsyncZod;
  /**
   * Its pages for the browser, outside /api (e.g. a simulated external service): no session is read and
   * no module flag applies; a page that takes a post proves the request itself (a signed ticket).
   */
  pages?: (deps: Deps) => FastifyPluginAsyncZod;
  /** Its background jobs and schedules (lib/jobs). */
  jobs?: ReadonlyArray<JobDefinition<never, Deps>>;
  /**
   * A step the server runs once at every start, after the migrations and before it listens (e.g. a
   * data move that needs more than SQL). It must be idempotent and cheap when there is nothing to do.
   */
  atStart?: (deps: Deps) => Promise<void>;
  /** What the module puts on the clinic console's dashboard. */
  clinicQueues?: readonly ClinicQueue[];
  /**
   * The module keeps bookings or visits (encounters) that ask a questionnaire: how the questionnaire
   * engine finds one by its id (its patient, service or unit speciality, day, whether it may still be
   * answered). The engine never imports the module; it asks these per request.
   */
  questionnaireSubjects?: Partial<Record<SubjectKindWithResolver, SubjectResolver>>;
  /** The events of other modules it reacts to (lib/module-events.ts), each inside the raising transaction. */
  handles?: EventHandlers<Deps>;
  /** Its demo data, in its `<m>/<m>.seed.ts` (modules.test.ts: a module with a seed file declares it here). */
  seed?: ModuleSeed;
  /**
   * Its e-mails and SMS messages in pl/en/uk, in its `<m>/<m>.message-texts.ts` (i18n/texts.ts
   * `defineTexts`; the e-mail's frame is i18n/mail-frame-texts.ts). modules/module-texts.test.ts checks
   * every language of it, and that a module with such a file declares it here.
   */
  messageTexts?: TextSet;
  /** The fixed texts of its printouts in pl/en/uk, in its `<m>/<m>.printout-texts.ts` (checked the same way). */
  printoutTexts?: TextSet;
  /**
   * The documents it has signed through the public e-service (module e-signing), by kind (DECLARATION,
   * CONSENT): the e-signing module never imports the module; it asks these when the e-service answers.
   */
  signables?: Readonly<Record<string, Signable>>;
}

/** A signed document the e-service returned, once e-signing has verified it. */
export interface AcceptedSignature {
  signerName: string;
  signerNationalId: string;
  /** PATIENT: the patient herself; GUARDIAN: an account acting for her. */
  signedBy: 'PATIENT' | 'GUARDIAN';
  signedAt: Date;
}

/**
 * A kind of document that is signed through the public e-service. `load` re-reads the document inside
 * the transaction that accepts the signature (locking its row) and answers its canonical XML as the
 * module issues it now and its patient, or null when it can no longer be signed (withdrawn, already
 * signed): e-signing accepts a signature only of exactly that XML. `signed` moves the document (a
 * declaration to SUBMITTED, a consent to SIGNED) in the same transaction.
 */
export interface Signable {
  load: (tx: Db, documentId: number) => Promise<{ xml: string; patientId: number } | null>;
  signed: (deps: Deps, tx: Db, documentId: number, signature: AcceptedSignature) => Promise<void>;
}
