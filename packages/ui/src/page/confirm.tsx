import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from 'i18next';

/**
 * Asks before an action that cannot be undone (delete, cancel a booking, change the medical case):
 * answers true when the person confirms, false when they cancel or close the dialog.
 */
export function confirmAction(options: { title: string; message: string; confirmLabel: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.message}</Text>,
      labels: { confirm: options.confirmLabel, cancel: i18n.t('ui:cancel') },
      confirmProps: { color: options.danger === false ? undefined : 'red' },
      closeButtonProps: { 'aria-label': i18n.t('ui:close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
