import { Button, Fieldset, Group, Stack } from '@mantine/core';
import {
  choiceReasonCodes,
  DECLARATION_OTHER_REASON_MAX,
  declarationChoiceIssues,
  normalizeDeclarationChoice,
  OTHER_REASON_CODE,
  reChoiceOrderNumber,
  TURNED_18_REASON_CODE,
  type DeclarationChoiceFields,
  type DeclarationType,
} from '@portal/domain';
import { applyServerErrors, clinicToday, FormRadioGroup, FormTextarea } from '@portal/ui/forms';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type Resolver, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orderKey, reasonWords } from './declaration-words';

/**
 * The summary's choice fields as the form holds them, named as the API names them (so the server's field
 * errors land on them): the order number as its choice ('1', '2', 'next'), the reason code as text.
 */
export interface ChoiceValues {
  healthcareProviderChoiceOrderNumber: string | null;
  healthcareProviderChoiceOrderReasonCode: string | null;
  healthcareProviderChoiceOtherReason: string;
  practitionerChoiceOrderNumber: string | null;
  practitionerChoiceOrderReasonCode: string | null;
  practitionerChoiceOtherReason: string;
}

const choices = [
  ['healthcareProviderChoiceOrderNumber', 'healthcareProviderChoiceOrderReasonCode', 'healthcareProviderChoiceOtherReason'],
  ['practitionerChoiceOrderNumber', 'practitionerChoiceOrderReasonCode', 'practitionerChoiceOtherReason'],
] as const;

const fieldNames = choices.flat();

function valuesOf(initial: DeclarationChoiceFields | undefined): ChoiceValues {
  const order = (n: number | null | undefined) => (n == null ? null : orderKey(n));
  const reason = (n: number | null | undefined) => (n == null ? null : String(n));
  return {
    healthcareProviderChoiceOrderNumber: order(initial?.healthcareProviderChoiceOrderNumber),
    healthcareProviderChoiceOrderReasonCode: reason(initial?.healthcareProviderChoiceOrderReasonCode),
    healthcareProviderChoiceOtherReason: initial?.healthcareProviderChoiceOtherReason ?? '',
    practitionerChoiceOrderNumber: order(initial?.practitionerChoiceOrderNumber),
    practitionerChoiceOrderReasonCode: reason(initial?.practitionerChoiceOrderReasonCode),
    practitionerChoiceOtherReason: initial?.practitionerChoiceOtherReason ?? '',
  };
}

/**
 * The fields as the API takes them, by the rules in force today (a new or edited declaration is dated
 * today): "kolejny" is the re-choice number of today's form (domain `reChoiceOrderNumber`), and the
 * domain's `normalizeDeclarationChoice` clears a reason below the second choice and keeps the other
 * reason's text only with reason 4.
 */
export function choiceOf(values: ChoiceValues, type: DeclarationType, today = clinicToday()): DeclarationChoiceFields {
  const order = (v: string | null) => (v === '1' ? 1 : v === '2' ? 2 : v === 'next' ? reChoiceOrderNumber(today) : null);
  const reason = (v: string | null) => (v ? Number(v) : null);
  const { type: _type, declarationDay: _day, ...fields } = normalizeDeclarationChoice({
    type,
    declarationDay: today,
    healthcareProviderChoiceOrderNumber: order(values.healthcareProviderChoiceOrderNumber),
    healthcareProviderChoiceOrderReasonCode: reason(values.healthcareProviderChoiceOrderReasonCode),
    healthcareProviderChoiceOtherReason: values.healthcareProviderChoiceOtherReason,
    practitionerChoiceOrderNumber: order(values.practitionerChoiceOrderNumber),
    practitionerChoiceOrderReasonCode: reason(values.practitionerChoiceOrderReasonCode),
    practitionerChoiceOtherReason: values.practitionerChoiceOtherReason,
  });
  return fields;
}

/** A reason is asked from the second choice on (domain `normalizeDeclarationChoice` clears it below). */
const asksReason = (order: string | null) => order === '2' || order === 'next';

export interface ChoiceFormProps {
  type: DeclarationType;
  /** The stored fields of an edited declaration; none for a new one. */
  initial?: DeclarationChoiceFields;
  /** Above the fields (the summary's facts, a warning). */
  before?: ReactNode;
  submitLabel: string;
  /** On the left of the submit button (back, cancel). */
  secondary?: ReactNode;
  /**
   * Sends the fields; `fieldErrors` shows a failed call's field errors at the fields (answering whether
   * it showed any). A rejection is the caller's to report.
   */
  onSubmit: (choice: DeclarationChoiceFields, fieldErrors: (error: unknown) => boolean) => Promise<void>;
}

/**
 * The summary's two choices (spec part 2 §3, §5): of the provider and of the practitioner, each its
 * order number ("pierwszy", "drugi", "kolejny wybór"), from the second one the reason (3 "ukończenie
 * 18 lat" for a GP only) and, with reason 4, its description. A field the rules clear hides.
 */
export function ChoiceForm({ type, initial, before, submitLabel, secondary, onSubmit }: ChoiceFormProps) {
  const { t } = useTranslation('declarations');
  const resolver: Resolver<ChoiceValues> = async (values) => {
    const issues = declarationChoiceIssues({ ...choiceOf(values, type), type, declarationDay: clinicToday() });
    if (issues.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(issues.map((i) => [i.path, { type: 'validate', message: t(`choice.errors.${i.code}`, { max: DECLARATION_OTHER_REASON_MAX }) }]));
    return { values: {}, errors };
  };
  const { control, handleSubmit, setValue, setError } = useForm<ChoiceValues>({ defaultValues: valuesOf(initial), resolver });
  const [sending, setSending] = useState(false);

  const submit = handleSubmit(async (values) => {
    setSending(true);
    try {
      await onSubmit(choiceOf(values, type), (error) => applyServerErrors(error, setError, fieldNames));
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {before}
        <ChoiceFieldset legend={t('fields.providerChoice')} names={choices[0]} type={type} control={control} setValue={setValue} />
        <ChoiceFieldset legend={t(`fields.practitionerChoice.${type}`)} names={choices[1]} type={type} control={control} setValue={setValue} />
        <Group justify="space-between" gap="sm">
          {secondary ?? <span />}
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChoiceFieldset({
  legend,
  names: [orderName, reasonName, textName],
  type,
  control,
  setValue,
}: {
  legend: string;
  names: (typeof choices)[number];
  type: DeclarationType;
  control: Control<ChoiceValues>;
  setValue: UseFormSetValue<ChoiceValues>;
}) {
  const { t } = useTranslation('declarations');
  const order = useWatch({ control, name: orderName });
  const reason = useWatch({ control, name: reasonName });
  const reasons = choiceReasonCodes.filter((code) => code !== TURNED_18_REASON_CODE || type === 'GP');
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="sm">
        <FormRadioGroup
          control={control}
          name={orderName}
          label={t('choice.orderLabel')}
          description={t('choice.orderDescription')}
          options={(['1', '2', 'next'] as const).map((value) => ({ value, label: t(`choice.order.${value}`) }))}
          onChoiceChange={(value) => {
            // Below the second choice there is no reason to give: what was given goes.
            if (!asksReason(value as string | null)) {
              setValue(reasonName, null);
              setValue(textName, '');
            }
          }}
        />
        {asksReason(order) && (
          <FormRadioGroup
            control={control}
            name={reasonName}
            label={t('choice.reasonLabel')}
            options={reasons.map((code) => ({ value: String(code), label: reasonWords(t, code) }))}
            onChoiceChange={(value) => {
              if (value !== String(OTHER_REASON_CODE)) setValue(textName, '');
            }}
          />
        )}
        {asksReason(order) && reason === String(OTHER_REASON_CODE) && (
          <FormTextarea control={control} name={textName} label={t('choice.otherReasonLabel')} autosize minRows={2} maxLength={DECLARATION_OTHER_REASON_MAX} />
        )}
      </Stack>
    </Fieldset>
  );
}
