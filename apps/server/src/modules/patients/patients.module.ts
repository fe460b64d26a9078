import type { PortalModule } from '../portal-module';
import { patientsRoutes } from './patient/patients-routes';
import { patientsClinicRoutes } from './clinic/patients-clinic-routes';
import { adultNoticeJob, comingOfAgeJob } from './patient/profiles-service';
import { countWaitingIdentities } from './clinic/clinic-patients-service';
import { patientsMessageTexts } from './patients.message-texts';


/** Patient records, profiles (own, ward, child) and the links between them; the console's identity queue. */
export const patientsModule: PortalModule = {
  name: 'patients',
  tier: 'foundation',
  order: 70,
  // Records name their staff reviewer (staff names) and their files; notices go through contacts.
  uses: ['event-log', 'contacts', 'files', 'settings', 'staff'],
  tables: ['patients', 'patientLinks'],
  // A record's owner status (live or deleted account) is joined into the registration's look-up, and
  // the owner's login and contact columns into the clinic's patient card and identity queue.
  usesTables: ['accounts'],
  routes: patientsRoutes,
  clinicRoutes: patientsClinicRoutes,
  // The notices after the run that queues them: a run of the due jobs (runDue) sends them too.
  jobs: [comingOfAgeJob, adultNoticeJob],
  clinicQueues: [{ key: 'IDENTITIES', roles: ['REGISTRAR', 'ADMIN'], path: '/identities', count: (deps) => countWaitingIdentities(deps) }],
  // The demo accounts with their records, wards and allergies; Olena's identity waiting for the desk.
  seed: { run: (db, config) => import('./patients.seed').then((s) => s.seedPatients(db, config)) },
  // The e-mails of a child come of age, of a link asked for or changed, of an identity reviewed.
  messageTexts: patientsMessageTexts,
};
