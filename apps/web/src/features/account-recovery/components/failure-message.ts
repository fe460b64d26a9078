import { isApiError } from '@portal/ui/api';

/**
 * The message of a refused send: past the send limits (429) the server's own Polish text, a 400 the
 * page's warning, anything else (no answer, a server error) the generic one.
 */
export function sendFailureMessage(error: unknown, messages: { badRequest: string; otherwise: string }): string {
  if (isApiError(error) && error.status === 429 && error.body?.message) return error.body.message;
  if (isApiError(error) && error.status === 400) return messages.badRequest;
  return messages.otherwise;
}
