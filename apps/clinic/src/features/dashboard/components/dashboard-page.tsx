import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClinicDashboard } from '@portal/contracts';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../api/dashboard';

type Queue = ClinicDashboard['queues'][number];

/** A queue's name: known keys in the interface's language, an unknown one (a newer module's) as its key. */
function useQueueLabel() {
  const { t, i18n } = useTranslation('dashboard');
  return (key: string) => (i18n.exists(`dashboard:queues.${key}`) ? t(`queues.${key}` as 'queues.IDENTITIES') : key);
}

function QueueCard({ queue }: { queue: Queue }) {
  const { t } = useTranslation('dashboard');
  const label = useQueueLabel()(queue.key);
  return (
    <Card withBorder padding="lg" radius="md" component="li" data-testid={`queue-${queue.key}`}>
      <Stack gap="xs">
        <Text fw={600}>{label}</Text>
        <Group justify="space-between" align="flex-end">
          <Text fz={36} fw={700} lh={1} aria-label={`${t('count')}: ${queue.count}`}>
            {queue.count}
          </Text>
          <Anchor component={Link} to={queue.path} aria-label={t('openQueue', { queue: label })}>
            {t('open')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

/** /clinic/: what waits for the clinic, a card per queue the member's roles see. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  return (
    <Stack>
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      <Text c="dimmed">{t('intro')}</Text>
      <QueryBoundary query={dashboard} failure={t('loadFailed')} isEmpty={(d) => d.queues.length === 0} empty={<Text>{t('empty')}</Text>}>
        {(d) => (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
            {d.queues.map((queue) => (
              <QueueCard key={queue.key} queue={queue} />
            ))}
          </SimpleGrid>
        )}
      </QueryBoundary>
    </Stack>
  );
}
