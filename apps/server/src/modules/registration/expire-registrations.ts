import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { JobDefinition } from '../../lib/jobs';
import { deleteExpiredAccount, findExpiredUnconfirmedAccounts, lockExpiredUnconfirmedAccount } from '../accounts/unconfirmed-accounts-service';
import { deleteFilesOf, removeUnusedContent } from '../files/files-service';
import { deleteUnverifiedRecord, findRecordsMadeWithAccount } from '../patients/registration-records-service';
import { patientOfRecord } from '../../lib/checked-patient';

type ExpiryDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'storage'>;

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 50;

/** A row elsewhere still refers to the one deleted (23001 RESTRICT, 23503 NO ACTION), however the driver wraps it. */
function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23001' || e.code === '23503') return true;
  }
  return false;
}

/**
 * Removes one expired registration, in one transaction: the account's own files, the account (its
 * links, sessions, notices and pending secrets go with it), then each record the registration made
 * with it — unless the record's identity is VERIFIED, or it holds any other row (a clinical entry,
 * another account's link, a file of another use: the foreign keys RESTRICT, and the record stays).
 * Answers the contents whose bytes may now be unused, or null when the account no longer qualifies.
 */
async function removeRegistration(deps: ExpiryDeps, accountId: number, createdBefore: Date): Promise<string[] | null> {
  return deps.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const account = await lockExpiredUnconfirmedAccount(tx, accountId, createdBefore);
    if (!account) return null;
    const records = await findRecordsMadeWithAccount(tx, accountId, account.createdAt);
    const contents = await deleteFilesOf(tx, { accountId });
    await deleteExpiredAccount(tx, accountId);
    for (const record of records.filter((r) => !r.verified)) {
      try {
        const removed = await tx.transaction(async (savepoint) => {
          const sp = savepoint as unknown as Db;
          const files = await deleteFilesOf(sp, { patientId: patientOfRecord(record), use: 'REGISTRATION_DOCUMENT' });
          return (await deleteUnverifiedRecord(sp, patientOfRecord(record))) ? files : [];
        });
        contents.push(...removed);
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
      }
    }
    return contents;
  });
}

/**
 * Every account made by registration whose e-mail and phone stayed unconfirmed, unused, for
 * UNCONFIRMED_REGISTRATION_DAYS: removed with what only it owns. Answers how many went.
 */
export async function expireUnconfirmedRegistrations(deps: ExpiryDeps): Promise<number> {
  const createdBefore = new Date(deps.clock.now().getTime() - deps.config.UNCONFIRMED_REGISTRATION_DAYS * DAY_MS);
  let removed = 0;
  const skipped = new Set<number>();
  for (;;) {
    const ids = (await findExpiredUnconfirmedAccounts(deps.db, createdBefore, BATCH + skipped.size)).filter((id) => !skipped.has(id));
    if (ids.length === 0) return removed;
    for (const id of ids) {
      const contents = await removeRegistration(deps, id, createdBefore);
      if (contents === null) {
        skipped.add(id);
        continue;
      }
      removed += 1;
      await removeUnusedContent(deps, contents);
    }
  }
}

/** Daily, at night in the clinic: registrations never confirmed go (spec part 1 §4; see config UNCONFIRMED_REGISTRATION_DAYS). */
export const expireRegistrationsJob: JobDefinition<object, ExpiryDeps> = {
  name: 'registration.expire-unconfirmed',
  schedule: '40 3 * * *',
  async run(deps) {
    await expireUnconfirmedRegistrations(deps);
  },
};
