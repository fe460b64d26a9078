import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

export function BookingQuestionnaireRoute() {
  const { t } = useTranslation('bookings');
  return <PageHeading documentTitle={t('questionnaire.title')}>{t('questionnaire.title')}</PageHeading>;
}
