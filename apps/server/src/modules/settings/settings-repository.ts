import { asc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { links, settings } from '../../db/schema/index';

/** The stored JSON of one settings group, or undefined when the installation keeps the defaults. */
export async function findSettingsValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function listLinks(db: DbOrTx) {
  return db
    .select({ id: links.id, kind: links.kind, namePl: links.namePl, nameEn: links.nameEn, nameUk: links.nameUk, url: links.url, sso: links.sso })
    .from(links)
    .orderBy(asc(links.position), asc(links.id));
}

/** Stores a whole group (insert or replace). */
export async function storeSettingsValue(db: DbOrTx, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

const linkColumns = {
  id: links.id,
  kind: links.kind,
  namePl: links.namePl,
  nameEn: links.nameEn,
  nameUk: links.nameUk,
  url: links.url,
  sso: links.sso,
  position: links.position,
};
export type LinkRow = { id: number; kind: 'OTHER' | 'HELP'; namePl: string; nameEn: string; nameUk: string | null; url: string; sso: boolean; position: number };
type LinkValues = Omit<LinkRow, 'id' | 'position'> & { position?: number };

export async function listLinksWithPositions(db: DbOrTx): Promise<LinkRow[]> {
  return db.select(linkColumns).from(links).orderBy(asc(links.position), asc(links.id));
}

export async function lastLinkPosition(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ last: max(links.position) }).from(links);
  return row?.last ?? 0;
}

export async function insertLink(db: DbOrTx, values: LinkValues & { position: number }): Promise<LinkRow> {
  const [row] = await db.insert(links).values(values).returning(linkColumns);
  return row;
}

export async function updateLink(db: DbOrTx, id: number, values: LinkValues): Promise<LinkRow | undefined> {
  const { position, ...rest } = values;
  const [row] = await db
    .update(links)
    .set(position === undefined ? rest : { ...rest, position })
    .where(eq(links.id, id))
    .returning(linkColumns);
  return row;
}

export async function deleteLink(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(links).where(eq(links.id, id)).returning({ id: links.id });
  return rows.length > 0;
}

/** Every link's id, the rows locked until the transaction ends (two reorders wait for each other). */
export async function lockLinkIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: links.id }).from(links).for('update');
  return rows.map((r) => r.id);
}

export async function setLinkPositions(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) await db.update(links).set({ position: (index + 1) * 10 }).where(eq(links.id, id));
}
