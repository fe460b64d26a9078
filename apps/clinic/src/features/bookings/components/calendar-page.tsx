import { Anchor, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import type { CalendarSlot, ClinicBooking } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { DayInput } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading, setOrDelete, useAddressParams } from '@portal/ui/page';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember } from '../../../app/member';
import { useCalendar, useDeskAction, type DeskAction } from '../api/desk';
import { useOptions } from '../api/schedules';
import { encounterPath, patientBookingsPath } from '../paths';
import { BookModal } from './book-modal';
import { CancelModal } from './cancel-modal';
import { VisitMeasurements } from './visit-measurements';
import { BookingBadge, clinicDay, clock, longDay, SlotBadge, todayInClinic } from './parts';

function BookingActions({ booking, desk, onCancel }: { booking: ClinicBooking; desk: boolean; onCancel: (b: ClinicBooking) => void }) {
  const { t } = useTranslation('bookings');
  const action = useDeskAction();
  // The measurements attached to the visit: the clinicians' and the administrator's (the server's roles too).
  const clinician = useMember().roles.some((r) => r === 'DOCTOR' || r === 'NURSE' || r === 'MIDWIFE' || r === 'ADMIN');
  const active = booking.status === 'SCHEDULED' || booking.status === 'REGISTERED';
  // Done on the visit's day or later; a no-show once the visit has begun (the server holds the same rules).
  const dayCame = clinicDay(booking.startsAt) <= todayInClinic();
  const begun = new Date(booking.startsAt) <= new Date();
  const run = async (what: DeskAction) => {
    if (what !== 'arrival' && !(await confirmAction({ title: t(`actions.title.${what}`), message: t(`actions.confirm.${what}`, { name: `${booking.patient.name} ${booking.patient.lastName}` }), confirmLabel: t(`actions.title.${what}`) }))) return;
    try {
      await action.mutateAsync({ id: booking.id, action: what });
      notify.success(t(`actions.success.${what}`));
    } catch (e) {
      reportFailure(e, t('actions.failed'));
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      {desk && active && booking.shownStatus === 'SCHEDULED' && (
        <Button size="xs" variant="light" onClick={() => void run('arrival')}>
          {t('actions.arrival')}
        </Button>
      )}
      {active && dayCame && (
        <Button size="xs" variant="light" color="teal" onClick={() => void run('done')}>
          {t('actions.doneButton')}
        </Button>
      )}
      {desk && active && begun && (
        <Button size="xs" variant="light" color="orange" onClick={() => void run('no-show')}>
          {t('actions.noShowButton')}
        </Button>
      )}
      {desk && active && (
        <Button size="xs" variant="light" color="red" onClick={() => onCancel(booking)}>
          {t('actions.cancel')}
        </Button>
      )}
      {clinician && <VisitMeasurements booking={booking} />}
      {booking.encounterId !== null && (
        <Anchor component={Link} to={encounterPath(booking.encounterId)} size="sm">
          {t('actions.openVisit')}
        </Anchor>
      )}
    </Group>
  );
}

function SlotRow({ slot, desk, onBook, onCancel }: { slot: CalendarSlot; desk: boolean; onBook: (s: CalendarSlot) => void; onCancel: (b: ClinicBooking) => void }) {
  const { t } = useTranslation('bookings');
  const b = slot.booking;
  const future = new Date(slot.startsAt) > new Date();
  return (
    <Paper withBorder p="xs" component="li" style={{ listStyle: 'none' }} bg={slot.state === 'BOOKED' ? 'var(--mantine-color-blue-0)' : undefined}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text fw={700} ff="monospace">
            {clock(slot.startsAt)}–{clock(slot.endsAt)}
          </Text>
          <SlotBadge state={slot.state} />
          <Text size="sm">
            {slot.service.name} · {slot.unit.name}
            {slot.availability === 'N' ? ` · ${t('deskOnly')}` : ''}
          </Text>
        </Group>
        {!b && slot.state === 'FREE' && desk && future && (
          <Button size="xs" onClick={() => onBook(slot)} aria-label={t('book.slotLabel', { time: clock(slot.startsAt), day: formatDay(slot.startsAt) })}>
            {t('book.open')}
          </Button>
        )}
      </Group>
      {b && (
        <Group justify="space-between" wrap="wrap" mt={4} gap="xs">
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={patientBookingsPath(b.patient.id)} fw={600}>
              {b.patient.name} {b.patient.lastName}
            </Anchor>
            {b.patient.nationalId && <Text size="sm">PESEL {b.patient.nationalId}</Text>}
            <BookingBadge booking={b} />
            {!b.confirmed && b.status === 'SCHEDULED' && <Text size="sm" c="orange.8">{t('unconfirmed')}</Text>}
          </Group>
          <BookingActions booking={b} desk={desk} onCancel={onCancel} />
        </Group>
      )}
    </Paper>
  );
}

/** /bookings/calendar — "Terminarz": a practitioner's day or week, slots coloured by state, the desk's actions. */
export function CalendarPage() {
  const { t, i18n } = useTranslation('bookings');
  const member = useMember();
  const desk = member.roles.some((r) => r === 'REGISTRAR' || r === 'ADMIN');
  // Each choice is a history entry: going back returns to the day or practitioner before.
  const [params, changeParams] = useAddressParams();
  const practitioners = useOptions('practitioners');
  const practitionerId = Number(params.get('practitionerId')) || null;
  const date = params.get('date') || todayInClinic();
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const set = (key: string, value: string | null) => changeParams((next) => setOrDelete(next, key, value), { replace: false });
  const calendar = useCalendar(practitionerId ? { practitionerId, date, view } : null);
  const [booking, setBooking] = useState<CalendarSlot | null>(null);
  const [cancelling, setCancelling] = useState<ClinicBooking | null>(null);
  const days = useMemo(() => {
    const byDay = new Map<string, CalendarSlot[]>();
    for (const s of calendar.data?.slots ?? []) byDay.set(clinicDay(s.startsAt), [...(byDay.get(clinicDay(s.startsAt)) ?? []), s]);
    return [...byDay.entries()];
  }, [calendar.data]);
  return (
    <Stack>
      <PageHeading documentTitle={t('calendar.title')}>{t('calendar.title')}</PageHeading>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('calendar.practitioner')}
          placeholder={t('calendar.pickPractitioner')}
          searchable
          data={practitioners.data ?? []}
          value={practitionerId ? String(practitionerId) : null}
          onChange={(v) => set('practitionerId', v)}
          w="100%"
          maw={320}
        />
        <DayInput label={t('calendar.date')} value={date} onChange={(day) => set('date', day || null)} />
        <SegmentedControl
          aria-label={t('calendar.view')}
          value={view}
          onChange={(v) => set('view', v)}
          data={[
            { value: 'day', label: t('calendar.day') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </Group>
      {!practitionerId && <Text c="dimmed">{t('calendar.intro')}</Text>}
      {calendar.isError && <Text c="red">{t('calendar.loadFailed')}</Text>}
      {practitionerId && calendar.data && days.length === 0 && <Text>{t('calendar.empty')}</Text>}
      {days.map(([day, slots]) => (
        <Stack key={day} gap="xs" component="section" aria-labelledby={`day-${day}`}>
          <Title order={2} fz="h4" id={`day-${day}`}>
            {longDay(day, i18n.language)}
            <Text span c="dimmed" fz="sm" ml="sm">
              {t('calendar.counts', { free: slots.filter((s) => s.state === 'FREE').length, booked: slots.filter((s) => s.state === 'BOOKED').length })}
            </Text>
          </Title>
          <Stack gap={6} component="ul" p={0} m={0}>
            {slots.map((s) => (
              <SlotRow key={s.id} slot={s} desk={desk} onBook={setBooking} onCancel={setCancelling} />
            ))}
          </Stack>
        </Stack>
      ))}
      <BookModal slot={booking} onClose={() => setBooking(null)} />
      <CancelModal booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
