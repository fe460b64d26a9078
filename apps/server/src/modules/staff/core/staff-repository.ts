import { and, asc, count, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { staffMembers, staffMemberUnits, staffRecoveryCodes, type StaffMemberRow } from '../../../db/schema/index';

export type NewStaffMember = typeof staffMembers.$inferInsert;
export type StaffMemberChange = Partial<Omit<NewStaffMember, 'id' | 'login' | 'createdAt'>>;

export async function findByLogin(db: DbOrTx, login: string): Promise<StaffMemberRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(sql`lower(${staffMembers.login}) = ${login.trim().toLowerCase()}`);
  return row ?? null;
}

export async function findById(db: DbOrTx, id: number): Promise<StaffMemberRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row ?? null;
}

/** Each member's units (a member absent from the map, or with none: every unit). */
export async function unitIdsOf(db: DbOrTx, staffIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (staffIds.length === 0) return result;
  const rows = await db
    .select()
    .from(staffMemberUnits)
    .where(inArray(staffMemberUnits.staffId, [...staffIds]))
    .orderBy(asc(staffMemberUnits.unitId));
  for (const row of rows) result.set(row.staffId, [...(result.get(row.staffId) ?? []), row.unitId]);
  return result;
}

export async function insertMember(db: DbOrTx, values: NewStaffMember): Promise<StaffMemberRow> {
  const [row] = await db.insert(staffMembers).values(values).returning();
  return row;
}

export async function updateMember(db: DbOrTx, id: number, change: StaffMemberChange): Promise<StaffMemberRow | null> {
  const [row] = await db.update(staffMembers).set(change).where(eq(staffMembers.id, id)).returning();
  return row ?? null;
}

export async function setUnits(db: DbOrTx, staffId: number, unitIds: readonly number[]): Promise<void> {
  await db.delete(staffMemberUnits).where(eq(staffMemberUnits.staffId, staffId));
  if (unitIds.length) await db.insert(staffMemberUnits).values(unitIds.map((unitId) => ({ staffId, unitId })));
}

/**
 * Records the time step of an accepted code, only when it is later than the last one: two requests
 * racing with one code cannot both pass. Answers whether this call recorded it.
 */
export async function advanceTotpStep(db: DbOrTx, staffId: number, step: number, change: StaffMemberChange = {}): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ ...change, totpLastStep: step })
    .where(and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

/** Enrols the member's pending secret (only if it is still the one checked and nothing is enrolled yet); the row, or null. */
export async function enrol(db: DbOrTx, staffId: number, sealedSecret: string, step: number, now: Date): Promise<StaffMemberRow | null> {
  const [row] = await db
    .update(staffMembers)
    .set({ totpEnrolledAt: now, totpLastStep: step, lastSignInAt: now })
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.totpEnrolledAt), eq(staffMembers.totpSecret, sealedSecret)))
    .returning();
  return row ?? null;
}

export async function replaceRecoveryCodes(db: DbOrTx, staffId: number, codeHashes: readonly string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (codeHashes.length) await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Spends an unused recovery code of the member; answers whether one was spent (once, even under a race). */
export async function spendRecoveryCode(db: DbOrTx, staffId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Members an administrator manages: all, or — for an administrator limited to units — those limited
 * to units that all lie within hers (a member of every unit has no rows and stays outside).
 */
export function managedBy(scopeUnitIds: readonly number[] | null): SQL | undefined {
  if (scopeUnitIds === null) return undefined;
  const ids = sql.join(
    scopeUnitIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`exists (select 1 from staff_member_units u where u.staff_id = ${staffMembers.id})
    and not exists (select 1 from staff_member_units u where u.staff_id = ${staffMembers.id} and u.unit_id not in (${ids}))`;
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of members by last name, name, id (staff_members_last_name_name_id_idx); `q`: a prefix of the login, name or last name. */
export function listMembers(db: DbOrTx, filter: { q?: string; scopeUnitIds: readonly number[] | null }, limit: number, offset: number) {
  const prefix = filter.q ? `${escapeLike(filter.q)}%` : null;
  const matches = prefix
    ? or(
        sql`lower(${staffMembers.login}) like ${prefix}`,
        sql`lower(${staffMembers.name}) like ${prefix}`,
        sql`lower(${staffMembers.lastName}) like ${prefix}`,
      )
    : undefined;
  return db
    .select()
    .from(staffMembers)
    .where(and(matches, managedBy(filter.scopeUnitIds)))
    .orderBy(asc(staffMembers.lastName), asc(staffMembers.name), asc(staffMembers.id))
    .limit(limit)
    .offset(offset);
}

/** Whether the member is one the administrator manages (see managedBy). */
export async function isManagedBy(db: DbOrTx, staffId: number, scopeUnitIds: readonly number[] | null): Promise<boolean> {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), managedBy(scopeUnitIds)));
  return row !== undefined;
}

/** Every member whose TOTP secret is enrolled (the demo page picks the demo ones among them). */
export function enrolledMembers(db: DbOrTx) {
  return db
    .select({
      id: staffMembers.id,
      login: staffMembers.login,
      roles: staffMembers.roles,
      totpSecret: staffMembers.totpSecret,
      totpLastStep: staffMembers.totpLastStep,
      active: staffMembers.active,
    })
    .from(staffMembers)
    .where(sql`${staffMembers.totpEnrolledAt} is not null and ${staffMembers.totpSecret} is not null`)
    .orderBy(asc(staffMembers.id));
}

/* Messages (modules/messages reaches these through staff-service) ---------------------------------- */

export type MessagingMember = Pick<StaffMemberRow, 'id' | 'login' | 'name' | 'lastName' | 'roles' | 'active'>;
const messagingColumns = {
  id: staffMembers.id,
  login: staffMembers.login,
  name: staffMembers.name,
  lastName: staffMembers.lastName,
  roles: staffMembers.roles,
  active: staffMembers.active,
};

export async function findMessagingMembers(db: DbOrTx, ids: readonly number[]): Promise<MessagingMember[]> {
  if (ids.length === 0) return [];
  return db.select(messagingColumns).from(staffMembers).where(inArray(staffMembers.id, [...ids]));
}

const contains = (column: PgColumn, value: string | undefined) =>
  value ? sql`${column} ilike ${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;

/**
 * Active members matching the filters (parts of the first name, last name, login; `q`: any of them;
 * `fullName`: each of its words in the first or the last name),
 * limited to members with one of `roles` when given, by last name, first name, id.
 */
export function searchMessagingMembers(
  db: DbOrTx,
  filter: { name?: string; lastName?: string; login?: string; q?: string; fullName?: string; roles?: readonly string[] },
  limit: number,
  offset: number,
): Promise<MessagingMember[]> {
  const q = filter.q ? or(contains(staffMembers.name, filter.q), contains(staffMembers.lastName, filter.q), contains(staffMembers.login, filter.q)) : undefined;
  // A person's name as typed: every word in the first or the last name ("Anna", "Lekarska", "Anna Lek").
  const words = (filter.fullName ?? '').split(/\s+/).filter(Boolean);
  const fullName = words.length ? and(...words.map((w) => or(contains(staffMembers.name, w), contains(staffMembers.lastName, w)))) : undefined;
  const roles = filter.roles ? sql`${staffMembers.roles} && ${`{${filter.roles.join(',')}}`}::text[]` : undefined;
  return db
    .select(messagingColumns)
    .from(staffMembers)
    .where(and(eq(staffMembers.active, true), contains(staffMembers.name, filter.name), contains(staffMembers.lastName, filter.lastName), contains(staffMembers.login, filter.login), q, fullName, roles))
    .orderBy(asc(staffMembers.lastName), asc(staffMembers.name), asc(staffMembers.id))
    .limit(limit)
    .offset(offset);
}
