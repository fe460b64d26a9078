import { isApiError } from '@portal/ui/api';

/** The server's error code of a refused call, if any. */
export const errorCodeOf = (error: unknown): string | undefined => (isApiError(error) ? error.body?.errorCode : undefined);
