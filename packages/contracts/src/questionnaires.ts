import {
  DEFAULT_DATE_RULE,
  TEXT_ANSWER_MAX,
  dateRules,
  questionFormats,
  requiredInOptionalSections,
  type AnswerIssue,
  type ProgramIneligibility,
} from '@portal/domain';
import { idSchema, isoDateSchema, isoDateTimeSchema, translationSchema, valueOf } from './common';
import { characters } from './plural-pl';
import { z } from './zod-pl';

/*
 * One questionnaire engine for booking, visit and prevention-programme questionnaires (spec part 2
 * §3 "Questionnaire", "Fulfillment", "Program questionnaire save"; §4 "Questionnaire past its
 * deadline", "Program questionnaire"), the clinic console's authoring of them, and the symptom
 * self-assessment (§3 "Self-assessment result saved"). The answer rules are in @portal/domain
 * (questionnaire.ts), shared with the web's renderer.
 */

export const questionFormatSchema = z.enum(questionFormats);
export type QuestionFormat = z.infer<typeof questionFormatSchema>;
export const dateRuleSchema = z.enum(dateRules);
export type DateRuleValue = z.infer<typeof dateRuleSchema>;

/** A section whose fields may stay empty cannot hold a required question (issue 28 item 14). */
export const REQUIRED_IN_OPTIONAL_SECTION_MESSAGE = 'Sekcja, której pola mogą pozostać puste, nie może mieć pytań wymaganych';

/** The tenant of every questionnaire call (spec part 2 §9): always 1. */
export const QUESTIONNAIRE_TENANT_ID = 1;

/** Polish messages of the answer rules (domain `AnswerIssue`); the web has them in i18n too. */
export const answerIssueMessages: Record<AnswerIssue, string> = {
  REQUIRED: 'Odpowiedź na to pytanie jest wymagana',
  NOT_A_NUMBER: 'Podaj liczbę',
  NOT_WHOLE: 'Podaj liczbę całkowitą',
  BELOW_MIN: 'Podana liczba jest mniejsza niż dozwolona',
  ABOVE_MAX: 'Podana liczba jest większa niż dozwolona',
  NOT_A_DATE: 'Podaj poprawną datę',
  DATE_OUT_OF_RANGE: 'Podaj datę z lat 1900–2100',
  DATE_IN_FUTURE: 'Data nie może być późniejsza niż dzisiejsza',
  DATE_IN_PAST: 'Data nie może być wcześniejsza niż dzisiejsza',
  TOO_LONG: 'Odpowiedź jest zbyt długa',
  UNKNOWN_OPTION: 'Wybierz jedną z podanych odpowiedzi',
  ONE_OPTION_ONLY: 'Wybierz tylko jedną odpowiedź',
  WRONG_TYPE: 'Niepoprawny rodzaj odpowiedzi',
};

export const programIneligibilityMessages: Record<ProgramIneligibility, string> = {
  PROGRAM_INACTIVE: 'Program nie jest obecnie prowadzony.',
  AGE_UNKNOWN: 'Nie znamy daty urodzenia pacjenta, więc nie można sprawdzić, czy może wziąć udział w programie.',
  TOO_YOUNG: 'Pacjent nie osiągnął wieku, od którego można wziąć udział w programie.',
  TOO_OLD: 'Pacjent przekroczył wiek, do którego można wziąć udział w programie.',
  GENDER: 'Program jest przeznaczony dla osób innej płci.',
};

// ---------------------------------------------------------------------------------------------------
// Definitions (what the clinic writes)

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Może mieć najwyżej ${characters(max)}`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Może mieć najwyżej ${characters(max)}`)
    .nullish()
    .transform((v) => v || null);

export const questionOptionSchema = z.object({
  /** Stored in answers; stable when the label's wording changes. */
  value: z
    .string()
    .trim()
    .min(1, 'Podaj wartość odpowiedzi')
    .max(50, 'Wartość może mieć najwyżej 50 znaków'),
  label: text('Podaj treść odpowiedzi', 200),
  /** The label in English and Ukrainian where the clinic has given them; patients read theirs (domain `configuredName`). */
  labelEn: translationSchema(200),
  labelUk: translationSchema(200),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** A question as written by the clinic. `orderNumber` is unique within the questionnaire. */
export const questionDefinitionSchema = z
  .object({
    orderNumber: z.number().int().min(1).max(999),
    text: text('Podaj treść pytania', 500),
    hint: optionalText(500),
    format: questionFormatSchema,
    required: z.boolean(),
    minValue: z.number().nullish().transform((v) => v ?? null),
    maxValue: z.number().nullish().transform((v) => v ?? null),
    decimal: z.boolean().default(false),
    maxLength: z.number().int().min(1).max(TEXT_ANSWER_MAX).nullish().transform((v) => v ?? null),
    options: z.array(questionOptionSchema).max(30, 'Pytanie może mieć najwyżej 30 odpowiedzi do wyboru').default([]),
    /** DATE: the days an answer may take; not in the future unless the editor says otherwise. */
    dateRule: dateRuleSchema.default(DEFAULT_DATE_RULE),
  })
  .superRefine((q, ctx) => {
    const choice = q.format === 'SINGLE_CHOICE' || q.format === 'MULTIPLE_CHOICE';
    if (choice && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Pytanie wyboru musi mieć co najmniej dwie odpowiedzi' });
    if (choice && new Set(q.options.map((o) => o.value)).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Wartości odpowiedzi nie mogą się powtarzać' });
    }
    if (q.minValue != null && q.maxValue != null && q.minValue > q.maxValue) {
      ctx.addIssue({ code: 'custom', path: ['maxValue'], message: 'Wartość największa nie może być mniejsza niż najmniejsza' });
    }
  });
export type QuestionDefinition = z.output<typeof questionDefinitionSchema>;

export const sectionDefinitionSchema = z.object({
  title: text('Podaj tytuł sekcji', 200),
  description: optionalText(1000),
  /** The section says its fields may stay empty: it holds no required question. */
  fieldsMayStayEmpty: z.boolean().default(false),
  questions: z.array(questionDefinitionSchema).min(1, 'Sekcja musi mieć co najmniej jedno pytanie').max(100),
});
export type SectionDefinition = z.output<typeof sectionDefinitionSchema>;

/** POST/PUT /clinic/questionnaires: a questionnaire's content. A PUT makes a new version. */
export const questionnaireInputSchema = z
  .object({
    title: text('Podaj tytuł ankiety', 200),
    description: optionalText(2000),
    /** Days after the visit the questionnaire may be filled in; null means no deadline. */
    deadlineDays: z.number().int().min(0, 'Termin nie może być ujemny').max(365, 'Termin może wynosić najwyżej 365 dni').nullable(),
    sections: z.array(sectionDefinitionSchema).min(1, 'Ankieta musi mieć co najmniej jedną sekcję').max(20),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<number>();
    q.sections.forEach((s, si) =>
      s.questions.forEach((question, qi) => {
        if (seen.has(question.orderNumber)) {
          ctx.addIssue({ code: 'custom', path: ['sections', si, 'questions', qi, 'orderNumber'], message: 'Numery pytań nie mogą się powtarzać' });
        }
        seen.add(question.orderNumber);
      }),
    );
    for (const { section, question } of requiredInOptionalSections(q.sections)) {
      ctx.addIssue({ code: 'custom', path: ['sections', section, 'questions', question, 'required'], message: REQUIRED_IN_OPTIONAL_SECTION_MESSAGE });
    }
  });
export type QuestionnaireInput = z.input<typeof questionnaireInputSchema>;
export type QuestionnaireDefinition = z.output<typeof questionnaireInputSchema>;

// ---------------------------------------------------------------------------------------------------
// What a patient is shown (spec §3 "Questionnaire") and sends (§3 "Fulfillment")

/** A question with the patient's answer when there is one (answer, answerDate, answerNumeric: the spec's). */
export const questionSchema = z.object({
  orderNumber: z.number().int(),
  text: z.string(),
  hint: z.string().nullable(),
  format: questionFormatSchema,
  required: z.boolean(),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  decimal: z.boolean(),
  maxLength: z.number().int().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  dateRule: dateRuleSchema,
  answer: z.string().nullable().describe('Odpowiedź tekstowa, albo wartości wybranych odpowiedzi rozdzielone przecinkami'),
  answerDate: isoDateSchema.nullable(),
  answerNumeric: z.number().nullable(),
  answerChoices: z.array(z.string()).describe('Wartości wybranych odpowiedzi (pytania wyboru)'),
});
export type Question = z.infer<typeof questionSchema>;

export const sectionSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  /** Every field of the section may stay empty (none is required); the form says so. */
  fieldsMayStayEmpty: z.boolean(),
  questions: z.array(questionSchema),
});

export const questionnaireSchema = z
  .object({
    id: z.number().int().describe('Identyfikator wersji ankiety (podawany jako questionnaireId przy wypełnieniu)'),
    questionnaireId: z.number().int().describe('Identyfikator ankiety (wspólny dla jej wersji)'),
    version: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    deadline: z.number().int().nullable().describe('Liczba dni od wizyty na wypełnienie; null: bez terminu'),
    sections: z.array(sectionSchema),
    questionnaireCompleted: z.boolean(),
    /** The form may not be changed: filled-in programme questionnaire, past the deadline, booking no longer SCHEDULED. */
    readOnly: z.boolean(),
    fulfilledAt: isoDateTimeSchema.nullable(),
    /** Visit questionnaires: the visit's day and the last day to fill in (null: no deadline). */
    visitDate: isoDateSchema.nullable(),
    lastDay: isoDateSchema.nullable(),
  })
  .meta({ id: 'Questionnaire' });
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const answerInputSchema = z.object({
  orderNumber: z.number().int().min(1).max(999),
  format: questionFormatSchema,
  value: z.union([z.string().max(TEXT_ANSWER_MAX + 100), z.number(), z.array(z.string().max(100)).max(30)]).nullable(),
});
export type AnswerInputItem = z.infer<typeof answerInputSchema>;

export const fulfillmentInputSchema = z
  .object({
    questionnaireId: idSchema.describe('Identyfikator wersji ankiety, na którą odpowiada pacjent'),
    answers: z.array(answerInputSchema).max(1000),
  })
  .meta({ id: 'QuestionnaireAnswers' });
export type FulfillmentInput = z.infer<typeof fulfillmentInputSchema>;

export const fulfillmentSchema = z
  .object({
    id: z.number().int(),
    questionnaireId: z.number().int().describe('Wersja ankiety, na którą udzielono odpowiedzi'),
    patientId: z.number().int(),
    fulfilledAt: isoDateTimeSchema,
    answers: z.array(z.object({ orderNumber: z.number().int(), format: questionFormatSchema, value: z.union([z.string(), z.number(), z.array(z.string())]) })),
  })
  .meta({ id: 'QuestionnaireFulfillment' });
export type Fulfillment = z.infer<typeof fulfillmentSchema>;

/** POST /mpi/questionnaires/for-bookings[/exists]: the booked service's code. */
export const serviceCodeBodySchema = z.object({ serviceCode: z.string().trim().min(1, 'Podaj kod usługi').max(30) });
export const questionnaireExistsSchema = valueOf(z.boolean()).meta({ id: 'QuestionnaireExists' });
export const isFulfilledSchema = valueOf(z.boolean()).meta({ id: 'QuestionnaireIsFulfilled' });

/** The system of a booking or a programme, as the spec's paths carry it (`systemRoot`). */
export const systemRootSchema = z.string().trim().min(1).max(100);

// ---------------------------------------------------------------------------------------------------
// Prevention programmes

export const programGenderSchema = z.enum(['ANY', 'FEMALE', 'MALE']);
export const programIneligibilitySchema = z.enum(['PROGRAM_INACTIVE', 'AGE_UNKNOWN', 'TOO_YOUNG', 'TOO_OLD', 'GENDER']);

/** GET /mpi/accounts/mpi-user/programs/ query (spec part 2 §7): all five are required. */
export const programPatientQuerySchema = z.object({
  tenantId: z.coerce.number().int().refine((v) => v === QUESTIONNAIRE_TENANT_ID, 'Błędne parametry wywołania'),
  systemRoot: systemRootSchema,
  programId: idSchema,
  accountId: idSchema,
  patientId: idSchema,
});
export type ProgramPatientQuery = z.infer<typeof programPatientQuerySchema>;

/** The programme as its invited patient sees it, and whether the patient may take part. */
export const patientProgramSchema = z
  .object({
    programId: z.number().int(),
    systemRoot: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    questionnaireId: z.number().int().describe('Identyfikator ankiety programu (GET /mpi/questionnaires/for-programs/{programId})'),
    patientId: z.number().int(),
    eligible: z.boolean(),
    ineligibleReason: programIneligibilitySchema.nullable(),
    ineligibleMessage: z.string().nullable(),
    fulfilled: z.boolean(),
  })
  .meta({ id: 'PatientProgram' });
export type PatientProgram = z.infer<typeof patientProgramSchema>;

/** POST /mppd/api/programs/questionnaire (spec §3 "Program questionnaire save"). */
export const programQuestionnaireSaveSchema = z
  .object({
    programPatientParams: z.object({
      programId: idSchema,
      patientId: idSchema,
      accountId: idSchema,
      systemRoot: systemRootSchema,
      tenantId: z.number().int().refine((v) => v === QUESTIONNAIRE_TENANT_ID, 'Błędne parametry wywołania'),
    }),
    questionnaireFulfillment: fulfillmentInputSchema,
  })
  .meta({ id: 'ProgramQuestionnaireSave' });
export type ProgramQuestionnaireSave = z.infer<typeof programQuestionnaireSaveSchema>;

