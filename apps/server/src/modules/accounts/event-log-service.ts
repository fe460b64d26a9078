import { clientEventLogTypes, eventLogTypes, type EventLogRequest } from '@portal/contracts';
import type { Deps } from '../../deps';
import { Validation } from '../../errors';
import * as repo from './event-log-repository';
import type { EventOutcome } from './event-log-repository';

export interface RecordEventInput {
  eventType: string;
  outcome: EventOutcome;
  accountId?: number | null;
  username?: string | null;
  description?: string | null;
  ip?: string | null;
}

const USERNAME_MAX = 254;
const DESCRIPTION_MAX = 2000;

/** Writes a security event of the server itself (source SERVER), stamped with the deps clock. */
export async function recordEvent(deps: Pick<Deps, 'db' | 'clock'>, input: RecordEventInput): Promise<void> {
  await repo.insertEvent(deps.db, {
    eventType: input.eventType,
    accountId: input.accountId ?? null,
    username: input.username?.slice(0, USERNAME_MAX) ?? null,
    ip: input.ip ?? null,
    outcome: input.outcome,
    source: 'SERVER',
    description: input.description?.slice(0, DESCRIPTION_MAX) ?? null,
    createdAt: deps.clock.now(),
  });
}

const EVENT_TYPE_PATTERN = /^[A-Z][A-Z_]{2,63}$/;
/** Written only by the server: a client report of these could fake a sign-in, a lock or a password change. */
const SERVER_ONLY_TYPES = new Set<string>(eventLogTypes.filter((t) => !(clientEventLogTypes as readonly string[]).includes(t)));

/**
 * An event reported by the browser. Stored with source CLIENT, so it never counts toward the
 * sign-in lock, and bound to the session's account when there is one (the username is only what the
 * client claims).
 */
export async function recordClientEvent(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: EventLogRequest & { accountId: number | null; ip: string },
): Promise<void> {
  const type = input.eventLogType;
  if (!EVENT_TYPE_PATTERN.test(type)) {
    throw Validation('Niepoprawny typ zdarzenia: dozwolone są wielkie litery i podkreślenia (3–64 znaki).', [
      { path: 'body.eventLogType', message: 'Niepoprawny typ zdarzenia.' },
    ]);
  }
  if (SERVER_ONLY_TYPES.has(type)) {
    throw Validation('Zdarzenia logowania, blokady konta i zmiany hasła rejestruje wyłącznie serwer.', [
      { path: 'body.eventLogType', message: 'Tego typu zdarzenia nie można zgłosić.' },
    ]);
  }
  await repo.insertEvent(deps.db, {
    eventType: type,
    accountId: input.accountId,
    username: input.username?.slice(0, USERNAME_MAX) || null,
    ip: input.ip,
    outcome: type === 'LOGIN_FAILURE' ? 'FAILURE' : 'INFO',
    source: 'CLIENT',
    description: input.description?.slice(0, DESCRIPTION_MAX) || null,
    createdAt: deps.clock.now(),
  });
}

/**
 * Failed sign-ins with a wrong password that count toward the lock: written by the server, within the
 * window, and after the account's last successful sign-in and last lock (a lifted lock starts afresh).
 */
export async function countLockRelevantFailures(deps: Pick<Deps, 'db' | 'clock' | 'config'>, accountId: number): Promise<number> {
  const windowStart = new Date(deps.clock.now().getTime() - deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const reset = await repo.lastServerEventAt(deps.db, accountId, ['LOGIN_SUCCESS', 'ACCOUNT_LOCK']);
  const after = reset && reset > windowStart ? reset : windowStart;
  return repo.countServerEventsSince(deps.db, accountId, 'LOGIN_FAILURE', 'INVALID_CREDENTIALS', after);
}
