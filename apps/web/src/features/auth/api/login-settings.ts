import type { LoginSettings } from '@portal/contracts';
import { useLoaderData } from 'react-router';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/login-settings — username prompt and which create-account links to show. */
export const getLoginSettings = () => api<LoginSettings>('/mpi/accounts/login-settings');

/**
 * The sign-in page reads its settings in its route loader rather than through the query cache, so the
 * page does not carry the query library. Without them it still signs in, showing no create-account links.
 */
export async function loginSettingsLoader(): Promise<LoginSettings | null> {
  return getLoginSettings().catch(() => null);
}
export const useLoginSettings = () => ({ data: (useLoaderData() as LoginSettings | null | undefined) ?? undefined });
