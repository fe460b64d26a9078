import type { UnconfirmedChannelsResponse } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * GET /api/mpi/accounts/confirmations/channels/unconfirmed — the signed-in account's phone waiting for
 * confirmation (without a session the answer never holds a number).
 */
export async function getUnconfirmedPhone(): Promise<string | null> {
  const channels = await api<UnconfirmedChannelsResponse>('/mpi/accounts/confirmations/channels/unconfirmed').catch(() => null);
  return channels && !channels.masked ? channels.phoneNumber : null;
}
