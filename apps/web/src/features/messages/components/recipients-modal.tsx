import { Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Message } from '@portal/contracts';
import { LoadFailure } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useMessageRecipients } from '../api/get-recipients';
import { messageTime } from './format';

/** The recipients of a message (spec part 1 §2 "Modals"); its sender also sees when each read it. */
export function RecipientsModal({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'common']);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const query = useMessageRecipients(message.id, true);
  return (
    <Modal opened onClose={onClose} title={t('recipients.title')} fullScreen={isPhone} closeButtonProps={{ 'aria-label': t('common:close') }}>
      {query.isError ? (
        <LoadFailure message={t('recipients.loadFailed')} query={query} />
      ) : !query.data ? (
        <Loader size="sm" role="status" aria-label={t('common:loading')} />
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('recipients.name')}</Table.Th>
              {message.isOwn && <Table.Th scope="col">{t('recipients.readDate')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((r) => (
              <Table.Tr key={`${r.kind}-${r.id ?? r.name}`}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{r.name}</Text>
                  </Stack>
                </Table.Td>
                {message.isOwn && <Table.Td>{r.readDate ? messageTime(r.readDate) : t('recipients.notRead')}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
