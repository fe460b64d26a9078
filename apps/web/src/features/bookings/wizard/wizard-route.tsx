import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

export function WizardRoute() {
  const { t } = useTranslation('bookings');
  return <PageHeading documentTitle={t('wizard.title')}>{t('wizard.title')}</PageHeading>;
}
