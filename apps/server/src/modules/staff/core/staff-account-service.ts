import { errorMessages, type StaffMe, type StaffPasswordChange, type StaffRecoveryCodes } from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import { AppError, NotFound } from '../../../errors';
import { recordEvent } from '../../event-log/event-log-service';
import { hashPassword, isBreachedPassword } from '../../sign-in-guard/sign-in-guard-service';
import { countSignInFailure, forgetSignInFailures, signInLockedUntil } from '../../sign-in-guard/sign-in-guard-service';
import { unitNames } from '../../organisation/organisation-service';
import { partnersOf } from './staff-partners';
import * as repo from './staff-repository';
import { staffPasswordMatches, type StaffDeps, type StaffRequestContext } from './staff-sign-in-service';
import { staffLoginKey } from './staff-sign-in-throttle';
import { matchTotp, newRecoveryCodes, recoveryCodeHash, totpBox } from './staff-totp';

/* The signed-in member's own account: who she is, her password, her recovery codes. */

/** GET /clinic/auth/me. */
export async function getStaffMe(deps: StaffDeps, staffId: number): Promise<StaffMe> {
  const member = await repo.findById(deps.db, staffId);
  if (!member) throw NotFound();
  const unitIds = (await repo.unitIdsOf(deps.db, [staffId])).get(staffId) ?? [];
  const names = await unitNames(deps, unitIds);
  return {
    id: member.id,
    login: member.login,
    name: member.name,
    lastName: member.lastName,
    roles: member.roles,
    units: unitIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    practitionerId: member.practitionerId,
    partner: (await partnersOf(deps, [member]))[0],
    recoveryCodesLeft: await repo.recoveryCodesLeft(deps.db, staffId),
    mustChangePassword: member.mustChangePassword,
  };
}

/** The rules a new password meets, the patients' ones (length in the contract): not the current one, not a breached one. */
export function checkNewStaffPassword(newPassword: string, field: string, current?: string): void {
  if (current !== undefined && newPassword === current) {
    throw new AppError('PASSWORD_POLICY', 'Nowe hasło musi się różnić od obecnego.', { errors: [{ path: field, message: 'Nowe hasło musi się różnić od obecnego.' }] });
  }
  if (isBreachedPassword(newPassword)) {
    throw new AppError('PASSWORD_VULNERABLE_ERROR', undefined, { errors: [{ path: field, message: errorMessages.PASSWORD_VULNERABLE_ERROR }] });
  }
}

/**
 * PUT /clinic/auth/password: with the current password (a wrong one counts toward the login's lock).
 * Every session of the member ends and this browser gets a fresh one; a temporary password is over.
 */
export async function changeOwnPassword(
  deps: StaffDeps,
  staffId: number,
  input: StaffPasswordChange,
  ctx: StaffRequestContext & { closeAll: () => Promise<void>; open: () => Promise<void> },
): Promise<StaffMe> {
  const member = await repo.findById(deps.db, staffId);
  if (!member) throw NotFound();
  const key = staffLoginKey(member.login);
  const now = deps.clock.now();
  const lockedUntil = await signInLockedUntil(deps, key);
  if (lockedUntil) throw new AppError('ACCOUNT_LOCKED');
  if (!(await staffPasswordMatches(member.passwordHash, input.oldPassword))) {
    const { lockedUntil: locked } = await countSignInFailure(deps, key);
    if (locked) throw new AppError('ACCOUNT_LOCKED');
    throw new AppError('PASSWORD_INCORRECT', undefined, { errors: [{ path: 'oldPassword', message: errorMessages.PASSWORD_INCORRECT }] });
  }
  checkNewStaffPassword(input.newPassword, 'newPassword', input.oldPassword);
  await repo.updateMember(deps.db, staffId, { passwordHash: await hashPassword(input.newPassword), mustChangePassword: false, updatedAt: now });
  await forgetSignInFailures(deps, key);
  await ctx.closeAll();
  await ctx.open();
  await recordEvent(deps, { eventType: 'STAFF_PASSWORD_CHANGED', outcome: 'SUCCESS', staffId, username: member.login, description: 'własna zmiana', ip: ctx.ip });
  return getStaffMe(deps, staffId);
}

/** POST /clinic/auth/recovery-codes: ten new codes, the old ones void; a current code of the app (used once) proves the factor. */
export async function renewRecoveryCodes(deps: StaffDeps, staffId: number, code: string, ctx: StaffRequestContext): Promise<StaffRecoveryCodes> {
  const member = await repo.findById(deps.db, staffId);
  if (!member?.totpEnrolledAt || !member.totpSecret) throw NotFound();
  const key = staffLoginKey(member.login);
  const now = deps.clock.now();
  if (await signInLockedUntil(deps, key)) throw new AppError('ACCOUNT_LOCKED');
  const step = await matchTotp(totpBox(deps.config).open(member.totpSecret), code, now, member.totpLastStep);
  const codes = newRecoveryCodes();
  const renewed =
    step !== null &&
    (await withTransaction(deps.db, async (tx) => {
      if (!(await repo.advanceTotpStep(tx, staffId, step))) return false;
      await repo.replaceRecoveryCodes(tx, staffId, codes.map((c) => recoveryCodeHash(staffId, c)));
      return true;
    }));
  if (!renewed) {
    const { lockedUntil } = await countSignInFailure(deps, key);
    throw new AppError(lockedUntil ? 'ACCOUNT_LOCKED' : 'SECOND_FACTOR_INVALID');
  }
  await recordEvent(deps, { eventType: 'STAFF_RECOVERY_CODES_RENEWED', outcome: 'SUCCESS', staffId, username: member.login, ip: ctx.ip });
  return { recoveryCodes: codes };
}
