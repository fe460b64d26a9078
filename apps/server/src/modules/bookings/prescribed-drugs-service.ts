import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { bookings } from '../../db/schema/index';
import type { ReachablePatient } from '../../plugins/patient-access';

/*
 * The bookings' public face for the drugs a patient was prescribed: the drugs of her prescription
 * visits (not cancelled), newest visit first, each drug once (its latest visit). Drug interactions
 * reads them as the patient's taken drugs.
 */

export interface PrescribedDrug {
  /** The id the prescription step stored (the bookings' drug register). */
  id: string;
  name: string;
  dose: string | null;
  form: string | null;
  drugPackage: string | null;
  /** The day of the visit that prescribed it last (YYYY-MM-DD, UTC). */
  date: string;
}

export async function prescribedDrugs(deps: Pick<Deps, 'db'>, patient: ReachablePatient): Promise<PrescribedDrug[]> {
  const rows = await deps.db
    .select({ startsAt: bookings.startsAt, prescription: bookings.prescription })
    .from(bookings)
    .where(and(eq(bookings.patientId, patient.id), isNotNull(bookings.prescription), ne(bookings.status, 'CANCELED')))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(200);
  const out = new Map<string, PrescribedDrug>();
  for (const row of rows) {
    for (const d of row.prescription?.drugs ?? []) {
      const key = `${d.name.toLowerCase()}|${(d.dose ?? '').toLowerCase()}`;
      if (!out.has(key)) out.set(key, { id: d.id, name: d.name, dose: d.dose, form: d.form, drugPackage: d.drugPackage, date: row.startsAt.toISOString().slice(0, 10) });
    }
  }
  return [...out.values()];
}
