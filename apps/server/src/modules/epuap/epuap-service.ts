import crypto from 'node:crypto';
import { E_SERVICE_ERROR_BLOCKED, E_SERVICE_ERROR_FAILED, type EServiceSignInQuery } from '@portal/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashToken } from '../../lib/secrets';
import type { EServiceIdentity } from '../../integrations/e-service/index';
import type { LocalIdentityProvider, SimulatedRequest } from '../../integrations/e-service/local';
import {
  accountForEService,
  accountIdForNationalId,
  accountStatusesByNationalId,
  signInWithoutPassword,
  confirmIdentityByEService,
  signOut,
  type SessionPort,
} from '../accounts/sign-in-service';
import { recordEvent } from '../event-log/event-log-service';
import type { SessionAccount } from '../../plugins/session';
import { DEMO_PERSONS, UNREGISTERED_PERSON } from '../../demo';
import * as repo from './epuap-repository';
import type { SignInContext } from './epuap-repository';

type EpuapDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'eService'>;

/** How long the e-service has to answer a sign-in request. */
export const REQUEST_TTL_MS = 5 * 60_000;
/** Our address the e-service posts its answer to. */
export const ASSERTION_CONSUMER_PATH = '/api/mpi/epuap/sso-confirm';
/**
 * Our single-logout address as the simulator calls it: the spec's /mpi/epuap/slo/{param}, the signed
 * request in SAMLRequest (HTTP-Redirect binding); `param` carries nothing the portal relies on.
 */
export const LOGOUT_PATH = '/api/mpi/epuap/slo/e-service';

export const isSimulatorOn = (deps: Pick<Deps, 'eService'>) => deps.eService !== null;


const CONTEXT_KEYS = ['service', 'orgUnit', 'employee', 'occupation', 'nguid'] as const;

/** The context keys with a value, as they travel in the query of the pages after sign-in. */
function pickContext(from: Partial<Record<string, unknown>>): SignInContext {
  const out: SignInContext = {};
  for (const key of CONTEXT_KEYS) {
    const value = from[key];
    if (typeof value === 'string' && value && value.length <= 64) out[key] = value;
  }
  return out;
}

const withQuery = (path: string, query: Record<string, string>) => {
  const q = new URLSearchParams(query).toString();
  return q ? `${path}?${q}` : path;
};

const errorPage = (code: string, context: SignInContext) => withQuery('/epuap/error', { code, ...context });

/**
 * GET /mpi/epuap/sso: a new sign-in request (random 128-bit id, stored hashed with the context, valid
 * 5 minutes) and the e-service address to send the browser to. `binding` goes into a cookie of this
 * browser: the answer is accepted only from the browser that asked, so nobody can slip their own
 * signed answer into someone else's browser. `signedInAccountId`: the account this browser is signed
 * in to (full session), stored with the request — an answer for the PESEL that account claimed at
 * registration then confirms that claim (see sign-in-service `accountForEService`).
 */
export async function startSignIn(
  deps: EpuapDeps,
  input: { query: EServiceSignInQuery; origin: string; signedInAccountId: number | null },
): Promise<{ location: string; binding: string | null }> {
  const context = pickContext(input.query);
  const eService = deps.eService;
  if (!eService) return { location: errorPage(E_SERVICE_ERROR_FAILED, context), binding: null };
  const now = deps.clock.now();
  const id = `_${crypto.randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + REQUEST_TTL_MS);
  await repo.insertRequest(deps.db, { requestIdHash: hashToken(id), context, accountId: input.signedInAccountId, expiresAt, now });
  const location = await eService.signIn.signInUrl({
    id,
    issuedAt: now,
    expiresAt,
    assertionConsumerUrl: `${input.origin}${ASSERTION_CONSUMER_PATH}`,
    relayState: new URLSearchParams(context).toString(),
  });
  return { location, binding: id };
}

const sameSecret = (a: string, b: string) => crypto.timingSafeEqual(Buffer.from(hashToken(a)), Buffer.from(hashToken(b)));

/**
 * POST /mpi/epuap/sso-confirm: the e-service's answer, checked (signature, issuer, audience, expiry),
 * matched to our request (InResponseTo: ours, unused, unexpired, started by this browser) and turned
 * into a sign-in of the person's account (sign-in-service `accountForEService`: the account whose
 * own record has the PESEL; a claim of it at registration counts only when this browser was signed in
 * to the claimant, otherwise the record moves to a new account of the person), with the sign-in
 * rules of accounts sign-in-service. Answers where to send the browser:
 * - success: a full session and /epuap/success with the context;
 * - a blocked account (USER_BLOCKED, TEMPORARY_BLOCKED): /epuap/error?code=3;
 * - MUST_CONFIRM_EMAIL: /confirmemail?email=…; MERGE_ACCOUNT: a MERGE session and /mergeaccount?email=…;
 * - anything else (no account, cancelled, a bad, expired, replayed or foreign answer): /epuap/error?code=2.
 * Every failure is written to the event log as LOGIN_FAILURE.
 */
export async function finishSignIn(
  deps: EpuapDeps,
  input: { samlResponse: string | undefined; relayState: string | undefined; binding: string | undefined },
  ctx: { ip: string; sessions: SessionPort },
): Promise<string> {
  // Until the answer is matched to our request, the context comes from RelayState, which nobody vouches for: it only decorates the error page.
  let context = pickContext(Object.fromEntries(new URLSearchParams(input.relayState ?? '')));
  const fail = async (reason: string) => {
    await recordEvent(deps, { eventType: 'LOGIN_FAILURE', outcome: 'FAILURE', description: `E_SERVICE: ${reason}`, ip: ctx.ip });
    return errorPage(E_SERVICE_ERROR_FAILED, context);
  };

  const eService = deps.eService;
  if (!eService) return fail('no e-service configured');
  const now = deps.clock.now();
  const answer = await eService.signIn.readAnswer(input.samlResponse, now);
  if (answer.outcome === 'INVALID') return fail(`invalid answer (${answer.reason})`);
  if (!input.binding || !sameSecret(input.binding, answer.inResponseTo)) return fail('answer to a request of another browser');
  const stored = await repo.useRequest(deps.db, hashToken(answer.inResponseTo), now);
  if (!stored) return fail('unknown, used or expired request');
  context = pickContext(stored.context);
  if (answer.outcome === 'CANCELLED') return fail('cancelled at the e-service');

  const accountId = await accountForEService(deps, answer.identity, { signedInAccountId: stored.signedInAccountId, ip: ctx.ip });
  if (accountId == null) return fail('no account for this person');
  try {
    await signInWithoutPassword(deps, accountId, { ip: ctx.ip, sessions: ctx.sessions, method: 'E_SERVICE' });
    await confirmIdentityByEService(deps, accountId, answer.identity);
    return withQuery('/epuap/success', context);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    // signInWithoutPassword has written the LOGIN_FAILURE event of these.
    const details = e.extra.details ?? {};
    switch (e.code) {
      case 'USER_BLOCKED':
      case 'TEMPORARY_BLOCKED':
        return errorPage(E_SERVICE_ERROR_BLOCKED, context);
      // Both pages lead on to sign-in or /main: the booking context goes along.
      case 'MUST_CONFIRM_EMAIL':
        return withQuery('/confirmemail', { ...(details.email ? { email: details.email } : {}), ...context });
      case 'MERGE_ACCOUNT': {
        const email = details.email ?? details.username;
        return withQuery('/mergeaccount', { ...(email ? { email } : {}), ...context });
      }
      default:
        return errorPage(E_SERVICE_ERROR_FAILED, context);
    }
  }
}

/**
 * GET /mpi/epuap/slo/{param}: the e-service's single logout. Only its signed logout request ends a
 * session: signed by the e-service for us, unexpired, used once, and naming the person whose account
 * the session belongs to (the live account whose own record has the PESEL, as at sign-in). Anything
 * else — no request, a forged, expired or replayed one, another person's — ends nothing; with a
 * session present it is written to the event log as a failed LOGOUT. Either way the browser goes to
 * /login. Answers whether the session ended.
 */
export async function signOutByEService(
  deps: EpuapDeps,
  input: { samlRequest: string | undefined },
  ctx: { ip: string; account: SessionAccount | null; close: () => Promise<void> },
): Promise<boolean> {
  const refuse = async (reason: string) => {
    if (ctx.account) {
      await recordEvent(deps, {
        eventType: 'LOGOUT',
        outcome: 'FAILURE',
        accountId: ctx.account.id,
        username: ctx.account.username,
        description: `E_SERVICE: ${reason}`,
        ip: ctx.ip,
      });
    }
    return false;
  };
  const eService = deps.eService;
  if (!eService) return refuse('no e-service configured');
  const now = deps.clock.now();
  const request = await eService.signIn.readLogoutRequest(input.samlRequest, now);
  if (request.outcome === 'INVALID') return refuse(`invalid logout request (${request.reason})`);
  if (!(await repo.useLogoutRequestId(deps.db, hashToken(`logout|${request.id}`), request.expiresAt, now))) return refuse('replayed logout request');
  if (!ctx.account) return false;
  if ((await accountIdForNationalId(deps, request.nationalId)) !== ctx.account.id) return refuse('logout request of another person');
  await signOut(deps, { ip: ctx.ip, account: ctx.account, close: ctx.close });
  return true;
}

/*
 * The simulator's side (demo mode only): what its pages show and answer.
 */

export interface SimulatorChoice extends EServiceIdentity {
  /** BLOCKED: the portal account of this person is blocked; NONE: the person has no account. */
  account: 'ACTIVE' | 'BLOCKED' | 'NONE';
}

/** The simulator's fixed test persons: the seeded people with a PESEL, then one the portal does not know. */
const TEST_PERSONS: readonly EServiceIdentity[] = [...Object.values(DEMO_PERSONS), UNREGISTERED_PERSON];

/**
 * The test identities the simulator offers, with the state of their portal account. Only the fixed
 * test persons, whatever else the database holds: the simulator signs in without any proof, so it
 * must never offer — or name — a real account holder.
 */
export async function simulatorChoices(deps: EpuapDeps): Promise<SimulatorChoice[]> {
  const statuses = await accountStatusesByNationalId(deps, TEST_PERSONS.map((p) => p.nationalId));
  return TEST_PERSONS.map((p) => ({ nationalId: p.nationalId, name: p.name, lastName: p.lastName, account: statuses.get(p.nationalId) ?? 'NONE' }));
}

function simulator(deps: EpuapDeps): LocalIdentityProvider {
  const eService = deps.eService;
  if (!eService) throw new AppError('NOT_FOUND');
  return eService.provider;
}

/** The portal's request as the simulator reads it, or null when it is forged or expired. */
export const readSimulatorRequest = (deps: EpuapDeps, samlRequest: string | undefined): Promise<SimulatedRequest | null> =>
  simulator(deps).readRequest(samlRequest, deps.clock.now());

/** The chosen test person (a PESEL from simulatorChoices), or null for anything it does not offer. */
const testPerson = (choice: string) => TEST_PERSONS.find((p) => p.nationalId === choice) ?? null;

/**
 * The simulator's answer to a valid request: the signed SAMLResponse for the chosen identity (one of
 * the fixed test persons), or a signed cancellation. Null when the choice is not one it offers.
 */
export async function simulatorAnswer(deps: EpuapDeps, request: SimulatedRequest, choice: string): Promise<string | null> {
  const now = deps.clock.now();
  if (choice === 'cancel') return simulator(deps).answer(request, 'CANCELLED', now);
  const person = testPerson(choice);
  if (!person) return null;
  return simulator(deps).answer(request, { identity: { nationalId: person.nationalId, name: person.name, lastName: person.lastName } }, now);
}

/** The portal's single-logout address with the simulator's signed logout request for the chosen test person. */
export async function simulatorLogout(deps: EpuapDeps, choice: string): Promise<string | null> {
  const person = testPerson(choice);
  if (!person) return null;
  const samlRequest = await simulator(deps).logoutRequest(person.nationalId, deps.clock.now());
  return `${LOGOUT_PATH}?${new URLSearchParams({ SAMLRequest: samlRequest }).toString()}`;
}

/**
 * The simulator's signing page (demo only): the portal's authorisation statement for a person, signed
 * with a certificate of the simulator's CA for that PESEL — what a person would sign with Profil
 * Zaufany. It proves nothing about who asks (a simulator), so the signing page, like the sign-in
 * page, exists only in demo mode and only for this machine.
 */
export async function simulatorSignedAuthorisation(
  deps: Pick<Deps, 'signatures' | 'clock'>,
  person: { nationalId: string; name: string; lastName: string },
): Promise<string> {
  const signer = deps.signatures.simulator;
  if (!signer) throw new AppError('NOT_FOUND');
  return signer.signAuthorisation(person, deps.clock.now());
}
