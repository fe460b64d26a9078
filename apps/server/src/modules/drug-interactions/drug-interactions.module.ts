import type { PortalModule } from '../portal-module';
import { drugInteractionsClinicRoutes } from './drug-interactions-clinic-routes';
import { drugInteractionsRoutes } from './drug-interactions-routes';
import { drugInteractionsPrintoutTexts } from './drug-interactions.printout-texts';
import { takenDrugsClinicRoutes } from './taken-drugs-clinic-routes';

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
  clinicRoutes: (deps) => async (app) => {
    // The administrator's editions of the register and of the interaction data.
    await app.register(drugInteractionsClinicRoutes(deps));
    // The clinicians' record of the drugs a patient takes, and the register search for its picker.
    await app.register(takenDrugsClinicRoutes(deps));
  },
  // The demo register excerpt and interaction table, published through the importers; Anna's recorded drugs and her allergy.
  seed: { run: (db, config) => import('./drug-interactions.seed').then((s) => s.seedDrugInteractions(db, config)), after: ['patients', 'staff', 'bookings'] },
  // The interaction printout.
  printoutTexts: drugInteractionsPrintoutTexts,
};
