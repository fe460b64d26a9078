import type { PortalModule } from '../portal-module';
import { teleconsultationClinicRoutes } from './clinic/clinic-teleconsultations-routes';
import { queueCount } from './clinic/clinic-teleconsultations-service';
import { teleconsultationRoutes } from './patient/teleconsultation-routes';
import { ensureUpcomingTeleconsultation } from './core/demo-upcoming';
import { teleconsultationBookingHandlers } from './core/booking-events';

/**
 * Teleconsultations (issue 32): the catalogues of planned and "now" services, booking one in a medical
 * case (planned on a slot through the bookings module, unplanned waiting for a consultant), changing its
 * date, cancelling it, the patient's registration and recording consent; the face the telehealth module
 * (the call) and the console stand on.
 */
export const teleconsultationModule: PortalModule = {
  name: 'teleconsultation',
  tier: 'feature',
  order: 247,
  // The switch of teleconsultations (medical cases and telehealth have the same).
  flag: 'telecommunicationModule',
  tables: ['teleconsultations', 'teleconsultationServices', 'teleconsultationConsultants', 'teleconsultationServiceConsultants', 'teleconsultationPatients'],
  // services: a teleconsultation names its service by code (its name, type, duration, whether "now");
  // staffMembers: consultants are staff (their names, practitioner); patients: the registration checks
  // the record's PESEL, name and birth date. The console's lists (clinic/): medicalCases, each entry's
  // case title in the one query of a page; bookings, an administrator reads those booked in her units.
  usesTables: ['services', 'staffMembers', 'patients', 'medicalCases', 'bookings'],
  // bookings: a planned one is a booking (make, modify, cancel paths); medical-cases: it is held in a
  // case (opened, noted, attachments given). (Consents, a platform module below, checks the CDPM and CTEL consents.)
  uses: ['bookings', 'medical-cases'],
  routes: teleconsultationRoutes,
  // A teleconsultation follows its booking: made, moved or cancelled in the console or the visits' wizard.
  handles: teleconsultationBookingHandlers,
  // Demo mode: Anna has a teleconsultation with the demo doctor in its start window at every start.
  atStart: async (deps) => {
    if (deps.config.PORTAL_MODE === 'demo') await ensureUpcomingTeleconsultation(deps.db, deps.clock.now());
  },
  // The clinician's side (clinic/): the day's list, the queue, her availability, one with its case, take, end.
  clinicRoutes: teleconsultationClinicRoutes,
  // The console's dashboard: the unplanned ones waiting for a doctor who consults for their service.
  clinicQueues: [{ key: 'TELECONSULTATIONS_WAITING', roles: ['DOCTOR'], path: '/teleconsultations', count: (deps, staff) => queueCount(deps, staff) }],
  // The services (planned GP and cardiology, "now" with the demo doctor), Anna's past teleconsultations
  // and one upcoming in the start window (kept so at every start: atStart).
  seed: { run: (db, config) => import('./teleconsultation.seed').then((s) => s.seedTeleconsultations(db, config)), after: ['medical-cases', 'bookings', 'consents', 'staff', 'organisation'] },
};
