import { hash } from '@node-rs/argon2';
import { withTransaction, type Db, type DbOrTx } from '../../db/client';
import { createStorage } from '../../compose';
import type { Config as SeedConfig } from '../../config';
import { systemPatient } from '../../lib/checked-patient';
import { storePatientFile } from '../files/files-service';
import { accounts, allergies, notifications, patientLinks, patients } from '../../db/schema/index';
import { allergyTypes, severities } from '../../seed/dictionaries/types-and-severity';
import { reachOfAccount } from '../../plugins/patient-access';
import { createAllergy } from '../allergies/allergies-service';
import { DEMO_ACCOUNTS, DEMO_NOTIFICATIONS, DEMO_PERSONS } from '../../demo';


type Extra = Partial<typeof accounts.$inferInsert>;

/** A demo account of the README's table, its password hashed. */
async function account(db: DbOrTx, who: keyof typeof DEMO_ACCOUNTS, name: string, lastName: string, extra: Extra = {}) {
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

async function seedPeople(db: DbOrTx): Promise<void> {
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

/** A one-page PDF: the scan of Olena's passport data page, as she handed it in at registration. */
const passportScan = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 60>>stream\nBT /F1 18 Tf 72 760 Td (Paszport FX482193 - Olena Kovalenko) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The identity queue's demo: Olena Kovalenko, a Ukrainian citizen living in Kraków without a PESEL,
 * registered with her passport and its scan (as registration makes such a record: REQUESTED, the scan a
 * REGISTRATION_DOCUMENT file of her record). The desk confirms or rejects her at /clinic/identities.
 */
async function seedWaitingIdentities(db: Db, config: SeedConfig): Promise<void> {
  const registeredAt = new Date(Date.now() - 2 * 86_400_000);
  const accountId = await account(db, 'olena', 'Olena', 'Kovalenko', { type: 'UNAUTHORIZED', language: 'uk' });
  const [record] = await db
    .insert(patients)
    .values({
      accountId,
      name: 'Olena',
      lastName: 'Kovalenko',
      birthDate: '1991-05-21',
      gender: 'FEMALE',
      documentNumber: 'FX482193',
      countryCode: 'UA',
      addressCountryCode: 'PL',
      city: 'Kraków',
      street: 'ul. Wielicka',
      houseNumber: '28/3',
      postalCode: '30-552',
      identityStatus: 'REQUESTED',
      detailsSource: 'SELF',
      createdAt: registeredAt,
      updatedAt: registeredAt,
    })
    .returning({ id: patients.id });
  const storage = await createStorage(config);
  await storePatientFile({ db, storage, clock: { now: () => registeredAt } }, { use: 'REGISTRATION_DOCUMENT', patientId: systemPatient(record.id, 'seed'), fileName: 'paszport.pdf', mimeType: 'application/pdf', source: passportScan, createdByAccountId: accountId });
}

/**
 * The patients module's demo data: the demo accounts with their records, wards and allergies (one
 * transaction), then a foreigner's identity waiting for the desk, with her passport scan in the file
 * storage.
 */
export async function seedPatients(db: Db, config: SeedConfig): Promise<void> {
  await withTransaction(db, (t) => seedPeople(t));
  await seedWaitingIdentities(db, config);
}
