import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TimeSlot } from '@portal/contracts';
import { addDays, formatDate } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockTimeSlot, useCatalog, useTimeSlots } from '../../api/catalog';
import { practitionerName } from '../catalog-tree';
import { clinicDay, clinicTime, visitPeriod } from '../format';
import { PriceListModal } from '../price-list-modal';
import { parallelBooking, slotFacts } from '../slot-facts';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { withoutSlot, type PriceItem, type WizardSlot } from '../wizard-state';
import { StepActions } from './step-actions';

const WEEK = 7;

/** Slots by the clinic's day, in order. */
export function slotsByDay(slots: readonly TimeSlot[]): Array<{ day: string; slots: TimeSlot[] }> {
  const days = new Map<string, TimeSlot[]>();
  for (const s of slots) {
    const day = clinicDay(s.dateFrom);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, slots: list }));
}

const weekdayOf = (day: string, lang: string) => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * Step 3 (spec part 2 §2, §4): the service's free slots a week at a time from its minBookDate, by day, with
 * the unit and practitioner filters. Picking one holds it for her for 15 minutes; a commercial one opens its
 * price list first; then the parallel-booking check, and on.
 */
export function DatesStep() {
  const { t, i18n } = useTranslation('bookings');
  const { state, update } = useWizard();
  const nav = useStepNav('dates');
  const entry = state.entry!;
  const patientId = state.patientId!;
  const catalog = useCatalog(patientId);
  const start = [entry.medicalService.minBookDate, clinicToday()].sort().at(-1)!;
  const [from, setFrom] = useState(start);
  const [unitId, setUnitId] = useState<number>(entry.hospitalOrganizationUnit.id);
  const [employeeId, setEmployeeId] = useState<number | null>(state.anyPractitioner || !entry.practitioner ? null : entry.practitioner.employeeId);
  const [pricing, setPricing] = useState<WizardSlot | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const ofService = useMemo(() => (catalog.data ?? []).filter((e) => e.medicalService.code === entry.medicalService.code), [catalog.data, entry]);
  const units = useMemo(() => [...new Map(ofService.map((e) => [e.hospitalOrganizationUnit.id, e.hospitalOrganizationUnit])).values()], [ofService]);
  const practitioners = useMemo(
    () => [...new Map(ofService.filter((e) => e.hospitalOrganizationUnit.id === unitId && e.practitioner).map((e) => [e.practitioner!.employeeId, e.practitioner!])).values()],
    [ofService, unitId],
  );
  const query = { medicalServiceCode: entry.medicalService.code, organizationUnitId: unitId, employeeId: employeeId ?? undefined, dateFrom: from, dateTo: addDays(from, WEEK - 1), patientId };
  const slots = useTimeSlots(query);
  const hisDown = isApiError(slots.error) && slots.error.errorCode === 'HIS_ERROR';

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

  const practitionerOptions = [{ value: '', label: t('services.anyPractitioner') }, ...practitioners.map((p) => ({ value: String(p.employeeId), label: practitionerName(p) }))];
  return (
    <Stack gap="md">
      <Text>
        {t('dates.service')}: <strong>{entry.medicalService.name}</strong>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('dates.unit')}
          data={units.map((u) => ({ value: String(u.id), label: `${u.name}, ${u.city}` }))}
          value={String(unitId)}
          onChange={(v) => {
            if (!v) return;
            setUnitId(Number(v));
            setEmployeeId(null);
          }}
          allowDeselect={false}
        />
        <Select label={t('dates.practitioner')} data={practitionerOptions} value={employeeId === null ? '' : String(employeeId)} onChange={(v) => setEmployeeId(v ? Number(v) : null)} allowDeselect={false} />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={600} ta="center" aria-live="polite">
          {formatDate(from)} – {formatDate(addDays(from, WEEK - 1))}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" px="xs" disabled={from <= start} onClick={() => setFrom([addDays(from, -WEEK), start].sort().at(-1)!)}>
            {t('dates.previousWeek')}
          </Button>
          <Button variant="default" size="xs" px="xs" onClick={() => setFrom(addDays(from, WEEK))}>
            {t('dates.nextWeek')}
          </Button>
        </Group>
      </Stack>
      {slots.data?.hasMore ? (
        <Alert color="blue" variant="light" p="xs">
          {t('dates.hasMore')}
        </Alert>
      ) : null}
      {slots.isPending ? (
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
      ) : (
        slotsByDay(slots.data.slots).map(({ day, slots: list }) => (
          <Paper key={day} withBorder p="sm">
            <Title order={2} size="h5" mb="xs">
              {weekdayOf(day, i18n.language)}, {formatDate(day)}
            </Title>
            <Group gap="xs">
              {list.map((s) => (
                <Button
                  key={s.id}
                  variant={s.heldForPatient ? 'filled' : 'light'}
                  size="sm"
                  loading={busy === s.id}
                  disabled={busy !== null && busy !== s.id}
                  onClick={() => void pick(s)}
                  aria-label={t('dates.slotLabel', { time: clinicTime(s.dateFrom), date: formatDate(day), practitioner: s.practitioner.displayName, unit: s.organizationUnit.name })}
                  data-testid="time-slot"
                >
                  {clinicTime(s.dateFrom)}
                  {employeeId === null ? ` · ${s.practitioner.displayName}` : ''}
                </Button>
              ))}
            </Group>
          </Paper>
        ))
      )}
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
