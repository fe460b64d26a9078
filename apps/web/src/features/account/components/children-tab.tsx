import { Alert, Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryBoundary } from '@portal/ui/page';
import { useLinkedProfiles } from '../api/linked-profiles';
import { profileRegistrationPath } from '../paths';
import { DeleteProfileButton } from './delete-profile-button';
import { LinkedProfileList } from './linked-profile-list';

/** A confirmed child link that no longer gives access: the child has turned 18 and manages the record. */
const grownUp = (p: LinkedProfile) => p.status === 'C' && !p.active;

/**
 * /account/child — the children of the signed-in account (spec part 1 §2 "Account area"); a child who
 * turned 18 is shown as ended, with why.
 */
export function ChildrenTab() {
  const { t } = useTranslation('account');
  const query = useLinkedProfiles('children');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz="h3">
          {t('children.title')}
        </Title>
        <Button component={Link} to={profileRegistrationPath('CHILD')}>
          {t('childrenAdd.add')}
        </Button>
      </Group>
      <Text>{t('children.intro')}</Text>
      <QueryBoundary
        query={query}
        failure={t('linked.loadFailed')}
        isEmpty={(profiles) => profiles.length === 0}
        empty={<EmptyState align="left" description={t('children.empty')} />}
      >
        {(profiles) => (
          <LinkedProfileList
            profiles={profiles}
            label={t('children.title')}
            note={(p) =>
              grownUp(p) ? (
                <Alert color="gray" variant="light" p="xs" title={t('childrenTab.endedTitle')}>
                  {t('childrenTab.ended', { name: p.name })}
                </Alert>
              ) : p.status === 'P' ? (
                <Text size="sm" c="dimmed">
                  {t('childrenAdd.pendingNote')}
                </Text>
              ) : null
            }
            // A pending link gives no access yet (the clinic confirms it), so there is nothing to delete from here.
            actions={(p) => (p.status === 'C' || p.status === 'J' ? <DeleteProfileButton profile={p} /> : null)}
          />
        )}
      </QueryBoundary>
    </Stack>
  );
}
