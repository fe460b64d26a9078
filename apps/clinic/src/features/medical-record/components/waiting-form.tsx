import '@mantine/dates/styles.css';
import { Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { waitingListCategories, waitingListInputSchema, waitingListStatuses, waitingListUpdateSchema, type WaitingListEntry } from '@portal/contracts';
import { clinicToday } from '@portal/ui/forms';
import { DateInput } from '@mantine/dates';
import { DATE_FORMAT } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useUnits } from '../api/organisation';
import { useSaveWaitingEntry } from '../api/waiting-list';

type Errors = Partial<Record<'serviceCode' | 'unitId' | 'category' | 'registeredAt' | 'plannedDate' | 'position' | 'status', string>>;

/** A new entry (service, unit, category, registration day, planned day, position) or the changeable part of one (the waiting tab's dialog). */
export function WaitingForm({ patientId, entry, onClose }: { patientId: number; entry: WaitingListEntry | null; onClose: () => void }) {
  const { t } = useTranslation('medical-record');
  const save = useSaveWaitingEntry(patientId);
  const services = useServices();
  const units = useUnits();
  const [serviceCode, setServiceCode] = useState<string | null>(entry?.service.code ?? null);
  const [unitId, setUnitId] = useState<string | null>(entry ? String(entry.unit.id) : null);
  const [category, setCategory] = useState<string>(entry?.category ?? 'STABLE');
  const [registeredAt, setRegisteredAt] = useState<string | null>(entry?.registeredAt ?? clinicToday());
  const [plannedDate, setPlannedDate] = useState<string | null>(entry?.plannedDate ?? null);
  const [position, setPosition] = useState<number | string>(entry?.position ?? '');
  const [status, setStatus] = useState<string>(entry?.status ?? 'WAITING');
  const [errors, setErrors] = useState<Errors>({});
  const unitsOfService = services.data?.find((s) => s.code === serviceCode)?.units;

  const submit = async () => {
    const common = { category, plannedDate, position: typeof position === 'number' ? position : null };
    const parsed = entry
      ? waitingListUpdateSchema.safeParse({ ...common, status })
      : waitingListInputSchema.safeParse({ ...common, serviceCode: serviceCode ?? '', unitId: unitId ? Number(unitId) : 0, registeredAt });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    try {
      await save.mutateAsync(entry ? { entryId: entry.id, value: parsed.data as never } : { entryId: null, value: parsed.data as never });
      notify.success(t('waiting.saved'));
      onClose();
    } catch (error) {
      reportFailure(error, t('waiting.failed'));
    }
  };
  const dateProps = { valueFormat: DATE_FORMAT, clearable: true } as const;
  return (
    <Stack>
      {entry ? null : (
        <>
          <Select label={t('waiting.service')} required searchable checkIconPosition="right" value={serviceCode} onChange={setServiceCode} data={(services.data ?? []).map((s) => ({ value: s.code, label: s.name }))} error={errors.serviceCode} />
          <Select
            label={t('waiting.unit')}
            required
            searchable
            checkIconPosition="right"
            value={unitId}
            onChange={setUnitId}
            data={(unitsOfService ?? units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            error={errors.unitId ? t('waiting.unitRequired') : undefined}
          />
          <DateInput {...dateProps} label={t('waiting.registeredAt')} required value={registeredAt} onChange={setRegisteredAt} error={errors.registeredAt} />
        </>
      )}
      <Select
        label={t('waiting.category')}
        required
        allowDeselect={false}
        checkIconPosition="right"
        value={category}
        onChange={(v) => setCategory(v ?? 'STABLE')}
        data={waitingListCategories.map((c) => ({ value: c, label: t(`waiting.categories.${c}`) }))}
      />
      <DateInput {...dateProps} label={t('waiting.plannedDate')} value={plannedDate} onChange={setPlannedDate} error={errors.plannedDate} />
      <NumberInput label={t('waiting.position')} value={position} onChange={setPosition} min={1} max={100_000} allowDecimal={false} error={errors.position} />
      {entry ? (
        <Select
          label={t('waiting.status')}
          required
          allowDeselect={false}
          checkIconPosition="right"
          value={status}
          onChange={(v) => setStatus(v ?? 'WAITING')}
          data={waitingListStatuses.map((s) => ({ value: s, label: t(`waiting.statuses.${s}`) }))}
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('waiting.save')}
        </Button>
      </Group>
    </Stack>
  );
}
