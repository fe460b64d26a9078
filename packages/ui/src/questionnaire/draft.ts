import type { Question, QuestionFormat, Questionnaire } from '@portal/contracts';
import { DEFAULT_DATE_RULE, type DateRule } from '@portal/domain';

/** A question as an editor holds it (the clinic's draft): limits and options may still be missing. */
export interface DraftQuestion {
  orderNumber?: number | null;
  text: string;
  hint?: string | null;
  format: QuestionFormat;
  required: boolean;
  minValue?: number | null;
  maxValue?: number | null;
  decimal?: boolean | null;
  maxLength?: number | null;
  options?: ReadonlyArray<{ value: string; label: string }> | null;
  dateRule?: DateRule | null;
}
export interface DraftQuestionnaire {
  id?: number | null;
  title: string;
  description?: string | null;
  deadlineDays?: number | null;
  sections: ReadonlyArray<{ title: string; description?: string | null; fieldsMayStayEmpty?: boolean | null; questions: readonly DraftQuestion[] }>;
}

/**
 * A questionnaire being written, as the renderer shows it (the clinic console's live preview): no
 * answers yet; a question without an order number is numbered by its position, as saving numbers it.
 */
export function questionnaireFromDraft(draft: DraftQuestionnaire): Questionnaire {
  let position = 0;
  return {
    id: draft.id ?? 0,
    questionnaireId: draft.id ?? 0,
    version: 0,
    title: draft.title,
    description: draft.description || null,
    deadline: draft.deadlineDays ?? null,
    questionnaireCompleted: false,
    readOnly: false,
    fulfilledAt: null,
    visitDate: null,
    lastDay: null,
    sections: draft.sections.map((section) => ({
      title: section.title,
      description: section.description || null,
      fieldsMayStayEmpty: section.fieldsMayStayEmpty ?? false,
      questions: section.questions.map((q): Question => {
        position += 1;
        return {
          orderNumber: q.orderNumber ?? position,
          text: q.text,
          hint: q.hint || null,
          format: q.format,
          required: q.required,
          minValue: q.minValue ?? null,
          maxValue: q.maxValue ?? null,
          decimal: q.decimal ?? false,
          maxLength: q.maxLength ?? null,
          options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label })),
          dateRule: q.dateRule ?? DEFAULT_DATE_RULE,
          answer: null,
          answerDate: null,
          answerNumeric: null,
          answerChoices: [],
        };
      }),
    })),
  };
}
