import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A step's buttons: the way back on the left (a link to the list on the first step), the way on at the right. */
export function StepActions({ back, next, nextLabel, loading }: { back: { to: string; label?: string } | { onClick: () => void }; next?: () => void; nextLabel?: ReactNode; loading?: boolean }) {
  const { t } = useTranslation('declarations');
  return (
    <Group justify="space-between" gap="sm" mt="md">
      {'to' in back ? (
        <Button variant="default" component={Link} to={back.to}>
          {back.label ?? t('wizard.back')}
        </Button>
      ) : (
        <Button variant="default" onClick={back.onClick}>
          {t('wizard.back')}
        </Button>
      )}
      {next ? (
        <Button onClick={next} loading={loading}>
          {nextLabel ?? t('wizard.next')}
        </Button>
      ) : null}
    </Group>
  );
}
