import { Text } from '@mantine/core';
import type { DocumentRequestStatus } from '@portal/domain';
import { formatDate } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// White text at 4.5:1 or more.
const palette = { REGISTERED: '#9c4a00', IN_PROGRESS: 'blue.9', COMPLETED: 'teal.9', REJECTED: 'gray.7' } as const;

export function RequestBadge({ status }: { status: DocumentRequestStatus }) {
  const { t } = useTranslation('documentRequests');
  return <StatusBadge status={status} palette={palette} label={t(`statuses.${status}`)} />;
}

/** DD-MM-YYYY HH:mm of an instant, in the browser's time zone. */
export function moment(instant: string | null) {
  if (!instant) return '—';
  const at = new Date(instant);
  return `${formatDate(at)} ${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** A label above its value, inside a `dl`. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}
