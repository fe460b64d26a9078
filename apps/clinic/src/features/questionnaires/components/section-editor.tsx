import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { FormSwitch, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { useFieldArray, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newQuestion, type EditorValues } from './editor-model';
import { useFocusLater } from './focus-later';
import { ItemControls } from './item-controls';
import { ListError } from './list-error';
import { QuestionEditor } from './question-editor';

/** One section: title, description and its questions (added, moved, removed here). */
export function SectionEditor({
  control,
  setValue,
  si,
  count,
  firstNumber,
  editable,
  onMove,
  onRemove,
}: {
  control: Control<EditorValues, unknown, unknown>;
  setValue: UseFormSetValue<EditorValues>;
  si: number;
  count: number;
  /** The number of the section's first question in the whole questionnaire. */
  firstNumber: number;
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('questionnaires');
  const { fields, append, remove, move } = useFieldArray({ control: control as Control<EditorValues>, name: `sections.${si}.questions` });
  const focusLater = useFocusLater();
  const questionButtons = (qi: number, first: 'up' | 'down') => {
    const other = first === 'up' ? 'down' : 'up';
    return [`s${si}-q${qi}-${first}`, `s${si}-q${qi}-${other}`];
  };
  const headingId = `s${si}-heading`;
  return (
    <Fieldset
      variant="filled"
      aria-labelledby={headingId}
      legend={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} id={headingId}>
            {t('editor.section', { n: si + 1 })}
          </Text>
          {editable && <ItemControls idPrefix={`s${si}`} name={t('editor.sectionName', { n: si + 1 })} index={si} count={count} onMove={onMove} onRemove={onRemove} />}
        </Group>
      }
      styles={{ legend: { width: '100%' } }}
      data-testid={`section-${si}`}
    >
      <Stack gap="sm">
        <FormTextInput control={control} name={`sections.${si}.title`} id={`s${si}-title`} label={t('editor.sectionTitle')} withAsterisk />
        <FormTextarea control={control} name={`sections.${si}.description`} label={t('editor.sectionDescription')} autosize minRows={1} maxRows={4} />
        <FormSwitch
          control={control}
          name={`sections.${si}.fieldsMayStayEmpty`}
          label={t('editor.fieldsMayStayEmpty')}
          description={t('editor.fieldsMayStayEmptyDescription')}
        />
        {fields.map((field, qi) => (
          <QuestionEditor
            key={field.id}
            control={control}
            setValue={setValue}
            si={si}
            qi={qi}
            number={firstNumber + qi}
            count={fields.length}
            editable={editable}
            onMove={(from, to) => {
              move(from, to);
              focusLater(questionButtons(to, to < from ? 'up' : 'down'));
            }}
            onRemove={(index) => {
              remove(index);
              focusLater([`s${si}-q${Math.min(index, fields.length - 2)}-remove`, `s${si}-add-question`]);
            }}
          />
        ))}
        <ListError control={control} name={`sections.${si}.questions`} />
        {editable && (
          <Button
            id={`s${si}-add-question`}
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              append(newQuestion());
              focusLater([`s${si}-q${fields.length}-text`]);
            }}
          >
            {t('editor.addQuestion')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
