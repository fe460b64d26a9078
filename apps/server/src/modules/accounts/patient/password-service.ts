import { errorMessages, type Account, type ChangePasswordRequest } from '@portal/contracts';
import { executorOf, type InTransaction } from '../../../db/client';
import type { AccountRow } from '../../../db/schema/index';
import { AppError, Validation } from '../../../errors';
import * as repo from '../core/accounts-repository';
import { hashedBuckets, isBreachedPassword } from '../../sign-in-guard/sign-in-guard-service';
import { hashPassword, loginBucket, refuse, signInObstacle, trustDevice, verifyCredentials, type AccountsDeps, type RequestContext, type SessionPort } from '../core/credentials';
import { recordEvent } from '../../event-log/event-log-service';
import { toAccount } from '../sign-in-service';

/* The password: a change with the old one, a replacement after a proven reset, and the breached-password list. */


/**
 * Change of password with the old one, signed in or not (after MUST_CHANGE_PASSWORD or
 * PASSWORD_EXPIRED). Every other session of the account ends and the caller is signed in afresh.
 */
export async function changePassword(
  deps: AccountsDeps,
  input: ChangePasswordRequest,
  ctx: RequestContext & { sessions: SessionPort; sessionAccountId: number | null },
): Promise<Account> {
  const own = ctx.sessionAccountId == null ? null : await repo.findAccountById(deps.db, ctx.sessionAccountId);
  let account: AccountRow;
  if (own) {
    account = await verifyCredentials(deps, ctx, own.username, input.oldPassword, own);
  } else {
    if (!input.username) {
      throw Validation('Podaj login konta, którego hasło chcesz zmienić.', [{ path: 'username', message: 'Podaj login' }]);
    }
    account = await verifyCredentials(deps, ctx, input.username, input.oldPassword);
  }
  const now = deps.clock.now();
  const obstacle = signInObstacle(account, now, true);
  if (obstacle) {
    throw await refuse(deps, ctx, { accountId: account.id, username: account.username }, obstacle.code, { details: obstacle.details });
  }
  if (input.newPassword === input.oldPassword) {
    throw new AppError('PASSWORD_POLICY', 'Nowe hasło musi się różnić od obecnego.', {
      errors: [{ path: 'newPassword', message: 'Nowe hasło musi się różnić od obecnego.' }],
    });
  }

  if (isBreachedPassword(input.newPassword)) {
    throw new AppError('PASSWORD_VULNERABLE_ERROR', undefined, {
      errors: [{ path: 'newPassword', message: errorMessages.PASSWORD_VULNERABLE_ERROR }],
    });
  }

  // The new password voids the account's reset links and codes and its single-sign-on tokens (see the
  // repository); ending every session voids the rest. Device cookies issued before it no longer count.
  const updated = await repo.setPassword(deps.db, account.id, await hashPassword(input.newPassword), now);
  await ctx.sessions.closeAllOf(account.id);
  await ctx.sessions.open(account.id);
  trustDevice(deps, ctx, account.id, now);
  const who = { accountId: account.id, username: account.username, ip: ctx.ip };
  await recordEvent(deps, { ...who, eventType: 'PASSWORD_CHANGE', outcome: 'SUCCESS' });
  // Without a session this call is the sign-in itself; the success also restarts the lock count.
  if (ctx.sessionAccountId == null) await recordEvent(deps, { ...who, eventType: 'LOGIN_SUCCESS', outcome: 'SUCCESS' });
  return toAccount(updated);
}

/**
 * Sets a new password without the old one, after the person proved the address or phone (a reset
 * link or SMS code): clears mustChangePassword, the expiry and the lock of the account's username and
 * e-mail, and voids every other reset link and code and every single-sign-on token of the account.
 * The caller checks the password rules and ends the sessions.
 */
export async function replacePassword(deps: AccountsDeps, accountId: number, newPassword: string, opts?: InTransaction): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const db = executorOf(deps.db, opts);
  const row = await repo.setPassword(db, accountId, passwordHash, deps.clock.now());
  if (row) await hashedBuckets.clear(db, [row.username, row.email].filter((l): l is string => !!l).map(loginBucket));
}

