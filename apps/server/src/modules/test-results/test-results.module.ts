import type { PortalModule } from '../portal-module';
import { testResultsRoutes } from './patient/test-results-routes';
import { testResultsClinicRoutes } from './clinic/test-results-clinic-routes';
import { imagingJobs } from './core/imaging-jobs';
import { imagingViewerPages } from './core/imaging-viewer-pages';
import { countResultsToPublish } from './clinic/clinic-results-service';
import { testResultsPrintoutTexts } from './test-results.printout-texts';


/** Laboratory and imaging results, with the imaging viewer. */
export const testResultsModule: PortalModule = {
  name: 'test-results',
  tier: 'feature',
  order: 230,
  flag: 'medicalServicesModule',
  tables: ['resultOrders', 'resultItems', 'imagingFiles'],
  routes: testResultsRoutes,
  clinicRoutes: testResultsClinicRoutes,
  // The imaging viewer's page and its data, opened by a signed token (no session, no module flag).
  pages: imagingViewerPages,
  jobs: imagingJobs,
  clinicQueues: [{ key: 'RESULTS', roles: ['DOCTOR', 'NURSE'], path: '/results', count: (deps, staff) => countResultsToPublish(deps, staff) }],
  // Test results and the demo imaging study; their filed documents follow the visits' documents.
  seed: { run: (db, config) => import('./test-results.seed').then((s) => s.seedTestResults(db, config)), after: ['settings', 'patients', 'medical-record'] },
  // A result's printout.
  printoutTexts: testResultsPrintoutTexts,
};
