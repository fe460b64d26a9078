import {
  answerIssueMessages,
  type Fulfillment,
  type FulfillmentInput,
  type InterfaceLanguage,
  type Question,
  type QuestionDefinition,
  type Questionnaire,
  type QuestionnaireDefinition,
} from '@portal/contracts';
import { answerValue, checkFulfilment, configuredName, DEFAULT_DATE_RULE, type TypedAnswer } from '@portal/domain';
import { executorOf, withTransaction, type InTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, Validation, type FieldError } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import { recordEvent } from '../../event-log/event-log-service';
import * as repo from './questionnaires-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The engine every kind of questionnaire shares: versions (a change is a new version, answers keep the
 * one they were given to), what a patient is shown, and the checked save of a fulfilment.
 */

type EngineDeps = Pick<Deps, 'db' | 'clock'>;

/** A value with its object keys sorted, so stored (jsonb) and new content compare as equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  return value;
}
const contentOf = (v: { title: string; description: string | null; deadlineDays: number | null; sections: unknown }) =>
  JSON.stringify(canonical({ title: v.title, description: v.description, deadlineDays: v.deadlineDays, sections: v.sections }));

const questionCountOf = (input: QuestionnaireDefinition) => input.sections.reduce((n, s) => n + s.questions.length, 0);

/** A new questionnaire with its first version. */
export async function createQuestionnaire(deps: EngineDeps, input: QuestionnaireDefinition, staffId: number | null, opts?: InTransaction): Promise<number> {
  return withTransaction(executorOf(deps.db, opts), async (tx) => {
    const now = deps.clock.now();
    const id = await repo.insertQuestionnaire(tx, now);
    await repo.insertCurrentVersion(tx, { questionnaireId: id, version: 1, ...input, questionCount: questionCountOf(input), createdByStaffId: staffId, createdAt: now });
    return id;
  });
}

/** A new version when the content differs from the current one; identical content makes none. Null: unknown questionnaire. */
export async function reviseQuestionnaire(deps: EngineDeps, id: number, input: QuestionnaireDefinition, staffId: number | null): Promise<{ changed: boolean } | null> {
  return withTransaction(deps.db, async (tx) => {
    const current = await repo.findQuestionnaire(tx, id, true);
    if (!current) return null;
    if (contentOf(current.version) === contentOf(input)) return { changed: false };
    await repo.insertCurrentVersion(tx, {
      questionnaireId: id,
      version: current.version.version + 1,
      ...input,
      questionCount: questionCountOf(input),
      createdByStaffId: staffId,
      createdAt: deps.clock.now(),
    });
    return { changed: true };
  });
}

const noAnswer = { answer: null, answerDate: null, answerNumeric: null, answerChoices: [] as string[] };

/** A question as the patient sees it in `language` (its options' labels hers, else English, else Polish), with the answer given (if any). */
export function questionView(q: QuestionDefinition, language: InterfaceLanguage, given?: TypedAnswer): Question {
  const view = {
    orderNumber: q.orderNumber,
    text: q.text,
    hint: q.hint ?? null,
    format: q.format,
    required: q.required,
    minValue: q.minValue ?? null,
    maxValue: q.maxValue ?? null,
    decimal: q.decimal ?? false,
    maxLength: q.maxLength ?? null,
    options: (q.options ?? []).map((o) => ({ value: o.value, label: configuredName({ pl: o.label, en: o.labelEn, uk: o.labelUk }, language) })),
    // Versions published before date rules existed read as the default.
    dateRule: q.dateRule ?? DEFAULT_DATE_RULE,
  };
  if (!given || given.format !== q.format) return { ...view, ...noAnswer };
  switch (given.format) {
    case 'TEXT':
      return { ...view, ...noAnswer, answer: given.text };
    case 'NUMERIC':
      return { ...view, ...noAnswer, answer: String(given.numeric), answerNumeric: given.numeric };
    case 'DATE':
      return { ...view, ...noAnswer, answer: given.date, answerDate: given.date };
    default:
      return { ...view, ...noAnswer, answer: given.choices.join(','), answerChoices: [...given.choices] };
  }
}

export interface ViewOptions {
  /** The reader's language (the request's): the options' labels are shown in it. */
  language: InterfaceLanguage;
  readOnly: boolean;
  visitDate?: string | null;
  lastDay?: string | null;
}

/**
 * What the patient is shown: a version (the answered one when the form is locked, else the current one)
 * with the answers given, questions matched by order number and format.
 */
export function patientView(version: repo.VersionRow, fulfillment: repo.FulfillmentRow | null, opts: ViewOptions): Questionnaire {
  const answers = new Map((fulfillment?.answers ?? []).map((a) => [a.orderNumber, a]));
  return {
    id: version.id,
    questionnaireId: version.questionnaireId,
    version: version.version,
    title: version.title,
    description: version.description,
    deadline: version.deadlineDays,
    sections: version.sections.map((s) => ({
      title: s.title,
      description: s.description ?? null,
      fieldsMayStayEmpty: s.fieldsMayStayEmpty ?? false,
      questions: s.questions.map((q) => questionView(q, opts.language, answers.get(q.orderNumber))) })),
    questionnaireCompleted: fulfillment !== null,
    readOnly: opts.readOnly,
    fulfilledAt: fulfillment?.fulfilledAt.toISOString() ?? null,
    visitDate: opts.visitDate ?? null,
    lastDay: opts.lastDay ?? null,
  };
}

/** The version a view shows: the answered one when locked, else the current one. */
export async function shownVersion(deps: EngineDeps, current: repo.VersionRow | null, fulfillment: repo.FulfillmentRow | null, readOnly: boolean): Promise<repo.VersionRow | null> {
  if (fulfillment && (readOnly || !current)) return repo.findVersion(deps.db, fulfillment.versionId);
  return current;
}

export function fulfillmentView(row: repo.FulfillmentRow): Fulfillment {
  return {
    id: row.id,
    questionnaireId: row.versionId,
    patientId: row.patientId,
    fulfilledAt: row.fulfilledAt.toISOString(),
    answers: row.answers.map((a) => ({ orderNumber: a.orderNumber, format: a.format, value: answerValue(a) })),
  };
}

const questionsOf = (version: repo.VersionRow) => version.sections.flatMap((s) => s.questions);

/**
 * The answers checked against the current version: the version the patient answered must be the
 * current one (409 QUESTIONNAIRE_CHANGED when the clinic published another meanwhile), every answer
 * must pass its question's rules (400 with `answers.<orderNumber>` per question at fault).
 */
export async function checkedAnswers(deps: EngineDeps, current: repo.QuestionnaireRow, input: FulfillmentInput): Promise<TypedAnswer[]> {
  if (input.questionnaireId !== current.version.id) {
    const other = await repo.findVersion(deps.db, input.questionnaireId);
    if (other?.questionnaireId === current.id) throw new AppError('QUESTIONNAIRE_CHANGED');
    throw Validation('Odpowiedzi dotyczą innej ankiety.', [{ path: 'questionnaireId', message: 'Odpowiedzi dotyczą innej ankiety.' }]);
  }
  const questions = questionsOf(current.version);
  const formatOf = new Map(questions.map((q) => [q.orderNumber, q.format]));
  const check = checkFulfilment(questions, input.answers, clinicToday(deps.clock.now()));
  const errors: FieldError[] = [
    ...check.unknown.map((n) => ({ path: `answers.${n}`, message: 'Ankieta nie ma pytania o tym numerze.' })),
    ...input.answers.filter((a) => formatOf.has(a.orderNumber) && formatOf.get(a.orderNumber) !== a.format).map((a) => ({ path: `answers.${a.orderNumber}`, message: answerIssueMessages.WRONG_TYPE })),
    ...check.issues.map((i) => ({ path: `answers.${i.orderNumber}`, message: answerIssueMessages[i.issue] })),
  ];
  if (errors.length > 0) {
    const unique = [...new Map(errors.map((e) => [e.path, e])).values()];
    throw Validation('Popraw odpowiedzi w ankiecie.', unique);
  }
  return check.answers;
}

export interface SaveInput {
  current: repo.QuestionnaireRow;
  input: FulfillmentInput;
  patientId: CheckedPatientId;
  accountId: number;
  subject: repo.Subject;
  /** Earlier answers of the subject give way (booking, visit); else a second save is 409 QUESTIONNAIRE_READ_ONLY (programme). */
  replace: boolean;
}

/** The checked answers stored, and the event recorded with them. */
export async function saveAnswers(deps: EngineDeps, save: SaveInput): Promise<repo.FulfillmentRow> {
  const answers = await checkedAnswers(deps, save.current, save.input);
  return withTransaction(deps.db, (tx) => writeCheckedAnswers(deps, { ...save, answers }, { tx }));
}

/**
 * Answers checked before (`checkedAnswers`) stored with their event in the caller's transaction: the
 * command that asked them (making a booking) stands or falls with them. Reads nothing outside `tx`.
 */
export async function writeCheckedAnswers(
  deps: EngineDeps,
  save: Omit<SaveInput, 'input'> & { answers: Awaited<ReturnType<typeof checkedAnswers>> },
  opts: { tx: NonNullable<InTransaction['tx']> },
): Promise<repo.FulfillmentRow> {
  const { tx } = opts;
  const row = await repo.writeFulfillment(
    tx,
    { questionnaireId: save.current.id, versionId: save.current.version.id, patientId: save.patientId, accountId: save.accountId, subject: save.subject, answers: save.answers, now: deps.clock.now() },
    save.replace,
  );
  if (!row) throw new AppError('QUESTIONNAIRE_READ_ONLY');
  const { kind, system, id } = save.subject;
  await recordEvent(
    deps,
    {
      eventType: 'QUESTIONNAIRE_FULFILLED',
      outcome: 'SUCCESS',
      accountId: save.accountId,
      description: `Ankieta ${save.current.id} (wersja ${save.current.version.version}) pacjenta ${save.patientId}: ${kind} ${system}/${id}`,
    },
    { tx },
  );
  return row;
}
