import type { Page, Practitioner, Unit } from '@portal/contracts';
import { gp, primaryCareUnit, specialistUnit } from './organisation-fixtures';
import type { StaffMe, StaffMember } from '@portal/contracts';

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
  partner: null,
  recoveryCodesLeft: 10,
  mustChangePassword: false,
};

/** The demo administrator (login `admin`). */
export const admin: StaffMe = { ...registrar, id: 1, login: 'admin', name: 'Adam', lastName: 'Zieliński', roles: ['ADMIN'] };

/** The demo partner's staff member (login `partner`, role PARTNER): dr Malinowski of the occupational-medicine partner. */
export const partnerMember: StaffMe = {
  ...registrar,
  id: 9,
  login: 'partner',
  name: 'Krzysztof',
  lastName: 'Malinowski',
  roles: ['PARTNER'],
  partner: { id: 1, name: 'Medycyna Pracy BHP-Med sp. z o.o.', personnelId: 1, personName: 'Krzysztof Malinowski' },
};

/** Ten recovery codes as the enrolment's confirmation answers them. */
export const recoveryCodes = Array.from({ length: 10 }, (_, i) => `kod-${String(i + 1).padStart(2, '0')}-abcd`);

/** A staff member as GET /api/clinic/staff/:staffId answers it: the demo nurse, limited to one unit. */
export const nurse: StaffMember = {
  id: 4,
  login: 'pielegniarka',
  name: 'Joanna',
  lastName: 'Kamińska',
  email: 'pielegniarka@zdrowieplus.example',
  roles: ['NURSE'],
  units: [{ id: 1, name: 'Przychodnia POZ' }],
  practitionerId: null,
  partner: null,
  active: true,
  secondFactorEnrolled: true,
  mustChangePassword: false,
  lastSignInAt: '2026-11-20T07:05:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
};

/** The organisation's units and practitioners as the staff form lists them (short names, so tests read well). */
export const unitChoices: Page<Unit> = {
  items: [
    { ...primaryCareUnit, id: 1, name: 'Przychodnia POZ' },
    { ...specialistUnit, id: 2, name: 'Centrum Specjalistyczne' },
  ],
  pageIndex: 0,
  pageSize: 100,
  hasNextPage: false,
};
export const practitionerChoices: Page<Practitioner> = {
  items: [{ ...gp, id: 7, name: 'Tomasz', lastName: 'Lewandowski', degree: 'lek.' }],
  pageIndex: 0,
  pageSize: 100,
  hasNextPage: false,
};
