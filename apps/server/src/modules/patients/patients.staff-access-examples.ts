import type { StaffAccessExamples } from '../../test/staff-access-examples';
import { desk, inEventLog } from '../../test/staff-examples-kit';

const identity = { roles: desk, scope: { by: 'none', why: "a person's identity is the clinic's record, not a unit's" } } as const;

/** The console's patients: a fresh record (also the patient a route names in its query or body), a guardian, the desk's decisions. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    patientId: async (t) => String((await t.make.patient()).id),
    // A guardian with no link to the patient: 404 past the role check.
    accountId: async (t) => String((await t.make.account()).id),
  },
  staffBodies: {
    'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': () => ({ decision: 'CONFIRM' }),
    'POST /api/clinic/patients/:patientId/identity/reject': () => ({ reason: 'Skan dokumentu jest nieczytelny.' }),
  },
  idsWithoutUnit: {
    accountId: "a guardian's account, within the route's declared patient",
  },
  unitScopedWrites: {
    'POST /api/clinic/patients/:patientId/identity/confirm': identity,
    'POST /api/clinic/patients/:patientId/identity/reject': identity,
    'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': { roles: desk, scope: { by: 'none', why: "a guardian's link is to the patient, not to a unit" } },
  },
  authoredWrites: {
    'POST /api/clinic/patients/:patientId/identity/confirm': { recorded: 'patients.identity_reviewed_by, event_log.staff_id (IDENTITY_CONFIRM)' },
    'POST /api/clinic/patients/:patientId/identity/reject': { recorded: 'patients.identity_reviewed_by, event_log.staff_id (IDENTITY_REJECT)' },
    'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': inEventLog('LINK_CHANGE'),
  },
};
