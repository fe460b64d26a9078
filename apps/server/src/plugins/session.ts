import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import { accounts, sessions, type AccountRow } from '../db/schema/index';
import { executorOf, type InTransaction } from '../db/client';
import type { Config } from '../config';
import type { Deps } from '../deps';
import type { JobDefinition } from '../lib/jobs';
import { hashToken, newToken } from '../lib/secrets';
import { AppError } from '../errors';
import { servedOverHttps } from '../public-origin';
import { accessiblePatientsLateral, reachableBy, reachOf, type ReachablePatient, type Relation } from './patient-access';
import type { InterfaceLanguage } from '@portal/contracts';
import { requestLanguage } from '../i18n/request-language';
import type { CheckedPatientId } from '../lib/checked-patient';

export const SESSION_COOKIE = 'pp_session';
/** Writes of last_seen_at are spaced by this much, so a burst of requests costs one read each. */
const TOUCH_EVERY_MS = 60_000;
/**
 * A page fires several calls at once; within this window a session looked up in the database is
 * answered from this process's memory (expiry still checked on every request). Sign-out, "end every
 * session" and a link change (`forgetReach`) clear it at once in this process; other copies behind a
 * load balancer keep what they read for at most this window, so they see the change within 1 second.
 * The database stays the only record of sessions and of who reaches whom.
 */
const RECENT_MS = 1_000;
const RECENT_MAX = 10_000;

/** What every request knows of its account; a route that needs more loads the row itself. */
export type SessionAccount = Pick<AccountRow, 'id' | 'username' | 'name' | 'lastName' | 'type' | 'status'>;

export interface AuthContext {
  account: SessionAccount;
  sessionIdHash: string;
  /** Patients this account may act for, and how (see plugins/patient-access). */
  reach: ReadonlyMap<number, Relation>;
  /** The account's own record, when its identity is confirmed (one of `reach`). */
  ownPatientId: CheckedPatientId | null;
  /** FULL, or MERGE: a session that may only merge accounts (see modules/accounts/accounts.schema.ts). */
  scope: SessionScope;
}
export type SessionScope = 'FULL' | 'MERGE';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Route answers without a session. Every other API route needs one. */
    public?: boolean;
    /**
     * Not an API call but a page or file for the browser (the built web app, the API document, the
     * demo pages): no session is read. Declared by the plugin that registers them (see declarePages).
     */
    page?: boolean;
    /** Route is open to a MERGE-scope session too (the merge call and what the merge page reads). */
    mergeScope?: boolean;
  }
}


/** Secure follows PUBLIC_URL (https), never the Host header a client sends. */
export function sessionCookieOptions(config: Pick<Config, 'PUBLIC_URL'>) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: servedOverHttps(config),
  };
}

export interface SessionRow {
  last_seen_at: string | Date;
  expires_at: string | Date;
  id: number;
  username: string;
  name: string;
  last_name: string;
  type: AccountRow['type'];
  status: AccountRow['status'];
  reach: Array<{ id: number; relation: Relation }> | null;
  own: number | null;
  scope: SessionScope;
}

/**
 * THE session lookup: one query, run on every API request the memory of RECENT_MS does not answer — the
 * session, the account's few columns and the patients it reaches (the access rule). `npm run bench`
 * measures it with 20 linked patients against one.
 */
export async function lookupSession(db: Pick<Deps, 'db'>['db'], idHash: string): Promise<SessionRow | null> {
  const { rows } = (await db.execute(sql`
    select s.last_seen_at, s.expires_at, s.scope, a.id, a.username, a.name, a.last_name, a.type, a.status, p.reach, p.own
    from sessions s
    join accounts a on a.id = s.account_id
    left join lateral ${accessiblePatientsLateral(sql`a.id`)} p on true
    where s.id_hash = ${idHash}`)) as unknown as { rows: SessionRow[] };
  return rows[0] ?? null;
}

export function createSessionStore(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = deps;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const recent = new Map<string, { auth: AuthContext; until: number; lastSeen: number; expiresAt: number }>();
  const remember = (idHash: string, entry: { auth: AuthContext; until: number; lastSeen: number; expiresAt: number }) => {
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(idHash, entry);
  };

  return {
    /** A new random id for every sign-in (no fixation); only its hash is stored. */
    async open(reply: FastifyReply, request: FastifyRequest, accountId: number, scope: SessionScope = 'FULL'): Promise<void> {
      const token = newToken();
      const now = clock.now();
      const old = request.cookies[SESSION_COOKIE];
      if (old) {
        recent.delete(hashToken(old));
        await db.delete(sessions).where(eq(sessions.idHash, hashToken(old)));
      }
      await db.insert(sessions).values({
        idHash: hashToken(token),
        accountId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteMs),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        scope,
      });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
    },

    async close(reply: FastifyReply, request: FastifyRequest): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        recent.delete(hashToken(token));
        await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
      }
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
    },

    /** What a sign-in service needs of this request's cookie session (accounts sign-in-service SessionPort). */
    portFor(request: FastifyRequest, reply: FastifyReply) {
      return {
        open: (accountId: number, scope?: SessionScope) => this.open(reply, request, accountId, scope),
        closeAllOf: (accountId: number) => this.closeAll(accountId),
      };
    },

    /** Turns the request's MERGE-scope session into a full one (after the merge). */
    async widen(request: FastifyRequest): Promise<void> {
      const idHash = request.auth?.sessionIdHash;
      if (!idHash) return;
      recent.delete(idHash);
      await db.update(sessions).set({ scope: 'FULL' }).where(eq(sessions.idHash, idHash));
    },

    /** Drops what this process remembers of the account's sessions (its reach changed): their next request reads it afresh. */
    forgetReach(accountId: number): void {
      for (const [idHash, entry] of recent) if (entry.auth.account.id === accountId) recent.delete(idHash);
    },

    /** Ends every session of an account (password change or reset, block, deletion); `tx`: inside the caller's transaction. */
    async closeAll(accountId: number, exceptHash?: string, opts?: InTransaction): Promise<void> {
      for (const [idHash, entry] of recent) {
        if (entry.auth.account.id === accountId && idHash !== exceptHash) recent.delete(idHash);
      }
      await executorOf(db, opts)
        .delete(sessions)
        .where(exceptHash ? and(eq(sessions.accountId, accountId), sql`${sessions.idHash} <> ${exceptHash}`) : eq(sessions.accountId, accountId));
    },

    /**
     * Whether a session is still valid, without counting as activity (an open event stream asks it at
     * every heartbeat, and must neither keep an idle session alive nor outlive a signed-out or blocked one).
     */
    async isLive(idHash: string): Promise<boolean> {
      const [row] = await db
        .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, status: accounts.status })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(eq(sessions.idHash, idHash));
      const now = clock.now().getTime();
      return !!row && row.status === 'ACTIVE' && row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + idleMs > now;
    },

    /**
     * One query on every API request: the session, the few account columns requests need and the
     * patients the account may act for. Kept narrow and join-only: it runs more often than any other.
     */
    async resolve(token: string): Promise<AuthContext | null> {
      const idHash = hashToken(token);
      const now = clock.now().getTime();
      const hit = recent.get(idHash);
      if (hit) {
        if (hit.until > now && hit.expiresAt > now && hit.lastSeen + idleMs > now) return hit.auth;
        recent.delete(idHash);
      }
      const row = await lookupSession(db, idHash);
      if (!row) return null;
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (new Date(row.expires_at).getTime() <= now || lastSeen + idleMs <= now || row.status !== 'ACTIVE') {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      const touched = now - lastSeen >= TOUCH_EVERY_MS;
      if (touched) {
        await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.idHash, idHash));
      }
      const auth: AuthContext = {
        account: { id: row.id, username: row.username, name: row.name, lastName: row.last_name, type: row.type, status: row.status },
        sessionIdHash: idHash,
        reach: reachOf(row.reach),
        ownPatientId: row.own == null ? null : (Number(row.own) as CheckedPatientId),
        scope: row.scope,
      };
      remember(idHash, { auth, until: now + RECENT_MS, lastSeen: touched ? now : lastSeen, expiresAt: new Date(row.expires_at).getTime() });
      return auth;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** Expired and idle sessions of everyone, deleted every quarter of an hour (the expires_at index makes it cheap). */
export const sessionSweepJob: JobDefinition<object, Pick<Deps, 'db' | 'clock' | 'config'>> = {
  name: 'sessions.sweep',
  schedule: '*/15 * * * *',
  async run({ db, clock, config }) {
    const now = clock.now();
    await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - config.SESSION_IDLE_MINUTES * 60_000))));
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

/** The session of a route that requires one; the session hook has refused the request without it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/**
 * Marks every route registered in `scope` (and in the plugins it registers) as a page for the
 * browser, for routes a plugin of others registers (static files, the API document's page).
 */
export function declarePages(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, page: true };
  });
}

/**
 * Reads the session cookie for every matched route that is not a page and refuses anonymous calls to
 * routes not marked `config: { public: true }`. The decision follows the route the router matched, never
 * the raw URL: `/%61pi/...` and `GET http://host/api/...` match the same routes as `/api/...`.
 */
export default fp(async function sessionPlugin(app: FastifyInstance, opts: { deps: Deps }) {
  await app.register(fastifyCookie);
  const store = createSessionStore(opts.deps);
  app.decorate('sessions', store);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const { url, config } = request.routeOptions;
    // No route matched: the not-found handler answers 404 and reads nothing.
    // Pages read no session; the clinic console's routes read the staff session (plugins/staff-access).
    if (url === undefined || config?.page || config?.staff) return;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await store.resolve(token) : null;
    const isPublic = config?.public === true;
    if (!request.auth && !isPublic) throw new AppError('UNAUTHORIZED');
    // A session opened only to merge accounts reaches nothing else; public routes see it as anonymous.
    if (request.auth?.scope === 'MERGE' && !config?.mergeScope) {
      if (isPublic) request.auth = null;
      else throw new AppError('MERGE_ACCOUNT');
    }
  });
});

/**
 * The signed-in caller as a value, for a service that decides access row by row itself (the
 * questionnaire engine, whose subjects other modules resolve): its session, the patients it reaches
 * (the access rule's answer for one id) and its language. No request travels below the routes.
 */
export interface PatientCaller {
  readonly auth: AuthContext;
  reach(patientId: number): ReachablePatient | null;
  readonly language: InterfaceLanguage;
}

export function callerOf(request: FastifyRequest): PatientCaller {
  if (!request.auth) throw new Error(`${request.method} ${request.routeOptions.url}: no session`);
  return { auth: request.auth, reach: (patientId) => reachableBy(request, patientId), language: requestLanguage(request) };
}
