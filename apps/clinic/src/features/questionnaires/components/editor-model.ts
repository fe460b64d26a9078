import { zodResolver } from '@hookform/resolvers/zod';
import { questionnaireInputSchema, type ClinicQuestionnaire, type DateRuleValue, type QuestionnaireDefinition, type QuestionFormat } from '@portal/contracts';
import { DEFAULT_DATE_RULE } from '@portal/domain';
import type { Resolver } from 'react-hook-form';

/*
 * The questionnaire editor's form: the contract's input without order numbers, which are assigned
 * from the questions' positions when the form is checked and sent (1, 2, 3 … through every section).
 */

export interface OptionValues {
  value: string;
  label: string;
  /** The label in English and Ukrainian ('' or null: none given; patients then read English, else Polish). */
  labelEn: string | null;
  labelUk: string | null;
}
export interface QuestionValues {
  text: string;
  hint: string | null;
  format: QuestionFormat;
  required: boolean;
  minValue: number | null;
  maxValue: number | null;
  decimal: boolean;
  maxLength: number | null;
  options: OptionValues[];
  /** DATE: the days an answer may take. */
  dateRule: DateRuleValue;
}
export interface SectionValues {
  title: string;
  description: string | null;
  /** The section says its fields may stay empty: none of its questions may be required. */
  fieldsMayStayEmpty: boolean;
  questions: QuestionValues[];
}
export interface EditorValues {
  title: string;
  description: string | null;
  deadlineDays: number | null;
  sections: SectionValues[];
}

export const isChoice = (format: QuestionFormat) => format === 'SINGLE_CHOICE' || format === 'MULTIPLE_CHOICE';

/** A choice question's next option value: the smallest number not taken yet ("1", "2", …). */
export function nextOptionValue(options: readonly OptionValues[]): string {
  const taken = new Set(options.map((o) => o.value));
  let n = 1;
  while (taken.has(String(n))) n++;
  return String(n);
}

export const newQuestion = (): QuestionValues => ({
  text: '',
  hint: null,
  format: 'TEXT',
  required: true,
  minValue: null,
  maxValue: null,
  decimal: false,
  maxLength: null,
  options: [],
  dateRule: DEFAULT_DATE_RULE,
});

export const twoOptions = (): OptionValues[] => [
  { value: '1', label: '', labelEn: '', labelUk: '' },
  { value: '2', label: '', labelEn: '', labelUk: '' },
];

export const newSection = (): SectionValues => ({ title: '', description: null, fieldsMayStayEmpty: false, questions: [newQuestion()] });

export const emptyQuestionnaire = (): EditorValues => ({ title: '', description: null, deadlineDays: null, sections: [newSection()] });

/** A stored questionnaire's current version as the form holds it. */
export const valuesOf = (q: ClinicQuestionnaire): EditorValues => ({
  title: q.title,
  description: q.description,
  deadlineDays: q.deadlineDays,
  sections: q.sections.map((s) => ({
    title: s.title,
    description: s.description,
    fieldsMayStayEmpty: s.fieldsMayStayEmpty,
    questions: s.questions.map((question) => ({
      text: question.text,
      hint: question.hint,
      format: question.format,
      required: question.required,
      minValue: question.minValue,
      maxValue: question.maxValue,
      decimal: question.decimal,
      maxLength: question.maxLength,
      options: question.options.map((o) => ({ value: o.value, label: o.label, labelEn: o.labelEn ?? '', labelUk: o.labelUk ?? '' })),
      dateRule: question.dateRule,
    })),
  })),
});

/** What is sent: order numbers from the positions, and only the limits the question's format has. */
export function inputOf(values: EditorValues) {
  let orderNumber = 0;
  return {
    title: values.title,
    description: values.description,
    deadlineDays: values.deadlineDays,
    sections: values.sections.map((s) => ({
      title: s.title,
      description: s.description,
      fieldsMayStayEmpty: s.fieldsMayStayEmpty,
      questions: s.questions.map((q) => ({
        orderNumber: ++orderNumber,
        text: q.text,
        hint: q.hint,
        format: q.format,
        required: q.required,
        minValue: q.format === 'NUMERIC' ? q.minValue : null,
        maxValue: q.format === 'NUMERIC' ? q.maxValue : null,
        decimal: q.format === 'NUMERIC' ? q.decimal : false,
        maxLength: q.format === 'TEXT' ? q.maxLength : null,
        options: isChoice(q.format) ? q.options : [],
        dateRule: q.format === 'DATE' ? q.dateRule : DEFAULT_DATE_RULE,
      })),
    })),
  };
}

const schemaResolver = zodResolver(questionnaireInputSchema);

/** The contract's checks on what would be sent; the issues' paths are the form's (sections.0.questions.2.text). */
export const editorResolver: Resolver<EditorValues, unknown, QuestionnaireDefinition> = (values, context, options) =>
  schemaResolver(inputOf(values), context, options as never) as ReturnType<Resolver<EditorValues, unknown, QuestionnaireDefinition>>;

/** Every field of the form by its path, so the server's field errors (sections.0.questions.2.text) find theirs. */
export function editorFieldPaths(values: EditorValues): string[] {
  const paths = ['title', 'description', 'deadlineDays', 'sections'];
  values.sections.forEach((s, si) => {
    const section = `sections.${si}`;
    paths.push(`${section}.title`, `${section}.description`, `${section}.fieldsMayStayEmpty`, `${section}.questions`);
    s.questions.forEach((q, qi) => {
      const question = `${section}.questions.${qi}`;
      paths.push(...['text', 'hint', 'format', 'required', 'minValue', 'maxValue', 'decimal', 'maxLength', 'options', 'dateRule'].map((f) => `${question}.${f}`));
      q.options.forEach((_, oi) => paths.push(...['value', 'label', 'labelEn', 'labelUk'].map((f) => `${question}.options.${oi}.${f}`)));
    });
  });
  return paths;
}
