import type {
  AccessLogPage,
  Account,
  Allergy,
  ApiError,
  ApplicationSettings,
  DictionaryItem,
  EmailConfirmedResponse,
  ErrorCode,
  HelpSettings,
  LoginSettings,
  NotificationTarget,
  IdentityFinderResult,
  LinkedProfile,
  OwnIdentity,
  Patient,
  RegistrationChallenge,
  RegistrationResponse,
  RegistrationSettings,
  SystemInstallation,
  TopBarLink,
  UnconfirmedChannelsResponse,
  UploadedFiles,
  SignatureVerification,
  FileLimits,
} from '@portal/contracts';
import { onTestFinished, vi } from 'vitest';
import { annaAllergies, annaPatient, dictionaries, loginSettings } from './fixtures';

/**
 * The API's answers by `METHOD /api/path` (`:name` for a path parameter), typed with the contracts'
 * response types. A key not listed here may still be stubbed; its body is then untyped.
 */
export interface ApiResponses {
  'GET /api/mpi/accounts/login-settings': LoginSettings;
  'GET /api/mpi/accounts/registration-settings': RegistrationSettings;
  'GET /api/mpi/accounts/system-installation': SystemInstallation;
  'GET /api/mpi/accounts/help-settings/e-patient': HelpSettings;
  'GET /api/mpi/accounts/mpi-user/application-settings': ApplicationSettings;
  'GET /api/mppd/api/links': TopBarLink[];
  'POST /api/mpi/accounts/login': Account;
  'POST /api/mpi/accounts/login/sso-token': Account;
  'GET /api/mpi/accounts/login/prepare': { value: string };
  'POST /api/mpi/accounts/logout': void;
  'POST /api/mpi/accounts/event-log': void;
  'POST /api/mpi/accounts/password-change': Account;
  'GET /api/mpi/accounts/mpi-user': Account;
  'POST /api/mpi/accounts/mpi-user/account-to-merge': Account;
  'GET /api/mpi/accounts/mpi-user/notifications/:guid': NotificationTarget;
  'GET /api/mpi/accounts/mpi-user/patients/me': Patient;
  'GET /api/mpi/accounts/mpi-user/patients/wards': LinkedProfile[];
  'GET /api/mpi/accounts/mpi-user/patients/children': LinkedProfile[];
  'GET /api/mpi/accounts/mpi-user/patients/wardens': LinkedProfile[];
  'GET /api/mpi/accounts/mpi-user/patients/parents': LinkedProfile[];
  'POST /api/mpi/accounts/mpi-user/patients/identity-finder': IdentityFinderResult;
  'POST /api/mpi/accounts/mpi-user/patients/wards/link': LinkedProfile;
  'PUT /api/mpi/accounts/mpi-user/patients/wardens': void;
  'DELETE /api/mpi/accounts/mpi-user/patients/parents/:id': void;
  'POST /api/mpi/accounts/mpi-user/password-recovery': { ok: true };
  'POST /api/mpi/accounts/mpi-user/password-reset': { ok: true };
  'GET /api/mpi/accounts/registration/challenge': RegistrationChallenge;
  'POST /api/mpi/accounts/registration/attachments': UploadedFiles;
  'POST /api/mpi/accounts': RegistrationResponse;
  'POST /api/mpi/accounts/confirmations/e-mail': { ok: true };
  'PUT /api/mpi/accounts/confirmations/e-mail/:code': EmailConfirmedResponse;
  'POST /api/mpi/accounts/confirmations/phone-no': { ok: true };
  'PUT /api/mpi/accounts/confirmations/phone-no': { ok: true };
  'GET /api/mpi/accounts/confirmations/channels/unconfirmed': UnconfirmedChannelsResponse;
  'POST /api/mpi/sso/generate': { value: string };
  'GET /api/mpi/sso/sso-settings': { value: string | null };
  'GET /api/mpi/allergies/all/:patientId': Allergy[];
  'POST /api/mpi/allergies/dict': DictionaryItem[];
  'POST /api/mpi/allergies/:patientId': Allergy;
  'GET /api/mpi/allergies/:patientId/:allergyId': Allergy;
  'PATCH /api/mpi/allergies/:patientId/:allergyId': Allergy;
  'DELETE /api/mpi/allergies/:patientId/:allergyId': void;
  'GET /api/mpi/accounts/mpi-user/ampa/:patientId/confirm': { value: string };
  'GET /api/mpi/accounts/mpi-user/ampa/:patientId/check': { value: boolean };
  'GET /api/mpi/accounts/mpi-user/ampa/:patientId/unregister': void;
  'DELETE /api/mpi/accounts/mpi-user': void;
  'GET /api/mpi/adverseevents/url': { value: string };
  'GET /api/mpi/accounts/mpi-user/file-settings': { fileUploadParams: FileLimits };
  'POST /api/mpi/accounts/signatures/verify': SignatureVerification;
  'GET /api/mpi/accounts/mpi-user/access-log': AccessLogPage;
  'GET /api/mpi/accounts/mpi-user/patients/me/identity': OwnIdentity;
  'POST /api/mpi/accounts/mpi-user/patients/me/documents': Patient;
}

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

export type ApiTable = { [K in keyof ApiResponses]?: Handler<ApiResponses[K]> } & Record<string, Handler>;

export const ok = <T>(body: T, status = 200): Reply<T> => ({ status, body });
export const noContent: Reply<void> = { status: 204 };
export const apiError = (status: number, errorCode: ErrorCode, message = 'Błąd', extra: Pick<ApiError, 'errors' | 'details'> = {}): Reply<never> => ({
  status,
  body: { errorCode, message, ...extra },
});
export const notFound = () => apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.');
export const unauthorized = () => apiError(401, 'UNAUTHORIZED', 'Sesja wygasła lub nie istnieje. Zaloguj się ponownie.');

/**
 * What the API answers when a test says nothing else, shaped like the demo seed: no session (401 on
 * the reads that need one; a page of the signed-in area stubs `GET /api/mpi/accounts/mpi-user`),
 * Anna's patient record, her allergies and the allergy dictionaries (filtered by name or description
 * as the server does), the login settings, a new captcha challenge per call, and the event log.
 */
export function defaultApi(): ApiTable {
  let challenge = 0;
  return {
    'GET /api/mpi/accounts/login-settings': ok(loginSettings),
    'GET /api/mpi/accounts/mpi-user': unauthorized(),
    'GET /api/mpi/accounts/confirmations/channels/unconfirmed': unauthorized(),
    'GET /api/mpi/accounts/mpi-user/notifications/:guid': unauthorized(),
    'POST /api/mpi/accounts/event-log': noContent,
    'GET /api/mpi/accounts/mpi-user/patients/me': ok(annaPatient),
    // Anna acts for herself only unless a test links her a ward or a child.
    'GET /api/mpi/accounts/mpi-user/patients/wards': ok([]),
    'GET /api/mpi/accounts/mpi-user/patients/children': ok([]),
    // Anna's identity is confirmed, and nobody at the clinic has opened her data.
    'GET /api/mpi/accounts/mpi-user/patients/me/identity': ok({ identityStatus: 'VERIFIED', rejection: null, newDocumentsAccepted: false }),
    'GET /api/mpi/accounts/mpi-user/access-log': ok({ items: [], pageIndex: 0, pageSize: 20, hasNextPage: false }),
    'GET /api/mpi/allergies/all/:patientId': ({ params }) => (Number(params.patientId) === annaPatient.id ? ok(annaAllergies) : notFound()),
    'GET /api/mpi/allergies/:patientId/:allergyId': ({ params }) => {
      const allergy = annaAllergies.find((a) => a.patientId === Number(params.patientId) && a.allergyId === Number(params.allergyId));
      return allergy ? ok(allergy) : notFound();
    },
    'POST /api/mpi/allergies/dict': ({ body }) => {
      const { code, nameFilter, maxRows } = body as { code: string; nameFilter: string; maxRows: number };
      const filter = nameFilter.toLowerCase();
      const items = (dictionaries[code] ?? []).filter((i) => i.name.toLowerCase().includes(filter) || (i.description ?? '').toLowerCase().includes(filter));
      return ok(items.slice(0, maxRows));
    },
    'GET /api/mpi/accounts/registration/challenge': () => {
      challenge += 1;
      return ok({ challengeToken: `token-${challenge}`, captchaImage: `data:image/webp;base64,${challenge}` });
    },
  };
}

interface Route {
  key: string;
  method: string;
  segments: string[];
  params: number;
  handler: Handler;
}

const compile = (table: ApiTable): Route[] =>
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

export interface ApiStub {
  /** Every call, in order. */
  calls: ApiCall[];
  /** The calls whose path fits `'METHOD /api/path'` (`:name` matches any one segment). */
  callsTo(key: keyof ApiResponses | (string & {})): ApiCall[];
  /** Adds or replaces handlers for the rest of the test. */
  use(table: ApiTable): void;
  /** Calls nothing answered; the test fails when it ends with any (forget them with `splice`). */
  unhandled: ApiCall[];
}

let active: ApiStub | null = null;

/** The stub of the running test, if it made one (renderRoute makes one with the defaults otherwise). */
export const currentStub = () => active;

const headersOf = (init?: RequestInit): Record<string, string> => Object.fromEntries(new Headers(init?.headers).entries());

const bodyOf = (init?: RequestInit): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined));

/**
 * Stands in for the server for one test: `fetch` answers from `table`, then from the defaults
 * (`defaults: false` for none). A call that nothing answers gets 501 and fails the test when it ends.
 */
export function stubApi(table: ApiTable = {}, { defaults = true }: { defaults?: boolean } = {}): ApiStub {
  let overrides = compile(table);
  const fallback = defaults ? compile(defaultApi()) : [];
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

  active = {
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
  return active;
}
