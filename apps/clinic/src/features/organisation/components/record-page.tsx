import { Alert, Anchor, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NEW } from '../paths';
import { ActiveBadge, OrganisationSwitch } from './shared';

/** The id of the page's address (`:id`), or null for `new`; anything else is no id (the page says not found). */
export function useRecordId(param: string): number | null | 'invalid' {
  const value = useParams()[param];
  if (value === NEW) return null;
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 'invalid';
}

/**
 * A unit's, practitioner's or service's page: back to the list, the heading (the record's name and
 * activity, or "new"), the form. Loading, failure and "not found" of an existing record in one place.
 */
export function RecordPage<T extends { active: boolean }>({
  id,
  backTo,
  backLabel,
  newTitle,
  query,
  titleOf,
  children,
}: {
  /** The address's id: a number, null for a new record, 'invalid' for an address that names none. */
  id: number | null | 'invalid';
  backTo: string;
  backLabel: string;
  newTitle: string;
  /** The record's query (disabled for a new record). */
  query: UseQueryResult<T>;
  titleOf: (record: T) => string;
  children: (record: T | undefined) => ReactNode;
}) {
  const { t } = useTranslation('organisation');
  return (
    <Stack>
      <OrganisationSwitch />
      <Anchor component={Link} to={backTo} size="sm">
        ← {backLabel}
      </Anchor>
      {id === 'invalid' ? (
        <Alert color="yellow" role="alert" title={t('notFound')}>
          {null}
        </Alert>
      ) : id === null ? (
        <>
          <PageHeading documentTitle={newTitle}>{newTitle}</PageHeading>
          {children(undefined)}
        </>
      ) : (
        <QueryBoundary query={query} failure={t('notFoundOrFailed')}>
          {(record) => (
            <Stack>
              <Group justify="space-between" align="center">
                <PageHeading documentTitle={titleOf(record)}>{titleOf(record)}</PageHeading>
                <ActiveBadge active={record.active} />
              </Group>
              {children(record)}
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
