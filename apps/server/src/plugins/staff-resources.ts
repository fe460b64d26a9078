import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { NotFound } from '../errors';

/*
 * The units a member works in, and the rows a console route addresses by their own id read through them:
 * what plugins/staff-access decides with, and what the modules' services and repositories scope by.
 */

/** Units a member may work with: every unit (`all`), or the listed ones. */
export interface UnitScope {
  readonly all: boolean;
  readonly ids: readonly number[];
  /** A condition keeping rows of the member's units (always true for a member of every unit). */
  where(column: PgColumn): SQL;
  has(unitId: number): boolean;
}

/** The scope of a member's units (`staff_member_units`); none means every unit. */
export function unitScope(unitIds: readonly number[] | null): UnitScope {
  if (unitIds === null || unitIds.length === 0) return { all: true, ids: [], where: () => sql`true`, has: () => true };
  const ids = [...unitIds];
  return { all: false, ids, where: (column) => inArray(column, ids), has: (id) => ids.includes(id) };
}

/**
 * A unit's row addressed by its own id: how to read it through the member's units (`units.where` on its
 * unit column in the WHERE), from the route's parsed params. A row of a unit outside hers reads as none:
 * 404, exactly as an unknown id.
 */
export interface StaffResource<Row, Params = never> {
  /** What the role matrix calls it (its row factory's key). */
  readonly name: string;
  load(db: DbOrTx, units: UnitScope, params: Params): Promise<Row | null>;
  /** The row's patient: the read audit's patient of a route declaring `audit`. */
  patientOf?(row: Row): number;
  /** A row that belongs to no unit (every member with the route's role reaches it): why. Its loader ignores the units. */
  readonly unitless?: string;
}

/** Declares a staff resource (typed: `staffResourceOf` hands the handler the row the loader read). */
export const defineStaffResource = <Row, Params>(resource: StaffResource<Row, Params>): StaffResource<Row, Params> => resource;

declare module 'fastify' {
  interface FastifyRequest {
    /** The row a `resource` route declared, read before the handler. */
    staffResource: { of: StaffResource<unknown, never>; row: unknown } | null;
  }
  interface FastifyInstance {
    /** The resources the clinic routes declared, by name (the role matrix calls their loaders). */
    staffResources: Map<string, StaffResource<unknown, never>>;
  }
}

/** Keeps a clinic route's resource by its name (the role matrix calls the loaders); two resources of one name stop the server. */
export function keepStaffResource(app: FastifyInstance, route: string, resource: StaffResource<unknown, never>): void {
  const known = app.staffResources.get(resource.name);
  if (known && known !== resource) throw new Error(`${route}: two staff resources named ${resource.name}`);
  app.staffResources.set(resource.name, resource);
}

/**
 * Reads the row the route declared through the member's `units`, before the handler (none: 404, as an
 * unknown id), for `staffResourceOf`; answers the row's patient where the resource names one.
 */
export async function loadStaffResource(db: DbOrTx, units: UnitScope, request: FastifyRequest, resource: StaffResource<unknown, never>): Promise<number | null> {
  const row = await resource.load(db, units, request.params as never);
  if (row === null || row === undefined) throw NotFound();
  request.staffResource = { of: resource, row };
  return resource.patientOf ? resource.patientOf(row) : null;
}

/** The row the route declared (`config.staff.resource`), read through the member's units before the handler. */
export function staffResourceOf<Row>(request: FastifyRequest, resource: StaffResource<Row, never>): Row {
  const loaded = request.staffResource;
  if (!loaded || loaded.of !== (resource as StaffResource<unknown, never>)) throw new Error(`${request.method} ${request.routeOptions.url}: no config.staff.resource ${resource.name} declared`);
  return loaded.row as Row;
}
