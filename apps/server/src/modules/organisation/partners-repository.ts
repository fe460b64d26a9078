import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { PartnerPersonnelWrite, PartnerWrite } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { partnerPersonnel, partners, type PartnerPersonnelRow, type PartnerRow } from '../../db/schema/index';

/* The provider's partners and their personnel (partners-service). */

export type { PartnerPersonnelRow, PartnerRow };

const likeFragment = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Partners by name with the count of their personnel; `q` a fragment of the name or the NIP. */
export async function selectPartners(db: DbOrTx, filter: { q?: string }, limit: number, offset: number) {
  const where = filter.q ? or(ilike(partners.name, likeFragment(filter.q)), ilike(partners.nip, likeFragment(filter.q.replace(/[\s-]/g, '')))) : undefined;
  return db
    .select({ partner: partners, personnelCount: sql<number>`(select count(*)::int from ${partnerPersonnel} where ${partnerPersonnel.partnerId} = ${partners.id})` })
    .from(partners)
    .where(where)
    .orderBy(asc(partners.name), asc(partners.id))
    .limit(limit)
    .offset(offset);
}

export async function findPartner(db: DbOrTx, id: number): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ?? null;
}

export async function personnelCount(db: DbOrTx, partnerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(partnerPersonnel).where(eq(partnerPersonnel.partnerId, partnerId));
  return Number(row?.n ?? 0);
}

/** Whether another partner has this name (any case). */
export async function partnerNameTaken(db: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(sql`lower(${partners.name}) = lower(${name})`, exceptId === null ? undefined : ne(partners.id, exceptId)));
  return row !== undefined;
}

export async function insertPartner(db: DbOrTx, values: PartnerWrite, now: Date): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values({ ...values, createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function updatePartner(db: DbOrTx, id: number, values: PartnerWrite, now: Date): Promise<PartnerRow | null> {
  const [row] = await db.update(partners).set({ ...values, updatedAt: now }).where(eq(partners.id, id)).returning();
  return row ?? null;
}

/** The active partners, by name (the patients' dictionary). */
export const activePartners = (db: DbOrTx): Promise<PartnerRow[]> => db.select().from(partners).where(eq(partners.active, true)).orderBy(asc(partners.name), asc(partners.id));

export async function partnersByIds(db: DbOrTx, ids: readonly number[]): Promise<PartnerRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(partners).where(inArray(partners.id, [...ids]));
}

/** A partner's personnel by last name and name (only the active ones with `activeOnly`). */
export const personnelOf = (db: DbOrTx, partnerId: number, activeOnly: boolean): Promise<PartnerPersonnelRow[]> =>
  db
    .select()
    .from(partnerPersonnel)
    .where(and(eq(partnerPersonnel.partnerId, partnerId), activeOnly ? eq(partnerPersonnel.active, true) : undefined))
    .orderBy(asc(partnerPersonnel.lastName), asc(partnerPersonnel.name), asc(partnerPersonnel.id));

export async function findPerson(db: DbOrTx, partnerId: number, personnelId: number): Promise<PartnerPersonnelRow | null> {
  const [row] = await db
    .select()
    .from(partnerPersonnel)
    .where(and(eq(partnerPersonnel.id, personnelId), eq(partnerPersonnel.partnerId, partnerId)));
  return row ?? null;
}

export async function personnelByIds(db: DbOrTx, ids: readonly number[]): Promise<PartnerPersonnelRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(partnerPersonnel).where(inArray(partnerPersonnel.id, [...ids]));
}

export async function insertPerson(db: DbOrTx, partnerId: number, values: PartnerPersonnelWrite, now: Date): Promise<PartnerPersonnelRow> {
  const [row] = await db
    .insert(partnerPersonnel)
    .values({ ...values, partnerId, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updatePerson(db: DbOrTx, partnerId: number, personnelId: number, values: PartnerPersonnelWrite, now: Date): Promise<PartnerPersonnelRow | null> {
  const [row] = await db
    .update(partnerPersonnel)
    .set({ ...values, updatedAt: now })
    .where(and(eq(partnerPersonnel.id, personnelId), eq(partnerPersonnel.partnerId, partnerId)))
    .returning();
  return row ?? null;
}
