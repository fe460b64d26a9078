import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/ui/api';

/** GET /api/mpi/adverseevents/url — the external adverse-event reporting form (value). */
export const adverseEventsUrlQuery = queryOptions({
  queryKey: ['adverse-events', 'url'],
  queryFn: () => api<{ value: string }>('/mpi/adverseevents/url').then((r) => r.value),
  staleTime: 5 * 60_000,
});
export const useAdverseEventsUrl = () => useQuery(adverseEventsUrlQuery);
