import { Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { Message } from '@portal/contracts';
import { LoadFailure, useIsPhone } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useMessageRecipients } from '../api/get-recipients';
import { messageTime } from './format';

/** The recipients of a message (spec part 1 §2 "Modals"); its sender also sees when each read it. */
export function RecipientsModal({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'common']);
  const isPhone = useIsPhone();
  const query = useMessageRecipients(message.id, true);
  return (
    <Modal opened onClose={onClose} title={t('recipients.title')} fullScreen={isPhone} closeButtonProps={{ 'aria-label': t('common:close') }}>
      {query.isError ? (
        <LoadFailure message={t('recipients.loadFailed')} query={query} />
      ) : !query.data ? (
        <Loader size="sm" role="status" aria-label={t('common:loading')} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('recipients.title')}>
          {query.data.map((r) => (
            <Paper component="li" key={`${r.kind}-${r.id ?? r.name}`} withBorder p="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {r.name}
                </Text>
                {message.isOwn && (
                  <Text size="sm">
                    {r.readDate ? `${t('recipients.readDate')}: ${messageTime(r.readDate)}` : t('recipients.notRead')}
                  </Text>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
