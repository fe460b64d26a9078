import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopBarLink } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * GET /api/mppd/api/links — links of kinds O (other) and H (help) shown in the top bar.
 *
 * Kept in the page's memory only (`staleTime` within one visit; nothing is persisted), so the next page
 * load reads it afresh; the server's answer is never reused by the browser unchecked (`no-store`, or
 * `no-cache` with an ETag), so a change made in the clinic console shows on that load at the latest.
 */
export const topBarLinksQuery = queryOptions({
  queryKey: ['settings', 'links'],
  queryFn: () => api<TopBarLink[]>('/mppd/api/links'),
  staleTime: 30 * 60_000,
});
export const useTopBarLinks = () => useQuery(topBarLinksQuery);
