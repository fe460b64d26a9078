import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { modules, type PortalModule } from '../modules/index';
import { testConfig, type Config } from '../config';
import { createDb, type Database } from '../db/client';
import { createDeps } from '../compose';
import type { Clock, Deps } from '../deps';
import { SESSION_COOKIE, type SessionScope } from '../plugins/session';
import { STAFF_COOKIE } from '../plugins/staff-access';
import { DEMO_ACCOUNTS } from '../demo';
import { runSeed } from '../seed/index';
import { factories, type Factories } from './factories';
import { templateFits, type SeedTemplate } from './seed-template';
import { inject } from 'vitest';

/** A short-lived connection for creating and dropping a test file's database. */
function adminClient(connectionString: string) {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  return client;
}

/** The run's seeded template (test/global-setup.ts), or null outside a vitest run that made one. */
function seedTemplate(): SeedTemplate | null {
  try {
    return inject('seedTemplate') ?? null;
  } catch {
    return null;
  }
}

/** A clock tests can move forward (lock expiry, session idle time). */
export class TestClock implements Clock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** The test file's database (e.g. to listen on it as another server copy would). */
  database: Database;
  clock: TestClock;
  /** app.inject with the client header our SPA sends, and a cookie when given. */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs a demo account in and returns the session cookie ("pp_session=..."). */
  login(who?: keyof typeof DEMO_ACCOUNTS): Promise<string>;
  /** Signs any account in with its password and returns the session cookie; fails unless the sign-in answers 200. */
  signIn(credentials: { username: string; password: string }): Promise<string>;
  /** A session for the account (FULL unless asked), opened by the real session store without a password: its cookie. */
  as(accountId: number, scope?: SessionScope): Promise<string>;
  /**
   * A clinic staff session for a member (opened by the real staff session store, past the password and
   * the second factor): the cookie "pp_clinic=...".
   */
  asStaff(staffId: number): Promise<string>;
  /** The session cookie a response set ("pp_session=..."); fails the test when it set none. */
  sessionCookie(res: LightMyRequestResponse): string;
  /** The session cookie a response set, or null when it set none (or cleared it). */
  sessionCookieOrNull(res: LightMyRequestResponse): string | null;
  /** Accounts, patients, guardian links and allergies made through the modules' own code (test/factories.ts). */
  make: Factories;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database per test file: PGlite in memory, or, when TEST_DATABASE_URL
 * is set, a PostgreSQL database of its own created here and dropped on close.
 */
export interface TestAppOptions {
  /** Modules served besides the portal's own (built through the normal module list, e.g. a source of bookings), before them. */
  extraModules?: readonly PortalModule[];
}

export async function createTestApp(over: Partial<Config> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // A copy of the run's seeded database when this file's configuration seeds the same; else its own seed.
  const template = templateFits(over) ? seedTemplate() : null;
  let dbName: string | undefined;
  let url: string | undefined;
  if (adminUrl) {
    dbName = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = adminClient(adminUrl);
    await admin.connect();
    await admin.query(template?.kind === 'postgres' ? `create database ${dbName} template ${template.source}` : `create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const fromDump = template?.kind === 'pglite' && !url ? new Blob([await fs.readFile(template.source)]) : undefined;
  const database = await createDb({ url, loadDataDir: fromDump, onIdleError: () => {} });
  await database.migrate();
  const clock = new TestClock();
  // Uploaded files go to a folder of this test file, removed on close.
  const filesDir = over.FILES_DIR ? null : await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  // API tests sign in far more often than a person; the limits themselves are tested with a low value.
  // Nothing polls for jobs: tests run what is due with deps.jobs.runDue().
  const config = testConfig({
    SIGN_IN_RATE_LIMIT_PER_MINUTE: 10_000,
    STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE: 10_000,
    // Every test's request comes from 127.0.0.1: one address's failures across a file's tests are not an attack.
    STAFF_SIGN_IN_ADDRESS_MAX_FAILURES: 10_000,
    ...(filesDir ? { FILES_DIR: filesDir } : {}),
    // Production mode refuses to start without the staff's TOTP key (config.ts); demo mode has its fixed one.
    ...(over.PORTAL_MODE === 'production' ? { STAFF_TOTP_KEY: crypto.randomBytes(32).toString('hex') } : {}),
    ...over,
  });
  if (template && filesDir) await fs.cp(template.filesDir, filesDir, { recursive: true });
  else await runSeed(database.db, config);
  const deps = await createDeps(database, config, { clock });
  // A test's modules come first: a questionnaire subject they resolve wins over the portal's own (questionnaires.module.ts questionnaireSubjectsOf).
  const app = await buildApp(deps, { modules: [...(opts.extraModules ?? []), ...modules] });

  const request: TestApp['request'] = ({ cookie, headers, ...opts }) =>
    app.inject({ ...opts, headers: { 'x-portal-client': '1', ...(cookie ? { cookie } : {}), ...headers } });

  const sessionCookieOrNull: TestApp['sessionCookieOrNull'] = (res) => {
    const set = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value);
    return set ? `${SESSION_COOKIE}=${set.value}` : null;
  };
  const sessionCookie: TestApp['sessionCookie'] = (res) => {
    const cookie = sessionCookieOrNull(res);
    if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
    return cookie;
  };
  const signIn: TestApp['signIn'] = async ({ username, password }) => {
    const res = await request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
    return sessionCookie(res);
  };
  /** The session store opens a session on a request and a reply; these carry what it reads and catch the cookie it sets. */
  const as: TestApp['as'] = async (accountId, scope = 'FULL') => {
    let token: string | null = null;
    const request = { cookies: {}, ip: '127.0.0.1', headers: { 'user-agent': 'test' } } as Pick<FastifyRequest, 'cookies' | 'ip' | 'headers'>;
    const reply: Pick<FastifyReply, 'setCookie'> = {
      setCookie(name: string, value: string) {
        if (name === SESSION_COOKIE) token = value;
        return reply as FastifyReply;
      },
    };
    await app.sessions.open(reply as FastifyReply, request as FastifyRequest, accountId, scope);
    if (!token) throw new Error(`no session opened for account ${accountId}`);
    return `${SESSION_COOKIE}=${token}`;
  };

  const asStaff: TestApp['asStaff'] = async (staffId) => {
    let token: string | null = null;
    const request = { cookies: {}, ip: '127.0.0.1', headers: { 'user-agent': 'test' } } as Pick<FastifyRequest, 'cookies' | 'ip' | 'headers'>;
    const reply: Pick<FastifyReply, 'setCookie'> = {
      setCookie(name: string, value: string) {
        if (name === STAFF_COOKIE) token = value;
        return reply as FastifyReply;
      },
    };
    await app.staffSessions.open(reply as FastifyReply, request as FastifyRequest, staffId);
    if (!token) throw new Error(`no staff session opened for member ${staffId}`);
    return `${STAFF_COOKIE}=${token}`;
  };

  const t: Omit<TestApp, 'make'> = {
    app,
    deps,
    database,
    clock,
    request,
    login: (who = 'anna') => signIn(DEMO_ACCOUNTS[who]),
    signIn,
    as,
    asStaff,
    sessionCookie,
    sessionCookieOrNull,
    async close() {
      await app.close();
      await deps.jobs.stop();
      await deps.live.close();
      await database.close();
      if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
      if (adminUrl && dbName) {
        const admin = adminClient(adminUrl);
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    },
  };
  return { ...t, make: factories(t) };
}
