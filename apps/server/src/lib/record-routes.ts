import type { FastifyContextConfig, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, z, type InterfaceLanguage } from '@portal/contracts';
import { requestLanguage } from '../i18n/request-language';
import {
  accountOf,
  patientOf,
  patientScopeOf,
  resourceOf,
  type OwnAccount,
  type PatientResource,
  type PatientScope,
  type ReachablePatient,
} from '../plugins/patient-access';
import { sendPrintout } from './printout';

/*
 * The kit for a record-shaped module: a patient's records (allergies, document requests, consents, …)
 * listed, read one by one, printed, made, changed and deleted. Each route is one call: its address,
 * its OpenAPI words and schemas from contracts, and a one-line handler that calls the service. The kit
 * adds the access declaration (`config.patient` / `resource` / `account`, plugins/patient-access), the
 * tags, the error statuses, the success status (201 for a creation, 204 for a deletion) and hands the
 * handler what the access plugin resolved, typed: the patient, the caller's scope, the row, the account.
 *
 *   const kit = recordRoutes(app, { tags: ['consents'], access: patientInPath });
 *   kit.list(base, { summary: '…', params: patientParamsSchema, query: consentsQuerySchema, response: consentPageSchema },
 *     ({ reach, query, language }) => consents.list(deps, reach, query, language));
 *   kit.read(`${base}/:id`, { summary: '…', access: recordOf(consentResource), params: idParams, response: consentSchema },
 *     ({ reach: consent, language }) => consents.view(deps, consent, language));
 *
 * A list answers its contract's `pageOf(item)`; its service reads it with lib/record-lists `recordPage`
 * (the clinic days checked or defaulted, the page and its probe, the rows made items in one batch).
 * Routes that are not a record's (a dictionary, an upload, a download, a HEAD) stay hand-written beside
 * the kit's in the same plugin, with the same `access.config`.
 */

/** The app a module's routes are registered on (`FastifyPluginAsyncZod`'s). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Where a route's records come from, declared for the access plugin, and what it resolved for the handler. */
export interface RecordAccess<Reach> {
  readonly config: Pick<FastifyContextConfig, 'patient' | 'resource' | 'account'>;
  reach(request: FastifyRequest): Reach;
}

/** The patient named by the path's `patientId`: a `ReachablePatient` (else 404). */
export const patientInPath: RecordAccess<ReachablePatient> = { config: { patient: 'params' }, reach: patientOf };
/** The patient named by the body's `patientId` (a new record of one of the caller's patients). */
export const patientInBody: RecordAccess<ReachablePatient> = { config: { patient: 'body' }, reach: patientOf };
/** Every patient the caller reaches (a list across them): a `PatientScope`. */
export const callersPatients: RecordAccess<PatientScope> = { config: { patient: 'scope' }, reach: patientScopeOf };
/** Rows the signed-in account owns: an `OwnAccount`. */
export const ownAccount: RecordAccess<OwnAccount> = { config: { account: 'own' }, reach: accountOf };
/** One row addressed by its own id, read by the resource's loader through the caller's scope (another patient's: 404, as an unknown id). */
export const recordOf = <Row, Params>(resource: PatientResource<Row, Params>): RecordAccess<Row> => ({
  config: { patient: 'scope', resource },
  reach: (request) => resourceOf(request, resource),
});

/** What a handler gets: the access's reach, the parsed params, query and body, the reader's language. */
export interface RouteCall<Reach, P, Q, B> {
  reach: Reach;
  params: P;
  query: Q;
  body: B;
  language: InterfaceLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Statuses a route may add to the kit's errors (400, 401, 404; the console's also 403). */
export type ErrorStatus = 403 | 409 | 413 | 429 | 503;
type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type Awaitable<T> = T | Promise<T>;

/** A route's words and schemas (from contracts); `errors` adds statuses the route also answers. */
export interface RouteSpec<Access, P extends Schema, Q extends Schema, B extends Schema> {
  summary: string;
  description?: string;
  access?: Access;
  params?: P;
  query?: Q;
  body?: B;
  errors?: readonly ErrorStatus[];
}

/** A route as the kits register it; `status` is the success status, `response` its schema. */
export interface KitRoute<Reach> {
  method: HTTPMethods;
  url: string;
  config: FastifyContextConfig;
  tags: readonly string[];
  spec: RouteSpec<unknown, Schema, Schema, Schema>;
  status: 200 | 201 | 204;
  response: z.ZodType;
  errors: Readonly<Record<number, z.ZodType>>;
  reach(request: FastifyRequest): Reach;
  handle(call: RouteCall<Reach, unknown, unknown, unknown>): Promise<unknown>;
}

export const errorsOf = (statuses: readonly number[]): Record<number, typeof apiErrorSchema> => Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));

/** Registers one kit route: the schema as a hand-written route would state it, the handler given the call. */
export function registerKitRoute<Reach>(app: ZodApp, route: KitRoute<Reach>): void {
  const { spec } = route;
  const schema = {
    tags: [...route.tags],
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response: { [route.status]: route.response, ...route.errors, ...errorsOf(spec.errors ?? []) },
  };
  app.route({
    method: route.method,
    url: route.url,
    config: route.config,
    schema,
    handler: async (request, reply) => {
      const call = { reach: route.reach(request), params: request.params, query: request.query, body: request.body, language: requestLanguage(request), request, reply };
      const answer = await route.handle(call);
      if (route.status === 204) return reply.status(204).send(null);
      if (route.status === 201) return reply.status(201).send(answer);
      return answer;
    },
  });
}

/** The kit's own: errors every patient route answers, and the answer of a deletion. */
const patientErrors = errorsOf([400, 401, 404]);
export const noContent = z.null().describe('Brak treści');

/** The kit a module's patient routes are declared with (`recordRoutes(app, { tags, access })`). */
export interface RecordRoutes<Reach0> {
  /** GET a list: `response` is the contract's page (`pageOf(item)`) or array. */
  list<R extends z.ZodType, Reach = Reach0, P extends Schema = undefined, Q extends Schema = undefined>(
    url: string,
    spec: RouteSpec<RecordAccess<Reach>, P, Q, undefined> & { response: R },
    handle: (call: RouteCall<Reach, Out<P>, Out<Q>, undefined>) => Awaitable<z.input<R>>,
  ): void;
  /** GET one record (or what belongs to it: its state, its attachments). */
  read<R extends z.ZodType, Reach = Reach0, P extends Schema = undefined, Q extends Schema = undefined>(
    url: string,
    spec: RouteSpec<RecordAccess<Reach>, P, Q, undefined> & { response: R },
    handle: (call: RouteCall<Reach, Out<P>, Out<Q>, undefined>) => Awaitable<z.input<R>>,
  ): void;
  /** GET a record's printout: the handler renders it (`deps.printer.render`) and the kit sends it inline (`sendPrintout`). */
  printout<Reach = Reach0, P extends Schema = undefined>(
    url: string,
    spec: RouteSpec<RecordAccess<Reach>, P, undefined, undefined>,
    handle: (call: RouteCall<Reach, Out<P>, undefined, undefined>) => Promise<{ pdf: Buffer; filename: string }>,
  ): void;
  /** POST a new record: 201 with it. */
  create<R extends z.ZodType, Reach = Reach0, P extends Schema = undefined, B extends Schema = undefined>(
    url: string,
    spec: RouteSpec<RecordAccess<Reach>, P, undefined, B> & { response: R },
    handle: (call: RouteCall<Reach, Out<P>, undefined, Out<B>>) => Awaitable<z.input<R>>,
  ): void;
  /** PUT (or `method: 'PATCH'`) a record: 200 with it. */
  update<R extends z.ZodType, Reach = Reach0, P extends Schema = undefined, B extends Schema = undefined>(
    url: string,
    spec: RouteSpec<RecordAccess<Reach>, P, undefined, B> & { response: R; method?: 'PUT' | 'PATCH' },
    handle: (call: RouteCall<Reach, Out<P>, undefined, Out<B>>) => Awaitable<z.input<R>>,
  ): void;
  /** DELETE a record: 204, no content. */
  remove<Reach = Reach0, P extends Schema = undefined>(
    url: string,
    spec: RouteSpec<RecordAccess<Reach>, P, undefined, undefined>,
    handle: (call: RouteCall<Reach, Out<P>, undefined, undefined>) => Promise<void>,
  ): void;
}

/**
 * Declares a module's patient routes on `app`: every route has the module's `tags`, answers 400, 401
 * and 404 in the one error shape, and takes `access` unless it names its own.
 */
export function recordRoutes<Reach0>(app: ZodApp, kit: { tags: readonly string[]; access: RecordAccess<Reach0> }): RecordRoutes<Reach0> {
  const add = (
    method: HTTPMethods,
    status: 200 | 201 | 204,
    url: string,
    spec: RouteSpec<RecordAccess<unknown>, Schema, Schema, Schema>,
    response: z.ZodType,
    handle: (call: RouteCall<unknown, unknown, unknown, unknown>) => Promise<unknown>,
  ) => {
    const access = spec.access ?? kit.access;
    registerKitRoute(app, { method, url, status, spec, response, handle, tags: kit.tags, config: { ...access.config }, errors: patientErrors, reach: (r) => access.reach(r) });
  };
  // Each method's types are checked at its signature; inside, the call is the validated request's (the route's schemas parsed it).
  const loose = (handle: unknown) => async (call: RouteCall<unknown, unknown, unknown, unknown>) => (handle as (c: typeof call) => unknown)(call);
  return {
    list: (url, spec, handle) => add('GET', 200, url, spec, spec.response, loose(handle)),
    read: (url, spec, handle) => add('GET', 200, url, spec, spec.response, loose(handle)),
    printout: (url, spec, handle) =>
      add('GET', 200, url, spec, z.any().describe('PDF'), async (call) => {
        const { pdf, filename } = await (handle as (c: typeof call) => Promise<{ pdf: Buffer; filename: string }>)(call);
        return sendPrintout(call.reply, pdf, filename);
      }),
    create: (url, spec, handle) => add('POST', 201, url, spec, spec.response, loose(handle)),
    update: (url, spec, handle) => add(spec.method ?? 'PUT', 200, url, spec, spec.response, loose(handle)),
    remove: (url, spec, handle) => add('DELETE', 204, url, spec, noContent, loose(handle)),
  };
}
