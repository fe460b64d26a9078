import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What a merge does with the rows a column ties to a patient record (two records of one person
 * folded into one) or to an account (two accounts of one person merged into one):
 * - `move`: the rows follow to the kept record or account. With `unlessSame`, a row the kept side
 *   already has with the same values of those columns is deleted instead of moved (a unique key, such
 *   as one link per account and patient). `touch` is set to the merge's time on the moved rows.
 *   `afterwards` runs once every row has moved, given the kept id (a clean-up the move makes due).
 * - `delete`: the rows of the side that goes are deleted (`only`: just those matching it).
 * - `keep`: the rows stay with the side that goes, as an audit trail (its event log, an uploader).
 */
export type OnMerge =
  | { do: 'move'; unlessSame?: AnyPgColumn[]; touch?: AnyPgColumn; afterwards?: (intoId: number) => SQL }
  | { do: 'delete'; only?: SQL }
  | { do: 'keep' };

/** One column of a table that holds a patient's or an account's rows, and what a merge does with them. */
export interface Ownership {
  /** The column pointing at the owner (its table is the column's). */
  column: AnyPgColumn;
  owner: 'patient' | 'account';
  onMerge: OnMerge;
}

/**
 * A module's schema file `<m>.schema.ts` declares its tables' owners as `export const <m>Ownership =
 * owned([...])` (`<m>` in camelCase); `db/ownership.ts` collects every export of the schema barrel
 * (db/schema/index.ts) whose name ends with `Ownership`.
 */
export const owned = (entries: Ownership[]): readonly Ownership[] => entries;
