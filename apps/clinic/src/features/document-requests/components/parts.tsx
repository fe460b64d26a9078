import type { DocumentRequestStatus } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

// White text at 4.5:1 or more.
const palette = { REGISTERED: '#9c4a00', IN_PROGRESS: 'blue.9', COMPLETED: 'teal.9', REJECTED: 'gray.7' } as const;

export function RequestBadge({ status }: { status: DocumentRequestStatus }) {
  const { t } = useTranslation('documentRequests');
  return <StatusBadge status={status} palette={palette} label={t(`statuses.${status}`)} />;
}

export { author, moment, Field } from '../../../shared/record-fields';

