import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@portal/contracts';

/**
 * A paged list of the API (contracts `pageOf`): pages are fetched one at a time and kept together,
 * "more" asks for the next one while the server says there is one.
 */
export function usePagedQuery<T>(options: { queryKey: QueryKey; fetchPage: (pageIndex: number) => Promise<Page<T>>; enabled?: boolean }) {
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
