import type { PortalModule } from '../portal-module';
import { documentMailJob } from './core/document-notices';
import { resolveEncounterSubject } from './medical-record-service';
import { medicalRecordRoutes } from './patient/medical-record-routes';
import { medicalRecordClinicRoutes } from './clinic/medical-record-clinic-routes';
import { medicalRecordMessageTexts } from './medical-record.message-texts';


/** The medical register: visits, diagnoses, clinical documents, the waiting list. */
export const medicalRecordModule: PortalModule = {
  name: 'medical-record',
  tier: 'platform',
  order: 210,
  // Visits ask their unit speciality's questionnaire: their answers saved and shown through the engine;
  // consents: a document's consentDocShared is whether its patient shares it with partners (sharedDocumentIds).
  uses: ['questionnaires', 'consents'],
  flag: 'medicalServicesModule',
  tables: ['encounters', 'encounterDiagnoses', 'clinicalDocumentTypes', 'clinicalDocuments', 'documentNotes', 'waitingListEntries'],
  routes: medicalRecordRoutes,
  clinicRoutes: medicalRecordClinicRoutes,
  jobs: [documentMailJob],
  // Visits ask their unit speciality's questionnaire (questionnaires module, for-encounters routes).
  questionnaireSubjects: { ENCOUNTER: resolveEncounterSubject },
  // Visits, documents, waiting lists and document requests (through the document-requests service):
  // the staff's visits to the organisation's units, asking the questionnaires.
  seed: { run: (db, config) => import('./medical-record.seed').then((s) => s.seedMedicalRecords(db, config)), after: ['settings', 'organisation', 'patients', 'staff', 'questionnaires'] },
  // The notice and e-mail of a new document.
  messageTexts: medicalRecordMessageTexts,
};
