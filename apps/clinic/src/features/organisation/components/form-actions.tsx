import { Button, Group } from '@mantine/core';
import { confirmAction } from '@portal/ui/page';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The foot of an organisation form: save (an administrator's), and for a stored record the switch of
 * its activity — asked first, then sent as the whole stored record with `active` turned (nothing is ever
 * deleted: bookings and declarations name these rows).
 */
export function FormActions({
  editable,
  saving,
  stored,
  onActivity,
}: {
  editable: boolean;
  saving: boolean;
  /** The stored record's activity; undefined for a new record. */
  stored?: boolean;
  onActivity: (active: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation('organisation');
  const [switching, setSwitching] = useState(false);
  if (!editable) return null;
  const turn = async () => {
    const active = !stored;
    const confirmed = await confirmAction({
      title: active ? t('activate') : t('deactivate'),
      message: active ? t('activateQuestion') : t('deactivateQuestion'),
      confirmLabel: active ? t('activate') : t('deactivate'),
      danger: !active,
    });
    if (!confirmed) return;
    setSwitching(true);
    try {
      await onActivity(active);
      notify.success(active ? t('activated') : t('deactivated'));
    } catch {
      notify.error(t('saveFailed'));
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Group justify="space-between">
      <Button type="submit" loading={saving}>
        {t('save')}
      </Button>
      {stored !== undefined && (
        <Button variant="light" color={stored ? 'red' : 'green'} onClick={() => void turn()} loading={switching}>
          {stored ? t('deactivate') : t('activate')}
        </Button>
      )}
    </Group>
  );
}
