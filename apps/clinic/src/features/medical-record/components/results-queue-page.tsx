import { Stack, Text } from '@mantine/core';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useResultQueue } from '../api/result-queue';
import { OrderItem } from './results-tab';

/** /results — the dashboard's RESULTS queue: orders with values entered, waiting to be published, of every patient. */
export function ResultsQueuePage() {
  const { t } = useTranslation('medical-record');
  const queue = useResultQueue();
  return (
    <Stack>
      <PageHeading documentTitle={t('queue.title')}>{t('queue.title')}</PageHeading>
      <Text c="dimmed">{t('queue.intro')}</Text>
      <PagedList query={queue} renderItem={(o) => <OrderItem key={o.id} order={o} patient={{ name: o.patientName, pesel: o.patientPesel }} />} empty={<Text>{t('queue.empty')}</Text>} failure={t('queue.loadFailed')} />
    </Stack>
  );
}
