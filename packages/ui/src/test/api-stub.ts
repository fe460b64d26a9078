import type { ApiError, ErrorCode } from '@portal/contracts';
import { onTestFinished, vi } from 'vitest';

/**
 * The generic part of the component tests' API stub: each app keeps its own typed table of responses
 * (`Responses`: 'METHOD /api/path' → the contracts' response type) and its defaults, and wraps
 * `createStubApi` (apps/web/src/test/api-stub.ts, apps/clinic/src/test/api-stub.ts).
 */

/** One call the page made, as the stub saw it. */
export interface ApiCall {
  method: string;
  /** The path with its `/api` prefix, without the query. */
  path: string;
  /** `?…` or ''. */
  query: string;
  /** The matched key's path parameters (`:patientId` → `params.patientId`). */
  params: Record<string, string>;
  /** Parsed JSON, the FormData of an upload, or undefined. */
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/** An answer: the status and, for anything but 204, a body (the response type, or the API's error). */
export interface Reply<T = unknown> {
  status: number;
  body?: T | ApiError;
}

/**
 * A reply; a list of replies, one per call (a call after the last fails the test); or a function of
 * the call, possibly async (undefined: the defaults answer).
 */
export type Handler<T = unknown> = Reply<T> | Array<Reply<T>> | ((call: ApiCall) => Reply<T> | undefined | Promise<Reply<T> | undefined>);

export type ApiTable<Responses = object> = { [K in keyof Responses]?: Handler<Responses[K]> } & Record<string, Handler>;

export const ok = <T>(body: T, status = 200): Reply<T> => ({ status, body });
export const noContent: Reply<void> = { status: 204 };
export const apiError = (status: number, errorCode: ErrorCode, message = 'Błąd', extra: Pick<ApiError, 'errors' | 'details'> = {}): Reply<never> => ({
  status,
  body: { errorCode, message, ...extra },
});
export const notFound = () => apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.');
export const unauthorized = () => apiError(401, 'UNAUTHORIZED', 'Sesja wygasła lub nie istnieje. Zaloguj się ponownie.');

interface Route {
  key: string;
  method: string;
  segments: string[];
  params: number;
  handler: Handler;
}

const compile = (table: Record<string, Handler>): Route[] =>
  Object.entries(table).map(([key, handler]) => {
    const [method, path] = key.split(' ');
    if (!method || !path?.startsWith('/')) throw new Error(`api-stub: a key is "METHOD /api/path", not "${key}"`);
    const segments = path.split('/');
    return { key, method, segments, params: segments.filter((s) => s.startsWith(':')).length, handler };
  });

function match(route: Route, method: string, segments: string[]): Record<string, string> | null {
  if (route.method !== method || route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, s] of route.segments.entries()) {
    if (s.startsWith(':')) params[s.slice(1)] = decodeURIComponent(segments[i]);
    else if (s !== segments[i]) return null;
  }
  return params;
}

/**
 * Every route that matches, the most specific first (fewest parameters: `/dict` before `/:patientId`),
 * the test's own before the defaults at equal specificity.
 */
const candidates = (sources: Route[][], method: string, segments: string[]) =>
  sources
    .flatMap((routes, source) => routes.map((route) => ({ route, source, params: match(route, method, segments) })))
    .filter((m): m is { route: Route; source: number; params: Record<string, string> } => m.params !== null)
    .sort((a, b) => a.route.params - b.route.params || a.source - b.source);

export interface ApiStub<Responses = object> {
  /** Every call, in order. */
  calls: ApiCall[];
  /** The calls whose path fits `'METHOD /api/path'` (`:name` matches any one segment). */
  callsTo(key: (keyof Responses & string) | (string & {})): ApiCall[];
  /** Adds or replaces handlers for the rest of the test. */
  use(table: ApiTable<Responses>): void;
  /** Calls nothing answered; the test fails when it ends with any (forget them with `splice`). */
  unhandled: ApiCall[];
}

let active: ApiStub<never> | null = null;

/** The stub of the running test, if it made one (an app's renderRoute makes one with its defaults otherwise). */
export const currentStub = <Responses = object>() => active as ApiStub<Responses> | null;

const headersOf = (init?: RequestInit): Record<string, string> => Object.fromEntries(new Headers(init?.headers).entries());

const bodyOf = (init?: RequestInit): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined));

/**
 * Stands in for the server for one test: `fetch` answers from `table`, then from `defaults` (the app's
 * seed-shaped answers). A call that nothing answers gets 501 and fails the test when it ends.
 */
export function createStubApi<Responses = object>(table: ApiTable<Responses>, defaults: Record<string, Handler> = {}): ApiStub<Responses> {
  let overrides = compile(table);
  const fallback = compile(defaults);
  const calls: ApiCall[] = [];
  const unhandled: ApiCall[] = [];

  const answer = async (call: ApiCall, segments: string[]): Promise<Reply | undefined> => {
    for (const { route, params } of candidates([overrides, fallback], call.method, segments)) {
      call.params = params;
      const { handler } = route;
      if (typeof handler === 'function') {
        const reply = await handler(call);
        if (reply) return reply;
        continue;
      }
      if (Array.isArray(handler)) {
        const next = handler.shift();
        if (!next) throw new Error(`api-stub: ${route.key} was called more often than it has replies`);
        return next;
      }
      return handler;
    }
    call.params = {};
    return undefined;
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname, query: url.search, params: {}, body: bodyOf(init), headers: headersOf(init), credentials: init?.credentials };
      calls.push(call);
      const segments = url.pathname.split('/');
      let reply: Reply | undefined;
      try {
        reply = await answer(call, segments);
      } catch (error) {
        console.error(error);
      }
      if (!reply) {
        unhandled.push(call);
        console.error(`api-stub: nothing answers ${call.method} ${call.path}`);
        reply = apiError(501, 'INTERNAL_ERROR', `api-stub: nothing answers ${call.method} ${call.path}`);
      }
      return new Response(reply.body === undefined || reply.status === 204 ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );

  onTestFinished(() => {
    vi.unstubAllGlobals();
    active = null;
    if (unhandled.length > 0) {
      throw new Error(`api-stub: calls nothing answered (stub them): ${unhandled.map((c) => `${c.method} ${c.path}`).join(', ')}`);
    }
  });

  const stub: ApiStub<Responses> = {
    calls,
    unhandled,
    callsTo(key) {
      const [route] = compile({ [key]: noContent });
      return calls.filter((c) => match(route, c.method, c.path.split('/')) !== null);
    },
    use(more) {
      overrides = [...compile(more), ...overrides.filter((r) => !(r.key in more))];
    },
  };
  active = stub as ApiStub<never>;
  return stub;
}
