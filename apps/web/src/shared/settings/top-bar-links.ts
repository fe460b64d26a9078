import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopBarLink } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mppd/api/links — links of kinds O (other) and H (help) shown in the top bar. */
export const topBarLinksQuery = queryOptions({
  queryKey: ['settings', 'links'],
  queryFn: () => api<TopBarLink[]>('/mppd/api/links'),
  staleTime: 30 * 60_000,
});
export const useTopBarLinks = () => useQuery(topBarLinksQuery);
