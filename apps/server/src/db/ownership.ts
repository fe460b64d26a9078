import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import type { Ownership } from './schema/_ownership';
import * as schema from './schema/index';

/**
 * Every column that ties rows to a patient record or an account, as the schema files declare them
 * (`<m>Ownership` in each module's `<m>.schema.ts`, see schema/_ownership.ts), read through the
 * generated barrel schema/index.ts, in the order of the export names (a module namespace lists its
 * exports sorted). A test compares it with the database's catalog, so a new table with a
 * `patient_id` or `account_id` cannot be left out.
 */
export const ownershipRegistry: readonly Ownership[] = Object.entries(schema)
  .filter(([name]) => name.endsWith('Ownership'))
  .flatMap(([, entries]) => entries as readonly Ownership[]);

/** `table.column`, as the catalog names it. */
export const columnRef = (column: AnyPgColumn) => `${getTableName(column.table)}.${column.name}`;

const ident = (column: AnyPgColumn) => sql.identifier(column.name);

/**
 * Applies the registry's merge rules to every row of `owner` kind that belongs to `fromId`: moves
 * them to `intoId`, deletes or keeps them (see OnMerge), then runs the clean-ups the moves call
 * for. Run it inside the merge's transaction.
 */
export async function mergeOwnedRows(db: DbOrTx, owner: Ownership['owner'], fromId: number, intoId: number, now: Date): Promise<void> {
  const entries = ownershipRegistry.filter((e) => e.owner === owner);
  for (const { column, onMerge } of entries) {
    const table = sql.identifier(getTableName(column.table));
    const col = ident(column);
    if (onMerge.do === 'keep') continue;
    if (onMerge.do === 'delete') {
      await db.execute(sql`delete from ${table} where ${col} = ${fromId}${onMerge.only ? sql` and ${onMerge.only}` : sql``}`);
      continue;
    }
    if (onMerge.unlessSame?.length) {
      const same = sql.join(
        onMerge.unlessSame.map((u) => sql`k.${ident(u)} = l.${ident(u)}`),
        sql` and `,
      );
      await db.execute(sql`
        delete from ${table} l where l.${col} = ${fromId}
          and exists (select 1 from ${table} k where k.${col} = ${intoId} and ${same})`);
    }
    const touch: SQL = onMerge.touch ? sql`, ${ident(onMerge.touch)} = ${now.toISOString()}::timestamptz` : sql``;
    await db.execute(sql`update ${table} set ${col} = ${intoId}${touch} where ${col} = ${fromId}`);
  }
  for (const { onMerge } of entries) {
    if (onMerge.do === 'move' && onMerge.afterwards) await db.execute(onMerge.afterwards(intoId));
  }
}
