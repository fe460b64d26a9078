import { eq } from 'drizzle-orm';
import { withTransaction, type Db } from '../../db/client';
import { createStorage } from '../../compose';
import type { Config as SeedConfig } from '../../config';
import { patients, staffMembers } from '../../db/schema/index';
import { DEMO_PERSONS, DEMO_STAFF } from '../../demo';
import { patientOfRecord, type CheckedPatientId } from '../../lib/checked-patient';
import { storePatientFile } from '../files/files-service';
import { addCaseNote, attachStoredFile, casesForStaff, closeCase, openCase } from './medical-cases-service';

/*
 * The demo's medical cases, made through the module's own service as the patient and the clinic would:
 * Anna's recurring headaches (two notes, one of them the GP's, and a PDF of her headache diary), her
 * blood pressure check (a note), an old closed case, and her daughter Zofia's rash. The teleconsultation
 * seed holds its consultations in them (`seedCaseFor`).
 */

const DAY_MS = 86_400_000;
/** A one-page PDF: Anna's headache diary. */
const headacheDiary = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 53>>stream\nBT /F1 18 Tf 72 760 Td (Dzienniczek bolow glowy) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The demo's cases by key, for the teleconsultation seed. */
export type DemoCaseKey = 'headaches' | 'pressure' | 'rash';

async function patientByNationalId(db: Db, nationalId: string): Promise<{ id: CheckedPatientId; accountId: number | null }> {
  const [row] = await db.select().from(patients).where(eq(patients.nationalId, nationalId));
  if (!row) throw new Error(`medical-cases seed: no patient ${nationalId}`);
  return { id: patientOfRecord(row), accountId: row.accountId };
}

export async function seedMedicalCases(db: Db, config: SeedConfig): Promise<void> {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  const storage = await createStorage(config);
  const anna = await patientByNationalId(db, DEMO_PERSONS.anna.nationalId);
  const zofia = await patientByNationalId(db, '17261002469');
  const [doctor] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));

  await withTransaction(db, async (tx) => {
    const headaches = await openCase(
      tx,
      anna.id,
      { title: 'Nawracające bóle głowy', description: 'Od około dwóch miesięcy bóle głowy kilka razy w tygodniu, zwykle po południu, czasem z nudnościami.', serviceName: 'Teleporada lekarza POZ', accountId: anna.accountId },
      ago(60),
    );
    await addCaseNote(tx, anna.id, headaches.id, { text: 'Ból nasila się przy pracy przy komputerze. Ibuprofen pomaga na kilka godzin.', consultationId: null, author: 'PATIENT', accountId: anna.accountId }, ago(58));
    if (doctor) {
      await addCaseNote(tx, anna.id, headaches.id, { text: 'Zalecono prowadzenie dzienniczka bólów głowy i kontrolę ciśnienia tętniczego.', consultationId: null, author: 'STAFF', staffId: doctor.id }, ago(45));
    }
    const diary = await storePatientFile(
      { db, clock: { now: () => ago(40) }, storage },
      { use: 'MEDICAL_CASE_ATTACHMENT', patientId: anna.id, fileName: 'dzienniczek-bolow-glowy.pdf', mimeType: 'application/pdf', source: headacheDiary, createdByAccountId: anna.accountId },
      { tx },
    );
    await attachStoredFile(tx, anna.id, headaches.id, diary, { uploadedBy: 'PATIENT' }, ago(40));

    const pressure = await openCase(tx, anna.id, { title: 'Kontrola ciśnienia', description: 'Wyniki pomiarów ciśnienia z ostatnich tygodni do omówienia.', serviceName: 'Teleporada lekarza POZ', accountId: anna.accountId }, ago(20));
    await addCaseNote(tx, anna.id, pressure.id, { text: 'Rano ciśnienie około 135/85, wieczorem niższe.', consultationId: null, author: 'PATIENT', accountId: anna.accountId }, ago(19));

    const cold = await openCase(tx, anna.id, { title: 'Przeziębienie', description: 'Katar i kaszel od tygodnia.', serviceName: 'Teleporada lekarza POZ', accountId: anna.accountId }, ago(200));
    await closeCase(tx, anna.id, cold.id, ago(190));

    await openCase(tx, zofia.id, { title: 'Wysypka', description: 'Drobna czerwona wysypka na rękach od trzech dni, bez gorączki.', serviceName: 'Teleporada pediatryczna', accountId: anna.accountId }, ago(5));
  });
}

/** The demo case of `key` (made by `seedMedicalCases`), for the teleconsultation seed to hold its consultations in. */
export async function seedCaseFor(db: Db, key: DemoCaseKey): Promise<{ caseId: number; patientId: CheckedPatientId }> {
  const titles: Record<DemoCaseKey, { nationalId: string; title: string }> = {
    headaches: { nationalId: DEMO_PERSONS.anna.nationalId, title: 'Nawracające bóle głowy' },
    pressure: { nationalId: DEMO_PERSONS.anna.nationalId, title: 'Kontrola ciśnienia' },
    rash: { nationalId: '17261002469', title: 'Wysypka' },
  };
  const { nationalId, title } = titles[key];
  const patient = await patientByNationalId(db, nationalId);
  const found = (await casesForStaff(db, patient.id)).find((c) => c.medicalCaseTitle === title);
  if (!found) throw new Error(`medical-cases seed: no case ${title}`);
  return { caseId: found.medicalCaseId, patientId: patient.id };
}
