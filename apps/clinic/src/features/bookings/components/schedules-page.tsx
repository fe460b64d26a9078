import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { ClinicSchedule } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember } from '../../../app/member';
import { useOptions, useScheduleActive, useSchedules } from '../api/schedules';
import { BOOKINGS_CALENDAR_PATH, BOOKINGS_SERVICES_PATH } from '../paths';
import { ExceptionsPanel } from './exceptions-panel';
import { ScheduleForm } from './schedule-form';

function ScheduleItem({ schedule, desk, onEdit }: { schedule: ClinicSchedule; desk: boolean; onEdit: () => void }) {
  const { t } = useTranslation('bookings');
  const setActive = useScheduleActive();
  const toggle = async () => {
    if (schedule.active && !(await confirmAction({ title: t('schedules.deactivate'), message: t('schedules.deactivateConfirm'), confirmLabel: t('schedules.deactivate'), danger: true }))) return;
    try {
      const saved = await setActive.mutateAsync({ id: schedule.id, active: !schedule.active });
      notify.success(saved.conflicts.length ? t('schedules.deactivatedWithConflicts', { n: saved.conflicts.length }) : t('schedules.savedShort'));
    } catch (e) {
      reportFailure(e, t('schedules.saveFailed'));
    }
  };
  const hours = schedule.weekly.map((w) => `${t(`weekdaysShort.${String(w.weekday) as '1' | '2' | '3' | '4' | '5' | '6' | '7'}`)} ${w.start}–${w.end}`).join(', ');
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }} opacity={schedule.active ? 1 : 0.6}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>
            {schedule.practitioner.name} · {schedule.service.name}
          </Text>
          <Text size="sm">
            {schedule.unit.name} · {hours} · {t('schedules.every', { minutes: schedule.slotMinutes })}
            {schedule.breaks.length ? ` · ${t('schedules.break', { start: schedule.breaks[0]!.start, end: schedule.breaks[0]!.end })}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {t('schedules.validity', { from: formatDay(schedule.validFrom), to: schedule.validTo ? formatDay(schedule.validTo) : '…' })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light" color={schedule.funding === 'NFZ' ? 'green' : 'grape'}>
            {t(`funding.${schedule.funding}`)}
          </Badge>
          <Badge variant="light">{t(`availability.${schedule.availability}`)}</Badge>
          {!schedule.active && <Badge color="gray">{t('schedules.inactive')}</Badge>}
          <Anchor component={Link} size="sm" to={`${BOOKINGS_CALENDAR_PATH}?practitionerId=${schedule.practitioner.id}`}>
            {t('schedules.calendar')}
          </Anchor>
          {desk && (
            <Button size="xs" variant="light" onClick={onEdit}>
              {t('schedules.editShort')}
            </Button>
          )}
          {desk && (
            <Button size="xs" variant="subtle" color={schedule.active ? 'red' : 'green'} onClick={() => void toggle()}>
              {schedule.active ? t('schedules.deactivate') : t('schedules.activate')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** /bookings/schedules — "Grafiki": the schedules by practitioner, the editor, days off and holidays. */
export function SchedulesPage() {
  const { t } = useTranslation('bookings');
  const member = useMember();
  const desk = member.roles.some((r) => r === 'REGISTRAR' || r === 'ADMIN');
  const practitioners = useOptions('practitioners');
  const [practitionerId, setPractitionerId] = useState<string | null>(null);
  const schedules = useSchedules(practitionerId ? { practitionerId: Number(practitionerId) } : {});
  const [editing, setEditing] = useState<ClinicSchedule | null | 'new'>(null);
  return (
    <Stack>
      <PageHeading documentTitle={t('schedules.title')}>{t('schedules.title')}</PageHeading>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select label={t('schedules.practitioner')} placeholder={t('schedules.everyone')} clearable searchable data={practitioners.data ?? []} value={practitionerId} onChange={setPractitionerId} w="100%" maw={320} />
        <Group>
          <Anchor component={Link} to={BOOKINGS_SERVICES_PATH}>
            {t('services.title')}
          </Anchor>
          {desk && <Button onClick={() => setEditing('new')}>{t('schedules.new')}</Button>}
        </Group>
      </Group>
      {schedules.isError && <Text c="red">{t('schedules.loadFailed')}</Text>}
      {schedules.data && schedules.data.length === 0 && <Text>{t('schedules.empty')}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('schedules.title')}>
        {schedules.data?.map((s) => (
          <ScheduleItem key={s.id} schedule={s} desk={desk} onEdit={() => setEditing(s)} />
        ))}
      </Stack>
      <ExceptionsPanel desk={desk} />
      {editing !== null && <ScheduleForm key={editing === 'new' ? 'new' : editing.id} schedule={editing === 'new' ? null : editing} opened onClose={() => setEditing(null)} />}
    </Stack>
  );
}
