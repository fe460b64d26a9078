import type { ResultFlag } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

const palette = { L: 'blue.9', H: 'red.9', N: 'teal.9' } as const;

/** Where a value lies against its range, in words (below, above, within); nothing when it cannot be told. */
export function FlagBadge({ flag, name }: { flag: ResultFlag | null; name: string }) {
  const { t } = useTranslation('medical-record');
  if (!flag) return <span title={t('flags.none', { name })}>—</span>;
  return (
    <span data-testid={`flag-${name}`}>
      <StatusBadge status={flag} palette={palette} label={t(`flags.${flag}`)} />
    </span>
  );
}
