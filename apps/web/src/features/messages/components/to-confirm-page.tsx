import { MessageText } from './message-text';
import { Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Message, StaffRoleName } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { routeExists } from '../../../app/modules';
import { pickContextQuery, safeReturnTo, withContextQuery } from '../../../shared/context-query';
import { useMessagesToConfirm } from '../api/get-to-confirm';
import { useMarkRead } from '../api/mark-read';
import { attachmentUrl } from '../paths';
import { messageTime, partyName } from './format';

/**
 * Where the person goes once every message is confirmed (spec part 2 §4): where sign-in was to lead
 * (`returnTo`, when it is a page of this portal), else the new booking with the visit's context when
 * it names a service and this build has bookings, else the main page with the context.
 */
export function onwardPath(search: URLSearchParams, exists: (path: string) => boolean = routeExists): string {
  const returnTo = safeReturnTo(search.get('returnTo'));
  if (returnTo) return returnTo;
  if (pickContextQuery(search).has('service') && exists('/newbooking')) return withContextQuery('/newbooking', search);
  return withContextQuery('/main', search);
}

/**
 * /messages-to-confirm?service&orgUnit&employee&occupation (spec part 1 §4, part 2 §4): after sign-in,
 * every unread message the clinic asked to confirm is shown in full and confirmed one by one; when none
 * is left (or there was none) the person goes on. There is no way past them but confirming.
 */
export function ToConfirmPage() {
  const { t } = useTranslation('messages');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = useMessagesToConfirm();
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  const left = query.data?.filter((m) => !confirmed.has(m.id));
  const done = left !== undefined && left.length === 0;

  useEffect(() => {
    if (done) void navigate(onwardPath(search), { replace: true });
  }, [done, navigate, search]);

  return (
    <Stack gap="lg" maw={900}>
      <PageHeading documentTitle={t('toConfirm.title')}>{t('toConfirm.title')}</PageHeading>
      {query.isError ? (
        <LoadFailure message={t('toConfirm.loadFailed')} query={query} />
      ) : !left || done ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('toConfirm.loading')}</Text>
        </Group>
      ) : (
        <>
          <Text>{t('toConfirm.intro', { count: left.length })}</Text>
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {left.map((m) => (
              <ToConfirmMessage key={m.id} message={m} onConfirmed={() => setConfirmed((s) => new Set(s).add(m.id))} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ToConfirmMessage({ message, onConfirmed }: { message: Message; onConfirmed: () => void }) {
  const { t } = useTranslation('messages');
  const markRead = useMarkRead();
  const headingId = `confirm-${message.id}-title`;
  const role = (r: StaffRoleName) => t(`roles.${r}`);
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={headingId} data-testid="message-to-confirm">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {message.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('fields.sender')}: {partyName(message.sender, role)} · {messageTime(message.createdAt)} · {message.category.name}
        </Text>
        <MessageText text={message.content} />
        {message.attachments.length > 0 && (
          <List size="sm">
            {message.attachments.map((a) => (
              <List.Item key={a.id}>
                <Anchor href={attachmentUrl(message.id, a.id)} download={a.fileName}>
                  {a.fileName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={markRead.isPending}
          onClick={() =>
            markRead.mutate(message.id, {
              onSuccess: onConfirmed,
              onError: (error) => notify.failure(error, t('toConfirm.failed')),
            })
          }
        >
          {t('toConfirm.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
