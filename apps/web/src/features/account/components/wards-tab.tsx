import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryBoundary } from '@portal/ui/page';
import { useLinkedProfiles } from '../api/linked-profiles';
import { DeleteProfileButton } from './delete-profile-button';
import { LinkedProfileList } from './linked-profile-list';
import { profileRegistrationPath } from '../paths';
import { LinkWardDialog } from './link-ward-dialog';

/**
 * /account/ward — the wards of the signed-in account (spec part 1 §2 "Account area"): a new ward
 * profile (/account/registration?patientRole=WARD), or an existing patient linked after the identity
 * finder and the consent; a pending ward waits for their own confirmation.
 */
export function WardsTab() {
  const { t } = useTranslation('account');
  const query = useLinkedProfiles('wards');
  const [linking, setLinking] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('wards.title')}
      </Title>
      <Text>{t('wards.intro')}</Text>
      <Group gap="sm">
        <Button component={Link} to={profileRegistrationPath('WARD')}>
          {t('wardLink.addNew')}
        </Button>
        <Button variant="outline" onClick={() => setLinking(true)}>
          {t('wardLink.linkExisting')}
        </Button>
      </Group>
      <QueryBoundary
        query={query}
        failure={t('linked.loadFailed')}
        isEmpty={(profiles) => profiles.length === 0}
        empty={<EmptyState align="left" description={t('wards.empty')} />}
      >
        {(profiles) => (
          <LinkedProfileList
            profiles={profiles}
            label={t('wards.title')}
            note={(p) =>
              p.status === 'P' ? <Text size="sm">{t('wardLink.pendingNote')}</Text> : p.status === 'J' ? <Text size="sm">{t('wardLink.blockedNote')}</Text> : null
            }
            actions={(p) => (p.status === 'C' ? <DeleteProfileButton profile={p} /> : null)}
          />
        )}
      </QueryBoundary>
      <LinkWardDialog opened={linking} onClose={() => setLinking(false)} />
    </Stack>
  );
}
