import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useSignOut } from '../../../shared/session/sign-out';
import { AuthorisationSection } from './authorisation-section';
import { PrintoutsSection } from './printouts-section';

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

/** /account (the first tab) — the signed-in account's data and sign-out. */
export function AccountTab() {
  const { t } = useTranslation(['account', 'common', 'shell']);
  const { data: account, isError } = useCurrentAccount();
  const signOut = useSignOut();
  const none = t('fields.none');
  return (
    <Stack gap="lg" maw={720}>
      {isError ? <Alert color="red">{t('common:loadFailed')}</Alert> : null}
      {account ? (
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} fz="h3">
              {[account.name, account.middleName, account.lastName].filter(Boolean).join(' ')}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
              <Field label={t('fields.username')} value={account.username} />
              <Field
                label={t('fields.email')}
                value={
                  account.contactData.email
                    ? `${account.contactData.email}${account.emailConfirmed ? '' : ` (${t('fields.unconfirmed')})`}`
                    : none
                }
              />
              <Field
                label={t('fields.phone')}
                value={
                  account.contactData.phoneNumber
                    ? `${account.contactData.phoneNumber}${account.phoneConfirmed ? '' : ` (${t('fields.unconfirmed')})`}`
                    : none
                }
              />
              <Field label={t('fields.type')} value={t(`fields.types.${account.type}`)} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
      {account ? <AuthorisationSection account={account} /> : null}
      {account ? <PrintoutsSection accountId={account.id} /> : null}
      <Group>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('shell:topBar.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
