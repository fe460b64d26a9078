import { Readable } from 'node:stream';
import { addDays, addYears } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { accounts, files, patients } from '../db/schema/index';
import { clinicToday } from '../lib/clinic-time';
import type { TestApp } from './helper';

/** The own patient record of a seeded account. */
export async function ownPatientIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: patients.id })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(accounts.username, username));
  return row.id;
}

/** A file of the patient (a scan of a document, in the store and in `files`): its id. */
export async function storedFileOf(t: TestApp, patientId: number): Promise<number> {
  const staged = await t.deps.storage.stage(Readable.from([Buffer.from('%PDF-1.4 skan dokumentu')]));
  await staged.commit();
  const [row] = await t.deps.db
    .insert(files)
    .values({ use: 'REGISTRATION_DOCUMENT', patientId, sha256: staged.sha256, mimeType: 'application/pdf', size: staged.size, originalName: 'skan.pdf' })
    .returning({ id: files.id });
  return row.id;
}

/** The clinic's day `years` back from today (the database's clock), moved by `days`: birthdays around 18. */
export const clinicDayYearsAgo = (years: number, days = 0): string => addDays(addYears(clinicToday(new Date()), -years), days);

/** A valid allergy form: an active food allergy chosen from the dictionary. */
export const allergyInput = () => ({
  allergyTypeCode: 'P',
  allergyCode: 'POK-SEZAM',
  allergyName: null,
  allergyOccurrenceDate: '2020-06-01',
  isActive: true,
  cured: false,
  isNotAllergic: false,
  description: 'Obrzęk języka po chałwie.',
  degreeOfSeverityCode: 'UMIARKOWANE',
  allergyCategory: ['food'],
  // Tests save Sezam again and again: each save stands by its repetition (the duplicate check has tests of its own).
  confirmDuplicate: true,
});

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** A valid PESEL for a birth date (YYYY-MM-DD), a serial (0–999) and a sex. */
export function peselFor(birthDate: string, serial: number, gender: 'MALE' | 'FEMALE'): string {
  const [y, m, d] = birthDate.split('-').map(Number);
  const month = m + (y >= 2000 ? 20 : 0);
  const sexDigit = (serial % 5) * 2 + (gender === 'MALE' ? 1 : 0);
  const ten = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${String(serial).padStart(3, '0')}${sexDigit}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * PESEL_WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}
