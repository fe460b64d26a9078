import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationSettings } from '../../../shared/settings/application-settings';
import { BOOKINGS_PATH } from '../paths';
import { TeleconsultationWizard } from './teleconsultation-wizard';

/**
 * /newteleconsultation: the wizard while the clinic offers teleconsultations (the application settings'
 * `telecommunicationModule`, which the server's teleconsultation calls follow); otherwise a sentence
 * saying so and the way back to the bookings, not a wizard whose every call would answer 404.
 */
export function TeleconsultationWizardPage() {
  const { t } = useTranslation('bookings');
  const settings = useApplicationSettings();
  if (settings.isPending) return <Loader size="sm" />;
  if (settings.data?.telecommunicationModule === false) {
    return (
      <Stack>
        <PageHeading documentTitle={t('tele.title')}>{t('tele.title')}</PageHeading>
        <Alert color="gray">{t('tele.moduleOff')}</Alert>
        <Anchor component={Link} to={BOOKINGS_PATH}>
          {t('tele.toBookings')}
        </Anchor>
      </Stack>
    );
  }
  return <TeleconsultationWizard />;
}
