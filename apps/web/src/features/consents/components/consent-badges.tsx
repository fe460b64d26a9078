import type { Consent } from '@portal/contracts';
import type { ConsentStatus } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

// Shades dark enough for white 11px text to keep a 4.5:1 contrast.
const statusPalette: Record<ConsentStatus, string> = { REGISTERED: 'violet.9', SIGNED: 'blue.9', CANCELLED: 'gray.7' };

/** The consent's state alone. */
export function ConsentStatusBadge({ status }: { status: ConsentStatus }) {
  const { t } = useTranslation('consents');
  return <StatusBadge status={status} palette={statusPalette} label={t(`statuses.${status}`)} plain />;
}

/** The consent's state, and "Obowiązuje" while it is in force today. */
export function ConsentBadges({ consent: c }: { consent: Pick<Consent, 'consentStatus' | 'active'> }) {
  const { t } = useTranslation('consents');
  return (
    <>
      <ConsentStatusBadge status={c.consentStatus} />
      {c.active && <StatusBadge status="active" palette={{ active: 'teal.9' }} label={t('active')} plain />}
    </>
  );
}
