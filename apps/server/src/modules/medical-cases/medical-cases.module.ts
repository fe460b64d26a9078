import type { PortalModule } from '../portal-module';
import { medicalCasesClinicRoutes } from './clinic/clinic-case-notes-routes';
import { medicalCasesRoutes } from './medical-cases-routes';

/** Medical cases: a patient's problems in which her teleconsultations are held, with notes and attachments (issue 32). */
export const medicalCasesModule: PortalModule = {
  name: 'medical-cases',
  // Below the teleconsultation module, which opens cases, writes the description as a note and gives
  // attachments to a consultation through medical-cases-service (its descriptor `uses` this one).
  tier: 'feature',
  order: 246,
  // The switch of teleconsultations (the teleconsultation and telehealth modules have the same).
  flag: 'telecommunicationModule',
  tables: ['medicalCases', 'medicalCaseNotes', 'medicalCaseAttachments'],
  // teleconsultations: a case's list entry shows how many teleconsultations it has and the latest
  // start; that module stands on this one, so the count is read from its table, not asked of its service.
  usesTables: ['teleconsultations'],
  routes: medicalCasesRoutes,
  // The console: a clinician's notes to the case of her teleconsultation (read from `teleconsultations`).
  clinicRoutes: medicalCasesClinicRoutes,
  // Anna's cases and her daughter Zofia's, with notes and a PDF attachment.
  seed: { run: (db, config) => import('./medical-cases.seed').then((s) => s.seedMedicalCases(db, config)), after: ['patients', 'settings', 'staff'] },
};
