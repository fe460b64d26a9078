import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../../shared/session/sign-out';
import { DeleteAccountSection } from './delete-account-section';
import { MobileAppSection } from './mobile-app-section';
import { ContactSection } from './contact-section';

/** /account (the first tab) — the signed-in account's data and contact data, and sign-out. */
export function AccountTab() {
  const { t } = useTranslation(['account', 'common', 'shell']);
  const signOut = useSignOut();
  return (
    <Stack gap="lg" maw={720}>
      <ContactSection />
      <MobileAppSection />
      <DeleteAccountSection />
      <Group>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('shell:topBar.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
