import type { HTTPMethods } from 'fastify';
import type { z } from '@portal/contracts';
import { staffOf, type StaffContext, type StaffDeclaration } from '../plugins/staff-access';
import { errorsOf, noContent, registerKitRoute, type RouteCall, type RouteSpec, type ZodApp } from './record-routes';

/*
 * The kit for the clinic console's catalogue pages: a dictionary-like entity of the clinic (units,
 * services, mailboxes, message categories, …) listed, read, made, changed and deleted under
 * `/api/clinic`. The catalogue declares who reads it and who writes it once (`config.staff` roles,
 * plugins/staff-access); a route adds where its unit is (`unit: 'params' | 'query' | 'body'`: a unit
 * outside the member's is 404) or what it writes to the read audit (`audit`, `auditList`). Reads answer
 * 400, 401, 403, 404; writes also 409 (a taken code or name) unless they say `conflict: false`.
 *
 *   const units = clinicCatalogue(app, { tags, read: { roles: staffRoleValues }, write: { roles: ['ADMIN'] } });
 *   units.list('/clinic/units', { summary: '…', query: unitListQuerySchema, response: unitPageSchema },
 *     ({ reach, query }) => organisation.listUnits(deps, reach.units, query));
 *
 * The handler's `reach` is the member (`staffOf(request)`): her units, roles and language.
 */

/** A staff declaration of a catalogue's readers or writers (never a public one). */
export type CatalogueAccess = Exclude<StaffDeclaration, { public: true }>;
/** What a route adds to its catalogue's declaration. */
export type CatalogueRouteAccess = Pick<CatalogueAccess, 'unit' | 'patient' | 'audit' | 'auditList'>;

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type Awaitable<T> = T | Promise<T>;
type Spec<P extends Schema, Q extends Schema, B extends Schema> = RouteSpec<CatalogueRouteAccess, P, Q, B>;
type Call<P extends Schema, Q extends Schema, B extends Schema> = RouteCall<StaffContext, Out<P>, Out<Q>, Out<B>>;

export interface ClinicCatalogue {
  /** GET the catalogue's entries (a page or the whole list), with the readers' roles. */
  list<R extends z.ZodType, P extends Schema = undefined, Q extends Schema = undefined>(
    url: string,
    spec: Spec<P, Q, undefined> & { response: R },
    handle: (call: Call<P, Q, undefined>) => Awaitable<z.input<R>>,
  ): void;
  /** GET one entry, with the readers' roles. */
  read<R extends z.ZodType, P extends Schema = undefined, Q extends Schema = undefined>(
    url: string,
    spec: Spec<P, Q, undefined> & { response: R },
    handle: (call: Call<P, Q, undefined>) => Awaitable<z.input<R>>,
  ): void;
  /** POST a new entry, with the writers' roles: 201 with it. */
  create<R extends z.ZodType, P extends Schema = undefined, B extends Schema = undefined>(
    url: string,
    spec: Spec<P, undefined, B> & { response: R; conflict?: false },
    handle: (call: Call<P, undefined, B>) => Awaitable<z.input<R>>,
  ): void;
  /** PUT an entry (the whole form), with the writers' roles: 200 with it. */
  update<R extends z.ZodType, P extends Schema = undefined, B extends Schema = undefined>(
    url: string,
    spec: Spec<P, undefined, B> & { response: R; conflict?: false },
    handle: (call: Call<P, undefined, B>) => Awaitable<z.input<R>>,
  ): void;
  /** DELETE an entry, with the writers' roles: 204, no content. */
  remove<P extends Schema = undefined>(url: string, spec: Spec<P, undefined, undefined> & { conflict?: false }, handle: (call: Call<P, undefined, undefined>) => Promise<void>): void;
}

const readErrors = errorsOf([400, 401, 403, 404]);
const writeErrors = errorsOf([400, 401, 403, 404, 409]);

/** Declares a catalogue of the console on `app`: its `tags`, who reads it (`read`) and who changes it (`write`). */
export function clinicCatalogue(app: ZodApp, catalogue: { tags: readonly string[]; read: CatalogueAccess; write: CatalogueAccess }): ClinicCatalogue {
  const add = (
    method: HTTPMethods,
    status: 200 | 201 | 204,
    url: string,
    spec: Spec<Schema, Schema, Schema> & { conflict?: false },
    response: z.ZodType,
    handle: (call: RouteCall<StaffContext, unknown, unknown, unknown>) => Promise<unknown>,
  ) => {
    const writes = method !== 'GET';
    const staff: CatalogueAccess = { ...(writes ? catalogue.write : catalogue.read), ...spec.access };
    const errors = writes && spec.conflict !== false ? writeErrors : readErrors;
    registerKitRoute(app, { method, url, status, spec, response, handle, tags: catalogue.tags, config: { staff }, errors, reach: staffOf });
  };
  // Each method's types are checked at its signature; inside, the call is the validated request's.
  const loose = (handle: unknown) => async (call: RouteCall<StaffContext, unknown, unknown, unknown>) => (handle as (c: typeof call) => unknown)(call);
  return {
    list: (url, spec, handle) => add('GET', 200, url, spec, spec.response, loose(handle)),
    read: (url, spec, handle) => add('GET', 200, url, spec, spec.response, loose(handle)),
    create: (url, spec, handle) => add('POST', 201, url, spec, spec.response, loose(handle)),
    update: (url, spec, handle) => add('PUT', 200, url, spec, spec.response, loose(handle)),
    remove: (url, spec, handle) => add('DELETE', 204, url, spec, noContent, loose(handle)),
  };
}
