import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { QueryBoundary } from '@portal/ui/page';
import { useChangeWarden } from '../api/change-warden';
import { useLinkedProfiles } from '../api/linked-profiles';
import { LinkedProfileList } from './linked-profile-list';

type Action = 'confirm' | 'block' | 'unblock' | 'delete';
/** What each action sets: only the ward (this account) confirms, and unblocking confirms again. */
const statusOf = { confirm: 'C', block: 'J', unblock: 'C', delete: 'D' } as const satisfies Record<Action, LinkedProfile['status']>;
/** The actions of a link by its state: pending → confirm or block; confirmed → block; blocked → unblock; every one → delete. */
const actionsOf: Record<LinkedProfile['status'], Action[]> = { P: ['confirm', 'block', 'delete'], C: ['block', 'delete'], J: ['unblock', 'delete'], D: [] };

function WardenActions({ warden }: { warden: LinkedProfile }) {
  const { t } = useTranslation('account');
  const change = useChangeWarden();
  const name = `${warden.name} ${warden.lastName}`;
  const run = async (action: Action) => {
    const confirmed = await confirmAction({
      title: t(`wardenActions.${action}Title`),
      message: t(`wardenActions.${action}Message`, { name }),
      confirmLabel: t(`wardenActions.${action}`),
      danger: action === 'block' || action === 'delete',
    });
    if (!confirmed) return;
    const status = statusOf[action];
    change.mutate(
      { patientId: warden.patientId, accountId: warden.accountId, status },
      {
        onSuccess: () => notify.success(t(`wardenActions.done.${status}`)),
        onError: (error) => notify.failure(error, t('wardenActions.failed')),
      },
    );
  };
  return actionsOf[warden.status].map((action) => (
    <Button
      key={action}
      size="xs"
      variant={action === 'confirm' || action === 'unblock' ? 'filled' : 'outline'}
      color={action === 'delete' || action === 'block' ? 'red' : undefined}
      loading={change.isPending && change.variables?.status === statusOf[action]}
      disabled={change.isPending}
      onClick={() => void run(action)}
      aria-label={t(`wardenActions.${action}For`, { name })}
    >
      {t(`wardenActions.${action}`)}
    </Button>
  ));
}

/**
 * /account/warden — who acts for the signed-in person (spec part 1 §2, §4 "Warden link"): the person
 * confirms a pending warden, blocks or unblocks one, or removes one, each after a confirmation; the
 * toast names the new state (contracts `wardenChangeMessages`).
 */
export function WardensTab() {
  const { t } = useTranslation('account');
  const query = useLinkedProfiles('wardens');
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('wardens.title')}
      </Title>
      <Text>{t('wardens.intro')}</Text>
      <QueryBoundary
        query={query}
        failure={t('linked.loadFailed')}
        isEmpty={(profiles) => profiles.length === 0}
        empty={<EmptyState align="left" description={t('wardens.empty')} />}
      >
        {(profiles) => (
          <LinkedProfileList
            profiles={profiles}
            label={t('wardens.title')}
            note={(p) =>
              p.status === 'P' ? <Text size="sm">{t('wardenActions.pendingNote')}</Text> : p.status === 'J' ? <Text size="sm">{t('wardenActions.blockedNote')}</Text> : null
            }
            actions={(p) => <WardenActions warden={p} />}
          />
        )}
      </QueryBoundary>
    </Stack>
  );
}
