import type { StaffRole } from './modules/staff/staff.schema';

/*
 * The demo's fixed people (README "Demo accounts"): the seed makes them, and two modules know them in
 * demo mode only — the e-service simulator offers their identities, /dev/totp shows the demo staff's
 * codes. Here, not in seed/, so that no module imports the seed.
 */

/** The seeded people with a PESEL whom the demo e-service simulator offers to sign in as. */
export const DEMO_PERSONS = {
  anna: { nationalId: '85031502464', name: 'Anna', lastName: 'Kowalska' },
  piotr: { nationalId: '79070203178', name: 'Piotr', lastName: 'Zieliński' },
  blocked: { nationalId: '70112307317', name: 'Jan', lastName: 'Zablokowany' },
  katarzyna: { nationalId: '88061412389', name: 'Katarzyna', lastName: 'Mazur' },
} as const;

/** A valid PESEL that no seeded record has: the simulator's "person without an account", free to register. */
export const UNREGISTERED_PERSON = { nationalId: '92020204562', name: 'Maria', lastName: 'Nowicka' } as const;

/**
 * The demo clinic's staff (README "Demo accounts"), each already enrolled with a fixed TOTP secret so
 * a person or a test can sign in with the current code shown at /dev/totp (demo mode only). Only a
 * member whose secret is one of these has its code shown there.
 */
export const DEMO_STAFF = {
  admin: { login: 'admin', password: 'Admin#Klinika2026', roles: ['ADMIN'], name: 'Ewa', lastName: 'Nowak', totpSecret: 'K2SATVBKXSGTADVOD4P4LQKVW4KHTH4V' },
  rejestracja: {
    login: 'rejestracja',
    password: 'Rejestracja#2026',
    roles: ['REGISTRAR'],
    name: 'Magdalena',
    lastName: 'Wójcik',
    totpSecret: '7WNW7YNHTA7H32YM5V7NIQEYIJ56YKYT',
  },
  // A GP; the practitioner he is (lek. Tomasz Lewandowski) is linked once the organisation's demo data has him.
  lekarz: { login: 'lekarz', password: 'Lekarz#Klinika2026', roles: ['DOCTOR'], name: 'Tomasz', lastName: 'Lewandowski', totpSecret: 'EK5REMSFH7LNO6L3G72C2IYSQ6AECY56' },
  pielegniarka: {
    login: 'pielegniarka',
    password: 'Pielegniarka#2026',
    roles: ['NURSE'],
    name: 'Joanna',
    lastName: 'Kamińska',
    totpSecret: '46FCXOXVBMZYLU4ELJRNNGSAWACGW4CR',
  },
  polozna: {
    login: 'polozna',
    password: 'Polozna#Klinika2026',
    roles: ['MIDWIFE'],
    name: 'Agnieszka',
    lastName: 'Dąbrowska',
    totpSecret: 'RTBMHLM2HJWRLJH2XRHLM2EW25A2DD3C',
  },
} as const satisfies Record<string, { login: string; password: string; roles: readonly StaffRole[]; name: string; lastName: string; totpSecret: string }>;

/** The fixed secrets of the demo staff: /dev/totp shows codes of these only. */
export const DEMO_STAFF_TOTP_SECRETS: ReadonlySet<string> = new Set(Object.values(DEMO_STAFF).map((m) => m.totpSecret));
