import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

export function ReferralEditPage() {
  const { t } = useTranslation('bookings');
  return <PageHeading documentTitle={t('referral.title')}>{t('referral.title')}</PageHeading>;
}
