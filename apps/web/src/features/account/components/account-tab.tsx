import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useSignOut } from '../../../shared/session/sign-out';
import { AccessLogSection } from './access-log-section';
import { DeleteAccountSection } from './delete-account-section';
import { MobileAppSection } from './mobile-app-section';
import { ContactSection } from './contact-section';
import { AuthorisationSection } from './authorisation-section';
import { PrintoutsSection } from './printouts-section';

/** /account (the first tab) — the signed-in account's data and contact data, and sign-out. */
export function AccountTab() {
  const { t } = useTranslation(['account', 'common', 'shell']);
  const { data: account } = useCurrentAccount();
  const signOut = useSignOut();
  return (
    <Stack gap="lg" maw={720}>
      <ContactSection />
      {account ? <AuthorisationSection account={account} /> : null}
      {account ? <PrintoutsSection accountId={account.id} /> : null}
      <MobileAppSection />
      <AccessLogSection />
      <DeleteAccountSection />
      <Group>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('shell:topBar.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
