import type { ApiError } from '@portal/contracts';

/** A failed call: the HTTP status (0 when the server could not be reached) and the API's error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
  get errorCode() {
    return this.body?.errorCode;
  }
}

export const isApiError = (e: unknown): e is ApiRequestError => e instanceof ApiRequestError;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The global response-error handlers (spec: with extended logs, every failure's details are shown; the
 * clinic console sends a member whose session ended back to its sign-in page). Returns its removal.
 */
type FailureListener = (error: ApiRequestError, call: { method: Method; path: string }) => void;
const failureListeners = new Set<FailureListener>();
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}
export const failed = (error: ApiRequestError, call: { method: Method; path: string }) => {
  failureListeners.forEach((listener) => listener(error, call));
  return error;
};

/**
 * The interface's language (both apps keep it in <html lang>): the server answers the words it sends
 * (dictionary labels) in it, which may differ from the account's language (issue 28, items 5 and 7).
 */
export function languageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'accept-language': lang } : {};
}

/**
 * The one way an app calls the API (files: upload.ts): same-origin cookie session, JSON, and the client header the
 * server requires on state-changing calls.
 */
export async function api<T>(path: string, init: { method?: Method; body?: unknown; query?: Record<string, unknown> } = {}): Promise<T> {
  let url = `/api${path}`;
  if (init.query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(init.query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
    const s = q.toString();
    if (s) url += `?${s}`;
  }
  const call = { method: init.method ?? 'GET', path };
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-portal-client': '1',
        ...languageHeader(),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw failed(new ApiRequestError(0, null), call);
  }
  return readAnswer<T>(res, call);
}

/** The answer of a call: its JSON, or the API's error as an ApiRequestError. */
export async function readAnswer<T>(res: Response, call: { method: Method; path: string }): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const body = data && typeof data === 'object' && 'errorCode' in data ? (data as ApiError) : null;
    throw failed(new ApiRequestError(res.status, body), call);
  }
  return data as T;
}
