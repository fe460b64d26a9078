import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QuestionFormat } from '@portal/contracts';
import { dateRules, questionFormats } from '@portal/domain';
import { FormNumberInput, FormSelect, FormSwitch, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isChoice, nextOptionValue, twoOptions, type EditorValues } from './editor-model';
import { useFocusLater } from './focus-later';
import { ItemControls } from './item-controls';
import { ListError } from './list-error';

type QuestionPath = `sections.${number}.questions.${number}`;

/** A choice question's answers: each a label (what the patient reads, in Polish and, where given, English and Ukrainian) and a value (what is stored; keep it when rewording). */
function OptionsEditor({ control, path, idPrefix, editable }: { control: Control<EditorValues, unknown, unknown>; path: QuestionPath; idPrefix: string; editable: boolean }) {
  const { t } = useTranslation('questionnaires');
  const { fields, append, remove, move } = useFieldArray({ control: control as Control<EditorValues>, name: `${path}.options` });
  const focusLater = useFocusLater();
  const options = useWatch({ control, name: `${path}.options` });
  return (
    <Stack gap="xs" role="group" aria-label={t('editor.options')}>
      <Text size="sm" fw={500}>
        {t('editor.options')}
      </Text>
      {fields.map((field, oi) => {
        const name = t('editor.optionName', { n: oi + 1 });
        const id = `${idPrefix}-o${oi}`;
        return (
          <Group key={field.id} align="flex-start" gap="xs" wrap="wrap">
            <FormTextInput control={control} name={`${path}.options.${oi}.label`} id={`${id}-label`} label={t('editor.optionLabel', { n: oi + 1 })} style={{ flex: '3 1 160px' }} withAsterisk />
            <FormTextInput control={control} name={`${path}.options.${oi}.value`} label={t('editor.optionValue')} style={{ flex: '1 1 70px' }} withAsterisk />
            <FormTextInput control={control} name={`${path}.options.${oi}.labelEn`} label={t('editor.optionLabelEn', { n: oi + 1 })} lang="en" style={{ flex: '3 1 160px' }} />
            <FormTextInput control={control} name={`${path}.options.${oi}.labelUk`} label={t('editor.optionLabelUk', { n: oi + 1 })} lang="uk" style={{ flex: '3 1 160px' }} />
            {editable && (
              <div style={{ paddingTop: 26 }}>
                <ItemControls
                  idPrefix={id}
                  name={name}
                  index={oi}
                  count={fields.length}
                  minCount={0}
                  onMove={(from, to) => {
                    move(from, to);
                    focusLater(to < from ? [`${idPrefix}-o${to}-up`, `${idPrefix}-o${to}-down`] : [`${idPrefix}-o${to}-down`, `${idPrefix}-o${to}-up`]);
                  }}
                  onRemove={(index) => {
                    remove(index);
                    focusLater([`${idPrefix}-o${Math.min(index, fields.length - 2)}-remove`, `${idPrefix}-add-option`]);
                  }}
                />
              </div>
            )}
          </Group>
        );
      })}
      <ListError control={control} name={`${path}.options`} />
      {editable && (
        <Button
          id={`${idPrefix}-add-option`}
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            append({ value: nextOptionValue(options ?? []), label: '', labelEn: '', labelUk: '' });
            focusLater([`${idPrefix}-o${fields.length}-label`]);
          }}
        >
          {t('editor.addOption')}
        </Button>
      )}
    </Stack>
  );
}

/** One question: its text, hint, format and whether it is required; then what its format needs (limits, answers). */
export function QuestionEditor({
  control,
  setValue,
  si,
  qi,
  number,
  count,
  editable,
  onMove,
  onRemove,
}: {
  control: Control<EditorValues, unknown, unknown>;
  setValue: UseFormSetValue<EditorValues>;
  si: number;
  qi: number;
  /** Its number in the whole questionnaire (the order number it will get). */
  number: number;
  count: number;
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('questionnaires');
  const path: QuestionPath = `sections.${si}.questions.${qi}`;
  const format = useWatch({ control, name: `${path}.format` });
  const idPrefix = `s${si}-q${qi}`;
  const headingId = `${idPrefix}-heading`;
  const name = t('editor.questionName', { n: number });
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={headingId} data-testid={`question-${si}-${qi}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={headingId}>
            {t('editor.question', { n: number })}
          </Text>
          {editable && <ItemControls idPrefix={idPrefix} name={name} index={qi} count={count} onMove={onMove} onRemove={onRemove} />}
        </Group>
        <FormTextarea control={control} name={`${path}.text`} id={`${idPrefix}-text`} label={t('editor.questionText')} lang="pl" autosize minRows={1} maxRows={6} withAsterisk />
        <FormTextInput control={control} name={`${path}.hint`} label={t('editor.hint')} description={t('editor.hintDescription')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormSelect
            control={control}
            name={`${path}.format`}
            label={t('editor.format')}
            allowDeselect={false}
            data={questionFormats.map((f) => ({ value: f, label: t(`formats.${f}`) }))}
            onValueChange={(next, previous) => {
              // A question turned into a choice starts with two empty answers to fill in.
              if (next && isChoice(next as QuestionFormat) && !isChoice((previous ?? 'TEXT') as QuestionFormat)) setValue(`${path}.options`, twoOptions());
            }}
          />
          <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
            <FormSwitch control={control} name={`${path}.required`} label={t('editor.required')} />
          </div>
        </SimpleGrid>
        {format === 'NUMERIC' && (
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <FormNumberInput control={control} name={`${path}.minValue`} label={t('editor.minValue')} allowDecimal />
            <FormNumberInput control={control} name={`${path}.maxValue`} label={t('editor.maxValue')} allowDecimal />
            <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
              <FormSwitch control={control} name={`${path}.decimal`} label={t('editor.decimal')} />
            </div>
          </SimpleGrid>
        )}
        {format === 'TEXT' && <FormNumberInput control={control} name={`${path}.maxLength`} label={t('editor.maxLength')} description={t('editor.maxLengthDescription')} min={1} max={10000} />}
        {format === 'DATE' && (
          <>
            <FormSelect
              control={control}
              name={`${path}.dateRule`}
              label={t('editor.dateRule')}
              allowDeselect={false}
              data={dateRules.map((rule) => ({ value: rule, label: t(`dateRules.${rule}`) }))}
            />
            <Text size="sm" c="dimmed">
              {t('editor.dateNote')}
            </Text>
          </>
        )}
        {isChoice(format) && <OptionsEditor control={control} path={path} idPrefix={idPrefix} editable={editable} />}
      </Stack>
    </Card>
  );
}
