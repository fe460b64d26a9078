import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The step's buttons: back on the left, the way on at the right (stacked full width on a phone). */
export function StepActions({ onBack, next, nextLabel, loading, disabled }: { onBack?: () => void; next?: () => void; nextLabel?: ReactNode; loading?: boolean; disabled?: boolean }) {
  const { t } = useTranslation('bookings');
  return (
    <Group justify="space-between" gap="sm" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('wizard.back')}
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button onClick={next} loading={loading} disabled={disabled}>
          {nextLabel ?? t('wizard.next')}
        </Button>
      ) : null}
    </Group>
  );
}
