import { Button, Code, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spec's "mobile-app registration with PIN" modal: the 6-digit PIN, how long it is valid and what to do with it. */
export function MobileAppPinModal({ pin, name, validMinutes, onClose }: { pin: string | null; name: string; validMinutes: number; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Modal opened={pin !== null} onClose={onClose} title={t('mobile.pinTitle', { name })} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        <Text>{t('mobile.pinIntro')}</Text>
        <Code block fz={32} ta="center" style={{ letterSpacing: '0.4em' }} data-testid="ampa-pin" aria-label={t('mobile.pinLabel')}>
          {pin}
        </Code>
        <Text size="sm" fw={500}>
          {t('mobile.pinValidity', { count: validMinutes })}
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('mobile.step1')}</List.Item>
          <List.Item>{t('mobile.step2')}</List.Item>
          <List.Item>{t('mobile.step3')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('mobile.pinSecret')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('mobile.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
