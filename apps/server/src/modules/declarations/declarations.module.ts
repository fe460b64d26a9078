import type { PortalModule } from '../portal-module';
import { rejectionMailJob } from './declaration-notices';
import { declarationsClinicRoutes } from './declarations-clinic-routes';
import { countWaitingDeclarations } from './declarations-clinic-service';
import { declarationsRoutes } from './declarations-routes';
import { DECLARATION_DOCUMENT, declarationSignable } from './declarations-service';
import { declarationsMessageTexts } from './declarations.message-texts';
import { declarationsPrintoutTexts } from './declarations.printout-texts';

/** Declarations of choice of a primary-care (POZ) GP, nurse or midwife, signed through the public e-service. */
export const declarationsModule: PortalModule = {
  name: 'declarations',
  // Platform: bookings (and teleconsultations to come) check a service's required declaration through it.
  tier: 'platform',
  order: 225,
  flag: 'declarationsModule',
  tables: ['declarations', 'declarationListLimits', 'declarationPatientData'],
  // e-signing: a declaration is signed through its startSigning, and views carry its signatures;
  // messages: a rejected declaration's reason reaches the patient as a message of the clinic.
  uses: ['e-signing', 'messages'],
  routes: declarationsRoutes,
  clinicRoutes: declarationsClinicRoutes,
  // The e-mail of a rejected declaration.
  jobs: [rejectionMailJob],
  clinicQueues: [{ key: 'DECLARATIONS', roles: ['REGISTRAR', 'ADMIN'], path: '/declarations', count: (deps, staff) => countWaitingDeclarations(deps, staff.units) }],
  // e-signing asks it for a declaration's document and moves it to SUBMITTED once signed.
  signables: { [DECLARATION_DOCUMENT]: declarationSignable },
  // Anna's GP declaration in force and a replaced one, her nurse declaration to sign, Zofia's waiting for
  // the clinic, and GPs' lists at and near their limits (patients with their accounts and links first).
  seed: { run: (db, config) => import('./declarations.seed').then((s) => s.seedDeclarations(db, config)), after: ['organisation', 'patients', 'staff', 'settings'] },
  // The message and e-mail of a rejected declaration.
  messageTexts: declarationsMessageTexts,
  // The NFZ form and the clinic system's copy.
  printoutTexts: declarationsPrintoutTexts,
};
