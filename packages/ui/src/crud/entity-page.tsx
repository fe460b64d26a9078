import { Alert, Anchor, Fieldset, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../page/page-heading';
import { QueryBoundary } from '../page/query-boundary';

/** An entity page's id: a number, null for a new record, 'invalid' for an address that names none. */
export type EntityId = number | null | 'invalid';

/** The id of the page's address (`:param`), null for `newSegment`; anything else is no id (the page says not found). */
export function useEntityId(param: string, newSegment = 'new'): EntityId {
  const value = useParams()[param];
  if (value === newSegment) return null;
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 'invalid';
}

export interface EntityPageProps<T> {
  id: EntityId;
  /** Above the link back (the area's sections). */
  nav?: ReactNode;
  backTo: string;
  backLabel: string;
  newTitle: string;
  /** The record's query (disabled for a new record). */
  query: UseQueryResult<T>;
  titleOf: (record: T) => string;
  /** Beside a stored record's heading (its state). */
  badge?: (record: T) => ReactNode;
  /** Said for an address that names no record. */
  notFound: string;
  /** The alert's title when the record is not there or failed to load. */
  failure: string;
  /** The record's form: of the stored record, or of a new one (undefined). */
  children: (record: T | undefined) => ReactNode;
}

/**
 * One record's own page: the area's sections, the link back to the list, the heading (the record's
 * name and state, or "new") and the form. Loading, failure and "not found" of a stored record in one place.
 */
export function EntityPage<T>({ id, nav, backTo, backLabel, newTitle, query, titleOf, badge, notFound, failure, children }: EntityPageProps<T>) {
  return (
    <Stack>
      {nav}
      <Anchor component={Link} to={backTo} size="sm">
        ← {backLabel}
      </Anchor>
      {id === 'invalid' ? (
        <Alert color="yellow" role="alert" title={notFound}>
          {null}
        </Alert>
      ) : id === null ? (
        <>
          <PageHeading documentTitle={newTitle}>{newTitle}</PageHeading>
          {children(undefined)}
        </>
      ) : (
        <QueryBoundary query={query} failure={failure}>
          {(record) => (
            <Stack>
              <Group justify="space-between" align="center">
                <PageHeading documentTitle={titleOf(record)}>{titleOf(record)}</PageHeading>
                {badge?.(record)}
              </Group>
              {children(record)}
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}

/**
 * An entity page's form: its fields, locked and captioned `readOnly` for a member who may only read,
 * then its actions (save, and what else the record allows).
 */
export function EntityForm({
  onSubmit,
  readOnly,
  actions,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Why nothing can be changed; the fields are locked while it is given. */
  readOnly?: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        <Fieldset variant="unstyled" disabled={readOnly !== undefined} legend={readOnly}>
          <Stack>{children}</Stack>
        </Fieldset>
        {actions}
      </Stack>
    </form>
  );
}
