import { Anchor, Badge, Button, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { ClinicQueueItem, ClinicTeleconsultationItem } from '@portal/contracts';
import { isCalendarDay } from '@portal/domain';
import { clinicToday, DayInput } from '@portal/ui/forms';
import { PagedList, usePagedQuery } from '@portal/ui/lists';
import { notify, reportFailure } from '@portal/ui/notify';
import { PageHeading, QueryBoundary, setOrDelete, useAddressParams } from '@portal/ui/page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMember } from '../../../app/member';
import { availabilityQuery, dayQuery, queueQuery, saveAvailability, takeTeleconsultation } from '../api/teleconsultations';
import { teleconsultationPath } from '../paths';
import { clock, inWaitingRoom, personName, TeleconsultationStatusBadge } from './parts';

/** Roles that consult (take unplanned ones, set their availability); the administrator only reads. */
const CONSULTING = ['DOCTOR', 'NURSE', 'MIDWIFE'] as const;

/**
 * /clinic/teleconsultations — the member's teleconsultations of a day (today at first; the day is kept
 * in the address), the queue of unplanned ones waiting for a consultant (refreshed every 30 s, "Przyjmij"
 * takes one and opens it) and her availability for them ("Dostępna do teleporad teraz").
 */
export function TeleconsultationsPage() {
  const { t } = useTranslation('teleconsultations');
  const member = useMember();
  const consults = member.roles.some((r) => (CONSULTING as readonly string[]).includes(r));
  const [params, setParams] = useAddressParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDay(asked) ? asked : clinicToday();
  const list = usePagedQuery(dayQuery(date));
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      {consults && <Availability />}
      {consults && <Queue />}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('list')}
        </Title>
        <Group align="end">
          <DayInput label={t('day')} value={date} onChange={(day) => setParams((next) => setOrDelete(next, 'date', day === clinicToday() ? '' : day))} w={200} />
          <Button variant="subtle" onClick={() => setParams((next) => next.delete('date'))} disabled={date === clinicToday()}>
            {t('today')}
          </Button>
        </Group>
        <PagedList query={list} failure={t('loadFailed')} empty={t('empty')} renderItems={(items) => <DayTable items={items} />} />
      </Stack>
    </Stack>
  );
}

function DayTable({ items }: { items: ClinicTeleconsultationItem[] }) {
  const { t } = useTranslation('teleconsultations');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('list')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.time')}</Table.Th>
            <Table.Th>{t('columns.patient')}</Table.Th>
            <Table.Th>{t('columns.service')}</Table.Th>
            <Table.Th>{t('columns.case')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.open')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                {clock(item.scheduledFrom)}–{clock(item.scheduledTo)}
                {item.unplanned && (
                  <Text size="xs" c="dimmed">
                    {t('unplanned')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {personName(item.patient)}
                {inWaitingRoom(item) && (
                  <Badge variant="light" color="green" tt="none" ml="xs">
                    {t('inWaitingRoom')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{item.serviceName ?? item.serviceCode}</Table.Td>
              <Table.Td>{item.caseTitle}</Table.Td>
              <Table.Td>{item.communicationType ? t(`types.${item.communicationType}`) : t('typeNone')}</Table.Td>
              <Table.Td>
                <TeleconsultationStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={teleconsultationPath(item.id)} aria-label={t('openOf', { patient: personName(item.patient), time: clock(item.scheduledFrom) })}>
                  {t('open')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Availability() {
  const { t } = useTranslation('teleconsultations');
  const client = useQueryClient();
  const query = useQuery(availabilityQuery());
  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      client.setQueryData(availabilityQuery().queryKey, saved);
      notify.success(t('availability.saved'));
    },
    onError: (error) => reportFailure(error, t('availability.failed')),
  });
  return (
    <QueryBoundary query={query} failure={t('availability.failed')}>
      {(data) => (
        <div>
          <Switch
            label={t('availability.label')}
            aria-describedby="availability-description"
            checked={save.isPending ? (save.variables ?? data.available) : data.available}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed" id="availability-description" mt={4}>
            {t('availability.description')}
          </Text>
        </div>
      )}
    </QueryBoundary>
  );
}

function Queue() {
  const { t } = useTranslation('teleconsultations');
  const query = useQuery(queueQuery());
  return (
    <Card withBorder component="section" aria-labelledby="teleconsultation-queue">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="teleconsultation-queue">
            {t('queue.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('queue.refresh')}
          </Text>
        </div>
        <QueryBoundary query={query} failure={t('queue.loadFailed')}>
          {(data) => (data.items.length === 0 ? <Text c="dimmed">{t('queue.empty')}</Text> : data.items.map((item) => <QueueEntry key={item.id} item={item} />))}
        </QueryBoundary>
      </Stack>
    </Card>
  );
}

function QueueEntry({ item }: { item: ClinicQueueItem }) {
  const { t } = useTranslation('teleconsultations');
  const navigate = useNavigate();
  const client = useQueryClient();
  const take = useMutation({
    mutationFn: () => takeTeleconsultation(item.id),
    onSuccess: () => {
      notify.success(t('queue.taken'));
      void navigate(teleconsultationPath(item.id));
    },
    onError: (error) => {
      reportFailure(error, t('details.failed'));
      void client.invalidateQueries({ queryKey: queueQuery().queryKey });
    },
  });
  return (
    <Group justify="space-between" wrap="wrap" data-testid="queue-entry">
      <div>
        <Text fw={600}>{personName(item.patient)}</Text>
        <Text size="sm">
          {item.serviceName ?? item.serviceCode} · {item.caseTitle}
        </Text>
        <Text size="sm" c="dimmed">
          {t('queue.waitingSince', { time: clock(item.waitingSince) })}
          {item.communicationType ? ` · ${t(`types.${item.communicationType}`)}` : ''}
        </Text>
      </div>
      <Button onClick={() => take.mutate()} loading={take.isPending} aria-label={t('queue.takeOf', { patient: personName(item.patient) })}>
        {t('queue.take')}
      </Button>
    </Group>
  );
}
