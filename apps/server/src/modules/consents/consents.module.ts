import type { PortalModule } from '../portal-module';
import { consentsClinicRoutes } from './consents-clinic-routes';
import { consentsRoutes } from './consents-routes';
import { consentSignable } from './consent-signing';
import { CONSENT_DOCUMENT } from './consents-service';
import { consentsPrintoutTexts } from './consents.printout-texts';

/** Consents, partner consents, carer authorisations and document sharing with partners, signed through the public e-service. */
export const consentsModule: PortalModule = {
  name: 'consents',
  // Platform: the medical register reads what a patient shares with partners through it (sharedDocumentIds).
  tier: 'platform',
  order: 227,
  flag: 'consentsModule',
  tables: ['consents', 'carerAuthorisations', 'sharedDocuments'],
  // A shared document is one of the patient's published results (result_orders) or clinical documents
  // (clinical_documents): the sharing checks it, and a partner's staff see their titles, in one query
  // each (the register's modules use this one, so it cannot use theirs); patients: a partner's staff
  // filter that list by the patient's name or PESEL in the same query.
  usesTables: ['resultOrders', 'clinicalDocuments', 'patients'],
  // e-signing: a consent is signed through its startSigning, and views carry its signatures.
  uses: ['e-signing'],
  routes: consentsRoutes,
  clinicRoutes: consentsClinicRoutes,
  // e-signing asks it for a consent's document and makes it SIGNED once signed.
  signables: { [CONSENT_DOCUMENT]: consentSignable },
  // Anna's consents in every state, a partner consent with a shared result, Jan's carer (partners,
  // patients, their results and declarations first).
  seed: { run: (db, config) => import('./consents.seed').then((s) => s.seedConsents(db, config)), after: ['organisation', 'patients', 'staff', 'settings', 'test-results', 'declarations'] },
  // A consent's printout and its signed document's words.
  printoutTexts: consentsPrintoutTexts,
};
