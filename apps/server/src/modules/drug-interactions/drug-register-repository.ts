import { and, eq, sql } from 'drizzle-orm';
import type { ClinicTakenDrug, RegisterDrug } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import type { CheckedPatientId } from '../../lib/checked-patient';
import { writtenBy } from '../../lib/written-by';
import { drugInteractionPairs, drugPackages, drugProducts, drugProductSubstances, drugSubstances, patientTakenDrugs } from '../../db/schema/index';

/*
 * Queries of the register in force: packages as the selection's drugs, the search (full-text on the
 * GIN indexes of trade names and of international and substance names, ordered by ranks numbered at
 * publication: PostgreSQL's own text search, so PGlite runs it too), the patient's recorded drugs, and
 * the interaction pairs of a selection in one query.
 */

interface DrugRow {
  id: string;
  productId: string;
  name: string;
  internationalName: string | null;
  strength: string | null;
  form: string | null;
  package: string | null;
  substances: Array<{ substanceId: string; name: string; amount: string | null }> | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toRegisterDrug(row: DrugRow): RegisterDrug {
  const fullName = [[row.name, row.strength].filter(Boolean).join(' '), row.form, row.package].filter(Boolean).join(', ');
  return {
    id: row.id,
    name: row.name,
    fullName,
    internationalName: row.internationalName,
    drugPackage: row.package,
    form: row.form,
    dose: row.strength,
    productId: row.productId,
    substances: parsed(row.substances),
    isBlozId: true,
  };
}

/** The columns of a drug (package `k` of product `p`) with its substances in the register's order. */
const drugColumns = sql`k.id, p.id as "productId", p.name, p.international_name as "internationalName", p.strength, p.form, k.description as package,
  (select coalesce(json_agg(json_build_object('substanceId', s.id, 'name', s.name, 'amount', ps.amount) order by ps.position), '[]'::json)
     from ${drugProductSubstances} ps join ${drugSubstances} s on s.id = ps.substance_id where ps.product_id = p.id) as substances`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The strength's leading number ("2,5 mg" → 2.5), so 2,5 mg comes before 10 mg. */
const strengthNumber = sql`replace(substring(p.strength from '^[0-9]+(?:[.,][0-9]+)?'), ',', '.')::numeric`;

/** A prefix text query of the words of `text` ("ramip 5" → 'ramip':* & '5':*); only letters and digits reach it. */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Prepares the register in force for the search, once per published edition: numbers the products in
 * the search's two orders (`search_rank`: trade name, strength by its number, strength, form;
 * `international_rank`: international name first), so a search sorts its matches on an integer (collating
 * a 3-letter prefix's thousands of names cost 10 ms), and gathers the words the search by international
 * name looks at (that name and the substances' names) into one indexed `international_terms`. A product
 * with no package gets no rank (there is nothing of it to pick) and is not found.
 */
export async function rankRegister(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    update ${drugProducts} p
       set search_rank = r.by_name, international_rank = r.by_international, international_terms = r.terms
      from (select p.id,
                   row_number() over (order by p.name, ${strengthNumber}, p.strength, p.form, p.id)::int as by_name,
                   row_number() over (order by p.international_name, p.name, ${strengthNumber}, p.strength, p.form, p.id)::int as by_international,
                   to_tsvector('simple', concat_ws(' ', p.international_name,
                     (select string_agg(s.name, ' ' order by ps.position) from ${drugProductSubstances} ps join ${drugSubstances} s on s.id = ps.substance_id where ps.product_id = p.id))) as terms
              from ${drugProducts} p
             where exists (select 1 from ${drugPackages} k where k.product_id = p.id)) r
     where r.id = p.id
       and (p.search_rank is distinct from r.by_name or p.international_rank is distinct from r.by_international or p.international_terms is distinct from r.terms)`);
  await db.execute(sql`
    update ${drugProducts} p set search_rank = null, international_rank = null, international_terms = null
     where p.search_rank is not null and not exists (select 1 from ${drugPackages} k where k.product_id = p.id)`);
}

/** One page of packages whose trade name — or international name or a substance's name — has words beginning as the text's. */
export async function searchPackages(db: DbOrTx, q: { text: string; international: boolean; limit: number; offset: number }): Promise<RegisterDrug[]> {
  const query = prefixQuery(q.text);
  if (!query) return [];
  const tsq = sql`to_tsquery('simple', ${query})`;
  // The first `offset + limit` packages belong to at most as many products (each ranked one has a
  // package): those products are chosen on their rank alone, then their packages paged, and only the
  // page's rows get their substances.
  const matched = q.international
    ? sql`select p.id, p.international_rank as rank from ${drugProducts} p where p.international_terms @@ ${tsq} order by p.international_rank`
    : sql`select p.id, p.search_rank as rank from ${drugProducts} p where to_tsvector('simple', p.name) @@ ${tsq} and p.search_rank is not null order by p.search_rank`;
  const result = await db.execute(sql`
    with matched as (${matched} limit ${q.offset + q.limit}),
    page as (
      select k.id as package_id, row_number() over (order by m.rank, k.description, k.id) as ord
        from matched m join ${drugPackages} k on k.product_id = m.id
       order by ord
       limit ${q.limit} offset ${q.offset})
    select ${drugColumns}
      from page join ${drugPackages} k on k.id = page.package_id join ${drugProducts} p on p.id = k.product_id
     order by page.ord`);
  return rowsOf<DrugRow>(result).map(toRegisterDrug);
}

/** The packages with these ids, in the order asked (unknown ids left out). */
export async function packagesByIds(db: DbOrTx, ids: readonly string[]): Promise<RegisterDrug[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select ${drugColumns}
      from unnest(array[${list}]::text[]) with ordinality as c(id, ord)
      join ${drugPackages} k on k.id = c.id
      join ${drugProducts} p on p.id = k.product_id
     order by c.ord`);
  return rowsOf<DrugRow>(result).map(toRegisterDrug);
}

/** The clinic's record of the patient's drugs: packages of the register in force, newest first. */
export async function recordedDrugs(db: DbOrTx, patientId: CheckedPatientId): Promise<Array<RegisterDrug & { recordedOn: string }>> {
  const result = await db.execute(sql`
    select ${drugColumns}, t.recorded_on as "recordedOn"
      from ${patientTakenDrugs} t
      join ${drugPackages} k on k.id = t.package_id
      join ${drugProducts} p on p.id = k.product_id
     where t.patient_id = ${patientId}
     order by t.recorded_on desc, p.name, k.id`);
  return rowsOf<DrugRow & { recordedOn: string }>(result).map((r) => ({ ...toRegisterDrug(r), recordedOn: String(r.recordedOn).slice(0, 10) }));
}

/**
 * The clinic's record of the patient's drugs as the console shows it (each with its id and note), newest
 * first. A package a later register edition dropped stays, by the name it had when recorded and marked
 * `inRegister: false`, so the clinic sees it and can remove it.
 */
export async function clinicRecordedDrugs(db: DbOrTx, patientId: CheckedPatientId): Promise<ClinicTakenDrug[]> {
  const result = await db.execute(sql`
    select ${drugColumns}, t.id as "takenDrugId", t.package_id as "packageId", t.drug_name as "drugName", t.recorded_on as "recordedOn", t.note,
           t.recorded_by_name as "recordedByName", t.recorded_at as "recordedAt"
      from ${patientTakenDrugs} t
      left join ${drugPackages} k on k.id = t.package_id
      left join ${drugProducts} p on p.id = k.product_id
     where t.patient_id = ${patientId}
     order by t.recorded_on desc, t.id desc`);
  type Row = DrugRow & { takenDrugId: number; packageId: string; drugName: string | null; recordedOn: string; note: string | null; recordedByName: string | null; recordedAt: Date | string | null };
  return rowsOf<Row>(result).map((r) => {
    const own = {
      takenDrugId: Number(r.takenDrugId),
      recordedOn: String(r.recordedOn).slice(0, 10),
      note: r.note,
      recordedBy: writtenBy(r.recordedByName, r.recordedAt === null ? null : new Date(r.recordedAt)),
    };
    if (r.id !== null) return { ...toRegisterDrug(r), ...own, inRegister: true };
    const name = r.drugName ?? r.packageId;
    return { id: r.packageId, name, fullName: name, internationalName: null, drugPackage: null, form: null, dose: null, productId: '', substances: [], isBlozId: true, ...own, inRegister: false };
  });
}

/** Records the package as taken by the patient: the new row's id, or null when the patient has it recorded already (the unique index decides). */
export async function insertTakenDrug(
  db: DbOrTx,
  row: { patientId: CheckedPatientId; packageId: string; drugName: string; recordedOn: string; note: string | null; recordedByStaffId: number; recordedByName: string; recordedAt: Date },
): Promise<number | null> {
  const [inserted] = await db.insert(patientTakenDrugs).values(row).onConflictDoNothing().returning({ id: patientTakenDrugs.id });
  return inserted?.id ?? null;
}

/** Removes the patient's record `takenDrugId`: its package, or null when the patient has no such record (another patient's row too). */
export async function deleteTakenDrug(db: DbOrTx, patientId: CheckedPatientId, takenDrugId: number): Promise<{ packageId: string } | null> {
  const [removed] = await db
    .delete(patientTakenDrugs)
    .where(and(eq(patientTakenDrugs.id, takenDrugId), eq(patientTakenDrugs.patientId, patientId)))
    .returning({ packageId: patientTakenDrugs.packageId });
  return removed ?? null;
}

/**
 * The first package of the product named `name` with the strength `dose` (case-insensitive; the form
 * decides among several), for drugs known only by their names (a prescription of another register).
 */
export async function packagesByNames(db: DbOrTx, drugs: ReadonlyArray<{ name: string; dose: string | null; form: string | null }>): Promise<Array<RegisterDrug | null>> {
  if (drugs.length === 0) return [];
  const names = sql.join(
    drugs.map((d) => sql`${d.name.toLowerCase()}`),
    sql`, `,
  );
  const doses = sql.join(
    drugs.map((d) => sql`${d.dose?.toLowerCase() ?? ''}`),
    sql`, `,
  );
  const forms = sql.join(
    drugs.map((d) => sql`${d.form?.toLowerCase() ?? ''}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.ord, d.*
      from unnest(array[${names}]::text[], array[${doses}]::text[], array[${forms}]::text[]) with ordinality as c(name, dose, form, ord)
      cross join lateral (
        select ${drugColumns}
          from ${drugProducts} p join ${drugPackages} k on k.product_id = p.id
         where lower(p.name) = c.name and (c.dose = '' or lower(coalesce(p.strength, '')) = c.dose)
         order by (lower(coalesce(p.form, '')) = c.form) desc, p.id, k.id
         limit 1) d`);
  const found = new Map(rowsOf<DrugRow & { ord: number | string }>(result).map((r) => [Number(r.ord), toRegisterDrug(r)]));
  return drugs.map((_, i) => found.get(i + 1) ?? null);
}

export interface PairRow {
  row: number;
  column: number;
  substanceA: string;
  substanceB: string;
  severity: number;
  description: string;
  source: string;
}

/**
 * Every known interaction between the substances of different drugs of the selection, in ONE query:
 * the chosen packages' substances, paired across drugs i < j, joined to the pairs by their canonical
 * key. `row` and `column` are the drugs' indexes (from 0) in `packageIds`.
 */
export async function interactionPairs(db: DbOrTx, packageIds: readonly string[]): Promise<PairRow[]> {
  if (packageIds.length < 2) return [];
  const list = sql.join(
    packageIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with chosen as (select c.id, c.ord from unnest(array[${list}]::text[]) with ordinality as c(id, ord)),
    ingredients as (
      select c.ord, ps.substance_id from chosen c
        join ${drugPackages} k on k.id = c.id
        join ${drugProductSubstances} ps on ps.product_id = k.product_id)
    select (a.ord - 1)::int as row, (b.ord - 1)::int as column, a.substance_id as "substanceA", b.substance_id as "substanceB",
           ip.severity, ip.description, ip.source
      from ingredients a
      join ingredients b on a.ord < b.ord and a.substance_id <> b.substance_id
      join ${drugInteractionPairs} ip on ip.substance_a = least(a.substance_id, b.substance_id) and ip.substance_b = greatest(a.substance_id, b.substance_id)
     order by a.ord, b.ord, ip.severity desc, a.substance_id, b.substance_id`);
  return rowsOf<PairRow>(result).map((r) => ({ ...r, row: Number(r.row), column: Number(r.column), severity: Number(r.severity) }));
}

/** The substances of the products whose trade name is one of the allergens (an allergy recorded as "Nurofen"), case-insensitive. */
export async function substancesOfTradeNames(db: DbOrTx, allergens: readonly string[]): Promise<Array<{ allergen: string; substanceId: string }>> {
  if (allergens.length === 0) return [];
  const list = sql.join(
    allergens.map((a) => sql`${a.toLowerCase()}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select distinct a.name as allergen, ps.substance_id as "substanceId"
      from unnest(array[${list}]::text[]) as a(name)
      join ${drugProducts} p on lower(p.name) = a.name
      join ${drugProductSubstances} ps on ps.product_id = p.id`);
  return rowsOf<{ allergen: string; substanceId: string }>(result);
}
