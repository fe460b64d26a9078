import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Measurement, MeasurementConfiguration, MeasurementInput } from '@portal/contracts';
import {
  addYears,
  bmiOf,
  bodySurfaceOf,
  MEASUREMENTS_MAX_YEARS_BACK,
  measurementIssueField,
  measurementValueIssues,
  parseTypedTime,
  type MeasurementIssueCode,
} from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { clinicToday, FormAlert, FormDateInput, FormNumberInput, TimeField } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clinicInstant, clinicWallTime } from './clinic-time';
import { numberFormat } from './measurement-words';

interface FormValues {
  day: string;
  time: string;
  pressureHigh: number | null;
  pressureLow: number | null;
  weight: number | null;
  height: number | null;
}

export interface MeasurementFormProps {
  configuration: MeasurementConfiguration;
  /** The measurement being edited; absent for a new one. */
  initial?: Measurement;
  onSave: (input: MeasurementInput) => Promise<Measurement>;
  onSaved: (saved: Measurement) => void;
  onCancel: () => void;
  /** The edit's delete button, beside "Zapisz". */
  extraActions?: React.ReactNode;
}

const defaultsOf = (initial: Measurement | undefined): FormValues => {
  const { day, time } = clinicWallTime(initial?.dateMeasurement ?? new Date());
  return {
    day,
    time,
    pressureHigh: initial?.pressureHigh ?? null,
    pressureLow: initial?.pressureLow ?? null,
    weight: initial?.weight ?? null,
    height: initial?.height ?? null,
  };
};

/**
 * The form of a new and of an edited measurement (spec part 2 §5): the date and time (not in the
 * future, not before 20 years ago), the pressures (both or neither, the systolic above the diastolic),
 * weight and height — the kinds the clinic shows — with BMI and body surface computed at once as the
 * values are typed (domain `bmiOf`, `bodySurfaceOf`). A refused save says §8's message.
 */
export function MeasurementForm({ configuration, initial, onSave, onSaved, onCancel, extraActions }: MeasurementFormProps) {
  const { t, i18n } = useTranslation('measurements');
  const format = numberFormat(i18n.language);
  const shown = new Set(configuration.shownKinds);
  const limits = configuration.limits;
  const [today] = useState(() => clinicToday());
  const oldest = addYears(today, -MEASUREMENTS_MAX_YEARS_BACK);

  const issueText = (code: MeasurementIssueCode) =>
    t(`form.errors.${code}`, {
      highMin: limits.pressureHigh.min,
      highMax: limits.pressureHigh.max,
      lowMin: limits.pressureLow.min,
      lowMax: limits.pressureLow.max,
      min: format(code === 'MEASUREMENT_WEIGHT_RANGE' ? limits.weight.min : limits.height.min),
      max: format(code === 'MEASUREMENT_WEIGHT_RANGE' ? limits.weight.max : limits.height.max),
    });

  const resolver: Resolver<FormValues> = async (values) => {
    const errors: FieldErrors<FormValues> = {};
    const error = (message: string) => ({ type: 'rule', message });
    const time = parseTypedTime(values.time);
    if (!values.day) errors.day = error(t('form.errors.dayRequired'));
    else if (values.day < oldest) errors.day = error(t('form.errors.dayTooOld'));
    else if (values.day > clinicToday()) errors.day = error(t('form.errors.dayFuture'));
    if (!values.time.trim()) errors.time = error(t('form.errors.timeRequired'));
    else if (!time) errors.time = error(t('form.errors.timeInvalid'));
    else if (!errors.day && clinicInstant(values.day, time).getTime() > Date.now()) errors.time = error(issueText('MEASUREMENT_DATE_FUTURE'));
    // Weight and height are checked against the configuration's limits the same as the server.
    const valueIssues = measurementValueIssues({
      pressureHigh: shown.has('PRESSURE') ? values.pressureHigh : null,
      pressureLow: shown.has('PRESSURE') ? values.pressureLow : null,
      weight: shown.has('WEIGHT') ? values.weight : null,
      height: shown.has('HEIGHT') ? values.height : null,
    });
    for (const code of valueIssues) {
      const field = measurementIssueField[code];
      if (field && field !== 'dateMeasurement' && !errors[field]) errors[field] = error(issueText(code));
      else if (!field) errors.root = error(issueText(code));
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const { control, handleSubmit, formState } = useForm<FormValues>({ resolver, defaultValues: defaultsOf(initial) });
  const [weight, height] = useWatch({ control, name: ['weight', 'height'] });
  const bmi = shown.has('BMI') ? bmiOf(weight, height) : null;
  const surface = shown.has('SURFACE') ? bodySurfaceOf(weight, height) : null;
  const [saving, setSaving] = useState(false);

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await onSave({
        dateMeasurement: clinicInstant(values.day, parseTypedTime(values.time)!).toISOString(),
        pressureHigh: shown.has('PRESSURE') ? values.pressureHigh : null,
        pressureLow: shown.has('PRESSURE') ? values.pressureLow : null,
        weight: shown.has('WEIGHT') ? values.weight : null,
        height: shown.has('HEIGHT') ? values.height : null,
      });
      notify.success(t('form.saved'));
      onSaved(saved);
    } catch (error) {
      // Spec part 2 §8 "Measurements save".
      const message = isApiError(error) ? (error.body?.message ?? '') : '';
      const text = isApiError(error) && error.status === 401 ? t('form.noRights') : isApiError(error) && error.status === 409 ? t('form.validation', { message }) : t('form.serverDown', { message });
      notify.error(text);
    } finally {
      setSaving(false);
    }
  });

  const number = (name: 'pressureHigh' | 'pressureLow' | 'weight' | 'height', decimal: boolean) => {
    const range = limits[name];
    return (
      <FormNumberInput
        control={control}
        name={name}
        label={t(`form.${name}`)}
        allowDecimal={decimal}
        decimalScale={decimal ? 1 : 0}
        allowNegative={false}
        min={range.min}
        max={range.max}
        clampBehavior="none"
        hideControls
        inputMode={decimal ? 'decimal' : 'numeric'}
      />
    );
  };

  const rootError = formState.errors.root?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" maw={640}>
        {rootError ? <FormAlert message={{ tone: 'warning', text: rootError }} /> : null}
        <Group align="flex-start" gap="md" wrap="wrap">
          <FormDateInput control={control} name="day" label={t('form.day')} withAsterisk minDate={oldest} maxDate={today} w={200} />
          <Controller
            control={control}
            name="time"
            render={({ field, fieldState }) => (
              <TimeField label={t('form.time')} withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} w={120} />
            )}
          />
        </Group>
        {shown.has('PRESSURE') ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {number('pressureHigh', false)}
            {number('pressureLow', false)}
          </SimpleGrid>
        ) : null}
        {shown.has('WEIGHT') || shown.has('HEIGHT') ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {shown.has('WEIGHT') ? number('weight', true) : null}
            {shown.has('HEIGHT') ? number('height', true) : null}
          </SimpleGrid>
        ) : null}
        {shown.has('BMI') || shown.has('SURFACE') ? (
          <Paper withBorder p="sm" aria-label={t('form.computed')} role="group">
            <Text fw={600} size="sm" mb={4}>
              {t('form.computed')}
            </Text>
            <Stack gap={2} aria-live="polite">
              {shown.has('BMI') ? (
                <Text size="sm" data-testid="computed-bmi">
                  {t('form.bmi')}: <strong>{bmi === null ? t('form.computedNone') : format(bmi)}</strong>
                </Text>
              ) : null}
              {shown.has('SURFACE') ? (
                <Text size="sm" data-testid="computed-surface">
                  {t('form.surface')}: <strong>{surface === null ? t('form.computedNone') : format(surface)}</strong>
                </Text>
              ) : null}
            </Stack>
            <Text size="xs" c="dimmed" mt={4}>
              {t('form.computedHint')}
            </Text>
          </Paper>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
