import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ClinicBooking } from '@portal/contracts';
import { CANCEL_REASON_MAX, formatDay } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../api/desk';
import { clock } from './parts';

/** The clinic cancels a booking: the reason is required and goes to the patient by e-mail. */
export function CancelModal({ booking, onClose }: { booking: ClinicBooking | null; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const cancel = useCancelBooking();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!booking) return;
    if (!reason.trim()) return setError(t('cancel.reasonRequired'));
    try {
      await cancel.mutateAsync({ id: booking.id, reason: reason.trim() });
      notify.success(t('cancel.done'));
      close();
    } catch (e) {
      reportFailure(e, t('cancel.failed'));
    }
  };
  return (
    <Modal opened={booking !== null} onClose={close} title={t('cancel.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      {booking && (
        <Stack>
          <Text>
            {t('cancel.what', { name: `${booking.patient.name} ${booking.patient.lastName}`, service: booking.service.name, day: formatDay(booking.startsAt), time: clock(booking.startsAt) })}
          </Text>
          <Textarea label={t('cancel.reason')} description={t('cancel.reasonHint')} required autosize minRows={3} maxLength={CANCEL_REASON_MAX} value={reason} error={error} onChange={(e) => setReason(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('close')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => void submit()}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
