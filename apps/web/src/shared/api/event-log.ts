import type { clientEventLogTypes } from '@portal/contracts';
import { api } from '@portal/ui/api';

export type ClientEventLogType = (typeof clientEventLogTypes)[number];

/**
 * POST /api/mpi/accounts/event-log — reports a security event the server cannot see by itself (a
 * failed sign-in as the user saw it, a sign-out). Fire-and-forget: a lost event never blocks the user.
 */
export function logEvent(eventLogType: ClientEventLogType, username: string | null, description: string): void {
  void api<void>('/mpi/accounts/event-log', {
    method: 'POST',
    body: { eventLogType, username, description },
  }).catch(() => undefined);
}
