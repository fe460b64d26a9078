import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practitioners, units } from '../../db/schema/index';

export async function unitNamesOf(db: DbOrTx, ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, [...ids]));
}

export async function practitionerIdExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.id, id));
  return row !== undefined;
}
