import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/use-page-title';
import { useEmailParam } from './use-email-param';

/** /mergeaccount — the same person holds two accounts, which must become one before signing in. */
export function MergeAccountPage() {
  const { t } = useTranslation('login');
  usePageTitle(t('mergeAccount.title'));
  const email = useEmailParam();
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('mergeAccount.title')}</Title>
      <Alert color="yellow" variant="light">
        {email ? (
          <Trans t={t} i18nKey="mergeAccount.withEmail" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('mergeAccount.withoutEmail')
        )}
      </Alert>
      <Text>{t('mergeAccount.why')}</Text>
      <List spacing="xs">
        <List.Item>{t('mergeAccount.step1')}</List.Item>
        <List.Item>{t('mergeAccount.step2')}</List.Item>
        <List.Item>{t('mergeAccount.step3')}</List.Item>
      </List>
      <Anchor component={Link} to="/login">
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}
