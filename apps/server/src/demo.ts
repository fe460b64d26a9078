import type { StaffRole } from './modules/staff/staff.schema';

/*
 * The demo's fixed people (README "Demo accounts"): the seed makes them, and two modules know them in
 * demo mode only — the e-service simulator offers their identities, /dev/totp shows the demo staff's
 * codes. Here, not in a module's `<m>.seed.ts`, so that no module imports a seed and the seeds of
 * different modules share them without importing one another.
 */

/** The demo accounts listed in the README. Each state account shows one sign-in outcome. */
export const DEMO_ACCOUNTS = {
  anna: { username: 'anna.kowalska@example.com', password: 'Pacjentka#2026' },
  piotr: { username: 'piotr.zielinski@example.com', password: 'Pacjent#2026' },
  blocked: { username: 'zablokowany@example.com', password: 'Zablokowany#2026' },
  temporaryBlocked: { username: 'wstrzymany@example.com', password: 'Wstrzymany#2026' },
  mustChange: { username: 'zmiana.hasla@example.com', password: 'ZmianaHasla#2026' },
  expired: { username: 'haslo.wygaslo@example.com', password: 'HasloWygaslo#2026' },
  unconfirmed: { username: 'niepotwierdzony@example.com', password: 'Niepotwierdzony#2026' },
  merge: { username: 'scalenie@example.com', password: 'Scalenie#2026' },
  mergeOld: { username: 'k.mazur', password: 'StareKonto#2026' },
  /** Anna's father: her ward, with an account of his own (he sees her as his warden). */
  jan: { username: 'jan.kowalski@example.com', password: 'Senior#2026' },
  /** A foreigner registered with a passport: her identity waits in the console's queue for the desk. */
  olena: { username: 'olena.kovalenko@example.com', password: 'Paszport#2026' },
} as const;

/** Anna's two notices; their links are /login?nguid=<guid>. */
export const DEMO_NOTIFICATIONS = {
  document: '3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11',
  main: '8b2e4d61-0a9f-4c3b-8e7d-1f5a9c3b2d22',
} as const;

/** Codes of the demo clinic's units (the organisation's demo data). */
export const DEMO_UNITS = { primaryCare: 'POZ-KRK-1', specialist: 'SPEC-KRK-1' } as const;

/** The practice number of "lek. Tomasz Lewandowski", the GP the demo staff member `lekarz` is. */
export const DEMO_GP_PRACTICE_NUMBER = '9929850';

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

/**
 * The demo partner's staff member (role PARTNER, issue 30 item 5): dr Krzysztof Malinowski of the
 * occupational-medicine partner, the person Anna's partner consent names; made by the consents seed once
 * the partners exist (not one of the clinic's DEMO_STAFF, who have mailboxes and messages).
 */
export const DEMO_PARTNER_STAFF = {
  login: 'partner',
  password: 'Partner#Klinika2026',
  roles: ['PARTNER'],
  name: 'Krzysztof',
  lastName: 'Malinowski',
  totpSecret: 'EJCK447DTXIX2J6KAN3MEYG4XTBK6PZ6',
  partnerName: 'Medycyna Pracy BHP-Med sp. z o.o.',
} as const;

/**
 * The demo clinic's teleconsultation duty doctor (issue 32): lek. Paweł Adamczyk takes planned GP
 * teleconsultations day and night (a schedule of every day, 00:00–23:50), so a patient can book one
 * whose start window is open at any hour the demo is tried, and take the call with him in the console.
 * Not one of DEMO_STAFF, who have mailboxes and messages; made by the staff seed with his practitioner.
 */
export const DEMO_DUTY_DOCTOR = {
  login: 'teleporady',
  password: 'Teleporady#2026',
  roles: ['DOCTOR'],
  name: 'Paweł',
  lastName: 'Adamczyk',
  totpSecret: 'TAVQ7X5HYWBYTZT5ESNIYX3JR24DYY65',
  practiceNumber: '7538271',
} as const;

/** The fixed secrets of the demo staff: /dev/totp shows codes of these only. */
export const DEMO_STAFF_TOTP_SECRETS: ReadonlySet<string> = new Set([
  ...Object.values(DEMO_STAFF).map((m) => m.totpSecret),
  DEMO_PARTNER_STAFF.totpSecret,
  DEMO_DUTY_DOCTOR.totpSecret,
]);
