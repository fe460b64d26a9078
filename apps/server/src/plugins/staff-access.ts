import { eq, lt, or, sql } from 'drizzle-orm';
import type { InterfaceLanguage } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { patients, staffMembers, staffReads, staffSessions, type StaffRole } from '../db/schema/index';
import type { Config } from '../config';
import type { Deps } from '../deps';
import type { JobDefinition } from '../lib/jobs';
import type { CheckedPatientId } from '../lib/checked-patient';
import { hashToken, newToken } from '../lib/secrets';
import { AppError, NotFound } from '../errors';
import { requestLanguage } from '../i18n/request-language';
import { servedOverHttps } from '../public-origin';
import { keepStaffResource, loadStaffResource, unitScope, type StaffResource, type UnitScope } from './staff-resources';

/**
 * The clinic console's access, decided in one place (the staff counterpart of patient-access):
 *
 * - Every route under `/api/clinic` declares `config: { staff: ... }` — `{ public: true }` for the
 *   sign-in steps, or the roles it needs: `{ roles: ['REGISTRAR', 'ADMIN'] }`. The server refuses to
 *   start on a clinic route that declares nothing (and on a staff declaration outside /api/clinic).
 * - A staff route never reads the patient session and a patient route never reads the staff one: the
 *   two identities are separate tables and separate cookies (`pp_clinic`, path /api/clinic, SameSite
 *   Strict, idle STAFF_SESSION_IDLE_MINUTES, absolute STAFF_SESSION_ABSOLUTE_HOURS).
 * - A member without one of the route's roles gets 403. A member limited to units gets 404 for a unit
 *   outside them (`unit: 'params' | 'query' | 'body'` names where the route's `unitId` is), exactly as
 *   an unknown unit; lists filter with `staffOf(request).units.where(column)`.
 * - `patient: 'params' | 'query' | 'body'` names the route's `patientId`: an unknown patient is 404
 *   before the handler, and with `audit: '<WHAT>'` a successful answer writes one row of the read
 *   audit (member, patient, what, request id) before it is sent. Handlers never write the audit.
 * - A route addressing a unit's row by the row's own id (a visit, a clinical document, a waiting-list
 *   place, a result order, a booking, a schedule or its exception, a document request) declares
 *   `resource` (plugins/staff-resources): a loader that reads the row through the member's units
 *   (`units.where` on its unit column, in the SQL WHERE) after the role check and before the handler,
 *   which gets the typed row from `staffResourceOf(request, resource)`. A
 *   row of a unit outside hers reads as none: 404, exactly as an unknown id. The resource's `patientOf`
 *   names the row's patient, so `audit` records the read as for a declared patient. No service looks a
 *   row up by its id and checks its unit afterwards.
 * - `auditList: '<WHAT>'`: the route answers several patients' data (a list, a calendar, a search, an
 *   export); the handler names the patients it answers with `staffListsPatients` and a successful answer
 *   writes one row per patient, in one insert, before it is sent. A read that cannot be audited fails,
 *   and so does a handler of such a route that names nobody (not even an empty list).
 */

export type StaffSource = 'params' | 'query' | 'body';
export type StaffDeclaration =
  | { public: true }
  | {
      roles: readonly StaffRole[];
      /** Where the route's patient id is. */
      patient?: StaffSource;
      /**
       * The row the route addresses by its own id, read through the member's units before the handler
       * (`staffResourceOf`); its `patientOf` is the patient `audit` records.
       */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's own params type
      resource?: StaffResource<unknown, any>;
      /** The read audit's "what" (PATIENT_CARD, PATIENT_ATTACHMENT, ...): the route reads the patient's data. */
      audit?: string;
      /** The read audit's "what" for a route answering several patients: one row per patient the handler names with `staffListsPatients`. */
      auditList?: string;
      unit?: StaffSource;
      /**
       * Open to a member who still has a temporary password (her own data, the password change, the
       * sign-out); every other route answers 403 MUST_CHANGE_PASSWORD until she has chosen her own.
       */
      beforePasswordChange?: true;
    };

export interface StaffContext {
  member: {
    id: number;
    login: string;
    name: string;
    lastName: string;
    roles: readonly StaffRole[];
    practitionerId: number | null;
    mustChangePassword: boolean;
    /** Role PARTNER: the partner she works for and the person of its personnel she is (null: the partner as a whole). */
    partner: { partnerId: number; personnelId: number | null } | null;
  };
  units: UnitScope;
  sessionIdHash: string;
  /**
   * The language the console shows this request in (its Accept-Language, i18n/request-language): the
   * words a view carries — document types, services — are in it (issue 28 item 5).
   */
  language: InterfaceLanguage;
}

/** A session's member as the store keeps it between requests; the language is each request's. */
type SessionStaff = Omit<StaffContext, 'language'>;

declare const staffPatientBrand: unique symbol;
/** A patient a staff route named and this plugin found; only this plugin makes one. */
export interface StaffPatient {
  readonly id: CheckedPatientId;
  readonly [staffPatientBrand]: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A clinic console route: who may call it (see plugins/staff-access). */
    staff?: StaffDeclaration;
  }
  interface FastifyRequest {
    staff: StaffContext | null;
    staffPatient: StaffPatient | null;
    /** The patients an `auditList` route answers (`staffListsPatients`). */
    staffListedPatients: Set<number> | null;
  }
  interface FastifyInstance {
    staffSessions: StaffSessionStore;
    /** Every clinic route with its roles (and the module that registered it): the role-matrix tests walk them. */
    staffRoutes: Array<{
      method: string;
      url: string;
      roles: readonly StaffRole[] | 'public';
      patient?: StaffSource;
      unit?: StaffSource;
      /** The name of the route's `resource`, and its `unitless` reason if it has one. */
      resource?: string;
      unitless?: string;
      audit?: string;
      auditList?: string;
      module?: string;
    }>;
  }
}

export const STAFF_COOKIE = 'pp_clinic';
export const CLINIC_API_PREFIX = '/api/clinic';
const RECENT_MS = 1_000;
const TOUCH_EVERY_MS = 60_000;

export function staffCookieOptions(config: Pick<Config, 'PUBLIC_URL'>) {
  return { path: CLINIC_API_PREFIX, httpOnly: true, sameSite: 'strict' as const, secure: servedOverHttps(config) };
}

interface StaffSessionRow {
  last_seen_at: string | Date;
  expires_at: string | Date;
  id: number;
  login: string;
  name: string;
  last_name: string;
  roles: StaffRole[] | string;
  practitioner_id: number | null;
  partner_id: number | null;
  partner_personnel_id: number | null;
  active: boolean;
  must_change_password: boolean;
  unit_ids: number[] | null;
}

const parseRoles = (roles: StaffRole[] | string): StaffRole[] =>
  Array.isArray(roles) ? roles : (roles.replace(/^\{|\}$/g, '').split(',').filter(Boolean) as StaffRole[]);

export function createStaffSessionStore(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = deps;
  const idleMs = config.STAFF_SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000;
  const recent = new Map<string, { ctx: SessionStaff; until: number; lastSeen: number; expiresAt: number }>();

  return {
    /** A new random id for every sign-in; only its hash is stored. */
    async open(reply: FastifyReply, request: FastifyRequest, staffId: number): Promise<void> {
      const token = newToken();
      const now = clock.now();
      const old = request.cookies[STAFF_COOKIE];
      if (old) {
        recent.delete(hashToken(old));
        await db.delete(staffSessions).where(eq(staffSessions.idHash, hashToken(old)));
      }
      await db.insert(staffSessions).values({
        idHash: hashToken(token),
        staffId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteMs),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      reply.setCookie(STAFF_COOKIE, token, staffCookieOptions(config));
    },

    async close(reply: FastifyReply, request: FastifyRequest): Promise<void> {
      const token = request.cookies[STAFF_COOKIE];
      if (token) {
        recent.delete(hashToken(token));
        await db.delete(staffSessions).where(eq(staffSessions.idHash, hashToken(token)));
      }
      reply.clearCookie(STAFF_COOKIE, staffCookieOptions(config));
    },

    /** Ends every session of a member (deactivated, roles or units changed, second factor reset, password changed). */
    async closeAll(staffId: number): Promise<void> {
      for (const [idHash, entry] of recent) if (entry.ctx.member.id === staffId) recent.delete(idHash);
      await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },

    /** One query: the session, the member's columns and units. An inactive member has no session. */
    /** Whether a session is still valid, without counting as activity (see the patients' `isLive`). */
    async isLive(idHash: string): Promise<boolean> {
      const [row] = await db
        .select({ expiresAt: staffSessions.expiresAt, lastSeenAt: staffSessions.lastSeenAt, active: staffMembers.active })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(eq(staffSessions.idHash, idHash));
      const now = clock.now().getTime();
      return !!row && row.active && row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + idleMs > now;
    },
    async resolve(token: string): Promise<SessionStaff | null> {
      const idHash = hashToken(token);
      const now = clock.now().getTime();
      const hit = recent.get(idHash);
      if (hit) {
        if (hit.until > now && hit.expiresAt > now && hit.lastSeen + idleMs > now) return hit.ctx;
        recent.delete(idHash);
      }
      const { rows } = (await db.execute(sql`
        select s.last_seen_at, s.expires_at, m.id, m.login, m.name, m.last_name, m.roles, m.practitioner_id, m.partner_id, m.partner_personnel_id, m.active, m.must_change_password,
               (select array_agg(u.unit_id order by u.unit_id) from staff_member_units u where u.staff_id = m.id) as unit_ids
        from staff_sessions s join staff_members m on m.id = s.staff_id
        where s.id_hash = ${idHash}`)) as unknown as { rows: StaffSessionRow[] };
      const row = rows[0];
      if (!row) return null;
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (new Date(row.expires_at).getTime() <= now || lastSeen + idleMs <= now || !row.active) {
        await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
        return null;
      }
      const touched = now - lastSeen >= TOUCH_EVERY_MS;
      if (touched) await db.update(staffSessions).set({ lastSeenAt: new Date(now) }).where(eq(staffSessions.idHash, idHash));
      const ctx: SessionStaff = {
        member: { id: row.id, login: row.login, name: row.name, lastName: row.last_name, roles: parseRoles(row.roles), practitionerId: row.practitioner_id,
          mustChangePassword: row.must_change_password,
          partner: row.partner_id === null ? null : { partnerId: Number(row.partner_id), personnelId: row.partner_personnel_id === null ? null : Number(row.partner_personnel_id) },
        },
        units: unitScope(row.unit_ids?.map(Number) ?? null),
        sessionIdHash: idHash,
      };
      recent.set(idHash, { ctx, until: now + RECENT_MS, lastSeen: touched ? now : lastSeen, expiresAt: new Date(row.expires_at).getTime() });
      return ctx;
    },
  };
}
export type StaffSessionStore = ReturnType<typeof createStaffSessionStore>;

/** Expired and idle staff sessions, deleted every quarter of an hour. */
export const staffSessionSweepJob: JobDefinition<object, Pick<Deps, 'db' | 'clock' | 'config'>> = {
  name: 'staff-sessions.sweep',
  schedule: '*/15 * * * *',
  async run({ db, clock, config }) {
    const now = clock.now();
    await db
      .delete(staffSessions)
      .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - config.STAFF_SESSION_IDLE_MINUTES * 60_000))));
  },
};

/** The signed-in staff member of a route that declared roles. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new Error(`${request.method} ${request.routeOptions.url}: no config.staff roles declared`);
  return request.staff;
}

/** The patient a staff route declared (`config.staff.patient`), found before the handler. */
export function staffPatientOf(request: FastifyRequest): StaffPatient {
  if (!request.staffPatient) throw new Error(`${request.method} ${request.routeOptions.url}: no config.staff.patient declared`);
  return request.staffPatient;
}

/**
 * The patients whose data an `auditList` route answers: the read audit writes one row for each when the
 * answer succeeds. Call it with every patient the answer holds (an empty list too); calls add up.
 */
export function staffListsPatients(request: FastifyRequest, patientIds: Iterable<number>): void {
  const declared = request.routeOptions.config?.staff;
  if (!declared || 'public' in declared || !declared.auditList) {
    throw new Error(`${request.method} ${request.routeOptions.url}: staffListsPatients needs config.staff.auditList`);
  }
  request.staffListedPatients ??= new Set();
  for (const id of patientIds) request.staffListedPatients.add(id);
}

const AUDIT_ROWS_PER_INSERT = 10_000;
const isClinicUrl = (url: string) => url === CLINIC_API_PREFIX || url.startsWith(`${CLINIC_API_PREFIX}/`);
const idIn = (request: FastifyRequest, source: StaffSource, key: 'patientId' | 'unitId') =>
  (request[source] as Record<string, unknown> | undefined)?.[key];

export default fp(async function staffAccessPlugin(app: FastifyInstance, opts: { deps: Deps }) {
  const { db } = opts.deps;
  const store = createStaffSessionStore(opts.deps);
  app.decorate('staffSessions', store);
  app.decorate('staffRoutes', []);
  app.decorateRequest('staff', null);
  app.decorateRequest('staffPatient', null);
  app.decorateRequest('staffListedPatients', null);
  app.decorateRequest('staffResource', null);
  app.decorate('staffResources', new Map());

  app.addHook('onRoute', (route) => {
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    const declared = route.config?.staff;
    if (!isClinicUrl(route.url)) {
      if (declared) throw new Error(`${name}: config.staff outside ${CLINIC_API_PREFIX}`);
      return;
    }
    if (!declared) throw new Error(`${name}: a clinic route must declare config.staff (public or its roles)`);
    if (route.config?.patient || route.config?.account || route.config?.public) {
      throw new Error(`${name}: a clinic route declares staff access only (no patient, account or public)`);
    }
    if (!('public' in declared) && declared.roles.length === 0) throw new Error(`${name}: config.staff.roles is empty`);
    if (!('public' in declared) && declared.resource && declared.patient) throw new Error(`${name}: config.staff declares a patient or a resource, not both`);
    if (!('public' in declared) && declared.audit && !declared.patient && !declared.resource?.patientOf) {
      throw new Error(`${name}: config.staff.audit needs config.staff.patient (or a resource naming its patient)`);
    }
    if (!('public' in declared) && declared.resource) keepStaffResource(app, name, declared.resource);
    if (!('public' in declared) && declared.audit && declared.auditList) throw new Error(`${name}: config.staff declares audit or auditList, not both`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.staffRoutes.push(
        'public' in declared
          ? { method, url: route.url, roles: 'public' }
          : {
              method,
              url: route.url,
              roles: declared.roles,
              patient: declared.patient,
              unit: declared.unit,
              resource: declared.resource?.name,
              unitless: declared.resource?.unitless,
              audit: declared.audit,
              auditList: declared.auditList,
            },
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config?.staff;
    if (!declared) return;
    const token = request.cookies[STAFF_COOKIE];
    const session = token ? await store.resolve(token) : null;
    request.staff = session ? { ...session, language: requestLanguage(request) } : null;
    if ('public' in declared) return;
    if (!request.staff) throw new AppError('UNAUTHORIZED');
    if (!declared.roles.some((role) => request.staff!.member.roles.includes(role))) throw new AppError('FORBIDDEN');
    if (request.staff.member.mustChangePassword && !declared.beforePasswordChange) {
      throw new AppError('MUST_CHANGE_PASSWORD', 'Zmień hasło tymczasowe, zanim zaczniesz pracę w konsoli.');
    }
  });

  // After validation: the ids are the parsed ones.
  app.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config?.staff;
    if (!declared || 'public' in declared || !request.staff) return;
    if (declared.unit) {
      const unitId = idIn(request, declared.unit, 'unitId');
      if (typeof unitId === 'number' && !request.staff.units.has(unitId)) throw NotFound();
    }
    if (declared.patient) {
      const patientId = idIn(request, declared.patient, 'patientId');
      if (typeof patientId !== 'number') throw NotFound();
      const [found] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
      if (!found) throw NotFound();
      request.staffPatient = { id: found.id as CheckedPatientId } as StaffPatient;
    }
    if (declared.resource) {
      const patientId = await loadStaffResource(db, request.staff.units, request, declared.resource);
      // The row's patient, read from the row itself (its foreign key): the read audit's patient.
      if (patientId !== null) request.staffPatient = { id: patientId as CheckedPatientId } as StaffPatient;
    }
  });

  // The read audit, written before a successful answer leaves: a read that cannot be audited fails.
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config?.staff;
    if (!declared || 'public' in declared || !request.staff || reply.statusCode >= 400) return payload;
    if (declared.auditList) {
      if (!request.staffListedPatients) throw new Error(`${request.method} ${request.routeOptions.url}: config.staff.auditList but no staffListsPatients`);
      const staffId = request.staff.member.id;
      const rows = [...request.staffListedPatients].map((patientId) => ({ staffId, patientId, what: declared.auditList!, requestId: request.id }));
      // One statement per AUDIT_ROWS_PER_INSERT rows (PostgreSQL's bound-parameter limit), all or none.
      if (rows.length > 0) {
        await db.transaction(async (tx) => {
          for (let i = 0; i < rows.length; i += AUDIT_ROWS_PER_INSERT) await tx.insert(staffReads).values(rows.slice(i, i + AUDIT_ROWS_PER_INSERT));
        });
      }
      return payload;
    }
    if (!declared.audit || !request.staffPatient) return payload;
    await db.insert(staffReads).values({ staffId: request.staff.member.id, patientId: request.staffPatient.id, what: declared.audit, requestId: request.id });
    return payload;
  });
});
