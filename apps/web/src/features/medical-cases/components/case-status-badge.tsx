import type { MedicalCase } from '@portal/contracts';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

/** Open or closed, in the shared badge (white text on a dark colour, 4.5:1). */
const palette = { OPEN: 'teal.9', CLOSED: 'gray.7' } as const;

export function CaseStatusBadge({ status }: { status: MedicalCase['status'] }) {
  const { t } = useTranslation('medical-cases');
  return <StatusBadge status={status} palette={palette} label={t(`status.${status}`)} plain />;
}
