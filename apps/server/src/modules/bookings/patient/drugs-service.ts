import { asc, inArray, sql } from 'drizzle-orm';
import { SYSTEM_PORTAL, type Drug } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { drugs } from '../../../db/schema/index';
import { NotFound } from '../../../errors';

/*
 * The drug register a prescription visit picks from (spec part 2 §5 "Booking wizard", prescription
 * step): a name search (GET /mppd/api/drugs — the spec says the search exists without showing its
 * path) and the drugs of the patient's earlier prescription visits, most frequent first.
 */

/** Most frequently taken drugs answered at most. */
export const FREQUENT_DRUGS_MAX = 20;

type DrugRow = typeof drugs.$inferSelect;
const asDrug = (d: Pick<DrugRow, 'registerId' | 'name' | 'fullName' | 'internationalName' | 'drugPackage' | 'form' | 'dose'>): Drug => ({
  id: d.registerId,
  name: d.name,
  fullName: d.fullName,
  internationalName: d.internationalName,
  drugPackage: d.drugPackage,
  form: d.form,
  dose: d.dose,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Drugs whose (international) name starts with the text, case-insensitive, by name; one row more tells a next page. */
export async function searchDrugs(deps: Pick<Deps, 'db'>, q: { drugName: string; isInternationalName: boolean; pageIndex: number; pageSize: number }) {
  const column = q.isInternationalName ? sql`lower(${drugs.internationalName})` : sql`lower(${drugs.name})`;
  const rows = await deps.db
    .select()
    .from(drugs)
    .where(sql`${column} like ${`${escapeLike(q.drugName.toLowerCase())}%`}`)
    .orderBy(column, asc(drugs.name), asc(drugs.id))
    .limit(q.pageSize + 1)
    .offset(q.pageIndex * q.pageSize);
  return { items: rows.slice(0, q.pageSize).map(asDrug), hasMore: rows.length > q.pageSize };
}

/** The register's drugs by their register ids (unknown ids are left out). */
export async function drugsByRegisterIds(deps: Pick<Deps, 'db'>, ids: readonly string[]): Promise<Drug[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(drugs).where(inArray(drugs.registerId, [...ids]));
  return rows.map(asDrug);
}

/** The drugs of the patient's earlier prescription visits of our system, most frequent first (then by name). */
export async function frequentlyTakenDrugs(deps: Pick<Deps, 'db'>, patientId: number, system: string): Promise<Drug[]> {
  if (system !== SYSTEM_PORTAL) throw NotFound();
  const { rows } = (await deps.db.execute(sql`
    select d.register_id as "registerId", d.name, d.full_name as "fullName", d.international_name as "internationalName",
           d.drug_package as "drugPackage", d.form, d.dose
      from bookings b
      cross join lateral jsonb_array_elements(b.prescription -> 'drugs') as e(drug)
      join ${drugs} d on d.register_id = e.drug ->> 'id'
     where b.patient_id = ${patientId} and b.system = ${SYSTEM_PORTAL} and b.prescription is not null
     group by d.id
     order by count(*) desc, d.name, d.id
     limit ${FREQUENT_DRUGS_MAX}`)) as unknown as { rows: DrugRow[] };
  return rows.map(asDrug);
}
