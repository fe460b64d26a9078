// Written by `npm run modules:json` from the module folders (modules.test.ts fails while it is stale): do not edit.
import { accessLogModule } from './access-log/access-log.module';
import { accountsModule } from './accounts/accounts.module';
import { adverseEventsModule } from './adverse-events/adverse-events.module';
import { allergiesModule } from './allergies/allergies.module';
import { ampaModule } from './ampa/ampa.module';
import { authorisationModule } from './authorisation/authorisation.module';
import { bookingsModule } from './bookings/bookings.module';
import { confirmationsModule } from './confirmations/confirmations.module';
import { consentsModule } from './consents/consents.module';
import { contactsModule } from './contacts/contacts.module';
import { declarationsModule } from './declarations/declarations.module';
import { devModule } from './dev/dev.module';
import { documentRequestsModule } from './document-requests/document-requests.module';
import { drugInteractionsModule } from './drug-interactions/drug-interactions.module';
import { eSigningModule } from './e-signing/e-signing.module';
import { epuapModule } from './epuap/epuap.module';
import { eventLogModule } from './event-log/event-log.module';
import { filesModule } from './files/files.module';
import { healthModule } from './health/health.module';
import { measurementsModule } from './measurements/measurements.module';
import { medicalCasesModule } from './medical-cases/medical-cases.module';
import { medicalRecordModule } from './medical-record/medical-record.module';
import { messagesModule } from './messages/messages.module';
import { organisationModule } from './organisation/organisation.module';
import { patientsModule } from './patients/patients.module';
import { questionnairesModule } from './questionnaires/questionnaires.module';
import { registrationModule } from './registration/registration.module';
import { selfAssessmentModule } from './self-assessment/self-assessment.module';
import { settingsModule } from './settings/settings.module';
import { signInGuardModule } from './sign-in-guard/sign-in-guard.module';
import { ssoModule } from './sso/sso.module';
import { staffModule } from './staff/staff.module';
import { teleconsultationModule } from './teleconsultation/teleconsultation.module';
import { telehealthModule } from './telehealth/telehealth.module';
import { testResultsModule } from './test-results/test-results.module';
import { triageModule } from './triage/triage.module';
import type { PortalModule } from './portal-module';

export type { ClinicQueue, PortalContext, PortalModule } from './portal-module';

/**
 * The portal's modules, each described by its own `<m>/<m>.module.ts` (modules/portal-module.ts says
 * what a descriptor holds), in their `order`: the order of their routes, pages, jobs and dashboard queues.
 */
export const modules: readonly PortalModule[] = [
  accessLogModule,
  accountsModule,
  adverseEventsModule,
  allergiesModule,
  ampaModule,
  authorisationModule,
  bookingsModule,
  confirmationsModule,
  consentsModule,
  contactsModule,
  declarationsModule,
  devModule,
  documentRequestsModule,
  drugInteractionsModule,
  eSigningModule,
  epuapModule,
  eventLogModule,
  filesModule,
  healthModule,
  measurementsModule,
  medicalCasesModule,
  medicalRecordModule,
  messagesModule,
  organisationModule,
  patientsModule,
  questionnairesModule,
  registrationModule,
  selfAssessmentModule,
  settingsModule,
  signInGuardModule,
  ssoModule,
  staffModule,
  teleconsultationModule,
  telehealthModule,
  testResultsModule,
  triageModule,
].sort((a, b) => a.order - b.order);
