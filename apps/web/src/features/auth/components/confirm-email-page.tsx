import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/use-page-title';
import { useEmailParam } from './use-email-param';

/** /confirmemail — sign-in refused until the account's e-mail address is confirmed. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('login');
  usePageTitle(t('confirmEmail.title'));
  const email = useEmailParam();
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('confirmEmail.title')}</Title>
      <Alert color="yellow" variant="light">
        {email ? (
          <Trans t={t} i18nKey="confirmEmail.withEmail" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('confirmEmail.withoutEmail')
        )}
      </Alert>
      <Text>{t('confirmEmail.howTo')}</Text>
      <Text>{t('confirmEmail.noMessage')}</Text>
      <Anchor component={Link} to="/login">
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}
