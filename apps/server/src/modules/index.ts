import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoleValues } from '@portal/contracts';
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
import { adultNoticeJob, comingOfAgeJob } from './patients/profiles-service';
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
import { questionnairesRoutes } from './questionnaires/questionnaires-routes';
import { questionnairesClinicRoutes } from './questionnaires/questionnaires-clinic-routes';
import { programInvitationJob } from './questionnaires/programs-service';
import type { SubjectKindWithResolver, SubjectResolver } from './questionnaires/questionnaires-service';
import { selfAssessmentRoutes } from './self-assessment/self-assessment-routes';
import { triagePages } from './triage/triage-pages';
import { mailboxesClinicRoutes } from './messages/mailboxes-clinic-routes';
import { messagesRoutes } from './messages/messages-routes';
import { messagesClinicRoutes } from './messages/messages-clinic-routes';
import { clinicUnread, messageNoticeJob } from './messages/messages-service';
import { testResultsRoutes } from './test-results/test-results-routes';
import { testResultsClinicRoutes } from './test-results/test-results-clinic-routes';
import { imagingJobs } from './test-results/imaging-jobs';
import { imagingViewerPages } from './test-results/imaging-viewer-pages';
import { countResultsToPublish } from './test-results/clinic-results-service';
import { documentMailJob } from './medical-record/document-notices';
import { resolveEncounterSubject } from './medical-record/medical-record-service';
import { medicalRecordRoutes } from './medical-record/medical-record-routes';
import { medicalRecordClinicRoutes } from './medical-record/medical-record-clinic-routes';
import { documentRequestsRoutes } from './document-requests/document-requests-routes';
import { documentRequestsClinicRoutes } from './document-requests/document-requests-clinic-routes';
import { requestDecisionMailJob } from './document-requests/document-request-notices';
import { countOpenRequests } from './document-requests/document-requests-service';
import { bookingsRoutes } from './bookings/bookings-routes';
import { bookingsClinicRoutes } from './bookings/bookings-clinic-routes';
import { bookingJobs, bookingQueues, resolveBookingSubject } from './bookings/bookings-module';

/** What the app tells each module's routes: the modules it was built with (a test may add one). */
export interface PortalContext {
  modules: readonly PortalModule[];
}

export interface PortalModule {
  name: string;
  /**
   * The settings switch of the module (of the `application` group by name, or `{ group, key }` of another
   * group). While it is off every route of the module
   * answers the 404 of an unknown path (plugins/module-flags), and the web leaves its pages out.
   */
  flag?: ModuleFlag;
  /** Its API, registered under /api. */
  routes?: (deps: Deps, portal: PortalContext) => FastifyPluginAsyncZod;
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
}

/** The explicit list of modules. */
export const modules: PortalModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'allergies', flag: 'allergyModule', routes: allergiesRoutes },
  { name: 'accounts', routes: accountsRoutes },
  {
    name: 'patients',
    routes: patientsRoutes,
    // The notices after the run that queues them: a run of the due jobs (runDue) sends them too.
    jobs: [comingOfAgeJob, adultNoticeJob],
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
  {
    name: 'questionnaires',
    routes: (deps, portal) => async (app) => {
      // Bookings and visits come from other modules (bookings, encounters), found per request.
      await app.register(questionnairesRoutes(deps, () => questionnaireSubjectsOf(portal.modules)));
      await app.register(questionnairesClinicRoutes(deps));
    },
    jobs: [programInvitationJob],
  },
  {
    name: 'self-assessment',
    flag: { group: 'questionnaire', key: 'selfAssessmentQuestionaire' },
    routes: selfAssessmentRoutes,
  },
  {
    name: 'messages',
    flag: 'messagesModule',
    routes: (deps) => async (app) => {
      await app.register(messagesRoutes(deps));
      await app.register(messagesClinicRoutes(deps));
      // The administrator's mailboxes and categories.
      await app.register(mailboxesClinicRoutes(deps));
    },
    jobs: [messageNoticeJob],
    clinicQueues: [{ key: 'MESSAGES', roles: staffRoleValues, path: '/messages', count: (deps, staff) => clinicUnread(deps, staff.member.id) }],
  },
  {
    name: 'medical-record',
    flag: 'medicalServicesModule',
    routes: (deps) => async (app) => {
      await app.register(medicalRecordRoutes(deps));
      await app.register(medicalRecordClinicRoutes(deps));
    },
    jobs: [documentMailJob],
    // Visits ask their unit speciality's questionnaire (questionnaires module, for-encounters routes).
    questionnaireSubjects: { ENCOUNTER: resolveEncounterSubject },
  },
  {
    name: 'document-requests',
    flag: 'clinicalDocumentRequestsModule',
    routes: (deps) => async (app) => {
      await app.register(documentRequestsRoutes(deps));
      await app.register(documentRequestsClinicRoutes(deps));
    },
    jobs: [requestDecisionMailJob],
    clinicQueues: [{ key: 'DOCUMENT_REQUESTS', roles: ['REGISTRAR', 'ADMIN'], path: '/document-requests', count: (deps) => countOpenRequests(deps) }],
  },
  {
    name: 'test-results',
    flag: 'medicalServicesModule',
    routes: (deps) => async (app) => {
      await app.register(testResultsRoutes(deps));
      await app.register(testResultsClinicRoutes(deps));
    },
    // The imaging viewer's page and its data, opened by a signed token (no session, no module flag).
    pages: imagingViewerPages,
    jobs: imagingJobs,
    clinicQueues: [{ key: 'RESULTS', roles: ['DOCTOR', 'NURSE'], path: '/results', count: (deps, staff) => countResultsToPublish(deps, staff) }],
  },
  {
    name: 'bookings',
    flag: 'bookingsModule',
    routes: (deps) => async (app) => {
      await app.register(bookingsRoutes(deps));
      await app.register(bookingsClinicRoutes(deps));
    },
    jobs: bookingJobs,
    clinicQueues: bookingQueues,
    // Bookings ask their service's questionnaire (questionnaires module, for-bookings routes).
    questionnaireSubjects: { BOOKING: resolveBookingSubject },
  },
  // Our own symptom-triage service (TRIAGE_SERVICE=local): the interview of the self-assessment's frame.
  { name: 'triage', pages: triagePages },
  // The dashboard lists every module's queues; asked for per request, so this entry does not import the list it is in.
  { name: 'staff', routes: (deps) => staffRoutes(deps, () => clinicQueues) },
  { name: 'staff-access-log', routes: accessLogRoutes },
  { name: 'dev', routes: devRoutes },
];

/** The questionnaire subjects the modules resolve (the first module that names a kind keeps it). */
export function questionnaireSubjectsOf(list: readonly PortalModule[]): Partial<Record<SubjectKindWithResolver, SubjectResolver>> {
  const subjects: Partial<Record<SubjectKindWithResolver, SubjectResolver>> = {};
  for (const m of list) for (const [kind, resolve] of Object.entries(m.questionnaireSubjects ?? {}) as Array<[SubjectKindWithResolver, SubjectResolver]>) subjects[kind] ??= resolve;
  return subjects;
}

/** Every module's dashboard queues, in module order (the clinic console's dashboard). */
export const clinicQueues: readonly ClinicQueue[] = modules.flatMap((m) => m.clinicQueues ?? []);
