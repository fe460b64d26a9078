import type { Account, MergeAccountRequest } from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import { mergeOwnedRows } from '../../../db/ownership';
import type { AccountRow } from '../../../db/schema/index';
import type { SessionScope } from '../../../plugins/session';
import { AppError } from '../../../errors';
import * as repo from '../core/accounts-repository';
import { verifyCredentials, type AccountsDeps, type RequestContext } from '../core/credentials';
import { recordEvent } from '../../event-log/event-log-service';
import { toAccount } from '../sign-in-service';
import { foldRecordsOfMergedAccount } from '../../patients/patients-service';

/** What the merge needs of the HTTP layer: the sessions of the two accounts. */
export interface MergeSessionPort {
  /** Turns this request's MERGE session into a full one. */
  widen(): Promise<void>;
  /** Ends every session of an account. */
  closeAllOf(accountId: number): Promise<void>;
}

/**
 * POST /mpi/accounts/mpi-user/account-to-merge: the signed-in account takes over another account of
 * the same person, proven by that account's username and password.
 * - The password is checked exactly as at sign-in: an unknown login costs the same hashing work, a
 *   wrong password counts toward the other account's lock, and a locked account is refused.
 * - An account that must merge (mergeWithAccountId, reached through the MERGE session of its
 *   sign-in) may merge only that account. A full session may merge any account whose own patient
 *   record has the same PESEL as one of its own.
 * - Never the same account, nor a blocked or deleted one.
 * Every refusal is the same 400 MERGE_NOT_POSSIBLE, so the call tells nothing about the other
 * account. The move itself is one transaction (`mergeAccountInto`); then the
 * other account's sessions end and this session becomes a full one — for a MERGE session the merge
 * completes its sign-in (LOGIN_SUCCESS).
 */
export async function mergeAccounts(
  deps: AccountsDeps,
  input: MergeAccountRequest,
  ctx: RequestContext & { accountId: number; scope: SessionScope; sessions: MergeSessionPort },
): Promise<Account> {
  const notPossible = () => new AppError('MERGE_NOT_POSSIBLE');
  let other: AccountRow;
  try {
    other = await verifyCredentials(deps, ctx, input.username, input.password);
  } catch (e) {
    if (e instanceof AppError) throw notPossible();
    throw e;
  }
  const self = await repo.findAccountById(deps.db, ctx.accountId);
  const now = deps.clock.now();
  if (!self || other.id === self.id) throw notPossible();
  if (other.status !== 'ACTIVE' || (other.blockedUntil && other.blockedUntil.getTime() > now.getTime())) throw notPossible();
  const allowed =
    self.mergeWithAccountId != null ? self.mergeWithAccountId === other.id : await repo.shareOwnNationalId(deps.db, self.id, other.id);
  if (!allowed) throw notPossible();
  if (!(await mergeAccountInto(deps, self.id, other.id, now))) throw notPossible();

  await ctx.sessions.closeAllOf(other.id);
  await ctx.sessions.widen();
  const who = { accountId: self.id, username: self.username, ip: ctx.ip };
  await recordEvent(deps, { ...who, eventType: 'ACCOUNT_MERGE', outcome: 'SUCCESS', description: `Scalono konto ${other.username} (#${other.id})` });
  if (ctx.scope === 'MERGE') await recordEvent(deps, { ...who, eventType: 'LOGIN_SUCCESS', outcome: 'SUCCESS', description: 'MERGE' });
  const merged = await repo.findAccountById(deps.db, self.id);
  return toAccount(merged ?? self);
}

/**
 * Merges account `sourceId` into `targetId` in one transaction: the source's own records that are
 * the same person as one of the target's are folded into those (modules/patients), then every row
 * the schema's ownership registry ties to the source account moves, goes or stays as its table
 * declares (records, links, notices, files follow; sessions, tokens, unused secrets go; the event
 * log stays as the audit trail), and the source becomes DELETED. Answers false, changing nothing,
 * when either account is no longer active.
 */
async function mergeAccountInto(deps: AccountsDeps, targetId: number, sourceId: number, now: Date): Promise<boolean> {
  return withTransaction(deps.db, async (tx) => {
    if (!(await repo.lockActivePair(tx, targetId, sourceId))) return false;
    await foldRecordsOfMergedAccount(deps, { targetAccountId: targetId, sourceAccountId: sourceId, now }, { tx });
    await mergeOwnedRows(tx, 'account', sourceId, targetId, now);
    await repo.closeMergedAccount(tx, targetId, sourceId, now);
    return true;
  });
}

