import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registrationChallenges } from '../../db/schema/index';

export type ChallengeRow = typeof registrationChallenges.$inferSelect;

export async function insertChallenge(db: DbOrTx, row: { tokenHash: string; answer: number; digits: string; issuedAt: Date }): Promise<void> {
  await db.insert(registrationChallenges).values(row);
}

/** Marks the challenge used and answers it, in one statement: a token is good for one attempt only. */
export async function consumeChallenge(db: DbOrTx, tokenHash: string, now: Date): Promise<ChallengeRow | null> {
  const [row] = await db
    .update(registrationChallenges)
    .set({ usedAt: now })
    .where(and(eq(registrationChallenges.tokenHash, tokenHash), isNull(registrationChallenges.usedAt)))
    .returning();
  return row ?? null;
}

export async function deleteChallengesIssuedBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(registrationChallenges).where(lt(registrationChallenges.issuedAt, before));
}

/** A challenge not used yet and issued after `issuedAfter`, without using it up. */
export async function findLiveChallenge(db: DbOrTx, tokenHash: string, issuedAfter: Date): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(registrationChallenges)
    .where(and(eq(registrationChallenges.tokenHash, tokenHash), isNull(registrationChallenges.usedAt), gt(registrationChallenges.issuedAt, issuedAfter)));
  return row ?? null;
}
