import type { PortalModule } from '../portal-module';
import { measurementsClinicRoutes } from './measurements-clinic-routes';
import { measurementsRoutes } from './measurements-routes';
import { measurementsPrintoutTexts } from './measurements.printout-texts';

/** The patient's diary of measurements: blood pressure, weight, height, BMI and body surface (issue 31). */
export const measurementsModule: PortalModule = {
  name: 'measurements',
  // No module reads it: the console's view of a visit's attached measurements is its own route.
  tier: 'feature',
  order: 245,
  flag: 'measurementsModule',
  tables: ['measurements'],
  // bookings: the console's "measurements attached to this visit" reads the booking's patient, start,
  // unit (the member's units) and measurement attachment, by the booking's id, in its own route.
  usesTables: ['bookings'],
  routes: measurementsRoutes,
  clinicRoutes: measurementsClinicRoutes,
  // A year of Anna's blood pressure and weight, a child's height and weight.
  seed: { run: (db, config) => import('./measurements.seed').then((s) => s.seedMeasurements(db, config)), after: ['patients', 'settings', 'bookings'] },
  // The report's fixed texts.
  printoutTexts: measurementsPrintoutTexts,
};
