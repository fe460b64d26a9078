import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api/client';
import { LoadFailure } from '../page/load-failure';
import { PageHeading } from '../page/page-heading';

export interface RecordDetailPageProps<T> {
  /** The record's query (disabled when the address names no record). */
  query: UseQueryResult<T>;
  /** False when the address names no record (a malformed id): not found, without asking the server. */
  valid?: boolean;
  /** The heading of the failure and the default of the tab's title ("Szczegóły alergii"). */
  title: string;
  /** The record's h1 ("Amoksycylina"). */
  heading: (record: T) => string;
  /** The tab's title (default: the heading). */
  documentTitle?: (record: T) => string;
  /** Under the heading: the record's status badges. */
  badges?: (record: T) => ReactNode;
  /** The link back to the list, above the heading. */
  back: { label: string; to: (record: T) => string };
  /** The failure alert's title (default: ui:loadFailed). */
  failure?: string;
  /** The loading status's text (default: ui:loading). */
  loading?: string;
  /** An unknown record, one the account may not see (404) or a malformed address: what is said, and the way back. */
  notFound: { to: string; title?: string; message?: string; label?: string };
  /** The record's fields and actions, under its heading. */
  children: (record: T) => ReactNode;
}

/**
 * One record of a patient: the link back, the heading (the record's name, its badges), then the page's
 * own fields and actions. Loading, failure (a toast and an alert with a refresh) and not found (404 or a
 * malformed address) in one place.
 */
export function RecordDetailPage<T>({ query, valid = true, title, heading, documentTitle, badges, back, failure, loading, notFound, children }: RecordDetailPageProps<T>) {
  const { t } = useTranslation('ui');
  if (!valid || (isApiError(query.error) && query.error.status === 404)) {
    const notFoundTitle = notFound.title ?? t('records.notFoundTitle');
    return (
      <Stack gap="md" align="flex-start">
        <PageHeading documentTitle={notFoundTitle}>{notFoundTitle}</PageHeading>
        <Text>{notFound.message ?? t('records.notFound')}</Text>
        <Button component={Link} to={notFound.to} variant="default">
          {notFound.label ?? t('records.back')}
        </Button>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="lg">
        <PageHeading documentTitle={title}>{title}</PageHeading>
        <LoadFailure message={failure ?? t('loadFailed')} query={query} />
      </Stack>
    );
  }
  if (!query.isSuccess) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{loading ?? t('loading')}</Text>
      </Group>
    );
  }
  const record = query.data;
  const name = heading(record);
  const badgeRow = badges?.(record);
  const h1 = <PageHeading documentTitle={documentTitle?.(record) ?? name}>{name}</PageHeading>;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to(record)} size="sm">
        {back.label}
      </Anchor>
      {badgeRow ? (
        <Stack gap="xs">
          {h1}
          <Group gap={6}>{badgeRow}</Group>
        </Stack>
      ) : (
        h1
      )}
      {children(record)}
    </Stack>
  );
}
