import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@portal/contracts';

/** What a paged list is read with: its key, how one page is fetched, and whether to ask at all. */
export interface PagedQueryOptions<T> {
  queryKey: QueryKey;
  fetchPage: (pageIndex: number) => Promise<Page<T>>;
  enabled?: boolean;
}

/**
 * A paged list of the API (contracts `pageOf`): pages are fetched one at a time and kept together,
 * "more" asks for the next one while the server says there is one.
 */
export function usePagedQuery<T>(options: PagedQueryOptions<T>) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page<T>) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
    enabled: options.enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
export type PagedQuery<T> = ReturnType<typeof usePagedQuery<T>>;
