import { Alert, Button, Group, Loader, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import type { TimeSlot } from '@portal/contracts';
import { addDays, dayPartOf, dayParts, formatDay, formatTime, type DayPart } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockTimeSlot, useCatalog, useFreeDays, useServiceName, useTimeSlots } from '../../api/catalog';
import { practitionerName } from '../catalog-tree';
import { clinicDay, visitPeriod } from '../format';
import { PriceListModal } from '../price-list-modal';
import { parallelBooking, slotFacts } from '../slot-facts';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { withoutSlot, type PriceItem, type WizardSlot } from '../wizard-state';
import { later, monthEnd, slotsByDay, slotsByPractitioner, WEEK, weekdayOf } from './slot-groups';
import { NearestPanel } from './nearest-panel';
import { StepActions } from './step-actions';

/**
 * Step 3 (spec part 2 §2, §4): the service's free slots. It opens on the week of the earliest day with a free
 * slot from the service's minBookDate ("Najbliższy wolny termin", GET time-slots/free-days), and offers a
 * calendar that jumps to any day (days with free slots marked), a time-of-day filter, the unit and
 * practitioner filters, and week-by-week paging. The slots are by day, and by practitioner within a day
 * when any practitioner will do (each named once). Picking one holds it for her for 15 minutes; a commercial
 * one opens its price list first; then the parallel-booking check, and on.
 */
export function DatesStep() {
  const { t, i18n } = useTranslation('bookings');
  const { state, update } = useWizard();
  const nav = useStepNav('dates');
  const entry = state.entry!;
  const patientId = state.patientId!;
  const catalog = useCatalog(patientId);
  const serviceName = useServiceName(entry, patientId);
  const start = later(entry.medicalService.minBookDate, clinicToday());
  // The first day of the shown week: null follows the earliest free day.
  const [picked, setPicked] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [part, setPart] = useState<DayPart | 'ALL'>('ALL');
  const [unitId, setUnitId] = useState<number>(entry.hospitalOrganizationUnit.id);
  const [employeeId, setEmployeeId] = useState<number | null>(state.anyPractitioner || !entry.practitioner ? null : entry.practitioner.employeeId);
  const [pricing, setPricing] = useState<WizardSlot | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // On a phone the four times of day fit the width only in the small size ("Wieczorem" was cut).
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

  const ofService = useMemo(() => (catalog.data ?? []).filter((e) => e.medicalService.code === entry.medicalService.code), [catalog.data, entry]);
  const units = useMemo(() => [...new Map(ofService.map((e) => [e.hospitalOrganizationUnit.id, e.hospitalOrganizationUnit])).values()], [ofService]);
  const practitioners = useMemo(
    () => [...new Map(ofService.filter((e) => e.hospitalOrganizationUnit.id === unitId && e.practitioner).map((e) => [e.practitioner!.employeeId, e.practitioner!])).values()],
    [ofService, unitId],
  );
  const filters = { medicalServiceCode: entry.medicalService.code, organizationUnitId: unitId, employeeId: employeeId ?? undefined, patientId };
  const nearest = useFreeDays({ ...filters, dateFrom: start, dateTo: start });
  const firstFree = nearest.data?.firstFreeDay ?? null;
  const from = picked ?? (nearest.isPending ? null : (firstFree ?? start));
  const shownMonth = month ?? `${(from ?? start).slice(0, 7)}-01`;
  const monthDays = useFreeDays(monthEnd(shownMonth) >= start ? { ...filters, dateFrom: later(shownMonth, start), dateTo: monthEnd(shownMonth) } : null);
  const freeDays = useMemo(() => new Set(monthDays.data?.days ?? []), [monthDays.data]);
  const slots = useTimeSlots(from ? { ...filters, dateFrom: from, dateTo: addDays(from, WEEK - 1) } : null);
  const hisDown = isApiError(slots.error) && slots.error.errorCode === 'HIS_ERROR';
  const shown = useMemo(() => (slots.data?.slots ?? []).filter((s) => part === 'ALL' || dayPartOf(formatTime(s.dateFrom)) === part), [slots.data, part]);

  /** A new unit or practitioner: back to following the earliest free day. */
  const refilter = (change: () => void) => {
    change();
    setPicked(null);
    setMonth(null);
  };
  const jump = (day: string) => {
    setPicked(day);
    setMonth(`${day.slice(0, 7)}-01`);
  };

  /** After the hold (and the price list): the parallel check, then what the next steps need. */
  const goOn = async (slot: WizardSlot, priceItem: PriceItem | null) => {
    setBusy(slot.id);
    try {
      const other = await parallelBooking(patientId, slot, state.oldBookingId);
      if (other) {
        notify.warning(t('dates.parallel', { service: other.service.description, period: visitPeriod(other.dateFrom, other.dateTo) }));
        update(withoutSlot);
        return;
      }
      const { availability, facts } = await slotFacts(patientId, entry, slot.id, state.system);
      nav.next(update({ slot, priceItem, availability, facts }));
    } catch (error) {
      notify.failure(error, t('dates.planningFailed'));
    } finally {
      setBusy(null);
    }
  };

  const pick = async (s: TimeSlot) => {
    setBusy(s.id);
    let held: WizardSlot;
    try {
      const hold = await blockTimeSlot({ timeSlotId: s.id, patientId });
      held = {
        id: s.id,
        dateFrom: s.dateFrom,
        dateTo: s.dateTo,
        payment: s.payment,
        availabilityId: s.availabilityId,
        unitName: s.organizationUnit.name,
        practitionerName: s.practitioner.displayName,
        heldUntil: hold.heldUntil,
      };
    } catch (error) {
      setBusy(null);
      if (isApiError(error) && error.status === 409) {
        notify.warning(t('dates.slotTaken'));
        void slots.refetch();
        void nearest.refetch();
        void monthDays.refetch();
      } else if (isApiError(error) && error.status === 403 && error.body) notify.error(error.body.message);
      else notify.failure(error, t('dates.slotBlockFailed'));
      return;
    }
    update({ ...withoutSlot(state), slot: held });
    if (s.payment === 'COMMERCIAL') {
      setBusy(null);
      setPricing(held);
      return;
    }
    await goOn(held, null);
  };

  const slotWords = (s: TimeSlot, day: string) => ({ time: formatTime(s.dateFrom), date: formatDay(day), practitioner: s.practitioner.displayName, unit: s.organizationUnit.name });
  const slotButton = (s: TimeSlot, day: string, named: boolean) => (
    <Button
      key={s.id}
      variant={s.heldForPatient ? 'filled' : 'light'}
      size="sm"
      loading={busy === s.id}
      disabled={busy !== null && busy !== s.id}
      onClick={() => void pick(s)}
      aria-label={t('dates.slotLabel', slotWords(s, day))}
      data-testid="time-slot"
    >
      {formatTime(s.dateFrom)}
      {named ? ` · ${s.practitioner.displayName}` : ''}
    </Button>
  );

  const practitionerOptions = [{ value: '', label: t('services.anyPractitioner') }, ...practitioners.map((p) => ({ value: String(p.employeeId), label: practitionerName(p) }))];
  const firstSlot = slots.data?.slots[0];
  // The earliest free slot, when the week shown starts on its day and the list holds it (filters aside).
  const nearestSlot = firstSlot && firstFree && from === firstFree && clinicDay(firstSlot.dateFrom) === firstFree ? firstSlot : null;
  const weekPaging = (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Button variant="default" size="xs" px="xs" disabled={!from || from <= start} onClick={() => from && jump(later(addDays(from, -WEEK), start))}>
        {t('dates.previousWeek')}
      </Button>
      <Button variant="default" size="xs" px="xs" disabled={!from} onClick={() => from && jump(addDays(from, WEEK))}>
        {t('dates.nextWeek')}
      </Button>
    </Group>
  );
  return (
    <Stack gap="md">
      <Text>
        {t('dates.service')}: <strong>{serviceName}</strong>
      </Text>
      <NearestPanel
        loading={nearest.isPending}
        failed={nearest.isError}
        day={firstFree}
        time={nearestSlot ? formatTime(nearestSlot.dateFrom) : null}
        onShow={firstFree && from !== firstFree ? () => jump(firstFree) : null}
        take={
          nearestSlot
            ? { label: t('dates.takeNearestLabel', slotWords(nearestSlot, firstFree!)), busy: busy === nearestSlot.id, disabled: busy !== null && busy !== nearestSlot.id, onTake: () => void pick(nearestSlot) }
            : null
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('dates.unit')}
          data={units.map((u) => ({ value: String(u.id), label: `${u.name}, ${u.city}` }))}
          value={String(unitId)}
          onChange={(v) => {
            if (!v) return;
            refilter(() => {
              setUnitId(Number(v));
              setEmployeeId(null);
            });
          }}
          allowDeselect={false}
        />
        <Select
          label={t('dates.practitioner')}
          data={practitionerOptions}
          value={employeeId === null ? '' : String(employeeId)}
          onChange={(v) => refilter(() => setEmployeeId(v ? Number(v) : null))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="day-part-label">
          {t('dates.dayPart')}
        </Text>
        <SegmentedControl
          aria-labelledby="day-part-label"
          value={part}
          onChange={(v) => setPart(v as DayPart | 'ALL')}
          data={(['ALL', ...dayParts] as const).map((p) => ({ value: p, label: t(`dates.dayParts.${p}`) }))}
          fullWidth
          size={isPhone ? 'xs' : 'sm'}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <Stack gap={4} align="center" component="section" aria-labelledby="jump-label">
          <Text size="sm" fw={500} id="jump-label" ta="center">
            {t('dates.jumpTo')}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {t('dates.jumpHint')}
          </Text>
          <DatePicker
            value={from}
            onChange={(day) => {
              if (day) jump(day);
            }}
            date={shownMonth}
            onDateChange={(d) => setMonth(`${d.slice(0, 7)}-01`)}
            minDate={start}
            maxLevel="year"
            getDayProps={(day) =>
              freeDays.has(day)
                ? { 'aria-label': t('dates.freeDay', { date: formatDay(day) }), 'data-free': true, style: { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 3 } }
                : {}
            }
          />
        </Stack>
        <Stack gap="sm">
          <Stack gap={6}>
            <Text size="sm" fw={600} ta="center" aria-live="polite">
              {from ? t('dates.weekOf', { from: formatDay(from), to: formatDay(addDays(from, WEEK - 1)) }) : null}
            </Text>
            {weekPaging}
          </Stack>
          {slots.data?.hasMore ? (
            <Alert color="blue" variant="light" p="xs">
              {t('dates.hasMore')}
            </Alert>
          ) : null}
          {!from || slots.isPending ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{t('dates.loading')}</Text>
            </Group>
          ) : slots.isError ? (
            <Alert color={hisDown ? 'orange' : 'red'} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{hisDown ? t('dates.hisError') : t('dates.loadFailed')}</Text>
                <Button size="xs" variant="default" onClick={() => void slots.refetch()}>
                  {t('wizard.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : slots.data.slots.length === 0 ? (
            <Text c="dimmed">{t('dates.none')}</Text>
          ) : shown.length === 0 ? (
            <Text c="dimmed">{t('dates.noneInPart')}</Text>
          ) : (
            <>
            {slotsByDay(shown).map(({ day, slots: list }) => (
              <Paper key={day} withBorder p="sm" component="section" aria-labelledby={`day-${day}`}>
                <Title order={3} size="h5" mb="xs" id={`day-${day}`}>
                  {weekdayOf(day, i18n.language)}, {formatDay(day)}
                </Title>
                {employeeId === null ? (
                  <Stack gap="xs">
                    {slotsByPractitioner(list).map((g) => (
                      <Stack key={g.employeeId} gap={4} role="group" aria-label={g.name}>
                        <Text size="sm" fw={600} data-testid="slot-practitioner">
                          {g.name}
                        </Text>
                        <Group gap="xs">{g.slots.map((s) => slotButton(s, day, false))}</Group>
                      </Stack>
                    ))}
                  </Stack>
                ) : (
                  <Group gap="xs">{list.map((s) => slotButton(s, day, false))}</Group>
                )}
              </Paper>
            ))}
            {/* A week of slots runs long on a phone: the paging is offered again below it. */}
            {slotsByDay(shown).length > 1 ? weekPaging : null}
            </>
          )}
        </Stack>
      </SimpleGrid>
      <PriceListModal
        query={pricing ? { medicalServiceCode: entry.medicalService.code, timeSlotId: pricing.id, patientId } : null}
        onCancel={() => {
          setPricing(null);
          update(withoutSlot);
        }}
        onChoose={(item) => {
          const slot = pricing!;
          setPricing(null);
          void goOn(slot, item);
        }}
      />
      <StepActions onBack={nav.back} />
    </Stack>
  );
}
