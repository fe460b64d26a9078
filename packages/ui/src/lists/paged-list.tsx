import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../page/load-failure';
import type { PagedQuery } from './use-paged-query';

/**
 * A paged list's states in one place: loading, failure with a refresh, empty, the rows, and "show more"
 * while the server has a next page (a failed next page keeps the rows and offers to try again).
 */
export function PagedList<T>({
  query,
  renderItem,
  renderItems,
  empty,
  failure,
  more,
}: {
  query: PagedQuery<T>;
  /** Each row (with its key). */
  renderItem?: (item: T) => ReactNode;
  /** Instead of `renderItem`: the rows loaded so far at once (a table). */
  renderItems?: (items: T[]) => ReactNode;
  /** Shown when the list has no rows (default: ui:empty). */
  empty?: ReactNode;
  /** The title of the failure alert (default: ui:loadFailed). */
  failure?: string;
  /** The next page's button (default: ui:showMore). */
  more?: string;
}) {
  const { t } = useTranslation('ui');
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (query.isError && query.items.length === 0) return <LoadFailure message={failure ?? t('loadFailed')} query={query} />;
  if (query.items.length === 0) return <Text c="dimmed">{empty ?? t('empty')}</Text>;
  return (
    <Stack gap="sm">
      {renderItems ? renderItems(query.items) : renderItem && query.items.map(renderItem)}
      {query.isFetchNextPageError && <LoadFailure message={failure ?? t('loadFailed')} query={{ ...query, refetch: () => query.fetchNextPage() }} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {more ?? t('showMore')}
        </Button>
      )}
    </Stack>
  );
}
