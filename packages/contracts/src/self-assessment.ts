import { triageLevels } from '@portal/domain';
import { idSchema, isoDateTimeSchema } from './common';
import { z } from './zod-pl';

// ---------------------------------------------------------------------------------------------------
// Self-assessment (spec part 2 §2, §3, §4, §7 "Self-assessment")

export const triageLevelSchema = z.enum(triageLevels);
export type TriageLevelValue = z.infer<typeof triageLevelSchema>;


export const languageParamsSchema = z.object({ language: z.enum(['pl', 'en', 'uk']) });
export const urlSchema = z.object({ url: z.string() });

/** One question and answer of the interview, as the triage service recorded them. */
export const triageItemSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
/** The interview's record (`fullData`), signed by the triage service. */
export const triageFullDataSchema = z
  .object({
    interviewId: z.string().max(100),
    language: z.enum(['pl', 'en', 'uk']),
    items: z.array(triageItemSchema).max(100),
    recommendation: z.string().max(4000),
    finishedAt: isoDateTimeSchema,
  })
  .meta({ id: 'TriageFullData' });
export type TriageFullData = z.infer<typeof triageFullDataSchema>;

/** POST /mpi/questionnaires/infermedica/questionnaire (spec's field spellings kept). */
export const selfAssessmentSaveSchema = z
  .object({
    fullData: triageFullDataSchema,
    lattitude: z.number().min(-90).max(90).nullable(),
    longtitude: z.number().min(-180).max(180).nullable(),
    triageLevel: triageLevelSchema,
    /** The triage service's signed, single-use statement of this result. */
    resultToken: z.string().min(1).max(4000),
  })
  .meta({ id: 'SelfAssessmentSave' });
export type SelfAssessmentSave = z.infer<typeof selfAssessmentSaveSchema>;

export const selfAssessmentSavedSchema = z
  .object({ fullfilmentId: z.number().int(), triageLevel: triageLevelSchema, url: z.string().describe('Strona z zaleceniem dla wyniku') })
  .meta({ id: 'SelfAssessmentSaved' });

export const selfAssessmentSchema = z
  .object({
    fullfilmentId: z.number().int(),
    date: isoDateTimeSchema,
    triageLevel: triageLevelSchema,
    recommendation: z.string(),
    items: z.array(triageItemSchema),
    lattitude: z.number().nullable(),
    longtitude: z.number().nullable(),
  })
  .meta({ id: 'SelfAssessment' });
export type SelfAssessment = z.infer<typeof selfAssessmentSchema>;
export const selfAssessmentListSchema = z.array(selfAssessmentSchema);
export const selfAssessmentParamsSchema = z.object({ id: idSchema });
export const pdfDataSchema = z.object({ data: z.string().describe('Plik PDF zakodowany base64'), fileName: z.string() }).meta({ id: 'PdfData' });
