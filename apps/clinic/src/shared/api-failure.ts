import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';

/**
 * A failed call of a console page: the server's Polish message when it refused the request (4xx with
 * a body; 401 is the session's, handled by session-expiry), else `fallback` as a failure toast.
 */
export function reportFailure(error: unknown, fallback: string) {
  if (isApiError(error) && error.body && error.status >= 400 && error.status < 500 && error.status !== 401) notify.warning(error.body.message);
  else notify.failure(error, fallback);
}

/** The server's error code of a refused call, if any. */
export const errorCodeOf = (error: unknown): string | undefined => (isApiError(error) ? error.body?.errorCode : undefined);
