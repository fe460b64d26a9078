import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

// White text at 4.5:1 or more (the organisation's own activity colours).
const activity = { ACTIVE: 'teal.9', INACTIVE: 'gray.7' } as const;

/** A partner's activity ("Aktywny"; the organisation's badge says it of a unit, "Aktywna"). */
export function PartnerActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('organisation');
  return <StatusBadge status={active ? 'ACTIVE' : 'INACTIVE'} palette={activity} label={active ? t('partners.activeBadge') : t('partners.inactiveBadge')} />;
}

/** A person of a partner's personnel: active or not. */
export function PersonActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('organisation');
  return <StatusBadge status={active ? 'ACTIVE' : 'INACTIVE'} palette={activity} label={active ? t('partners.personnel.activeBadge') : t('partners.personnel.inactiveBadge')} />;
}
