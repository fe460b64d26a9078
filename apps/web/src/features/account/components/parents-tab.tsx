import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { QueryBoundary } from '@portal/ui/page';
import { useLinkedProfiles } from '../api/linked-profiles';
import { useRemoveParent } from '../api/remove-parent';
import { LinkedProfileList } from './linked-profile-list';

function RemoveParentButton({ parent }: { parent: LinkedProfile }) {
  const { t } = useTranslation('account');
  const remove = useRemoveParent();
  const name = `${parent.name} ${parent.lastName}`;
  const onClick = async () => {
    const confirmed = await confirmAction({ title: t('parentActions.title'), message: t('parentActions.message', { name }), confirmLabel: t('parentActions.remove') });
    if (!confirmed) return;
    remove.mutate(parent.accountId, {
      onSuccess: () => notify.success(t('parentActions.done')),
      onError: (error) => notify.failure(error, t('parentActions.failed')),
    });
  };
  return (
    <Button size="xs" variant="outline" color="red" loading={remove.isPending} onClick={() => void onClick()} aria-label={t('parentActions.removeFor', { name })}>
      {t('parentActions.remove')}
    </Button>
  );
}

/** /account/parent — the parents of the signed-in account (spec part 1 §2): each may be removed after a confirmation ("Usunięto rodzica"). */
export function ParentsTab() {
  const { t } = useTranslation('account');
  const query = useLinkedProfiles('parents');
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('parents.title')}
      </Title>
      <Text>{t('parents.intro')}</Text>
      <QueryBoundary
        query={query}
        failure={t('linked.loadFailed')}
        isEmpty={(profiles) => profiles.length === 0}
        empty={<EmptyState align="left" description={t('parents.empty')} />}
      >
        {(profiles) => <LinkedProfileList profiles={profiles} label={t('parents.title')} actions={(p) => <RemoveParentButton parent={p} />} />}
      </QueryBoundary>
    </Stack>
  );
}
