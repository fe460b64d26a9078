import type { PortalModule } from '../portal-module';
import { authorisationRoutes } from './authorisation-routes';
import { authorisationPrintoutTexts } from './authorisation.printout-texts';


/** The account area's authorisation forms and their printouts. */
export const authorisationModule: PortalModule = {
  name: 'authorisation',
  tier: 'feature',
  order: 130,
  // The authorisation form prints the patient's allergies.
  uses: ['allergies'],
  tables: ['authorisationForms'],
  routes: authorisationRoutes,
  // The printout of the patient's data.
  printoutTexts: authorisationPrintoutTexts,
};
