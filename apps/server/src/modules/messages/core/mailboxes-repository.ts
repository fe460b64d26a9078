import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { mailboxes, mailboxMembers, messageCategories } from '../../../db/schema/index';

/*
 * The administrator's side of messages: the clinic's mailboxes with their members, and the message
 * categories. The members' names come from the staff module (mailboxes-service joins them).
 */

export const mailboxColumns = {
  id: mailboxes.id,
  name: mailboxes.name,
  nameEn: mailboxes.nameEn,
  nameUk: mailboxes.nameUk,
  description: mailboxes.description,
  descriptionEn: mailboxes.descriptionEn,
  descriptionUk: mailboxes.descriptionUk,
  acceptsPatientMessages: mailboxes.acceptsPatientMessages,
  active: mailboxes.active,
};
export type MailboxRow = { [K in keyof typeof mailboxColumns]: (typeof mailboxes.$inferSelect)[K] };
export type MailboxValues = Omit<MailboxRow, 'id'>;

/** The constraint a unique violation broke (node-postgres and PGlite, directly or wrapped by drizzle), or null. */
export function uniqueViolationOf(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** Every mailbox, by name (a clinic has a handful). */
export async function selectMailboxes(db: DbOrTx): Promise<MailboxRow[]> {
  return db.select(mailboxColumns).from(mailboxes).orderBy(sql`lower(${mailboxes.name})`, asc(mailboxes.id));
}

export async function findMailbox(db: DbOrTx, mailboxId: number, opts: { forUpdate?: boolean } = {}): Promise<MailboxRow | null> {
  const query = db.select(mailboxColumns).from(mailboxes).where(eq(mailboxes.id, mailboxId));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether another mailbox has the name (compared case-insensitively, as the unique index mailboxes_name_idx does). */
export async function mailboxNameTaken(db: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(and(sql`lower(${mailboxes.name}) = lower(${name})`, exceptId === null ? undefined : sql`${mailboxes.id} <> ${exceptId}`));
  return row !== undefined;
}

export async function insertMailbox(db: DbOrTx, values: MailboxValues): Promise<number> {
  const [row] = await db.insert(mailboxes).values(values).returning({ id: mailboxes.id });
  return row.id;
}

export async function updateMailbox(db: DbOrTx, mailboxId: number, values: MailboxValues): Promise<void> {
  await db
    .update(mailboxes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mailboxes.id, mailboxId));
}

/** The member ids of each mailbox (a mailbox absent from the map has none). */
export async function memberIdsOf(db: DbOrTx, mailboxIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (mailboxIds.length === 0) return result;
  const rows = await db
    .select()
    .from(mailboxMembers)
    .where(inArray(mailboxMembers.mailboxId, [...mailboxIds]));
  for (const row of rows) result.set(row.mailboxId, [...(result.get(row.mailboxId) ?? []), row.staffMemberId]);
  return result;
}

/** The mailbox's members become exactly these (in the caller's transaction). */
export async function replaceMembers(db: DbOrTx, mailboxId: number, staffIds: readonly number[]): Promise<void> {
  await db.delete(mailboxMembers).where(eq(mailboxMembers.mailboxId, mailboxId));
  if (staffIds.length > 0) await db.insert(mailboxMembers).values(staffIds.map((staffMemberId) => ({ mailboxId, staffMemberId })));
}

// ------------------------------------------------------------------------------------------ categories

/** A category's words in the three languages (what a message list carries of its category). */
export const categoryWordColumns = {
  name: messageCategories.name,
  nameEn: messageCategories.nameEn,
  nameUk: messageCategories.nameUk,
  description: messageCategories.description,
  descriptionEn: messageCategories.descriptionEn,
  descriptionUk: messageCategories.descriptionUk,
};

export const categoryColumns = {
  code: messageCategories.code,
  ...categoryWordColumns,
  active: messageCategories.active,
  sortOrder: messageCategories.sortOrder,
};
export type CategoryRow = { [K in keyof typeof categoryColumns]: (typeof messageCategories.$inferSelect)[K] };

/** Every category, active or not, by its order and then its code. */
export async function selectCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select(categoryColumns).from(messageCategories).orderBy(asc(messageCategories.sortOrder), asc(messageCategories.code));
}

export async function findCategory(db: DbOrTx, code: string): Promise<CategoryRow | null> {
  const [row] = await db.select(categoryColumns).from(messageCategories).where(eq(messageCategories.code, code));
  return row ?? null;
}

export async function insertCategory(db: DbOrTx, values: CategoryRow): Promise<CategoryRow> {
  const [row] = await db.insert(messageCategories).values(values).returning(categoryColumns);
  return row;
}

export async function updateCategory(db: DbOrTx, code: string, values: Omit<CategoryRow, 'code'>): Promise<CategoryRow | null> {
  const [row] = await db
    .update(messageCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(messageCategories.code, code))
    .returning(categoryColumns);
  return row ?? null;
}
