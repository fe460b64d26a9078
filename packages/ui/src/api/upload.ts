import { errorMessages, type UploadedFiles } from '@portal/contracts';
import { ApiRequestError, failed, languageHeader, readAnswer } from './client';

/** An upload that has not finished by then is given up (a stalled connection must not hang the form). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends files as multipart/form-data (the one way files reach the API; never base64 inside JSON).
 * A timeout, or an abort through `signal`, ends as 408 REQUEST_TIMEOUT with a message saying so.
 */
export async function uploadFiles<T = UploadedFiles>(
  path: string,
  files: File[],
  opts: {
    headers?: Record<string, string>;
    timeoutMs?: number;
    signal?: AbortSignal;
    /** The files' multipart field (`files` unless the route names another, e.g. `file`). */
    field?: string;
    /** Text fields sent before the files (a streaming server reads them first). */
    fields?: Record<string, string>;
  } = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  for (const file of files) form.append(opts.field ?? 'files', file, file.name);
  const call = { method: 'POST' as const, path };
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? UPLOAD_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-portal-client': '1', ...languageHeader(), ...opts.headers },
      body: form,
      signal,
    });
  } catch (err) {
    const name = (err as Error | null)?.name;
    if (signal.aborted || name === 'AbortError' || name === 'TimeoutError') {
      throw failed(new ApiRequestError(408, { errorCode: 'REQUEST_TIMEOUT', message: errorMessages.REQUEST_TIMEOUT }), call);
    }
    throw failed(new ApiRequestError(0, null), call);
  }
  return readAnswer<T>(res, call);
}
