import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '../db/client';
import { accounts, allergies, notifications, patientLinks, patients } from '../db/schema/index';
import { allergyTypes, severities } from './dictionaries/types-and-severity';
import { reachOfAccount } from '../plugins/patient-access';
import { createAllergy } from '../modules/allergies/allergies-service';
import { DEMO_PERSONS } from '../demo';

export { DEMO_PERSONS, UNREGISTERED_PERSON } from '../demo';

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

type Extra = Partial<typeof accounts.$inferInsert>;

/** A demo account of the README's table, its password hashed. */
export async function account(db: DbOrTx, who: keyof typeof DEMO_ACCOUNTS, name: string, lastName: string, extra: Extra = {}) {
  const { username, password } = DEMO_ACCOUNTS[who];
  const [row] = await db
    .insert(accounts)
    .values({
      username,
      passwordHash: await hash(password),
      name,
      lastName,
      email: username,
      emailConfirmed: true,
      type: 'AUTHORIZED',
      passwordChangedAt: new Date('2026-01-10T09:00:00Z'),
      ...extra,
    })
    .returning({ id: accounts.id });
  return row.id;
}

const nameIn = (entries: Array<{ code: string; name: string }>, code: string) => {
  const entry = entries.find((e) => e.code === code);
  if (!entry) throw new Error(`seed: no dictionary item ${code}`);
  return entry.name;
};

/** A demo allergy with the names of its type and severity as the portal records them. */
const recorded = (row: Omit<typeof allergies.$inferInsert, 'typeName' | 'severityName'>): typeof allergies.$inferInsert => ({
  ...row,
  typeName: nameIn(allergyTypes, row.typeCode),
  severityName: row.severityCode ? nameIn(severities, row.severityCode) : null,
});

export async function seedPeople(db: DbOrTx): Promise<void> {
  const annaId = await account(db, 'anna', 'Anna', 'Kowalska', { phoneNumber: '+48601234567', phoneConfirmed: true });
  const [anna] = await db
    .insert(patients)
    .values({
      accountId: annaId,
      name: 'Anna',
      lastName: 'Kowalska',
      birthDate: '1985-03-15',
      gender: 'FEMALE',
      nationalId: DEMO_PERSONS.anna.nationalId,
      countryCode: 'PL',
      addressCountryCode: 'PL',
      city: 'Kraków',
      street: 'ul. Długa',
      houseNumber: '12/4',
      postalCode: '31-147',
      insurers: ['06R'],
      authorized: true,
    })
    .returning({ id: patients.id });

  const piotrId = await account(db, 'piotr', 'Piotr', 'Zieliński', { phoneNumber: '+48502765432', phoneConfirmed: true });
  const [piotr] = await db
    .insert(patients)
    .values({
      accountId: piotrId,
      name: 'Piotr',
      lastName: 'Zieliński',
      birthDate: '1979-07-02',
      gender: 'MALE',
      nationalId: DEMO_PERSONS.piotr.nationalId,
      countryCode: 'PL',
      addressCountryCode: 'PL',
      city: 'Wrocław',
      street: 'ul. Kościuszki',
      houseNumber: '45',
      postalCode: '50-011',
      insurers: ['01R'],
      authorized: true,
    })
    .returning({ id: patients.id });

  const demoAllergies = [
    {
      patientId: anna.id,
      typeCode: 'L',
      code: 'LEK-AMOKSYCYLINA',
      name: 'Amoksycylina',
      occurrenceDate: '2012-05-14',
      entryDate: '2026-01-12',
      isActive: true,
      cured: false,
      confirmed: true,
      severityCode: 'CIEZKIE',
      description: 'Pokrzywka i obrzęk warg po drugiej dawce antybiotyku.',
      categories: ['medication'],
      modUser: 'Anna Kowalska',
    },
    {
      patientId: anna.id,
      typeCode: 'P',
      code: 'POK-ORZESZKI-ZIEMNE',
      name: 'Orzeszki ziemne',
      occurrenceDate: '1994-08-01',
      entryDate: '2026-01-12',
      isActive: true,
      cured: false,
      confirmed: false,
      severityCode: 'UMIARKOWANE',
      description: 'Świąd jamy ustnej i duszność.',
      categories: ['food'],
      modUser: 'Anna Kowalska',
    },
    {
      patientId: anna.id,
      typeCode: 'I',
      code: 'INN-PYLEK-BRZOZY',
      name: 'Pyłek brzozy',
      occurrenceDate: '2003-04-20',
      entryDate: '2026-01-12',
      isActive: false,
      cured: true,
      confirmed: true,
      severityCode: 'LEKKIE',
      description: 'Katar sienny; odczulanie zakończone w 2019 roku.',
      categories: ['environment'],
      modUser: 'Anna Kowalska',
    },
    {
      patientId: piotr.id,
      typeCode: 'L',
      code: 'LEK-IBUPROFEN',
      name: 'Ibuprofen',
      occurrenceDate: '2018-11-03',
      entryDate: '2026-02-02',
      isActive: true,
      cured: false,
      confirmed: true,
      severityCode: 'UMIARKOWANE',
      description: 'Skurcz oskrzeli po tabletce przeciwbólowej.',
      categories: ['medication'],
      modUser: 'Piotr Zieliński',
    },
    {
      patientId: piotr.id,
      typeCode: 'I',
      code: 'INN-ROZTOCZA',
      name: 'Roztocza kurzu domowego',
      occurrenceDate: '1990-01-01',
      entryDate: '2026-02-02',
      isActive: true,
      cured: false,
      confirmed: false,
      severityCode: 'LEKKIE',
      description: null,
      categories: ['environment'],
      modUser: 'Piotr Zieliński',
    },
  ];
  await db.insert(allergies).values(demoAllergies.map(recorded));

  // A drug the dictionary lacks (bought abroad), typed by Piotr: saved as he would through the allergies
  // service, so it is stored without a code and marked as entered by the patient (issue 28 item 13).
  const piotrSelf = await reachOfAccount(db, piotrId, piotr.id);
  if (!piotrSelf) throw new Error('seed: Piotr does not reach his own record');
  await createAllergy(
    { db, clock: { now: () => new Date('2026-02-03T09:30:00Z') } },
    piotrSelf,
    {
      allergyTypeCode: 'L',
      allergyCode: null,
      allergyName: 'Novaminsulfon Lichtenstein',
      allergyOccurrenceDate: '2025-08-14',
      isActive: true,
      cured: false,
      isNotAllergic: false,
      description: 'Lek kupiony w Niemczech; pokrzywka po drugiej dawce.',
      degreeOfSeverityCode: 'LEKKIE',
      allergyCategory: ['medication'],
      confirmDuplicate: false,
    },
    { name: 'Piotr', lastName: 'Zieliński' },
  );

  // Accounts that show the other sign-in outcomes.
  const blockedId = await account(db, 'blocked', 'Jan', 'Zablokowany', { status: 'BLOCKED' });
  // With a PESEL, so the e-service sign-in (which finds accounts by PESEL) shows the blocked outcome too.
  await db.insert(patients).values({
    accountId: blockedId,
    name: 'Jan',
    lastName: 'Zablokowany',
    birthDate: '1970-11-23',
    gender: 'MALE',
    nationalId: DEMO_PERSONS.blocked.nationalId,
    countryCode: 'PL',
    addressCountryCode: 'PL',
  });
  await account(db, 'temporaryBlocked', 'Ewa', 'Wstrzymana', { blockedUntil: new Date('2099-12-31T23:00:00Z') });
  await account(db, 'mustChange', 'Marek', 'Nowak', { mustChangePassword: true });
  await account(db, 'expired', 'Zofia', 'Wiśniewska', { passwordExpiresAt: new Date('2026-01-01T00:00:00Z') });
  await account(db, 'unconfirmed', 'Tomasz', 'Lewandowski', { emailConfirmed: false, type: 'UNAUTHORIZED' });
  // An older account of the same person (login only, no e-mail) that must be merged into the new one.
  const older = await account(db, 'mergeOld', 'Katarzyna', 'Mazur', { email: null, emailConfirmed: false });
  const newer = await account(db, 'merge', 'Katarzyna', 'Mazur', { mergeWithAccountId: older });
  await db.insert(patients).values({
    accountId: newer,
    name: 'Katarzyna',
    lastName: 'Mazur',
    birthDate: '1988-06-14',
    gender: 'FEMALE',
    nationalId: DEMO_PERSONS.katarzyna.nationalId,
    countryCode: 'PL',
    addressCountryCode: 'PL',
    city: 'Poznań',
    street: 'ul. Półwiejska',
    houseNumber: '7',
    postalCode: '61-888',
    insurers: ['15R'],
  });
  // The older account holds her daughter's profile: after the merge the new account has it.
  const [daughter] = await db
    .insert(patients)
    .values({ name: 'Zuzanna', lastName: 'Mazur', birthDate: '2016-03-05', gender: 'FEMALE', nationalId: '16230512468', countryCode: 'PL', addressCountryCode: 'PL' })
    .returning({ id: patients.id });
  await db.insert(patientLinks).values({ accountId: older, patientId: daughter.id, role: 'CHILD', status: 'CONFIRMED' });
  await db.insert(allergies).values(
    recorded({
      patientId: daughter.id,
      typeCode: 'P',
      code: 'POK-MLEKO-KROWIE',
      name: 'Mleko krowie',
      occurrenceDate: '2017-01-20',
      entryDate: '2025-11-04',
      isActive: true,
      cured: false,
      confirmed: true,
      severityCode: 'UMIARKOWANE',
      description: 'Wysypka i bóle brzucha po produktach mlecznych.',
      categories: ['food'],
      modUser: 'Katarzyna Mazur',
    }),
  );

  await db.insert(notifications).values([
    {
      guid: DEMO_NOTIFICATIONS.document,
      accountId: annaId,
      patientId: anna.id,
      target: 'CLINICAL_DOCUMENTS',
      contextId: 'DOC-2026-000417',
      title: 'Nowy dokument medyczny: wynik badania krwi',
      createdAt: new Date('2026-02-10T08:30:00Z'),
    },
    {
      guid: DEMO_NOTIFICATIONS.main,
      accountId: annaId,
      patientId: anna.id,
      target: 'MAIN',
      contextId: null,
      title: 'Przypomnienie o zbliżającej się wizycie',
      createdAt: new Date('2026-02-12T07:00:00Z'),
    },
  ]);

  // Linked profiles: Anna acts for her father Jan (a ward with his own account) and her daughter Zosia
  // (9); a ward link to her aunt Helena waits for confirmation; Piotr has a son of his own.
  const janId = await account(db, 'jan', 'Jan', 'Kowalski', { phoneNumber: '+48603456789', phoneConfirmed: true });
  const person = (values: typeof patients.$inferInsert) =>
    db
      .insert(patients)
      .values({ countryCode: 'PL', addressCountryCode: 'PL', ...values })
      .returning({ id: patients.id })
      .then(([row]) => row.id);
  const jan = await person({
    accountId: janId,
    name: 'Jan',
    lastName: 'Kowalski',
    birthDate: '1948-05-02',
    gender: 'MALE',
    nationalId: '48050212358',
    city: 'Kraków',
    street: 'ul. Długa',
    houseNumber: '12/2',
    postalCode: '31-147',
    insurers: ['06R'],
    authorized: true,
  });
  const zosia = await person({
    name: 'Zofia',
    lastName: 'Kowalska',
    birthDate: '2017-06-10',
    gender: 'FEMALE',
    nationalId: '17261002469',
    city: 'Kraków',
    street: 'ul. Długa',
    houseNumber: '12/4',
    postalCode: '31-147',
    insurers: ['06R'],
  });
  const helena = await person({ name: 'Helena', lastName: 'Nowak', birthDate: '1940-01-15', gender: 'FEMALE', nationalId: '40011511425', city: 'Tarnów' });
  const kuba = await person({
    name: 'Jakub',
    lastName: 'Zieliński',
    birthDate: '2015-02-20',
    gender: 'MALE',
    nationalId: '15222003577',
    city: 'Wrocław',
    street: 'ul. Kościuszki',
    houseNumber: '45',
    postalCode: '50-011',
    insurers: ['01R'],
  });
  const linkedAt = new Date('2026-01-15T10:00:00Z');
  await db.insert(patientLinks).values([
    { accountId: annaId, patientId: jan, role: 'WARD', status: 'CONFIRMED', createdAt: linkedAt, updatedAt: linkedAt },
    { accountId: annaId, patientId: zosia, role: 'CHILD', status: 'CONFIRMED', createdAt: linkedAt, updatedAt: linkedAt },
    { accountId: annaId, patientId: helena, role: 'WARD', status: 'PENDING', createdAt: linkedAt, updatedAt: linkedAt },
    { accountId: piotrId, patientId: kuba, role: 'CHILD', status: 'CONFIRMED', createdAt: linkedAt, updatedAt: linkedAt },
  ]);
}
