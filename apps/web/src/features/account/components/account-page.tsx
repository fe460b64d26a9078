import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useSignOut } from '../../../shared/session/sign-out';
import { usePageTitle } from '../../../shared/use-page-title';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** /account — the signed-in account's data and sign-out. */
export function AccountPage() {
  const { t } = useTranslation(['shell', 'common']);
  usePageTitle(t('account.title'));
  const { data: account, isError } = useCurrentAccount();
  const signOut = useSignOut();
  const none = t('account.none');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('account.title')}</Title>
      {isError ? <Alert color="red">{t('common:loadFailed')}</Alert> : null}
      {account ? (
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              {[account.name, account.middleName, account.lastName].filter(Boolean).join(' ')}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
              <Field label={t('account.username')} value={account.username} />
              <Field
                label={t('account.email')}
                value={
                  account.contactData.email
                    ? `${account.contactData.email}${account.emailConfirmed ? '' : ` (${t('account.unconfirmed')})`}`
                    : none
                }
              />
              <Field
                label={t('account.phone')}
                value={
                  account.contactData.phoneNumber
                    ? `${account.contactData.phoneNumber}${account.phoneConfirmed ? '' : ` (${t('account.unconfirmed')})`}`
                    : none
                }
              />
              <Field label={t('account.type')} value={t(`account.types.${account.type}`)} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
      <Group>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('topBar.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
