import crypto from 'node:crypto';
import type { Account, LoginRequest } from '@portal/contracts';
import { withTransaction } from '../../db/client';
import type { AccountRow } from '../../db/schema/index';
import type { SessionAccount } from '../../plugins/session';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import * as repo from './core/accounts-repository';
import { insertAccount } from './core/account-creation-repository';
import { authorizeAccount, freeUsername } from './accounts-service';
import { hashPassword, refuse, signInObstacle, trustDevice, verifyCredentials, type AccountsDeps, type RequestContext, type SessionPort } from './core/credentials';
import { recordEvent } from '../event-log/event-log-service';
import { confirmOwnRecords, findWaitingClaim, moveRecordToPerson } from '../patients/patients-service';
import { patientOfRecord } from '../../lib/checked-patient';

/* Sign-in with a password or without one (the public e-service, a single-sign-on token), and sign-out. */

export type { DevicePort, RequestContext, SessionPort } from './core/credentials';

/** The signed-in account in full (the session carries only a few of its columns). */
export async function getAccount(deps: AccountsDeps, accountId: number): Promise<Account> {
  const row = await repo.findAccountById(deps.db, accountId);
  if (!row) throw NotFound();
  return toAccount(row);
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    name: row.name,
    lastName: row.lastName,
    middleName: row.middleName,
    emailConfirmed: row.emailConfirmed,
    phoneConfirmed: row.phoneConfirmed,
    contactData: {
      email: row.email,
      phoneNumber: row.phoneNumber,
      restoreEmail: row.restoreEmail,
      restorePhone: row.restorePhone,
      preferredCommunicationChannel: row.preferredChannel,
    },
    settings: { marketingMessagesConsent: row.marketingConsent },
    language: row.language,
  };
}

export async function signIn(deps: AccountsDeps, input: LoginRequest, ctx: RequestContext & { sessions: SessionPort }): Promise<Account> {
  const account = await verifyCredentials(deps, ctx, input.username, input.password);
  const admitted = await admit(deps, ctx, account, { passwordless: false });
  trustDevice(deps, ctx, account.id, deps.clock.now());
  return admitted;
}

/** How a sign-in without a password was proven; written as the description of its events. */
export type PasswordlessMethod = 'E_SERVICE' | 'SSO_TOKEN';

/**
 * The end of every sign-in once the person is known: the account's obstacles, then a fresh session
 * and the LOGIN_SUCCESS event. MERGE_ACCOUNT also opens a session that may only merge accounts, so
 * /mergeaccount can finish the sign-in.
 */
async function admit(
  deps: AccountsDeps,
  ctx: RequestContext & { sessions: SessionPort },
  account: AccountRow,
  how: { passwordless: false } | { passwordless: true; method: PasswordlessMethod },
): Promise<Account> {
  // Without a password there is nothing to change now: a required or expired change waits for the next sign-in with it.
  const obstacle = signInObstacle(account, deps.clock.now(), how.passwordless);
  if (obstacle) {
    if (obstacle.code === 'MERGE_ACCOUNT') await ctx.sessions.open(account.id, 'MERGE');
    throw await refuse(deps, ctx, { accountId: account.id, username: account.username }, obstacle.code, { details: obstacle.details });
  }
  await ctx.sessions.open(account.id);
  await recordEvent(deps, {
    eventType: 'LOGIN_SUCCESS',
    outcome: 'SUCCESS',
    accountId: account.id,
    username: account.username,
    description: how.passwordless ? how.method : null,
    ip: ctx.ip,
  });
  return toAccount(account);
}

/**
 * Sign-in proven without the password — by the public e-service or a single-sign-on token — with
 * the same outcome rules as sign-in with it (blocked, MERGE_ACCOUNT, MUST_CONFIRM_EMAIL), except the
 * rules that concern the password itself: the lock after wrong passwords (it stops guessing, and
 * nothing is guessed here) and a required or expired password change.
 */
export async function signInWithoutPassword(
  deps: AccountsDeps,
  accountId: number,
  ctx: RequestContext & { sessions: SessionPort; method: PasswordlessMethod },
): Promise<Account> {
  const account = await repo.findAccountById(deps.db, accountId);
  if (!account || account.status === 'DELETED') {
    throw await refuse(deps, ctx, { accountId: null, username: '' }, 'INVALID_CREDENTIALS');
  }
  return admit(deps, ctx, account, { passwordless: true, method: ctx.method });
}

export async function signOut(
  deps: AccountsDeps,
  ctx: RequestContext & { account: SessionAccount | null; close: () => Promise<void> },
): Promise<void> {
  if (ctx.account) {
    await recordEvent(deps, {
      eventType: 'LOGOUT',
      outcome: 'SUCCESS',
      accountId: ctx.account.id,
      username: ctx.account.username,
      ip: ctx.ip,
    });
  }
  await ctx.close();
}

/**
 * A sign-in through the public e-service proves the person's identity: their own record with this
 * PESEL is confirmed (registration leaves a claimed record REQUESTED; see patients-service
 * `confirmRecordIdentity`: warden links become pending, names become the e-service's) and the
 * account AUTHORIZED, in one transaction.
 */
export async function confirmIdentityByEService(deps: AccountsDeps, accountId: number, identity: EServicePerson): Promise<void> {
  await confirmAccountIdentity(deps, accountId, identity);
}

/**
 * A proof of the person's identity (the e-service's sign-in, a verified electronic signature): the
 * account's own records with the proven PESEL become VERIFIED and the account AUTHORIZED, in one
 * transaction. Answers false, changing nothing, when the account has no own record with that PESEL
 * (the proof is another person's). `names`: the proven names, or null to keep the record's.
 */
export async function confirmAccountIdentity(
  deps: AccountsDeps,
  accountId: number,
  identity: { nationalId: string; name: string | null; lastName: string | null },
): Promise<boolean> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const names = identity.name && identity.lastName ? { name: identity.name, lastName: identity.lastName } : null;
    const confirmed = await confirmOwnRecords(deps, { accountId, nationalId: identity.nationalId, names, now }, { tx });
    if (confirmed > 0) await authorizeAccount(deps, accountId, { tx });
    return confirmed > 0;
  });
}

/** The person the public e-service vouched for. */
export interface EServicePerson {
  nationalId: string;
  name: string;
  lastName: string;
}

/**
 * The account a sign-in through the public e-service enters, for the person it vouched for:
 * - the account whose own confirmed record has the PESEL;
 * - else, when a live account claimed the PESEL's record at registration (REQUESTED): that account
 *   only if the sign-in was started in a browser signed in to it (`signedInAccountId`) — then the
 *   e-service proves the account's holder is the person. Otherwise nothing proves that the claimant
 *   is the person (anyone who knows a PESEL can claim its record), so the claim ends: the record moves
 *   to a new account of the person (a login from the e-service's names, no password, no contact
 *   data; they sign in through the e-service and add them), and the claimant keeps its account
 *   without the record. A stranger's claim therefore never locks the person out;
 * - else null (the person has no account).
 */
/** The account whose confirmed own record has this PESEL (e-service single logout), or null. */
export const accountIdForNationalId = (deps: AccountsDeps, nationalId: string) => repo.findAccountIdByNationalId(deps.db, nationalId);

export async function accountForEService(
  deps: AccountsDeps,
  person: EServicePerson,
  ctx: { signedInAccountId: number | null; ip: string },
): Promise<number | null> {
  const verified = await repo.findAccountIdByNationalId(deps.db, person.nationalId);
  if (verified != null) return verified;
  const now = deps.clock.now();
  const username = await freeUsername(deps, person.name, person.lastName);
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const outcome = await withTransaction(deps.db, async (tx) => {
    const claim = await findWaitingClaim(deps, person.nationalId, { tx });
    if (!claim) return null;
    if (claim.accountId === ctx.signedInAccountId) return { accountId: claim.accountId, movedFrom: null };
    const account = await insertAccount(tx, {
      username,
      passwordHash,
      type: 'AUTHORIZED',
      name: person.name,
      lastName: person.lastName,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await moveRecordToPerson(deps, { patientId: patientOfRecord(claim), accountId: account.id, names: { name: person.name, lastName: person.lastName }, now }, { tx });
    return { accountId: account.id, movedFrom: claim.accountId };
  });
  if (!outcome) return null;
  if (outcome.movedFrom != null) {
    await recordEvent(deps, {
      eventType: 'ACCOUNT_REGISTER',
      outcome: 'SUCCESS',
      accountId: outcome.accountId,
      username,
      description: `E_SERVICE: rekord pacjenta przejęty od konta #${outcome.movedFrom}, które zgłosiło go bez potwierdzenia tożsamości`,
      ip: ctx.ip,
    });
    await recordEvent(deps, {
      eventType: 'PATIENT_CLAIM_ENDED',
      outcome: 'INFO',
      accountId: outcome.movedFrom,
      description: `Osoba potwierdziła tożsamość przez e-usługę; rekord pacjenta przeszedł na jej konto #${outcome.accountId}`,
      ip: ctx.ip,
    });
  }
  return outcome.accountId;
}

/** The demo e-service simulator: the status of the live account whose record has each PESEL (an active one wins). */
export const accountStatusesByNationalId = (deps: Pick<Deps, 'db'>, nationalIds: readonly string[]) =>
  repo.accountStatusesOf(deps.db, nationalIds);

