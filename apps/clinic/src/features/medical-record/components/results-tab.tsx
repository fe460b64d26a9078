import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClinicTestResult } from '@portal/contracts';
import { PagedList } from '@portal/ui/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTestResults } from '../api/test-results';
import { resultPath } from '../paths';
import { OrderModal } from './order-modal';
import { moment, OrderBadge } from './parts';

/** An order in a list: its name and number, kind, dates and state; it opens its entry form. */
export function OrderItem({ order, patient }: { order: ClinicTestResult; patient?: { name: string; pesel: string | null } }) {
  const { t } = useTranslation('medical-record');
  const headingId = `order-${order.id}`;
  const outOfRange = order.elements.filter((e) => e.flag === 'L' || e.flag === 'H').length;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5" id={headingId}>
            <Anchor component={Link} to={resultPath(order.id)} inherit>
              {order.name}
            </Anchor>
          </Title>
          <OrderBadge status={order.status} />
        </Group>
        {patient ? <Text fw={600}>{patient.pesel ? t('queue.patient', { name: patient.name, pesel: patient.pesel }) : patient.name}</Text> : null}
        <Text size="sm">
          {[order.orderNumber, t(`order.kinds.${order.kind}`), t('results.orderedAt', { date: moment(order.orderedAt) })].join(' · ')}
          {order.resultDate ? ` · ${t('results.resultAt', { date: moment(order.resultDate) })}` : ''}
        </Text>
        {outOfRange > 0 ? (
          <Text size="sm" c="red.9">
            {t('results.outOfRange', { count: outOfRange })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The patient's orders, newest first, and a new one from a panel. */
export function ResultsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const results = useTestResults(patientId);
  const [ordering, setOrdering] = useState(false);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setOrdering(true)}>{t('results.new')}</Button>
      </Group>
      <PagedList query={results} renderItem={(o) => <OrderItem key={o.id} order={o} />} empty={<Text>{t('results.empty')}</Text>} failure={t('results.loadFailed')} />
      {ordering ? <OrderModal patientId={patientId} encounterId={null} opened onClose={() => setOrdering(false)} /> : null}
    </Stack>
  );
}
