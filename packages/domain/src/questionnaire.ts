import dayjs from 'dayjs';
import { addDays, isCalendarDay } from './date-range';

/*
 * The rules of one questionnaire engine (booking, visit and prevention-programme questionnaires):
 * how an answer is checked against its question's format and limits, when a visit's questionnaire
 * closes, and who may take part in a programme. The server applies them to every fulfilment; the web's
 * renderer applies the same ones while the patient types, and translates the issue codes.
 */

/** The formats a question may have: the spec's DATE, NUMERIC and text, plus single and multiple choice. */
export const questionFormats = ['TEXT', 'NUMERIC', 'DATE', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE'] as const;
export type QuestionFormat = (typeof questionFormats)[number];

/** Longest free-text answer when the question sets no limit, and the most a question may allow. */
export const TEXT_ANSWER_DEFAULT_MAX = 2000;
export const TEXT_ANSWER_MAX = 10_000;
/** Dates an answer may take (the portal's calendar limits). */
export const ANSWER_DATE_MIN = '1900-01-01';
export const ANSWER_DATE_MAX = '2100-12-31';

/**
 * Which days a DATE answer may take, as the questionnaire's editor sets it per question: PAST (the
 * default: today or earlier — a date of birth, of an illness), FUTURE (today or later — a planned
 * event), ANY.
 */
export const dateRules = ['PAST', 'FUTURE', 'ANY'] as const;
export type DateRule = (typeof dateRules)[number];
export const DEFAULT_DATE_RULE: DateRule = 'PAST';

export interface QuestionRule {
  orderNumber: number;
  format: QuestionFormat;
  required: boolean;
  /** NUMERIC: inclusive limits; null means none. */
  minValue?: number | null;
  maxValue?: number | null;
  /** NUMERIC: whether a fraction is allowed (else whole numbers only). */
  decimal?: boolean;
  /** TEXT: the longest answer (TEXT_ANSWER_DEFAULT_MAX when not set). */
  maxLength?: number | null;
  /** SINGLE_CHOICE and MULTIPLE_CHOICE: the option values one may pick. */
  options?: ReadonlyArray<{ value: string }>;
  /** DATE: the days allowed (DEFAULT_DATE_RULE when not set). */
  dateRule?: DateRule | null;
}

/** An answer as given: text, a number (or its text with a comma or dot), a date YYYY-MM-DD, option values. */
export type AnswerInput = string | number | readonly string[] | null | undefined;

/** An answer as stored: typed by the question's format. */
export type TypedAnswer =
  | { orderNumber: number; format: 'TEXT'; text: string }
  | { orderNumber: number; format: 'NUMERIC'; numeric: number }
  | { orderNumber: number; format: 'DATE'; date: string }
  | { orderNumber: number; format: 'SINGLE_CHOICE'; choices: [string] }
  | { orderNumber: number; format: 'MULTIPLE_CHOICE'; choices: string[] };

export type AnswerIssue =
  | 'REQUIRED'
  | 'NOT_A_NUMBER'
  | 'NOT_WHOLE'
  | 'BELOW_MIN'
  | 'ABOVE_MAX'
  | 'NOT_A_DATE'
  | 'DATE_OUT_OF_RANGE'
  | 'DATE_IN_FUTURE'
  | 'DATE_IN_PAST'
  | 'TOO_LONG'
  | 'UNKNOWN_OPTION'
  | 'ONE_OPTION_ONLY'
  | 'WRONG_TYPE';

const blank = (value: AnswerInput): boolean =>
  value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** "12,5", " 12.5 ", 12.5 → 12.5; anything else → null. */
export function parseAnswerNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

type Checked = { issue: AnswerIssue; answer?: undefined } | { issue: null; answer: TypedAnswer | null };

/**
 * One answer checked against its question: an issue code, or the typed answer to store (null for an
 * optional question left blank). `today` (YYYY-MM-DD, the clinic's calendar day) is what a date rule
 * compares with.
 */
export function checkAnswer(question: QuestionRule, value: AnswerInput, today: string): Checked {
  const { orderNumber } = question;
  if (blank(value)) return question.required ? { issue: 'REQUIRED' } : { issue: null, answer: null };
  switch (question.format) {
    case 'TEXT': {
      if (typeof value !== 'string') return { issue: 'WRONG_TYPE' };
      const text = value.trim();
      if (text.length > Math.min(question.maxLength ?? TEXT_ANSWER_DEFAULT_MAX, TEXT_ANSWER_MAX)) return { issue: 'TOO_LONG' };
      return { issue: null, answer: { orderNumber, format: 'TEXT', text } };
    }
    case 'NUMERIC': {
      if (typeof value !== 'string' && typeof value !== 'number') return { issue: 'WRONG_TYPE' };
      const numeric = parseAnswerNumber(value);
      if (numeric == null) return { issue: 'NOT_A_NUMBER' };
      if (!question.decimal && !Number.isInteger(numeric)) return { issue: 'NOT_WHOLE' };
      if (question.minValue != null && numeric < question.minValue) return { issue: 'BELOW_MIN' };
      if (question.maxValue != null && numeric > question.maxValue) return { issue: 'ABOVE_MAX' };
      return { issue: null, answer: { orderNumber, format: 'NUMERIC', numeric } };
    }
    case 'DATE': {
      if (typeof value !== 'string') return { issue: 'WRONG_TYPE' };
      const date = value.trim();
      if (!isCalendarDay(date)) return { issue: 'NOT_A_DATE' };
      if (date < ANSWER_DATE_MIN || date > ANSWER_DATE_MAX) return { issue: 'DATE_OUT_OF_RANGE' };
      const rule = question.dateRule ?? DEFAULT_DATE_RULE;
      if (rule === 'PAST' && date > today) return { issue: 'DATE_IN_FUTURE' };
      if (rule === 'FUTURE' && date < today) return { issue: 'DATE_IN_PAST' };
      return { issue: null, answer: { orderNumber, format: 'DATE', date } };
    }
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE': {
      const picked = typeof value === 'string' ? [value] : Array.isArray(value) ? [...value] : null;
      if (!picked || picked.some((v) => typeof v !== 'string')) return { issue: 'WRONG_TYPE' };
      const allowed = new Set((question.options ?? []).map((o) => o.value));
      if (picked.some((v) => !allowed.has(v))) return { issue: 'UNKNOWN_OPTION' };
      const choices = [...new Set(picked)];
      if (question.format === 'SINGLE_CHOICE') {
        if (choices.length > 1) return { issue: 'ONE_OPTION_ONLY' };
        return { issue: null, answer: { orderNumber, format: 'SINGLE_CHOICE', choices: [choices[0]!] } };
      }
      return { issue: null, answer: { orderNumber, format: 'MULTIPLE_CHOICE', choices } };
    }
  }
}

export interface FulfilmentCheck {
  /** Issues by question; empty when every answer is acceptable. */
  issues: Array<{ orderNumber: number; issue: AnswerIssue }>;
  /** Answers an unknown question was given for (the definition has no such order number). */
  unknown: number[];
  /** The typed answers to store, in the definition's order (blank optional answers left out). */
  answers: TypedAnswer[];
}

/** Every answer of a fulfilment checked against the questionnaire's questions. */
export function checkFulfilment(
  questions: readonly QuestionRule[],
  given: ReadonlyArray<{ orderNumber: number; value: AnswerInput }>,
  today: string,
): FulfilmentCheck {
  const byNumber = new Map<number, AnswerInput>();
  const known = new Set(questions.map((q) => q.orderNumber));
  const unknown: number[] = [];
  for (const a of given) {
    if (!known.has(a.orderNumber)) unknown.push(a.orderNumber);
    else byNumber.set(a.orderNumber, a.value);
  }
  const issues: FulfilmentCheck['issues'] = [];
  const answers: TypedAnswer[] = [];
  for (const question of questions) {
    const checked = checkAnswer(question, byNumber.get(question.orderNumber), today);
    if (checked.issue) issues.push({ orderNumber: question.orderNumber, issue: checked.issue });
    else if (checked.answer) answers.push(checked.answer);
  }
  return { issues, unknown, answers };
}

/**
 * The sections whose note says their fields may stay empty yet hold a required question (the editor
 * and the server refuse such a questionnaire): each as section and question indexes.
 */
export function requiredInOptionalSections(
  sections: ReadonlyArray<{ fieldsMayStayEmpty?: boolean | null; questions: ReadonlyArray<{ required: boolean }> }>,
): Array<{ section: number; question: number }> {
  return sections.flatMap((s, section) => (s.fieldsMayStayEmpty ? s.questions.flatMap((q, question) => (q.required ? [{ section, question }] : [])) : []));
}

/** The value a typed answer shows as in a form or an export: text, number, date or option values. */
export function answerValue(answer: TypedAnswer): string | number | string[] {
  switch (answer.format) {
    case 'TEXT':
      return answer.text;
    case 'NUMERIC':
      return answer.numeric;
    case 'DATE':
      return answer.date;
    default:
      return answer.choices;
  }
}

/**
 * The last day a visit's questionnaire may be filled in (spec part 2 §4: visit date plus deadline
 * days), or null when the questionnaire sets no deadline.
 */
export function questionnaireLastDay(visitDate: string, deadlineDays: number | null): string | null {
  return deadlineDays == null ? null : addDays(visitDate, deadlineDays);
}

/** Whether `today` is past the questionnaire's deadline for a visit on `visitDate`. */
export function isPastQuestionnaireDeadline(visitDate: string, deadlineDays: number | null, today: string): boolean {
  const lastDay = questionnaireLastDay(visitDate, deadlineDays);
  return lastDay != null && today > lastDay;
}

/** Whom a prevention programme is for. */
export type ProgramGender = 'ANY' | 'FEMALE' | 'MALE';
export interface ProgramRules {
  active: boolean;
  /** Inclusive ages in full years; null means no limit. */
  minAge: number | null;
  maxAge: number | null;
  gender: ProgramGender;
  /** Days the programme runs (YYYY-MM-DD, inclusive); null means open. */
  validFrom: string | null;
  validTo: string | null;
}
export type ProgramIneligibility = 'PROGRAM_INACTIVE' | 'AGE_UNKNOWN' | 'TOO_YOUNG' | 'TOO_OLD' | 'GENDER';

/** Full years of a person born on `birthDate` on `today`. */
export function ageOn(birthDate: string, today: string): number {
  return dayjs(today).diff(dayjs(birthDate), 'year');
}

/** Whether a patient may take part in a programme on `today`, and if not, the first reason why not. */
export function programEligibility(
  patient: { birthDate: string | null; gender: 'MALE' | 'FEMALE' | 'UNKNOWN' | null },
  program: ProgramRules,
  today: string,
): { eligible: true; reason: null } | { eligible: false; reason: ProgramIneligibility } {
  if (!program.active || (program.validFrom && today < program.validFrom) || (program.validTo && today > program.validTo)) {
    return { eligible: false, reason: 'PROGRAM_INACTIVE' };
  }
  if (program.gender !== 'ANY' && patient.gender !== program.gender) return { eligible: false, reason: 'GENDER' };
  if (program.minAge != null || program.maxAge != null) {
    if (!patient.birthDate) return { eligible: false, reason: 'AGE_UNKNOWN' };
    const age = ageOn(patient.birthDate, today);
    if (program.minAge != null && age < program.minAge) return { eligible: false, reason: 'TOO_YOUNG' };
    if (program.maxAge != null && age > program.maxAge) return { eligible: false, reason: 'TOO_OLD' };
  }
  return { eligible: true, reason: null };
}

/** The triage levels a self-assessment ends in (spec part 2 §4), from the mildest. */
export const triageLevels = ['no_risk', 'self_monitoring', 'quarantine', 'isolation_call', 'isolation_ambulance'] as const;
export type TriageLevel = (typeof triageLevels)[number];

/** Levels that send the patient on to a teleconsultation (spec part 2 §4 "Self-assessment"). */
export const isTeleconsultationLevel = (level: string): boolean => ['quarantine', 'isolation_call', 'isolation_ambulance'].some((l) => level.includes(l));
