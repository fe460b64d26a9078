import { addDays, addYears } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { accounts, patients } from '../db/schema/index';
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
});
