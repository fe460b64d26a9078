import type { Deps } from '../../deps';
import * as repo from './core/staff-names-repository';

/* Staff members' names for other modules' views (who reviewed an identity, a mailbox's members). */

/** Staff members' names by id, for another module's view of who did something (e.g. who reviewed an identity). */
export async function staffNames(deps: Pick<Deps, 'db'>, staffIds: readonly number[]): Promise<Map<number, { id: number; name: string; lastName: string }>> {
  const rows = await repo.findMemberNames(deps.db, [...new Set(staffIds)]);
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, lastName: r.lastName }]));
}

/** Staff members by id with whether each is active (an unknown id is absent): another module's check of whom it may name, e.g. a mailbox's members. */
export async function staffMembersByIds(deps: Pick<Deps, 'db'>, staffIds: readonly number[]): Promise<Map<number, { id: number; name: string; lastName: string; active: boolean }>> {
  const rows = await repo.findMemberNames(deps.db, [...new Set(staffIds)]);
  return new Map(rows.map((r) => [r.id, r]));
}
