import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDay } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from './slot-groups';

interface NearestPanelProps {
  loading: boolean;
  failed: boolean;
  /** The earliest day with a free slot, or null when there is none within a year. */
  day: string | null;
  /** Its first slot's time, when the week shown starts on that day and holds it. */
  time: string | null;
  /** Back to the earliest day, when another week is shown. */
  onShow: (() => void) | null;
  /** Takes the earliest slot at once: the first control after the step's heading for the keyboard. */
  take: { label: string; busy: boolean; disabled: boolean; onTake: () => void } | null;
}

/** The dates step's "Najbliższy wolny termin": the earliest free day and time, and the way to it in one step. */
export function NearestPanel({ loading, failed, day, time, onShow, take }: NearestPanelProps) {
  const { t, i18n } = useTranslation('bookings');
  return (
    <Paper withBorder p="sm" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t('dates.nearest')}
          </Text>
          {loading ? (
            <Loader size="xs" aria-label={t('dates.loading')} />
          ) : day ? (
            <Text fw={700} data-testid="nearest-day">
              {weekdayOf(day, i18n.language)}, {formatDay(day)}
              {time ? `, ${time}` : ''}
            </Text>
          ) : (
            <Text size="sm">{failed ? t('dates.loadFailed') : t('dates.nearestNone')}</Text>
          )}
        </Stack>
        {onShow ? (
          <Button size="xs" variant="default" onClick={onShow}>
            {t('dates.showNearest')}
          </Button>
        ) : take ? (
          <Button size="xs" loading={take.busy} disabled={take.disabled} onClick={take.onTake} aria-label={take.label}>
            {t('dates.takeNearest')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
