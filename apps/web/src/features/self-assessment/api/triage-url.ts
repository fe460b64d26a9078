import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/ui/api';

/**
 * GET /api/mpi/questionnaires/infermedica/url/{language} — the interview's address for the frame (with
 * a short-lived ticket of the signed-in account): read afresh for every visit of the page, never reused.
 */
export const triageUrlQuery = (language: string) =>
  queryOptions({
    queryKey: ['self-assessment', 'url', language],
    queryFn: () => api<{ url: string }>(`/mpi/questionnaires/infermedica/url/${language}`).then((r) => r.url),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useTriageUrl = (language: string) => useQuery(triageUrlQuery(language));
