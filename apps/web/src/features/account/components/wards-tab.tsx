import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../shared/page/query-boundary';
import { useLinkedProfiles } from '../api/linked-profiles';
import { DeleteProfileButton } from './delete-profile-button';
import { LinkedProfileList } from './linked-profile-list';

/** /account/ward — the wards of the signed-in account (spec part 1 §2 "Account area"). */
export function WardsTab() {
  const { t } = useTranslation('account');
  const query = useLinkedProfiles('wards');
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('wards.title')}
      </Title>
      <Text>{t('wards.intro')}</Text>
      <QueryBoundary
        query={query}
        failure={t('linked.loadFailed')}
        isEmpty={(profiles) => profiles.length === 0}
        empty={<EmptyState align="left" description={t('wards.empty')} />}
      >
        {(profiles) => <LinkedProfileList profiles={profiles} label={t('wards.title')} actions={(p) => (p.status === 'D' ? null : <DeleteProfileButton profile={p} />)} />}
      </QueryBoundary>
    </Stack>
  );
}
