import type { Deps } from '../../deps';
import * as repo from './organisation-lookup-repository';

/*
 * What other modules ask of the organisation by id: a unit's name, whether a practitioner exists (the
 * staff module names a member's units and checks the practitioner a member is).
 */

/** The names of the units with these ids that exist (an unknown id is absent from the map). */
export async function unitNames(deps: Pick<Deps, 'db'>, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await repo.unitNamesOf(deps.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether a practitioner with this id exists. */
export const practitionerExists = (deps: Pick<Deps, 'db'>, id: number): Promise<boolean> => repo.practitionerIdExists(deps.db, id);
