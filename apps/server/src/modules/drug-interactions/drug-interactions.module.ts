import type { PortalModule } from '../portal-module';
import { drugInteractionsClinicRoutes } from './drug-interactions-clinic-routes';
import { drugInteractionsRoutes } from './drug-interactions-routes';
import { drugInteractionsPrintoutTexts } from './drug-interactions.printout-texts';

/** The drug register, the interaction data and the patient's interaction matrix (spec part 2, issue 31). */
export const drugInteractionsModule: PortalModule = {
  name: 'drug-interactions',
  tier: 'feature',
  order: 236,
  flag: 'drugInteractionsModule',
  tables: ['drugSubstances', 'drugProducts', 'drugPackages', 'drugProductSubstances', 'drugInteractionPairs', 'drugEditions', 'drugEditionRows', 'patientTakenDrugs'],
  // allergies: the patient's recorded allergies flag a chosen drug's ingredient (listAllergies);
  // bookings: the drugs of her prescription visits are among her taken drugs (prescribedDrugs).
  uses: ['allergies', 'bookings'],
  routes: drugInteractionsRoutes,
  clinicRoutes: drugInteractionsClinicRoutes,
  // The demo register excerpt and interaction table, published through the importers; Anna's recorded drugs and her allergy.
  seed: { run: (db, config) => import('./drug-interactions.seed').then((s) => s.seedDrugInteractions(db, config)), after: ['patients', 'staff', 'bookings'] },
  // The interaction printout.
  printoutTexts: drugInteractionsPrintoutTexts,
};
