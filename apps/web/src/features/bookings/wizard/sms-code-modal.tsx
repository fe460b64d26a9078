import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingCodeValid } from './sms-code';

/** The booking's SMS code (spec part 2 §2: a service that needs the booking confirmed). */
export function SmsCodeModal({ sentTo, error, busy, onSubmit, onResend, onCancel }: { sentTo: string | null; error: string | null; busy: boolean; onSubmit: (code: string) => void; onResend: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['bookings', 'common']);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const submit = () => {
    if (!bookingCodeValid(code)) {
      setFormatError(t('summary.codeFormat'));
      return;
    }
    setFormatError(null);
    onSubmit(code.trim());
  };
  return (
    <Modal opened={sentTo !== null} onClose={onCancel} title={t('summary.codeTitle')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('summary.codeSent', { phone: sentTo ?? '' })}</Text>
          <TextInput label={t('summary.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} inputMode="numeric" autoComplete="one-time-code" error={formatError ?? error} data-autofocus />
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={onResend} disabled={busy}>
              {t('summary.resend')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onCancel}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('summary.confirmBooking')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
