import { Checkbox, Radio, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { Question } from '@portal/contracts';
import { ANSWER_DATE_MAX, ANSWER_DATE_MIN, TEXT_ANSWER_DEFAULT_MAX, TEXT_ANSWER_MAX } from '@portal/domain';
import type { ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../forms/form-date-input';
import { answerKey, answerToday, type QuestionnaireValues } from './answers';

export interface QuestionFieldProps {
  question: Question;
  control: Control<QuestionnaireValues>;
  /** The id of the question's input (the first choice of a group): the error summary links to it. */
  id: string;
  readOnly: boolean;
}

type AnswerPath = `answers.${string}`;

const number = (n: number) => n.toLocaleString('pl-PL', { maximumFractionDigits: 10 }).replace(/\s/g, '\u00a0');

/** What a question says under its text: the clinic's hint, then the format's limits. */
function useDescription(question: Question): ReactNode {
  const { t } = useTranslation('ui');
  const parts: string[] = [];
  if (question.hint) parts.push(question.hint);
  if (question.format === 'NUMERIC') {
    const { minValue: min, maxValue: max } = question;
    if (min != null && max != null) parts.push(t('questionnaire.numberRange', { min: number(min), max: number(max) }));
    else if (min != null) parts.push(t('questionnaire.numberMin', { min: number(min) }));
    else if (max != null) parts.push(t('questionnaire.numberMax', { max: number(max) }));
    parts.push(question.decimal ? t('questionnaire.decimalNumber') : t('questionnaire.wholeNumber'));
  }
  if (question.format === 'TEXT') parts.push(t('questionnaire.textLimit', { count: textLimit(question) }));
  if (question.format === 'DATE') {
    parts.push(t('questionnaire.dateFormat'));
    if (question.dateRule !== 'ANY') parts.push(t(`questionnaire.dateRule.${question.dateRule}`));
  }
  return parts.length ? parts.join(' ') : undefined;
}

const textLimit = (question: Question) => Math.min(question.maxLength ?? TEXT_ANSWER_DEFAULT_MAX, TEXT_ANSWER_MAX);

/**
 * One question of the form in its format: text (with a character counter), a number (whole or with a
 * fraction, its limits in the hint), a day (DD-MM-YYYY), one choice or several. The question's text is
 * the field's label; the hint and the error are tied to the field (aria-describedby, Mantine's); a required
 * question is marked with an asterisk and announced (the input's `required`, or words in a group's label).
 */
export function QuestionField({ question: asked, control, id, readOnly }: QuestionFieldProps) {
  const { t } = useTranslation('ui');
  // A question the clinic has not worded yet (the console's preview of a draft) still has a label.
  const question = asked.text.trim() ? asked : { ...asked, text: t('questionnaire.untitled', { number: asked.orderNumber }) };
  // The clinic writes its questionnaires in Polish: a question reads as Polish on a page in another language.
  const label = asked.text.trim() ? <span lang="pl">{asked.text}</span> : question.text;
  const name: AnswerPath = `answers.${answerKey(question.orderNumber)}`;
  const description = useDescription(question);
  const required = question.required && !readOnly;
  // What every format's field takes.
  const field = { control, name, id, description, required, readOnly };
  // The calendar offers only the days the question's date rule allows; a day typed outside them stays, explained.
  const today = answerToday();
  switch (question.format) {
    case 'TEXT':
      return <TextAnswer question={question} label={label} {...field} />;
    case 'NUMERIC':
      return <BoundTextInput label={label} {...field} inputMode={question.decimal ? 'decimal' : 'numeric'} />;
    case 'DATE':
      return (
        <FormDateInput
          label={label}
          {...field}
          minDate={question.dateRule === 'FUTURE' ? today : ANSWER_DATE_MIN}
          maxDate={question.dateRule === 'PAST' ? today : ANSWER_DATE_MAX}
          clearable={!readOnly && !question.required}
        />
      );
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return <ChoiceAnswer question={question} text={label} {...field} />;
  }
}

interface BoundProps {
  control: Control<QuestionnaireValues>;
  name: AnswerPath;
  id: string;
  label: ReactNode;
  description: ReactNode;
  required: boolean;
  readOnly: boolean;
}

function BoundTextInput({ control, name, inputMode, ...props }: BoundProps & { inputMode: 'decimal' | 'numeric' }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      inputMode={inputMode}
      autoComplete="off"
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

function TextAnswer({ question, control, name, ...props }: BoundProps & { question: Question }) {
  const { t } = useTranslation('ui');
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const max = textLimit(question);
  const length = value.trim().length;
  return (
    <div>
      <Textarea
        {...props}
        ref={field.ref}
        name={field.name}
        autosize
        minRows={2}
        maxRows={10}
        value={value}
        onChange={(e) => field.onChange(e.currentTarget.value)}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
      />
      {!props.readOnly && (
        <Text size="xs" ta="right" c={length > max ? 'red.9' : 'dimmed'} mt={4} data-testid={`counter-${question.orderNumber}`}>
          {t('questionnaire.counter', { used: length, count: max })}
        </Text>
      )}
    </div>
  );
}

/**
 * One choice (radios) or several (ticks), one under another. Mantine names a group's error on the group
 * only; here every choice is marked invalid and described by it too, so a screen reader on any choice
 * hears it. A group has no `required` of its own, so its label says so in words.
 */
function ChoiceAnswer({ question, text, control, name, id, description, required, readOnly }: Omit<BoundProps, 'label'> & { question: Question; text: ReactNode }) {
  const { t } = useTranslation('ui');
  const { field, fieldState } = useController({ control, name });
  // Re-render with the value (a group's value is read through the watch, so a reset shows at once).
  const value = useWatch({ control, name });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  const label = (
    <>
      {text}
      {required && <VisuallyHidden> {t('questionnaire.required')}</VisuallyHidden>}
    </>
  );
  const multiple = question.format === 'MULTIPLE_CHOICE';
  const Choice = multiple ? Checkbox : Radio;
  const choices = (
    <Stack mt="xs" gap="sm">
      {question.options.map((option, index) => (
        <Choice
          key={option.value}
          id={index === 0 ? id : `${id}-${index}`}
          value={option.value}
          label={option.label}
          ref={index === 0 ? field.ref : undefined}
          onBlur={field.onBlur}
          disabled={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      ))}
    </Stack>
  );
  const group = {
    label,
    description,
    withAsterisk: required,
    name: field.name,
    error,
    errorProps: { id: errorId },
    children: choices,
  };
  return multiple ? (
    <Checkbox.Group {...group} value={Array.isArray(value) ? value : []} onChange={(v) => field.onChange(v)} readOnly={readOnly} />
  ) : (
    <Radio.Group {...group} value={typeof value === 'string' ? value : null} onChange={(v) => field.onChange(v)} readOnly={readOnly} />
  );
}
