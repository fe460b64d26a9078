import type { StaffMe } from '@portal/contracts';

// Component tests' data, shaped like the demo staff the auth module seeds.

/** The demo registrar (login `rejestracja`) as GET /api/clinic/auth/me answers it. */
export const registrar: StaffMe = {
  id: 2,
  login: 'rejestracja',
  name: 'Ewa',
  lastName: 'Nowicka',
  roles: ['REGISTRAR'],
  units: [],
  practitionerId: null,
  recoveryCodesLeft: 10,
};

/** The demo administrator (login `admin`). */
export const admin: StaffMe = { ...registrar, id: 1, login: 'admin', name: 'Adam', lastName: 'Zieliński', roles: ['ADMIN'] };

/** Ten recovery codes as the enrolment's confirmation answers them. */
export const recoveryCodes = Array.from({ length: 10 }, (_, i) => `kod-${String(i + 1).padStart(2, '0')}-abcd`);
