import { clientEventLogTypes, eventLogTypes, type EventLogRequest } from '@portal/contracts';
import { executorOf, type InTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, Validation } from '../../errors';
import * as repo from './event-log-repository';
import type { EventOutcome } from './event-log-repository';

export interface RecordEventInput {
  eventType: string;
  outcome: EventOutcome;
  accountId?: number | null;
  /** A clinic staff member's event: the member it concerns (staff_members.id). */
  staffId?: number | null;
  username?: string | null;
  description?: string | null;
  ip?: string | null;
  /** When it happened, for an event recorded afterwards by a job (default: now). */
  at?: Date;
}

const USERNAME_MAX = 254;
const DESCRIPTION_MAX = 2000;

/**
 * Writes a security event of the server itself (source SERVER), stamped with the deps clock; inside
 * the caller's transaction when it passes one (the event stands or falls with the change it records).
 */
export async function recordEvent(deps: Pick<Deps, 'db' | 'clock'>, input: RecordEventInput, opts?: InTransaction): Promise<void> {
  await repo.insertEvent(executorOf(deps.db, opts), {
    eventType: input.eventType,
    accountId: input.accountId ?? null,
    staffId: input.staffId ?? null,
    username: input.username?.slice(0, USERNAME_MAX) ?? null,
    ip: input.ip ?? null,
    outcome: input.outcome,
    source: 'SERVER',
    description: input.description?.slice(0, DESCRIPTION_MAX) ?? null,
    createdAt: input.at ?? deps.clock.now(),
  });
}

const EVENT_TYPE_PATTERN = /^[A-Z][A-Z_]{2,63}$/;
/** Written only by the server: a client report of these could fake a sign-in, a lock or a password change. */
const SERVER_ONLY_TYPES = new Set<string>(eventLogTypes.filter((t) => !(clientEventLogTypes as readonly string[]).includes(t)));

/** The events a browser may report at all (the spec's client writes LOGOUT and LOGIN_FAILURE). */
const CLIENT_TYPES = new Set<string>(clientEventLogTypes);
/** The only event a browser without a session may report: a failed sign-in as the user saw it. */
const ANONYMOUS_TYPES = new Set<string>(['LOGIN_FAILURE']);
/** An anonymous report's description is kept shorter: it is free text from anyone. */
const ANONYMOUS_DESCRIPTION_MAX = 300;

/**
 * An event reported by the browser (POST /mpi/accounts/event-log), stored with source CLIENT — the
 * log's mark of a client report — so it never counts toward a lock nor passes for the server's own
 * record. With a session it is bound to the session's account under that account's username (what
 * the client claims is ignored). Without one only LOGIN_FAILURE is taken (401 otherwise), under the
 * username the client typed as plain text, never bound to an account; the route limits such
 * reports per address.
 */
export async function recordClientEvent(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: EventLogRequest & { account: { id: number; username: string } | null; ip: string },
): Promise<void> {
  const type = input.eventLogType;
  if (!EVENT_TYPE_PATTERN.test(type)) {
    throw Validation('Niepoprawny typ zdarzenia: dozwolone są wielkie litery i podkreślenia (3–64 znaki).', [
      { path: 'eventLogType', message: 'Niepoprawny typ zdarzenia.' },
    ]);
  }
  if (SERVER_ONLY_TYPES.has(type)) {
    throw Validation('Zdarzenia logowania, blokady konta i zmiany hasła rejestruje wyłącznie serwer.', [
      { path: 'eventLogType', message: 'Tego typu zdarzenia nie można zgłosić.' },
    ]);
  }
  if (!input.account && !ANONYMOUS_TYPES.has(type)) {
    throw new AppError('UNAUTHORIZED', 'Bez zalogowania można zgłosić wyłącznie nieudane logowanie (LOGIN_FAILURE).');
  }
  // Every other event (account changes, links, deletions, the mobile application…) is the server's own record.
  if (!CLIENT_TYPES.has(type)) {
    throw Validation('Z przeglądarki można zgłosić tylko wylogowanie (LOGOUT) i nieudane logowanie (LOGIN_FAILURE).', [
      { path: 'eventLogType', message: 'Tego typu zdarzenia nie można zgłosić.' },
    ]);
  }
  const descriptionMax = input.account ? DESCRIPTION_MAX : ANONYMOUS_DESCRIPTION_MAX;
  await repo.insertEvent(deps.db, {
    eventType: type,
    accountId: input.account?.id ?? null,
    username: (input.account ? input.account.username : input.username?.slice(0, USERNAME_MAX)) || null,
    ip: input.ip,
    outcome: type === 'LOGIN_FAILURE' ? 'FAILURE' : 'INFO',
    source: 'CLIENT',
    description: input.description?.slice(0, descriptionMax) || null,
    createdAt: deps.clock.now(),
  });
}
