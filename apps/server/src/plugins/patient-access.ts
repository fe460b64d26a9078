import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from '@portal/contracts';
import { NotFound } from '../errors';
import type { CheckedPatientId } from '../lib/checked-patient';

/**
 * Who may act for a patient, decided in one place and applied by construction:
 *
 * - THE rule is one SQL row source (`accessiblePatientsLateral`) joined into the session lookup, so
 *   every request knows the patients its account reaches and how (`AuthContext.reach`).
 * - A route declares where its patient comes from — `config: { patient: 'params' | 'query' | 'body' }`
 *   (a `patientId` there) — or that it reads resources addressed by their own id within the caller's
 *   patients (`patient: 'scope'`). This plugin resolves the declaration before the handler runs and
 *   hands over a `ReachablePatient` or a `PatientScope`, values only it can make; repositories take
 *   those, never a bare id.
 * - A route addressing a patient's row by the row's own id (a booking, a document request) declares
 *   `resource`: a loader that reads the row through the caller's scope, in the SQL WHERE, before the
 *   handler, which gets the typed row from `resourceOf(request, resource)`. No service looks a row up
 *   by its id alone and checks its patient afterwards.
 * - A patient the caller does not reach is answered exactly like one that does not exist (404).
 * - Rows an account owns (its messages, payments, notifications, the account itself) are reached through
 *   `config: { account: 'own' }`: the handler gets an `OwnAccount` (`accountOf(request)`), whose
 *   `where(column)` keeps the signed-in account's rows only. Such a route takes no account id from the
 *   request; a resource of another account is 404, exactly as an unknown one.
 * - The server refuses to start when a route has a `patientId` (or an `accountId`) in its schema and
 *   declares nothing (public routes say `public: true`).
 */

export type Relation = 'SELF' | 'WARD' | 'CHILD';
declare const reachBrand: unique symbol;
/** A patient the caller was proven to reach, and how; only this plugin makes one. */
export interface ReachablePatient {
  readonly id: CheckedPatientId;
  readonly relation: Relation;
  readonly [reachBrand]: true;
}
/** Every patient the caller reaches, for resources addressed by their own id. */
export interface PatientScope {
  readonly ids: readonly CheckedPatientId[];
  /** A condition that keeps rows of these patients only (no patient: no row). */
  where(column: PgColumn): SQL;
}
export type PatientSource = 'params' | 'query' | 'body';
declare const accountBrand: unique symbol;
/** The signed-in account, for the rows it owns; only this plugin makes one. */
export interface OwnAccount {
  readonly id: number;
  /** A condition that keeps this account's rows only. */
  where(column: PgColumn): SQL;
  readonly [accountBrand]: true;
}

/**
 * A patient's row addressed by its own id: how to read it through the caller's patient scope (the
 * scope's `where` on its patient column in the WHERE), from the route's parsed params. A row of a
 * patient the caller does not reach reads as none: 404, exactly as an unknown id.
 */
export interface PatientResource<Row, Params = never> {
  /** What the access matrix calls it (its row factory's key). */
  readonly name: string;
  load(db: DbOrTx, scope: PatientScope, params: Params): Promise<Row | null>;
}

/** Declares a resource (typed: `resourceOf` hands the handler the row the loader read). */
export const defineResource = <Row, Params>(resource: PatientResource<Row, Params>): PatientResource<Row, Params> => resource;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where the route's `patientId` comes from, or `scope`: resources by their own id within the caller's patients. */
    patient?: PatientSource | 'scope';
    /** With `patient: 'scope'`: the row the route addresses by its own id, read before the handler. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's own params type
    resource?: PatientResource<unknown, any>;
    /** The route serves rows the signed-in account owns (`accountOf(request)`). */
    account?: 'own';
  }
  interface FastifyRequest {
    patient: ReachablePatient | null;
    patientScope: PatientScope | null;
    ownAccount: OwnAccount | null;
    patientResource: { of: PatientResource<unknown, never>; row: unknown } | null;
  }
  interface FastifyInstance {
    /** The routes that declared a patient (method, url, source, and the module that registered it): the access-matrix tests walk them. */
    patientRoutes: Array<{ method: string; url: string; source: PatientSource | 'scope'; resource?: string; module?: string }>;
    /** The resources the routes declared, by name (the access matrix calls their loaders). */
    patientResources: Map<string, PatientResource<unknown, never>>;
  }
}

/**
 * THE rule, as one SQL row source joined laterally into the session lookup (no extra round trip):
 * `reach`, every patient the account may act for with its relation — its own record once its identity
 * is confirmed (VERIFIED; a REQUESTED record waits for the clinic), a ward through a CONFIRMED link,
 * and a child through a CONFIRMED link while the child is under 18 on the clinic's calendar (computed
 * here from the record, so no job has to end the link on the birthday) — and `own`, its own record.
 */
export function accessiblePatientsLateral(accountId: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', a.id, 'relation', a.relation) order by a.id), '[]') as reach,
             min(a.id) filter (where a.relation = 'SELF') as own
      from (select p.id, 'SELF' as relation from patients p where p.account_id = ${accountId} and p.identity_status = 'VERIFIED'
            union
            select l.patient_id, l.role from patient_links l join patients c on c.id = l.patient_id
              where l.account_id = ${accountId} and l.status = 'CONFIRMED'
                and (l.role = 'WARD' or c.birth_date + interval '18 years' > (now() at time zone 'Europe/Warsaw')::date)) a)`;
}

/** The session lookup's `reach` column as a map; the own record wins if a patient is reached twice. */
export function reachOf(rows: Array<{ id: number | string; relation: Relation }> | null): ReadonlyMap<number, Relation> {
  const reach = new Map<number, Relation>();
  for (const row of rows ?? []) {
    const id = Number(row.id);
    if (!reach.has(id) || row.relation === 'SELF') reach.set(id, row.relation);
  }
  return reach;
}

const reachable = (id: number, relation: Relation) => ({ id: id as CheckedPatientId, relation }) as ReachablePatient;

/**
 * The same rule for a caller without a session (a paired mobile device acting for its account): the
 * patient as the live (ACTIVE) account reaches it now, or null. Read afresh at every call, so a link
 * blocked or deleted, or an account deleted, stops the caller at once.
 */
export async function reachOfAccount(db: DbOrTx, accountId: number, patientId: number): Promise<ReachablePatient | null> {
  const { rows } = (await db.execute(sql`
    select p.reach from accounts a left join lateral ${accessiblePatientsLateral(sql`a.id`)} p on true
    where a.id = ${accountId} and a.status = 'ACTIVE'`)) as unknown as { rows: Array<{ reach: Array<{ id: number; relation: Relation }> | null }> };
  if (!rows[0]) return null;
  const relation = reachOf(rows[0].reach).get(patientId);
  return relation === undefined ? null : reachable(patientId, relation);
}

/** The patients an account reaches now, as a scope (what a session of it gets): for the tests of loaders. */
export async function scopeOfAccount(db: DbOrTx, accountId: number): Promise<PatientScope> {
  const { rows } = (await db.execute(sql`
    select p.reach from accounts a left join lateral ${accessiblePatientsLateral(sql`a.id`)} p on true
    where a.id = ${accountId} and a.status = 'ACTIVE'`)) as unknown as { rows: Array<{ reach: Array<{ id: number; relation: Relation }> | null }> };
  return scopeOf(reachOf(rows[0]?.reach ?? null));
}

function scopeOf(reach: ReadonlyMap<number, Relation>): PatientScope {
  const ids = [...reach.keys()] as CheckedPatientId[];
  return { ids, where: (column) => (ids.length ? inArray(column, ids) : sql`false`) };
}

/**
 * The patient with this id as the signed-in caller reaches it, or null: the rule every declared route
 * gets before its handler, for a service that learns its patient from a resource it looked up (a
 * booking's or a visit's patient, an invitation link's patient named inside a body).
 */
export function reachableBy(request: FastifyRequest, id: number): ReachablePatient | null {
  const relation = request.auth?.reach.get(id);
  return relation === undefined ? null : reachable(id, relation);
}

/** The patient with this id if the scope holds it, else null (a query naming one of the caller's patients). */
export function inScope(scope: PatientScope, id: number): CheckedPatientId | null {
  return scope.ids.find((reached) => reached === id) ?? null;
}

/** The row the route declared (`config.resource`), read through the caller's scope before the handler. */
export function resourceOf<Row>(request: FastifyRequest, resource: PatientResource<Row, never>): Row {
  const loaded = request.patientResource;
  if (!loaded || loaded.of !== (resource as PatientResource<unknown, never>)) throw new Error(`${request.method} ${request.routeOptions.url}: no config.resource ${resource.name} declared`);
  return loaded.row as Row;
}

/** The patient the route declared (`config.patient`), resolved before the handler. */
export function patientOf(request: FastifyRequest): ReachablePatient {
  if (!request.patient) throw new Error(`${request.method} ${request.routeOptions.url}: no config.patient declared`);
  return request.patient;
}

/** The caller's patient scope (`config: { patient: 'scope' }`). */
export function patientScopeOf(request: FastifyRequest): PatientScope {
  if (!request.patientScope) throw new Error(`${request.method} ${request.routeOptions.url}: no config.patient 'scope' declared`);
  return request.patientScope;
}

/** The signed-in account (`config: { account: 'own' }`). */
export function accountOf(request: FastifyRequest): OwnAccount {
  if (!request.ownAccount) throw new Error(`${request.method} ${request.routeOptions.url}: no config.account declared`);
  return request.ownAccount;
}

const ownAccount = (id: number) => ({ id, where: (column: PgColumn) => eq(column, id) }) as OwnAccount;

/**
 * Whether a zod schema has a property named `key` at any depth: in its objects, and in whatever wraps,
 * lists or combines them (optional, array, union, pipe, record, lazy …), by walking the schema's
 * definition. It replaces converting each route's schema to JSON Schema and searching the text, which
 * cost some 50 ms of every start for the same answer.
 */
export function schemaNames(schema: z.ZodType, key: string, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'object' && key in (def.shape as object)) return true;
  const lazy = def.type === 'lazy' ? [(def.getter as () => unknown)()] : [];
  return [...Object.values(def), ...lazy].some((value) => {
    const parts = value instanceof z.ZodType ? [value] : Array.isArray(value) ? value : value !== null && typeof value === 'object' ? Object.values(value) : [];
    return parts.some((part) => part instanceof z.ZodType && schemaNames(part, key, seen));
  });
}

/** Whether a route's schema names `key` (params, query or body, at any depth). */
function mentions(schema: RouteOptions['schema'], key: 'patientId' | 'accountId'): boolean {
  return (['params', 'querystring', 'body'] as const).some((part) => {
    const s = schema?.[part];
    if (!s) return false;
    return s instanceof z.ZodType ? schemaNames(s, key) : JSON.stringify(s).includes(`"${key}"`);
  });
}

export default fp(async function patientAccessPlugin(app: FastifyInstance, opts: { db: Db }) {
  app.decorateRequest('patient', null);
  app.decorateRequest('patientScope', null);
  app.decorateRequest('ownAccount', null);
  app.decorateRequest('patientResource', null);
  app.decorate('patientRoutes', []);
  app.decorate('patientResources', new Map());

  app.addHook('onRoute', (route) => {
    const source = route.config?.patient;
    const resource = route.config?.resource;
    if (resource && source !== 'scope') throw new Error(`${[route.method].flat().join(',')} ${route.url}: a resource is read through the caller's scope: declare patient: 'scope'`);
    if (resource) app.patientResources.set(resource.name, resource as PatientResource<unknown, never>);
    if (source) {
      for (const method of [route.method].flat()) if (method !== 'HEAD') app.patientRoutes.push({ method, url: route.url, source, resource: resource?.name });
      return;
    }
    // Public routes, and the clinic's routes, which name patients under the staff rules (plugins/staff-access).
    if (route.config?.public || route.config?.staff) return;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    if (mentions(route.schema, 'patientId')) throw new Error(`${name}: a patientId in the schema, but no config.patient (or public) declared`);
    if (!route.config?.account && mentions(route.schema, 'accountId')) {
      throw new Error(`${name}: an accountId in the schema, but no config.account (or public) declared`);
    }
  });

  // After validation: the id is the parsed one.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.account && request.auth) request.ownAccount = ownAccount(request.auth.account.id);
    const source = request.routeOptions.config?.patient;
    if (!source || !request.auth) return;
    if (source === 'scope') {
      const scope = scopeOf(request.auth.reach);
      request.patientScope = scope;
      const resource = request.routeOptions.config?.resource;
      if (resource) {
        const row = await resource.load(opts.db, scope, request.params as never);
        if (row === null || row === undefined) throw NotFound();
        request.patientResource = { of: resource, row };
      }
      return;
    }
    const id = (request[source] as { patientId?: unknown } | undefined)?.patientId;
    const patient = typeof id === 'number' ? reachableBy(request, id) : null;
    if (!patient) throw NotFound();
    request.patient = patient;
  });
});
