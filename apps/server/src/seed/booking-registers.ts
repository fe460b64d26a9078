import { npwzCheckDigit } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { drugs, referralInstitutions, referralPractitioners } from '../db/schema/index';
import { drugProducts, referralInstitutionRows, referralPractitionerNames } from './booking-registers/data';

/**
 * The bookings' reference registers (module bookings): the drug register a prescription visit picks
 * from, and the registers of referring institutions (RPWDL) and practitioners (NPWZ) a manual referral
 * is checked against — so lookups hit and miss as they would. One statement per table; a second run
 * changes nothing.
 */

/** Demo practice numbers: a six-digit serial behind its check digit (skipping serials whose digit is 0). */
export function demoReferrerPracticeNumbers(count: number): string[] {
  const out: string[] = [];
  for (let serial = 412_300; out.length < count; serial++) {
    const six = String(serial);
    const check = npwzCheckDigit(six);
    if (check !== 0 && check !== 10) out.push(`${check}${six}`);
  }
  return out;
}

export async function seedBookingRegisters(db: DbOrTx): Promise<void> {
  let serial = 0;
  const drugRows = drugProducts.flatMap(([name, internationalName, form, doses, pack]) =>
    doses.map((dose) => ({
      registerId: String(100_000_000 + ++serial * 7_919),
      name,
      fullName: `${name} ${dose}, ${form}, ${pack}`,
      internationalName,
      drugPackage: pack,
      form,
      dose,
    })),
  );
  await db.insert(drugs).values(drugRows).onConflictDoNothing();
  await db
    .insert(referralInstitutions)
    .values(referralInstitutionRows.map(([code, name, city]) => ({ system: 'RPWDL', code, name, city })))
    .onConflictDoNothing();
  const numbers = demoReferrerPracticeNumbers(referralPractitionerNames.length);
  await db
    .insert(referralPractitioners)
    .values(referralPractitionerNames.map(([name, lastName, degree], i) => ({ system: 'NPWZ', practiceNumber: numbers[i]!, name, lastName, degree })))
    .onConflictDoNothing();
}
