import fc from 'fast-check';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import AjvModule, { type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helper';

/*
 * Property-based fuzzing of every operation of the OpenAPI document over app.inject: inputs generated
 * from each operation's own schemas (json-schema-faker), then made hostile (fast-check). A case fails
 * on any 5xx, on an answer that breaks the schema the document declares for its status (an API call's
 * undeclared statuses fall under its `default`, the one error shape), and on a 4xx of an API call
 * without errorCode and message.
 */

// ajv and ajv-formats are CommonJS with a default export.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default ?? AjvModule;
const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface ResponseObject {
  content?: Record<string, { schema?: Schema }>;
}
interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** As the document writes it: /api/mpi/allergies/{patientId}. */
  path: string;
  params: Parameter[];
  body: Schema | null;
  responses: Record<string, ResponseObject>;
  /** Under /api: answers in JSON, errors in the one error shape. */
  api: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        responses: op.responses ?? {},
        api: path.startsWith('/api/'),
      });
    }
  }
  return ops;
}

/** The schema with every local $ref replaced by what it names (the contracts hold no recursive schemas). */
function deref(schema: unknown, doc: OpenApiDocument, depth = 0): unknown {
  if (depth > 20 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => deref(s, doc, depth + 1));
  const ref = (schema as Schema).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return deref(doc.components?.schemas?.[ref.slice('#/components/schemas/'.length)], doc, depth + 1);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, deref(v, doc, depth + 1)]));
}

/**
 * What json-schema-faker reads of an OpenAPI 3.0 schema: `exclusiveMinimum: true` (3.0) becomes the
 * number form, `nullable` an explicit null alternative now and then.
 */
function forFaker(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map(forFaker);
  const out: Schema = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, forFaker(v)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] === 'boolean') {
      if (out[flag] && typeof out[bound] === 'number') out[flag] = out[bound];
      else delete out[flag];
      if (typeof out[flag] === 'number') delete out[bound];
    }
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (Array.isArray(out.enum) && out.enum.length === 1 && out.enum[0] === null) return { const: null };
    return { anyOf: [out, { const: null }] };
  }
  return out;
}

function fake(schema: unknown, seed: number): Json {
  try {
    return generateSync(schema as JsonSchema, { seed, optionalsProbability: 0.7, maxDefaultItems: 3 }) as Json;
  } catch {
    // A pattern the faker cannot produce: the hostile values still exercise the route.
    return {};
  }
}

/* Hostile values ---------------------------------------------------------------------------------- */

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2024-02-30',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  ' ',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  'NaN',
  'null',
  '1e308',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  '😀👨‍👩‍👧',
  'Zażółć gęślą jaźń',
  '\u0301\u0301\u0301',
  '\uffff\ufffe',
  'x'.repeat(300),
  'ą'.repeat(5_000),
  'y'.repeat(100_000),
];
const hostileNumbers = [-1, 0, -0, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const hostileNumber = fc.oneof(fc.constantFrom(...hostileNumbers), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const hostileScalar: fc.Arbitrary<Json> = fc.oneof(hostileString, hostileNumber, fc.constantFrom<Json>(null, true, false));
/** A value of any shape: the wrong type, an array where an object belongs and the other way round. */
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom<Json>([], {}, [null], [[[]]], { length: 1 }) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'id', ''), hostileScalar, { maxKeys: 3 }) },
);
const hostilePathSegment = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999999', 'abc', '__proto__', 'constructor', '%00', '%20', '..', '%2e%2e', '%F0%9F%98%80'),
  hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
);

interface Mutation {
  /** Which input, and which place in it (an index into its leaves and objects, modulo their count). */
  target: 'body' | 'query' | 'path' | 'header';
  at: number;
  kind: 'replace' | 'addKey';
  key: string;
  value: Json;
  segment: string;
}
const mutation: fc.Arbitrary<Mutation> = fc.record({
  target: fc.constantFrom('body', 'body', 'body', 'query', 'path', 'header'),
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'replace', 'addKey'),
  key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'a\u0000', ''),
  value: hostileValue,
  segment: hostilePathSegment,
});

export interface FuzzCase {
  op: number;
  seed: number;
  signedIn: boolean;
  /** Fill patient and allergy ids with ones the signed-in person owns, and dictionary codes with real ones, to reach past the access check and the dictionaries. */
  knownIds: boolean;
  body: 'generated' | 'hostile' | 'malformed' | 'none';
  hostileBody: Json;
  malformed: string;
  mutations: Mutation[];
  /** Written into every generated text of the request (body, query, path), or null. */
  taint: string | null;
}

export const fuzzCase = (operationCount: number): fc.Arbitrary<FuzzCase> =>
  fc.record({
    op: fc.integer({ min: 0, max: operationCount - 1 }),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    signedIn: fc.boolean(),
    knownIds: fc.boolean(),
    body: fc.oneof(
      { weight: 12, arbitrary: fc.constant('generated' as const) },
      { weight: 3, arbitrary: fc.constant('hostile' as const) },
      { weight: 2, arbitrary: fc.constant('malformed' as const) },
      { weight: 1, arbitrary: fc.constant('none' as const) },
    ),
    hostileBody: hostileValue,
    malformed: fc.constantFrom('{"a":', '', 'null', '[', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}', '"\\ud800"', '1e999'),
    // Half the cases keep the generated input as is, to reach the rules behind the schema.
    mutations: fc.oneof(fc.constant<Mutation[]>([]), fc.array(mutation, { minLength: 1, maxLength: 3 })),
    taint: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      // NUL first: PostgreSQL refuses it in any text, so it finds every text that reaches a query.
      { weight: 2, arbitrary: fc.constantFrom('\u0000', 'x\u0000y') },
      { weight: 2, arbitrary: fc.constantFrom("'", '"', '\\', '\ud800', '😀', 'ż', ' ', '%', '\u202e', '\uffff') },
      { weight: 1, arbitrary: hostileString },
    ),
  });

/** Places in a JSON value: [container, key] pairs of every property and item, and every object. */
function places(value: Json): { leaves: Array<[Json[] | Record<string, Json>, string | number]>; objects: Array<Record<string, Json>> } {
  const leaves: Array<[Json[] | Record<string, Json>, string | number]> = [];
  const objects: Array<Record<string, Json>> = [];
  const walk = (v: Json) => {
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        leaves.push([v, i]);
        walk(item);
      });
    } else if (v !== null && typeof v === 'object') {
      objects.push(v);
      for (const [k, item] of Object.entries(v)) {
        leaves.push([v, k]);
        walk(item);
      }
    }
  };
  walk(value);
  return { leaves, objects };
}

/** Sets a property as an own one, also "__proto__" (which `obj[key] =` would not). */
const define = (target: Json[] | Record<string, Json>, key: string | number, value: Json) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/**
 * Every text in the value with `bad` written into its middle, over as many characters as it has when
 * the text is long enough: the length stays within the schema, so the text travels past it.
 */
function taint(value: Json, bad: string): Json {
  if (typeof value === 'string') {
    if (value.length < bad.length) return value + bad;
    const at = Math.floor((value.length - bad.length) / 2);
    return value.slice(0, at) + bad + value.slice(at + bad.length);
  }
  if (Array.isArray(value)) return value.map((v) => taint(v, bad));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, taint(v, bad)]));
  return value;
}

function mutate(value: Json, m: Mutation): Json {
  const { leaves, objects } = places(value);
  if (m.kind === 'addKey' && objects.length > 0) {
    define(objects[m.at % objects.length], m.key, m.value);
  } else if (leaves.length > 0) {
    const [container, key] = leaves[m.at % leaves.length];
    define(container, key, m.value);
  } else {
    return m.value;
  }
  return value;
}

/* Requests ---------------------------------------------------------------------------------------- */

export interface FuzzContext {
  doc: OpenApiDocument;
  ops: Operation[];
  /** Ids the signed-in person owns, by parameter name (patientId, allergyId). */
  knownIds: Record<string, string[]>;
  /** Values the rules behind the schema accept (dictionary codes), by body property name. */
  knownValues: Record<string, string[]>;
}

/** The value with properties named in `known` set to one of their known values. */
function withKnownValues(value: Json, known: Record<string, string[]>, seed: number): Json {
  if (Array.isArray(value)) return value.map((v) => withKnownValues(v, known, seed));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const options = Object.hasOwn(known, k) ? known[k] : undefined;
      return [k, options?.length && typeof v === 'string' ? options[seed % options.length] : withKnownValues(v, known, seed)];
    }),
  );
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const asText = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

export function buildRequest(ctx: FuzzContext, c: FuzzCase): BuiltRequest {
  const op = ctx.ops[c.op];
  const byTarget = (t: Mutation['target']) => c.mutations.filter((m) => m.target === t);

  let path = op.path;
  const pathParams = op.params.filter((p) => p.in === 'path');
  pathParams.forEach((p, i) => {
    const known = ctx.knownIds[p.name];
    const generated = fake(forFaker(p.schema), c.seed + i);
    let segment =
      c.knownIds && known?.length
        ? known[c.seed % known.length]
        : encodeURIComponent(asText(c.taint === null ? generated : taint(generated, c.taint)).replace(/[\ud800-\udfff]/g, ''));
    const hostile = byTarget('path').find((m) => m.at % pathParams.length === i);
    if (hostile) segment = hostile.segment;
    path = path.replace(`{${p.name}}`, segment);
  });

  const query = new URLSearchParams();
  const queryParams = op.params.filter((p) => p.in === 'query');
  queryParams.forEach((p, i) => {
    const generated = fake(forFaker(p.schema), c.seed + 100 + i);
    const value = c.taint === null ? generated : taint(generated, c.taint);
    if (value !== null && (p.required || c.seed % 3 !== 0)) query.append(p.name, asText(value));
  });
  for (const m of byTarget('query')) {
    const name = queryParams.length > 0 && m.kind === 'replace' ? queryParams[m.at % queryParams.length].name : m.key;
    const values = Array.isArray(m.value) ? m.value : [m.value];
    // A repeated name makes an array where the schema expects one text.
    if (m.kind === 'replace') query.delete(name);
    for (const v of values) query.append(name, asText(v));
  }
  const qs = query.toString();

  const headers: Record<string, string> = { 'x-portal-client': '1' };
  op.params
    .filter((p) => p.in === 'header')
    .forEach((p, i) => {
      const value = fake(forFaker(p.schema), c.seed + 200 + i);
      if (value !== null) headers[p.name] = asText(value);
    });
  for (const m of byTarget('header')) {
    const names = op.params.filter((p) => p.in === 'header').map((p) => p.name);
    const name = names.length > 0 ? names[m.at % names.length] : 'user-agent';
    // Only what a header can carry; light-my-request refuses line breaks, as the HTTP parser would.
    headers[name] = [...asText(m.value).replace(/[\r\n]/g, '')].map((ch) => (ch.charCodeAt(0) > 0xff ? '?' : ch)).join('').slice(0, 8_000);
  }

  let payload: string | undefined;
  if (op.body || c.body === 'malformed' || c.body === 'hostile') {
    if (c.body === 'malformed') {
      payload = c.malformed;
    } else if (c.body === 'hostile') {
      payload = JSON.stringify(c.hostileBody);
    } else if (c.body === 'generated' && op.body) {
      let value = fake(forFaker(deref(op.body, ctx.doc)), c.seed);
      if (c.knownIds) value = withKnownValues(value, ctx.knownValues, c.seed);
      if (c.taint !== null) value = taint(value, c.taint);
      for (const m of byTarget('body')) value = mutate(value, m);
      payload = JSON.stringify(value);
    }
    if (payload !== undefined) headers['content-type'] = 'application/json';
  }
  return { method: op.method, url: qs ? `${path}?${qs}` : path, headers, payload };
}

/* Checks ------------------------------------------------------------------------------------------ */

/**
 * OpenAPI 3.0's `nullable` where ajv does not honour it, made an explicit null alternative: beside
 * `allOf`/`anyOf` (a nullable object or union, no `type` of its own), which ajv refuses to compile
 * ("nullable" cannot be used without "type"), and beside an `enum` without null (a nullable z.enum),
 * whose null ajv's enum check refuses.
 */
function typedNullable(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map(typedNullable);
  const out: Schema = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, typedNullable(v)]));
  if (out.nullable === true && (out.type === undefined || (Array.isArray(out.enum) && !out.enum.includes(null)))) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

export function createResponseChecker(doc: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // Schemas name the document's components as "#/components/...": resolve them in a copy of the document.
  ajv.addSchema({ $id: 'openapi', components: typedNullable(doc.components ?? {}) });
  const rebase = (schema: Schema) => typedNullable(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'))) as Schema;
  const cache = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let v = cache.get(schema);
    if (!v) {
      v = ajv.compile(rebase(schema));
      cache.set(schema, v);
    }
    return v;
  };

  /** What is wrong with this answer, or null. */
  return function check(op: Operation, res: LightMyRequestResponse): string | null {
    const status = res.statusCode;
    if (status >= 500) return `server error ${status}`;
    const declared = op.responses[String(status)] ?? (op.api ? op.responses.default : undefined);
    if (op.api && !declared) return `status ${status} is not declared (and no default)`;
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    let body: unknown = undefined;
    if (isJson) {
      try {
        body = res.body === '' ? null : JSON.parse(res.body);
      } catch {
        return 'answer is not the JSON its content type says';
      }
    }
    if (op.api && status >= 400) {
      const e = body as { errorCode?: unknown; message?: unknown } | undefined;
      if (!e || typeof e.errorCode !== 'string' || typeof e.message !== 'string') return `${status} without errorCode and message`;
    }
    const schema = declared?.content?.['application/json']?.schema;
    if (schema) {
      // Statuses without a body (204, 302, 304) send nothing: that is the declared null.
      const value = isJson ? body : res.body === '' ? null : res.body;
      const validate = validatorOf(schema);
      if (!validate(value)) return `answer breaks its declared ${status} schema: ${ajv.errorsText(validate.errors)}`;
    }
    return null;
  };
}

/* The run ----------------------------------------------------------------------------------------- */

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Called on each request, for a long run's progress. */
  onRequest?: (count: number) => void;
}

/**
 * Runs the property over `t` with anonymous and signed-in (Anna) requests. A signed-in request whose
 * session ended (sign-out, e-service logout) signs in again before the next one.
 */
export async function fuzz(t: TestApp, opts: FuzzOptions): Promise<void> {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  const ops = operationsOf(doc);
  const check = createResponseChecker(doc);

  let cookie: string | null = null;
  const session = async () => (cookie ??= await t.login('anna'));
  const me = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: await session() });
  const patientId = String(me.json().id);
  const allergies = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${patientId}`, cookie: await session() });
  const dictionary = async (code: string) => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/allergies/dict', cookie: await session(), payload: { code, maxRows: 20 } });
    return (res.json() as Array<{ code: string }>).map((item) => item.code);
  };
  const allergens = [...(await dictionary('ALERG_POKARM')), ...(await dictionary('ALERG_LEK')), ...(await dictionary('ALERG_INNE'))];
  const ctx: FuzzContext = {
    doc,
    ops,
    knownIds: { patientId: [patientId], allergyId: (allergies.json() as Array<{ allergyId: number }>).map((a) => String(a.allergyId)) },
    knownValues: {
      allergyTypeCode: await dictionary('RODZAJ_ALERGII'),
      allergyCode: allergens,
      degreeOfSeverityCode: await dictionary('ALERG_NASILENIE'),
    },
  };

  let count = 0;
  await fc.assert(
    fc.asyncProperty(fuzzCase(ops.length), async (c) => {
      const req = buildRequest(ctx, c);
      const res = await t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { ...req.headers, ...(c.signedIn ? { cookie: await session() } : {}) },
        payload: req.payload,
      });
      opts.onRequest?.(++count);
      if (c.signedIn && res.statusCode === 401) cookie = null;
      const problem = check(ops[c.op], res);
      if (problem) {
        const sent = req.payload === undefined ? '' : ` body ${req.payload.slice(0, 500)}`;
        throw new Error(
          `${problem}\n  request: ${c.signedIn ? 'signed in' : 'anonymous'} ${req.method} ${req.url.slice(0, 500)}${sent}\n  answer: ${res.statusCode} ${res.body.slice(0, 500)}`,
        );
      }
    }),
    { numRuns: opts.runs, seed: opts.seed },
  );
}
