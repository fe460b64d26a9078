import type { FulfillmentInput, Question, Questionnaire } from '@portal/contracts';
import { answerValue, checkAnswer, type AnswerIssue } from '@portal/domain';
import dayjs from 'dayjs';

/**
 * The renderer's form values and how they map to and from the contract: one value per question, held
 * as the form shows it (a number as typed, a day YYYY-MM-DD, the picked option values), keyed `q<orderNumber>`
 * (a bare number would make react-hook-form treat `answers` as a list).
 */
export type AnswerValue = string | string[] | null;
export interface QuestionnaireValues {
  answers: Record<string, AnswerValue>;
}

export const answerKey = (orderNumber: number) => `q${orderNumber}`;

export const questionsOf = (questionnaire: Pick<Questionnaire, 'sections'>): Question[] => questionnaire.sections.flatMap((s) => s.questions);

/** The answer a question already has (a fulfilled or prefilled questionnaire), as the form holds it. */
export function initialAnswer(question: Question): AnswerValue {
  switch (question.format) {
    case 'TEXT':
      return question.answer ?? '';
    case 'NUMERIC':
      return question.answerNumeric != null ? String(question.answerNumeric) : (question.answer ?? '');
    case 'DATE':
      return question.answerDate ?? null;
    case 'SINGLE_CHOICE':
      return question.answerChoices[0] ?? null;
    case 'MULTIPLE_CHOICE':
      return [...question.answerChoices];
  }
}

export function initialValues(questionnaire: Pick<Questionnaire, 'sections'>): QuestionnaireValues {
  return { answers: Object.fromEntries(questionsOf(questionnaire).map((q) => [answerKey(q.orderNumber), initialAnswer(q)])) };
}

/** Today's calendar day (YYYY-MM-DD) on the patient's device: what date rules compare with. */
export const answerToday = (): string => dayjs().format('YYYY-MM-DD');

/** Each question's answer checked by the domain's rules (the server applies the same ones). */
export function answerIssues(questions: readonly Question[], values: QuestionnaireValues, today: string = answerToday()): Array<{ orderNumber: number; issue: AnswerIssue }> {
  return questions.flatMap((question) => {
    const { issue } = checkAnswer(question, values.answers[answerKey(question.orderNumber)], today);
    return issue ? [{ orderNumber: question.orderNumber, issue }] : [];
  });
}

/**
 * The fulfilment to send: every question with its typed answer (a number as a number, text trimmed),
 * null for an optional question left blank. Call it on values that passed `answerIssues`.
 */
export function toFulfillment(questionnaire: Pick<Questionnaire, 'id' | 'sections'>, values: QuestionnaireValues, today: string = answerToday()): FulfillmentInput {
  return {
    questionnaireId: questionnaire.id,
    answers: questionsOf(questionnaire).map((question) => {
      const checked = checkAnswer(question, values.answers[answerKey(question.orderNumber)], today);
      return { orderNumber: question.orderNumber, format: question.format, value: checked.answer ? answerValue(checked.answer) : null };
    }),
  };
}

/** A server's field error (`{ path, message }`), as the API's error body carries it. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * The server's field errors by question: a path naming `answers.<orderNumber>` (alone, or under the
 * body that wraps the fulfilment, e.g. `questionnaireFulfillment.answers.3`) lands on that question;
 * any other path is returned as a message of the whole form.
 */
export function serverErrorsByQuestion(errors: readonly FieldError[], questions: readonly Question[]): { byQuestion: Map<number, string>; other: string[] } {
  const known = new Set(questions.map((q) => q.orderNumber));
  const byQuestion = new Map<number, string>();
  const other: string[] = [];
  for (const { path, message } of errors) {
    const match = /(?:^|\.)answers\.(\d+)(?:\.|$)/.exec(path);
    const orderNumber = match ? Number(match[1]) : null;
    if (orderNumber != null && known.has(orderNumber)) {
      if (!byQuestion.has(orderNumber)) byQuestion.set(orderNumber, message);
    } else {
      other.push(message);
    }
  }
  return { byQuestion, other };
}
