import { formatDay } from '@portal/domain';
import { Alert, Button, Group, List, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ScheduleSaved } from '@portal/contracts';
import { DayInput, TimeField } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddException, useExceptions, useOptions, useRemoveException } from '../api/schedules';
import { clock, todayInClinic } from './parts';

/** Days off and one-off hours: the whole clinic's holidays or a practitioner's leave; each regenerates the slots. */
export function ExceptionsPanel({ desk }: { desk: boolean }) {
  const { t } = useTranslation('bookings');
  const practitioners = useOptions('practitioners');
  const [practitionerId, setPractitionerId] = useState<string | null>(null);
  const list = useExceptions(practitionerId ? { practitionerId: Number(practitionerId) } : {});
  const add = useAddException();
  const remove = useRemoveException();
  const [dateFrom, setDateFrom] = useState(todayInClinic());
  const [dateTo, setDateTo] = useState(todayInClinic());
  const [kind, setKind] = useState<'CLOSED' | 'HOURS'>('CLOSED');
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [reason, setReason] = useState('');
  const [conflicts, setConflicts] = useState<ScheduleSaved['conflicts']>([]);
  const names = new Map((practitioners.data ?? []).map((p) => [Number(p.value), p.label]));
  const submit = async () => {
    try {
      const saved = await add.mutateAsync({
        practitionerId: practitionerId ? Number(practitionerId) : null,
        dateFrom,
        dateTo,
        kind,
        startTime: kind === 'HOURS' ? startTime : null,
        endTime: kind === 'HOURS' ? endTime : null,
        reason: reason.trim() || null,
      });
      setConflicts(saved.conflicts);
      notify.success(t('exceptions.added'));
    } catch (e) {
      reportFailure(e, t('exceptions.failed'));
    }
  };
  const drop = async (id: number) => {
    if (!(await confirmAction({ title: t('exceptions.remove'), message: t('exceptions.removeConfirm'), confirmLabel: t('exceptions.remove'), danger: true }))) return;
    try {
      await remove.mutateAsync(id);
    } catch (e) {
      reportFailure(e, t('exceptions.failed'));
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="exceptions">
      <Stack>
        <Title order={2} fz="h4" id="exceptions">
          {t('exceptions.title')}
        </Title>
        <Select label={t('exceptions.scope')} placeholder={t('exceptions.wholeClinic')} clearable searchable data={practitioners.data ?? []} value={practitionerId} onChange={setPractitionerId} w="100%" maw={360} />
        <Stack gap={4} component="ul" p={0} m={0}>
          {(list.data ?? []).map((e) => (
            <Group key={e.id} component="li" justify="space-between" style={{ listStyle: 'none' }}>
              <Text size="sm">
                {e.dateFrom === e.dateTo ? formatDay(e.dateFrom) : `${formatDay(e.dateFrom)} – ${formatDay(e.dateTo)}`} · {e.kind === 'CLOSED' ? t('exceptions.closed') : `${e.startTime}–${e.endTime}`} ·{' '}
                {e.scheduleId ? t('exceptions.ofSchedule') : e.practitionerId ? (names.get(e.practitionerId) ?? '') : t('exceptions.wholeClinic')}
                {e.reason ? ` · ${e.reason}` : ''}
              </Text>
              {desk && (
                <Button size="xs" variant="subtle" color="red" onClick={() => void drop(e.id)}>
                  {t('exceptions.remove')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        {desk && (
          <Group align="flex-end" wrap="wrap">
            <DayInput label={t('exceptions.from')} value={dateFrom} onChange={setDateFrom} />
            <DayInput label={t('exceptions.to')} value={dateTo} onChange={setDateTo} />
            <Select
              label={t('exceptions.kind')}
              allowDeselect={false}
              data={[
                { value: 'CLOSED', label: t('exceptions.closed') },
                { value: 'HOURS', label: t('exceptions.hours') },
              ]}
              value={kind}
              onChange={(v) => setKind(v === 'HOURS' ? 'HOURS' : 'CLOSED')}
            />
            {kind === 'HOURS' && <TimeField label={t('schedules.start')} value={startTime} onChange={setStartTime} />}
            {kind === 'HOURS' && <TimeField label={t('schedules.end')} value={endTime} onChange={setEndTime} />}
            <TextInput label={t('exceptions.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            <Button loading={add.isPending} onClick={() => void submit()}>
              {practitionerId ? t('exceptions.addLeave') : t('exceptions.addHoliday')}
            </Button>
          </Group>
        )}
        {conflicts.length > 0 && (
          <Alert color="yellow" title={t('schedules.conflicts')}>
            <List size="sm">
              {conflicts.map((c) => (
                <List.Item key={c.bookingId}>
                  {formatDay(c.startsAt)} {clock(c.startsAt)} · {c.patientName} · {c.serviceName}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
