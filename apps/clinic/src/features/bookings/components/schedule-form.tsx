import { formatDay } from '@portal/domain';
import { Alert, Button, Checkbox, Group, List, Modal, NumberInput, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ClinicSchedule, ScheduleInput, ScheduleSaved } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { DayInput, TimeField } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptions, useSaveSchedule } from '../api/schedules';
import { clock, todayInClinic } from './parts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = `${(typeof WEEKDAYS)[number]}`;
interface DayRow {
  on: boolean;
  start: string;
  end: string;
}

function initialDays(schedule: ClinicSchedule | null): DayRow[] {
  return WEEKDAYS.map((d) => {
    const w = schedule?.weekly.find((x) => x.weekday === d);
    return w ? { on: true, start: w.start, end: w.end } : { on: !schedule && d <= 5, start: '08:00', end: '14:00' };
  });
}

/** The schedule editor: who, where, what, the weekly hours grid, a break, validity, funding and portal availability. */
export function ScheduleForm({ schedule, opened, onClose }: { schedule: ClinicSchedule | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const save = useSaveSchedule();
  const practitioners = useOptions('practitioners');
  const units = useOptions('units');
  const services = useOptions('services');
  const [practitionerId, setPractitionerId] = useState(schedule ? String(schedule.practitioner.id) : null);
  const [unitId, setUnitId] = useState(schedule ? String(schedule.unit.id) : null);
  const [serviceId, setServiceId] = useState(schedule ? String(schedule.service.id) : null);
  const [validFrom, setValidFrom] = useState(schedule?.validFrom ?? todayInClinic());
  const [validTo, setValidTo] = useState(schedule?.validTo ?? '');
  const [slotMinutes, setSlotMinutes] = useState<number | string>(schedule?.slotMinutes ?? 15);
  const [funding, setFunding] = useState<string>(schedule?.funding ?? 'NFZ');
  const [availability, setAvailability] = useState<string>(schedule?.availability ?? 'B');
  const [days, setDays] = useState(initialDays(schedule));
  const [breakStart, setBreakStart] = useState(schedule?.breaks[0]?.start ?? '');
  const [breakEnd, setBreakEnd] = useState(schedule?.breaks[0]?.end ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [conflicts, setConflicts] = useState<ScheduleSaved['conflicts']>([]);
  const setDay = (i: number, patch: Partial<DayRow>) => setDays((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  const submit = async () => {
    const input: ScheduleInput = {
      practitionerId: Number(practitionerId),
      unitId: Number(unitId),
      serviceId: Number(serviceId),
      validFrom,
      validTo: validTo || null,
      weekly: days.flatMap((d, i) => (d.on ? [{ weekday: WEEKDAYS[i]!, start: d.start, end: d.end }] : [])),
      slotMinutes: Number(slotMinutes),
      breaks: breakStart && breakEnd ? [{ start: breakStart, end: breakEnd }] : [],
      funding: funding as ScheduleInput['funding'],
      availability: availability as ScheduleInput['availability'],
    };
    try {
      const saved = await save.mutateAsync({ id: schedule?.id ?? null, input });
      notify.success(t('schedules.saved', { n: saved.slotsAdded }));
      setErrors([]);
      if (saved.conflicts.length) setConflicts(saved.conflicts);
      else onClose();
    } catch (e) {
      const body = isApiError(e) ? (e.body as { errors?: Array<{ message: string }>; message?: string } | null) : null;
      if (body?.errors?.length) setErrors(body.errors.map((x) => x.message));
      else if (body?.message) setErrors([body.message]);
      else reportFailure(e, t('schedules.saveFailed'));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={schedule ? t('schedules.edit') : t('schedules.new')} size="xl" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label={t('schedules.practitioner')} required searchable data={practitioners.data ?? []} value={practitionerId} onChange={setPractitionerId} />
          <Select label={t('schedules.unit')} required data={units.data ?? []} value={unitId} onChange={setUnitId} />
          <Select label={t('schedules.service')} required searchable data={services.data ?? []} value={serviceId} onChange={setServiceId} />
          <DayInput label={t('schedules.validFrom')} required value={validFrom} onChange={setValidFrom} />
          <DayInput label={t('schedules.validTo')} description={t('schedules.validToHint')} clearable value={validTo} onChange={setValidTo} />
          <NumberInput label={t('schedules.slotMinutes')} required min={5} max={240} step={5} value={slotMinutes} onChange={setSlotMinutes} />
          <Select label={t('schedules.funding')} allowDeselect={false} data={(['NFZ', 'COMMERCIAL'] as const).map((v) => ({ value: v, label: t(`funding.${v}`) }))} value={funding} onChange={(v) => setFunding(v ?? 'NFZ')} />
          <Select label={t('schedules.availability')} allowDeselect={false} data={(['B', 'P', 'N'] as const).map((v) => ({ value: v, label: t(`availability.${v}`) }))} value={availability} onChange={(v) => setAvailability(v ?? 'B')} />
        </SimpleGrid>
        {/* On a phone the week scrolls sideways inside the dialog instead of running past its edge. */}
        <Table.ScrollContainer minWidth={360} type="native">
          <Table aria-label={t('schedules.weekly')} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('schedules.weekday')}</Table.Th>
                <Table.Th>{t('schedules.start')}</Table.Th>
                <Table.Th>{t('schedules.end')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d, i) => (
                <Table.Tr key={WEEKDAYS[i]}>
                  <Table.Td>
                    <Checkbox label={t(`weekdays.${String(WEEKDAYS[i]) as Weekday}`)} checked={d.on} onChange={(e) => setDay(i, { on: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <TimeField aria-label={`${t(`weekdays.${String(WEEKDAYS[i]) as Weekday}`)}: ${t('schedules.start')}`} disabled={!d.on} value={d.start} onChange={(start) => setDay(i, { start })} />
                  </Table.Td>
                  <Table.Td>
                    <TimeField aria-label={`${t(`weekdays.${String(WEEKDAYS[i]) as Weekday}`)}: ${t('schedules.end')}`} disabled={!d.on} value={d.end} onChange={(end) => setDay(i, { end })} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <TimeField label={t('schedules.breakStart')} value={breakStart} onChange={setBreakStart} />
          <TimeField label={t('schedules.breakEnd')} value={breakEnd} onChange={setBreakEnd} />
        </Group>
        {errors.length > 0 && (
          <Alert color="red" title={t('schedules.invalid')}>
            <List size="sm">
              {errors.map((e, i) => (
                <List.Item key={i}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {conflicts.length > 0 && (
          <Alert color="yellow" title={t('schedules.conflicts')}>
            <Text size="sm">{t('schedules.conflictsHint')}</Text>
            <List size="sm">
              {conflicts.map((c) => (
                <List.Item key={c.bookingId}>
                  {formatDay(c.startsAt)} {clock(c.startsAt)} · {c.patientName} · {c.serviceName}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button loading={save.isPending} disabled={!practitionerId || !unitId || !serviceId} onClick={() => void submit()}>
            {t('schedules.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
