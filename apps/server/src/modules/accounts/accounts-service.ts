import crypto from 'node:crypto';
import { suggestLogin } from '@portal/domain';
import { executorOf, type InTransaction, withTransaction } from '../../db/client';
import type { AccountRow, accounts } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import * as contacts from './core/account-contacts-repository';
import { setEmailConfirmed, setPendingEmailConfirmed } from './core/account-contacts-repository';
import { confirmedOwnerOf } from '../contacts/contacts-service';
import * as creation from './core/account-creation-repository';
import { findReleasableLogins, setUsername, takenUsernames } from './core/account-creation-repository';
import { findAccountForSignIn, setAuthorized } from './core/accounts-repository';
import { recordEvent } from '../event-log/event-log-service';

type AccountsDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * A login from the first and last name ("jan.kowalski"), unique among all logins: when taken, the
 * first free of jan.kowalski2 … jan.kowalski31, then one with a random number.
 */
export async function freeUsername(deps: Pick<Deps, 'db'>, name: string, surname: string): Promise<string> {
  const base = (suggestLogin(name, surname) || 'pacjent').slice(0, SUGGESTION_MAX);
  const candidates = [base, ...Array.from({ length: SUGGESTION_NUMBERED }, (_, i) => `${base}${i + 2}`)];
  const taken = await takenUsernames(deps.db, candidates);
  const free = candidates.find((c) => !taken.has(c));
  if (free) return free;
  for (;;) {
    const candidate = `${base}${crypto.randomInt(100, 1_000_000)}`;
    if ((await takenUsernames(deps.db, [candidate])).size === 0) return candidate;
  }
}

const SUGGESTION_MAX = 60;
const SUGGESTION_NUMBERED = 30;

/* What other modules do with accounts (confirmations and recovery, self-service registration). */

/** The account proved it holds the number (an SMS code): its phone, or its pending phone which then becomes the phone, is confirmed. */
export async function confirmAccountPhone(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { accountId: number; phoneNumber: string; fromPending: boolean },
  opts?: InTransaction,
): Promise<void> {
  await contacts.setPhoneConfirmed(executorOf(deps.db, opts), input.accountId, input.phoneNumber, input.fromPending, deps.clock.now());
}

/**
 * The account of a self-service registration: the login and a confirmed e-mail must be free (400
 * ACCOUNT_EXISTS), while logins made of an e-mail no one confirmed are released first (see below).
 * Joins the registration's transaction.
 */
export async function createAccountForRegistration(
  deps: Pick<Deps, 'db' | 'clock'>,
  values: typeof accounts.$inferInsert,
  opts?: InTransaction,
): Promise<AccountRow> {
  await claimLoginForRegistration(deps, { username: values.username, email: values.email ?? null, exceptAccountId: null }, opts);
  return creation.insertAccount(executorOf(deps.db, opts), values);
}

/**
 * A registration restores the deleted account that owns the person's record, with the new login,
 * password and contact data (same checks as a new account); null when it is no longer deleted.
 */
export async function restoreAccountForRegistration(
  deps: Pick<Deps, 'db' | 'clock'>,
  accountId: number,
  values: Partial<typeof accounts.$inferInsert> & { username: string; email: string | null },
  opts?: InTransaction,
): Promise<AccountRow | null> {
  await claimLoginForRegistration(deps, { username: values.username, email: values.email, exceptAccountId: accountId }, opts);
  return creation.restoreDeletedAccount(executorOf(deps.db, opts), accountId, values);
}

/** An e-mail (and a login made of it) that its account has not confirmed reserves nothing; anything else taken is ACCOUNT_EXISTS. */
async function claimLoginForRegistration(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { username: string; email: string | null; exceptAccountId: number | null },
  opts?: InTransaction,
): Promise<void> {
  if (await creation.findConflictingAccount(executorOf(deps.db, opts), input)) throw new AppError('ACCOUNT_EXISTS');
  await releaseEmailLogins(deps, [input.username, input.email], input.exceptAccountId, opts);
}

/*
 * E-mail ownership. An account may become active by confirming only its phone, so an e-mail that is
 * not confirmed proves nothing and reserves nothing: the first account to confirm an address owns it
 * (the database allows one live account per confirmed address), and a login that is an e-mail
 * address (E_MAIL login mode) is held only by the account that confirmed that address. Any other
 * holder gives the login up — it gets a login made of its names — when the address is registered
 * again or confirmed by another account.
 */

/**
 * Releases the given logins (those that are e-mail addresses) from every account but
 * `exceptAccountId` that holds one without having confirmed it as its e-mail: each gets a free login
 * from its names, and the change goes to the event log. Joins the caller's transaction (`tx`).
 */
export async function releaseEmailLogins(
  deps: Pick<Deps, 'db' | 'clock'>,
  logins: Array<string | null>,
  exceptAccountId: number | null,
  opts?: InTransaction,
): Promise<void> {
  const db = executorOf(deps.db, opts);
  const now = deps.clock.now();
  for (const login of new Set(logins.filter((l): l is string => !!l && l.includes('@')).map((l) => l.toLowerCase()))) {
    for (const holder of await findReleasableLogins(db, login, exceptAccountId)) {
      const username = await freeUsername({ db }, holder.name, holder.lastName);
      await setUsername(db, holder.id, username, now);
      await recordEvent(
        { db, clock: deps.clock },
        {
          eventType: 'ACCOUNT_LOGIN_RELEASED',
          outcome: 'INFO',
          accountId: holder.id,
          username,
          description: 'Login będący niepotwierdzonym adresem e-mail zwolniony dla właściciela adresu; nadano nowy login',
        },
      );
    }
  }
}

/**
 * The account proved it holds `email` (a confirmation or reset link): the address becomes its
 * confirmed e-mail, unless another live account confirmed it first (400 EMAIL_CONFIRMED_ELSEWHERE;
 * the database settles a race). Other accounts' logins made of the address are released, and with
 * `emailIsLogin` (E_MAIL login mode) the account's login becomes the address. With `fromPending` the
 * address is the account's new e-mail waiting for confirmation (restoreEmail), which then replaces its
 * e-mail. Joins the caller's transaction (`tx`) when given one.
 */
export async function confirmAccountEmail(
  deps: AccountsDeps,
  accountId: number,
  email: string,
  opts: { emailIsLogin: boolean; fromPending?: boolean },
  inTx?: InTransaction,
): Promise<void> {
  const now = deps.clock.now();
  try {
    // A savepoint inside the caller's transaction: a refusal here leaves the caller free to go on.
    await withTransaction(executorOf(deps.db, inTx), async (tx) => {
      if (await confirmedOwnerOf({ db: deps.db }, email, accountId, { tx })) throw new AppError('EMAIL_CONFIRMED_ELSEWHERE');
      if (opts.fromPending) await setPendingEmailConfirmed(tx, accountId, now);
      else await setEmailConfirmed(tx, accountId, now);
      await releaseEmailLogins(deps, [email], accountId, { tx });
      if (opts.emailIsLogin && (await takenUsernames(tx, [email])).size === 0) await setUsername(tx, accountId, email, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_CONFIRMED_ELSEWHERE');
    throw err;
  }
}

/** Postgres unique violation, as thrown by node-postgres and PGlite (directly or wrapped by drizzle). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The id of the active account that signs in with this login (username or e-mail, as sign-in matches it), or null. */
export async function activeAccountIdByLogin(deps: Pick<Deps, 'db'>, login: string): Promise<number | null> {
  const row = await findAccountForSignIn(deps.db, login);
  return row && row.status === 'ACTIVE' ? row.id : null;
}

/**
 * The person's identity was confirmed (the public e-service, a verified electronic signature, the
 * clinic's registrar): the account becomes AUTHORIZED, in the caller's transaction when given one.
 * Its own record is confirmed by patients-service in the same transaction (`confirmRecordIdentity`).
 */
export async function authorizeAccount(deps: Pick<Deps, 'db' | 'clock'>, accountId: number, opts?: InTransaction): Promise<void> {
  await setAuthorized(executorOf(deps.db, opts), accountId, deps.clock.now());
}
