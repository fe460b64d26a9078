import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { TEST_PASSWORD } from '../../test/factories';
import { everyStaffRoleValues } from '@portal/contracts';
import { inEventLog, notRecorded } from '../../test/staff-examples-kit';

/** Her own account: every member's, a partner's staff member's (PARTNER) too. */
const own = (why: string): UnitScopedWrite => ({ roles: [...everyStaffRoleValues], scope: { by: 'none', why } });
const signIn = (why: string): UnitScopedWrite => ({ roles: 'public', scope: { by: 'none', why } });
const register = (why = "the staff register is the clinic's"): UnitScopedWrite => ({ roles: ['ADMIN'], scope: { by: 'none', why } });
const byAdministrator = { recorded: 'event_log (the member changed in staff_id, the administrator named in its description)' };

/** The console's own people: a fresh member, valid forms, the sign-in and the member's own account. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    staffId: async (t) => String((await t.make.staff()).id),
  },
  staffBodies: {
    'POST /api/clinic/staff': () => ({
      login: `matryca.${process.pid}.${Math.random().toString(36).slice(2, 10)}`,
      name: 'Maria',
      lastName: 'Matrycowa',
      roles: ['NURSE'],
      unitIds: [],
      temporaryPassword: 'Tymczasowe#Haslo2026',
    }),
    'PUT /api/clinic/staff/:staffId': () => ({ name: 'Maria', lastName: 'Matrycowa', email: null, roles: ['NURSE'], unitIds: [], practitionerId: null }),
    'POST /api/clinic/staff/:staffId/password': () => ({ temporaryPassword: 'Tymczasowe#Haslo2026' }),
    'PUT /api/clinic/auth/password': () => ({ oldPassword: TEST_PASSWORD, newPassword: 'Nowe-Dobre#Haslo2026' }),
  },
  idsWithoutUnit: {
    // The console's own people: an administrator's, of the whole clinic.
    staffId: "a staff member is the clinic's, not a unit's (her units are what the route edits)",
  },
  unitScopedWrites: {
    'POST /api/clinic/auth/sign-in': signIn('her own sign-in'),
    'POST /api/clinic/auth/code': signIn('her own sign-in'),
    'POST /api/clinic/auth/enrolment': signIn('her own second factor'),
    'POST /api/clinic/auth/enrolment/confirm': signIn('her own second factor'),
    'POST /api/clinic/auth/sign-out': own('her own session'),
    'PUT /api/clinic/auth/password': own('her own password'),
    'POST /api/clinic/auth/recovery-codes': own('her own recovery codes'),
    'POST /api/clinic/staff': register("the staff register is the clinic's; a member's units are a field of it"),
    'PUT /api/clinic/staff/:staffId': register("the staff register is the clinic's; a member's units are a field of it"),
    'POST /api/clinic/staff/:staffId/deactivate': register(),
    'POST /api/clinic/staff/:staffId/activate': register(),
    'POST /api/clinic/staff/:staffId/reset-second-factor': register(),
    'POST /api/clinic/staff/:staffId/password': register(),
  },
  authoredWrites: {
    'POST /api/clinic/auth/sign-in': inEventLog('STAFF_LOGIN, STAFF_LOGIN_FAILURE'),
    'POST /api/clinic/auth/code': inEventLog('STAFF_LOGIN, STAFF_RECOVERY_CODE_USED'),
    'POST /api/clinic/auth/enrolment': notRecorded('a second factor is recorded once confirmed'),
    'POST /api/clinic/auth/enrolment/confirm': inEventLog('STAFF_ENROLLED'),
    'POST /api/clinic/auth/sign-out': inEventLog('STAFF_LOGOUT'),
    'PUT /api/clinic/auth/password': inEventLog('STAFF_PASSWORD_CHANGED'),
    'POST /api/clinic/auth/recovery-codes': inEventLog('STAFF_RECOVERY_CODES_RENEWED'),
    'POST /api/clinic/staff': byAdministrator,
    'PUT /api/clinic/staff/:staffId': byAdministrator,
    'POST /api/clinic/staff/:staffId/deactivate': byAdministrator,
    'POST /api/clinic/staff/:staffId/activate': byAdministrator,
    'POST /api/clinic/staff/:staffId/reset-second-factor': byAdministrator,
    'POST /api/clinic/staff/:staffId/password': byAdministrator,
  },
};
