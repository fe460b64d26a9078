import { ActionIcon, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Booking } from '@portal/contracts';
import { formatFileSize } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { FileDrop } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddBookingAttachments, useBookingFileSettings, useRemoveBookingAttachment } from '../api/bookings-list';
import { bookingAttachmentsLeft, visitTime } from './list-rules';

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
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<number | null>(null);
  const limits = settings.data?.fileUploadParams;
  const left = limits ? bookingAttachmentsLeft(booking, limits.maxFiles) : 0;

  const submit = async () => {
    if (files.length === 0) {
      setError(t('list.noAttachment'));
      notify.warning(t('list.noAttachment'));
      return;
    }
    try {
      await add.mutateAsync({ booking, files });
      setFiles([]);
      notify.success(t('list.attachmentAdded'));
    } catch (err) {
      if (isApiError(err) && err.body && err.status >= 400 && err.status < 500 && err.status !== 401) notify.warning(err.body.message);
      else notify.failure(err);
    }
  };

  const drop = async (attachmentId: number) => {
    setRemoving(attachmentId);
    try {
      await remove.mutateAsync({ booking, attachmentId });
      notify.success(t('list.attachmentRemoved'));
    } catch (err) {
      if (isApiError(err) && err.status === 404) notify.error(t('list.attachmentDeleteFailed'));
      else notify.failure(err);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('list.attachmentsTitle')} size="lg" closeButtonProps={{ 'aria-label': t('list.close') }}>
      <Stack gap="md">
        <Text size="sm">
          {booking.service.description}, {visitTime(booking)}
        </Text>
        {booking.details.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('list.noAttachments')}
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" ml={0} pl={0} aria-label={t('list.attachments')}>
            {booking.details.attachments.map((a) => (
              <List.Item key={a.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.fileName} ({formatFileSize(a.size)})
                  </Text>
                  <ActionIcon variant="subtle" color="red.8" loading={removing === a.id} aria-label={t('list.removeAttachment', { name: a.fileName })} onClick={() => void drop(a.id)}>
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {limits ? (
          left > 0 ? (
            <FileDrop
              value={files}
              onChange={(next) => {
                setFiles(next);
                if (next.length > 0) setError(undefined);
              }}
              limits={{ ...limits, maxFiles: left }}
              label={t('list.newAttachments')}
              error={error}
            />
          ) : (
            <Text size="sm">{t('list.attachmentsFull')}</Text>
          )
        ) : settings.isError ? (
          <Text size="sm" c="red.8">
            {t('list.settingsFailed')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('list.close')}
          </Button>
          {left > 0 && (
            <Button onClick={() => void submit()} loading={add.isPending}>
              {t('list.addAttachments')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
