import { Button, Group, Text } from '@mantine/core';
import { StatusBadge } from '@portal/ui/page';
import { formatDay, formatDateTime } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Small pieces the feature's pages share: the identity's state as a badge, a label and its value, the
 * pager of a table, dates as the clinic writes them.
 */

export type IdentityState = 'VERIFIED' | 'REQUESTED' | 'REJECTED';
const identityPalette = { VERIFIED: 'teal.9', REQUESTED: '#9c4a00', REJECTED: 'red.9' } as const;

export function IdentityBadge({ state }: { state: IdentityState }) {
  const { t } = useTranslation('patients');
  return <StatusBadge status={state} palette={identityPalette} label={t(`identityStatus.${state}`)} />;
}

/** A label above its value, inside a `dl`. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** Previous and next page of a list that reports whether a next page exists. */
export function Pager({ pageIndex, hasNextPage, onPage }: { pageIndex: number; hasNextPage: boolean; onPage: (pageIndex: number) => void }) {
  const { t } = useTranslation('patients');
  if (pageIndex === 0 && !hasNextPage) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={t('paging.page', { page: pageIndex + 1 })}>
      <Button variant="default" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
        {t('paging.previous')}
      </Button>
      <Text size="sm">{t('paging.page', { page: pageIndex + 1 })}</Text>
      <Button variant="default" disabled={!hasNextPage} onClick={() => onPage(pageIndex + 1)}>
        {t('paging.next')}
      </Button>
    </Group>
  );
}

/** DD-MM-YYYY of a calendar date (YYYY-MM-DD), or null. */
export const day = (date: string | null) => (date ? formatDay(date) : null);
/** DD-MM-RRRR HH:MM of an instant in the clinic's zone (the portal's formatter). */
export const moment = (instant: string) => formatDateTime(instant);
