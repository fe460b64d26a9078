import { idSchema, isoDateSchema, isoDateTimeSchema, storedTranslationSchema } from './common';
import { pageOf, pageQuerySchema } from './lists';
import { programGenderSchema, questionFormatSchema, questionSchema } from './questionnaires';
import { characters } from './plural-pl';
import { z } from './zod-pl';

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Może mieć najwyżej ${characters(max)}`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Może mieć najwyżej ${characters(max)}`)
    .nullish()
    .transform((v) => v || null);

// ---------------------------------------------------------------------------------------------------
// The clinic console

export const questionnaireParamsSchema = z.object({ questionnaireId: idSchema });
export const programParamsSchema = z.object({ programId: idSchema });

export const questionnaireAssignmentsSchema = z
  .object({
    /** Codes of the services whose booking asks this questionnaire. */
    serviceCodes: z.array(z.string()),
    /** Visits of a speciality (in one unit, or in every unit when unitId is null) ask it afterwards. */
    specialities: z.array(z.object({ unitId: z.number().int().nullable(), speciality: z.string() })),
    programIds: z.array(z.number().int()),
  })
  .meta({ id: 'QuestionnaireAssignments' });
export type QuestionnaireAssignments = z.infer<typeof questionnaireAssignmentsSchema>;

export const questionnaireAssignmentsInputSchema = z.object({
  serviceCodes: z
    .array(z.string().trim().min(1).max(30))
    .max(200)
    .transform((v) => [...new Set(v)]),
  specialities: z
    .array(z.object({ unitId: idSchema.nullable(), speciality: z.string().trim().min(1, 'Wybierz specjalność').max(30) }))
    .max(200),
});
export type QuestionnaireAssignmentsInput = z.input<typeof questionnaireAssignmentsInputSchema>;

export const clinicQuestionnaireSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  deadlineDays: z.number().int().nullable(),
  questionCount: z.number().int(),
  fulfillmentCount: z.number().int(),
  updatedAt: isoDateTimeSchema,
});
export const clinicQuestionnaireListQuerySchema = pageQuerySchema({ default: 20, max: 100 }).extend({
  q: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export const clinicQuestionnairePageSchema = pageOf(clinicQuestionnaireSummarySchema).meta({ id: 'ClinicQuestionnairePage' });

export const clinicQuestionnaireSchema = z
  .object({
    id: z.number().int(),
    active: z.boolean(),
    version: z.number().int(),
    versionId: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    deadlineDays: z.number().int().nullable(),
    sections: z.array(
      z.object({
        title: z.string(),
        description: z.string().nullable(),
        fieldsMayStayEmpty: z.boolean(),
        questions: z.array(
          questionSchema.omit({ answer: true, answerDate: true, answerNumeric: true, answerChoices: true }).extend({
            /** The options as the clinic wrote them: each label with its English and Ukrainian versions (null: none given). */
            options: z.array(z.object({ value: z.string(), label: z.string(), labelEn: storedTranslationSchema, labelUk: storedTranslationSchema })),
          }),
        ),
      }),
    ),
    assignments: questionnaireAssignmentsSchema,
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'ClinicQuestionnaire' });
export type ClinicQuestionnaire = z.infer<typeof clinicQuestionnaireSchema>;

export const questionnaireActiveSchema = z.object({ active: z.boolean() });

/** One patient's answers, as the clinic reads them. */
export const clinicFulfillmentSchema = z
  .object({
    id: z.number().int(),
    questionnaireId: z.number().int(),
    version: z.number().int(),
    /** The title of the version answered. */
    questionnaireTitle: z.string(),
    patient: z.object({ id: z.number().int(), name: z.string(), lastName: z.string(), pesel: z.string().nullable() }),
    context: z.object({ kind: z.enum(['BOOKING', 'ENCOUNTER', 'PROGRAM']), system: z.string(), id: z.string(), label: z.string().nullable() }),
    fulfilledAt: isoDateTimeSchema,
    answers: z.array(z.object({ orderNumber: z.number().int(), question: z.string(), format: questionFormatSchema, answer: z.string() })),
  })
  .meta({ id: 'ClinicFulfillment' });
export type ClinicFulfillment = z.infer<typeof clinicFulfillmentSchema>;
export const clinicFulfillmentListQuerySchema = pageQuerySchema({ default: 20, max: 100 }).extend({
  after: isoDateSchema.optional(),
  before: isoDateSchema.optional(),
});
export const clinicFulfillmentPageSchema = pageOf(clinicFulfillmentSchema).meta({ id: 'ClinicFulfillmentPage' });
export const clinicPatientFulfillmentsQuerySchema = pageQuerySchema({ default: 20, max: 100 });

export const programInputSchema = z
  .object({
    name: text('Podaj nazwę programu', 200),
    description: optionalText(2000),
    questionnaireId: idSchema,
    minAge: z.number().int().min(0).max(120).nullable(),
    maxAge: z.number().int().min(0).max(120).nullable(),
    gender: programGenderSchema,
    validFrom: isoDateSchema.nullable(),
    validTo: isoDateSchema.nullable(),
    active: z.boolean(),
  })
  .superRefine((p, ctx) => {
    if (p.minAge != null && p.maxAge != null && p.minAge > p.maxAge) ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'Wiek do nie może być mniejszy niż wiek od' });
    if (p.validFrom && p.validTo && p.validFrom > p.validTo) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'Data końca nie może być wcześniejsza niż data początku' });
  });
export type ProgramInput = z.input<typeof programInputSchema>;

export const clinicProgramSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    questionnaireId: z.number().int(),
    questionnaireTitle: z.string(),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    gender: programGenderSchema,
    validFrom: isoDateSchema.nullable(),
    validTo: isoDateSchema.nullable(),
    active: z.boolean(),
    invitedCount: z.number().int(),
    fulfilledCount: z.number().int(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'ClinicProgram' });
export type ClinicProgram = z.infer<typeof clinicProgramSchema>;
export const clinicProgramListSchema = z.array(clinicProgramSchema);

/** POST /clinic/programs/{id}/invitations: invite the eligible patients (all, or the ones named). */
export const programInvitationInputSchema = z.object({ patientIds: z.array(idSchema).max(1000).optional() });
export const programInvitationResultSchema = z.object({
  invited: z.number().int().describe('Zaproszenia wysłane teraz'),
  alreadyInvited: z.number().int(),
  ineligible: z.number().int(),
  withoutAccount: z.number().int().describe('Pacjenci bez konta w portalu (nie ma do kogo wysłać)'),
});
export type ProgramInvitationResult = z.infer<typeof programInvitationResultSchema>;

