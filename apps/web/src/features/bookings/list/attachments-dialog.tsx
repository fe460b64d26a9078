import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Booking } from '@portal/contracts';
import { formatFileSize } from '@portal/contracts';
import { AttachmentsPanel } from '@portal/ui/forms';
import { useTranslation } from 'react-i18next';
import { useAddBookingAttachments, useBookingFileSettings, useRemoveBookingAttachment } from '../api/bookings-list';
import { visitTime } from './list-rules';

/**
 * "Załączniki" of a SCHEDULED booking (spec part 2 §5, §8): those it has, each removable (404 "Nie udało
 * się usunąć załącznika"), and new ones within the file settings' limits — the count allowed is the
 * maximum minus those it has; sending none warns "Nie dodano załącznika".
 */
export function AttachmentsDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const settings = useBookingFileSettings();
  const add = useAddBookingAttachments();
  const remove = useRemoveBookingAttachment();

  return (
    <Modal opened onClose={onClose} title={t('list.attachmentsTitle')} size="lg" closeButtonProps={{ 'aria-label': t('list.close') }}>
      <Stack gap="md">
        <Text size="sm">
          {booking.service.description}, {visitTime(booking)}
        </Text>
        <AttachmentsPanel
          items={booking.details.attachments.map((a) => ({ id: a.id, name: a.fileName, detail: `(${formatFileSize(a.size)})`, removable: true }))}
          limits={settings.data?.fileUploadParams}
          limitsFailed={settings.isError}
          canAdd
          texts={{
            list: t('list.attachments'),
            empty: t('list.noAttachments'),
            newFiles: t('list.newAttachments'),
            none: t('list.noAttachment'),
            full: t('list.attachmentsFull'),
            settingsFailed: t('list.settingsFailed'),
            send: t('list.addAttachments'),
            added: t('list.attachmentAdded'),
            removed: t('list.attachmentRemoved'),
            removeFailed: t('list.attachmentDeleteFailed'),
            remove: (name) => t('list.removeAttachment', { name }),
          }}
          onAdd={(files) => add.mutateAsync({ booking, files })}
          adding={add.isPending}
          onRemove={(attachmentId) => remove.mutateAsync({ booking, attachmentId })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('list.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
