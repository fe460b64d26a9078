import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from './load-failure';

/**
 * A query's states in one place: loading (a polite status), failure (toast once, alert with refresh),
 * empty (when `isEmpty` says so), then the data.
 */
export function QueryBoundary<T>({
  query,
  children,
  failure,
  loading,
  isEmpty,
  empty,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** The failure alert's title (default: ui:loadFailed). */
  failure?: string;
  /** The loading status text (default: ui:loading). */
  loading?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  if (query.isError) return <LoadFailure message={failure ?? t('loadFailed')} query={query} />;
  if (!query.isSuccess) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{loading ?? t('loading')}</Text>
      </Group>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <Text>{t('empty')}</Text>}</>;
  return <>{children(query.data)}</>;
}
