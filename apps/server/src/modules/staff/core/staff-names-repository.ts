import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { staffMembers } from '../../../db/schema/index';

/** Members by id: first and last name, and whether the member is active. */
export async function findMemberNames(db: DbOrTx, staffIds: readonly number[]) {
  if (staffIds.length === 0) return [];
  return db
    .select({ id: staffMembers.id, name: staffMembers.name, lastName: staffMembers.lastName, active: staffMembers.active })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...staffIds]));
}
