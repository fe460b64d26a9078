import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * GET /api/mpi/accounts/help-settings/e-patient — the help address and whether context help is on.
 *
 * Kept in the page's memory only (`staleTime` within one visit; nothing is persisted), so the next page
 * load reads it afresh; the server's answer is never reused by the browser unchecked (`no-store`, or
 * `no-cache` with an ETag), so a change made in the clinic console shows on that load at the latest.
 */
export const helpSettingsQuery = queryOptions({
  queryKey: ['settings', 'help'],
  queryFn: () => api<HelpSettings>('/mpi/accounts/help-settings/e-patient'),
  staleTime: 30 * 60_000,
});
export const useHelpSettings = () => useQuery(helpSettingsQuery);

/** Route patterns of the portal mapped to the help system's context ids (public/assets/help.json). */
export type HelpContextMap = Record<string, string>;

export const helpContextQuery = queryOptions({
  queryKey: ['settings', 'help-context'],
  queryFn: async (): Promise<HelpContextMap> => {
    const res = await fetch('/assets/help.json', { credentials: 'same-origin' });
    if (!res.ok) return {};
    return (await res.json()) as HelpContextMap;
  },
  staleTime: Infinity,
});
export const useHelpContext = () => useQuery(helpContextQuery);
