import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WaitingListEntry } from '@portal/contracts';
import { defaultRange, formatDay } from '@portal/domain';
import { dateRangeFilter, RecordList } from '@portal/ui/records';
import { useTranslation } from 'react-i18next';
import { waitingListQuery } from '../api/get-waiting-list';
import { WrittenByLine } from './written-by-line';

// The waiting list looks ahead (planned dates): up to 20 years back and forward.
const LIMITS = { allowFuture: true, maxYearsAhead: 20 } as const;

/** /benefits/waitinglistentries (spec part 1 §9): one month back to six months ahead by default, 10 a page with the probe. */
export function WaitingListTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  return (
    <RecordList
      filters={{ range: dateRangeFilter({ label: t('range'), limits: LIMITS, default: (today) => defaultRange('waitingList', today) }) }}
      source={({ range }) => ({ paged: waitingListQuery(patientId, range) })}
      failure={t('waiting.loadFailed')}
      empty={t('waiting.empty')}
      renderItem={(w) => <WaitingCard key={w.id} entry={w} />}
    />
  );
}

function WaitingCard({ entry: w }: { entry: WaitingListEntry }) {
  const { t } = useTranslation('medical-record');
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <Card withBorder component="article" aria-labelledby={`waiting-${w.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`waiting-${w.id}`}>
            {w.service.name}
          </Title>
          <Badge color={w.category === 'URGENT' ? 'red' : 'blue'} variant="light">
            {t(`waiting.category.${w.category}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {fact(t('waiting.unit'), w.unit.name)}
          {fact(t('waiting.plannedDate'), w.plannedDate ? formatDay(w.plannedDate) : t('waiting.noDate'))}
          {fact(t('waiting.position'), w.position === null ? '—' : String(w.position))}
          {fact(t('waiting.status'), t(`waiting.statuses.${w.status}`))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('waiting.registered', { date: formatDay(w.registeredAt) })}
        </Text>
        <WrittenByLine writtenBy={w.placedBy} text="waiting.placedBy" />
        <WrittenByLine writtenBy={w.changedBy} text="waiting.changedBy" />
      </Stack>
    </Card>
  );
}
