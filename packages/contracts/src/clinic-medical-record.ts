import { DOCUMENT_NOTE_MAX, RECORDS_PAGE_MAX, RECORDS_PAGE_SIZE, documentRequestStatuses, isIcd10Code, polishPlural, type ResultValueIssue } from '@portal/domain';
import { idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { dateRangeQuerySchema, pageOf, pageQuerySchema } from './lists';
import {
  clinicalDocumentSchema,
  codeNameSchema,
  documentRequestSchema,
  elementaryResultSchema,
  encounterSchema,
  resultOrderKinds,
  testResultSchema,
  waitingListCategories,
  waitingListEntrySchema,
  waitingListStatuses,
} from './medical-record';
import { z } from './zod-pl';

/*
 * The clinic console's side of the medical register (/api/clinic/...): a doctor opens and closes
 * visits (diagnoses, recommendations, documents), a nurse or the lab enters results and publishes
 * them, the registrar keeps the waiting list and works the document-request queue. Nothing reaches the
 * patient's portal before it is published. Every read of a patient's register is audited.
 */

export const clinicEncounterParamsSchema = z.object({ encounterId: idSchema });
export const clinicDocumentParamsSchema = z.object({ documentId: idSchema });
export const clinicOrderParamsSchema = z.object({ orderId: idSchema });
export const clinicRequestParamsSchema = z.object({ requestId: idSchema });
export const clinicRequestAttachmentParamsSchema = z.object({ requestId: idSchema, fileId: idSchema });
export const clinicWaitingEntryParamsSchema = z.object({ entryId: idSchema });

export const clinicRecordsQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend(dateRangeQuerySchema.shape);
export type ClinicRecordsQuery = z.input<typeof clinicRecordsQuerySchema>;

const text = (max: number, required?: string) => (required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max));
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

// ------------------------------------------------------------------------------ visits

export const clinicEncounterSchema = encounterSchema
  .extend({
    status: z.enum(['OPEN', 'CLOSED']),
    /** When the patient could first see it (the close); null while open. */
    publishedAt: isoDateTimeSchema.nullable(),
    /** Documents of the visit, published or not. */
    documents: z.array(clinicalDocumentSchema.extend({ publishedAt: isoDateTimeSchema.nullable() })),
  })
  .meta({ id: 'ClinicEncounter' });
export type ClinicEncounter = z.infer<typeof clinicEncounterSchema>;
export const clinicEncounterPageSchema = pageOf(clinicEncounterSchema).meta({ id: 'ClinicEncounterPage' });

export const diagnosisInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isIcd10Code, 'Podaj kod ICD-10, np. J06.9'),
  primary: z.boolean(),
});
export type DiagnosisInput = z.input<typeof diagnosisInputSchema>;

/** POST /clinic/patients/{patientId}/encounters: a visit opened in the console (bookings will open them too). */
export const encounterOpenSchema = z.object({
  unitId: idSchema,
  /** Code of the SPECJALNOSCI dictionary. */
  speciality: text(40, 'Wybierz specjalność'),
  practitionerId: idSchema.nullable(),
  serviceCode: nullableText(40).default(null),
  startTime: isoDateTimeSchema,
  /** Joins an earlier visit's care episode; a new one is numbered by the server when null. */
  careId: nullableText(64).default(null),
});
export type EncounterOpenInput = z.input<typeof encounterOpenSchema>;

/**
 * PUT /clinic/encounters/{encounterId}: the doctor's record of an open visit. A diagnosis is its
 * ICD-10 code alone: the server names it from its dictionary (an unknown code is 400).
 */
export const encounterUpdateSchema = z
  .object({
    practitionerId: idSchema.nullable(),
    endTime: isoDateTimeSchema.nullable(),
    diagnoses: z.array(diagnosisInputSchema).max(20),
    recommendations: nullableText(10_000),
  })
  .superRefine((v, ctx) => {
    if (v.diagnoses.filter((d) => d.primary).length > 1)
      ctx.addIssue({ code: 'custom', path: ['diagnoses'], message: 'Tylko jedno rozpoznanie może być zasadnicze' });
  });
export type EncounterUpdateInput = z.input<typeof encounterUpdateSchema>;

/** GET /clinic/icd10?q=: the ICD-10 dictionary, searched by code or name. */
export const icd10QuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const icd10ListSchema = z.array(codeNameSchema).meta({ id: 'Icd10List' });

// ------------------------------------------------------------------------------ clinical documents

export const clinicClinicalDocumentSchema = clinicalDocumentSchema
  .extend({ publishedAt: isoDateTimeSchema.nullable(), status: z.enum(['DRAFT', 'PUBLISHED']) })
  .meta({ id: 'ClinicClinicalDocument' });
export type ClinicClinicalDocument = z.infer<typeof clinicClinicalDocumentSchema>;
export const clinicClinicalDocumentPageSchema = pageOf(clinicClinicalDocumentSchema).meta({ id: 'ClinicClinicalDocumentPage' });

/**
 * POST /clinic/patients/{patientId}/clinical-documents: a document written in the console. The server
 * renders it to PDF (the content) and, when `edmEnabled`, keeps an HL7 CDA XML as its archive.
 * An upload (multipart: the PDF in `file` plus these fields but `text`) goes to .../clinical-documents/upload.
 */
export const clinicalDocumentInputSchema = z.object({
  typeCode: text(40, 'Wybierz rodzaj dokumentu'),
  title: text(200, 'Podaj tytuł dokumentu'),
  encounterId: idSchema.nullable().default(null),
  text: text(20_000, 'Podaj treść dokumentu'),
  /** Publish at once; a document of an open visit is published when the visit is closed. */
  publish: z.boolean().default(false),
});
export type ClinicalDocumentInput = z.input<typeof clinicalDocumentInputSchema>;
export const clinicalDocumentUploadFieldsSchema = clinicalDocumentInputSchema.omit({ text: true }).extend({
  encounterId: idSchema.nullable().default(null),
  publish: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const documentNoteInputSchema = z.object({ content: text(DOCUMENT_NOTE_MAX, 'Podaj treść notatki') });

// ------------------------------------------------------------------------------ test results

/**
 * An analyte's value format (domain `ResultValueFormat`): a number with at most `decimals` places after
 * the decimal comma, or text. The catalogue names it; the console checks a value as it is typed and the
 * server refuses one that does not fit (400 RESULT_VALUE_FORMAT).
 */
export const resultValueFormatSchema = z
  .discriminatedUnion('kind', [z.object({ kind: z.literal('NUMERIC'), decimals: z.number().int().min(0) }), z.object({ kind: z.literal('TEXT') })])
  .meta({ id: 'ResultValueFormat' });

/** The Polish message of a value that does not fit its format, naming the format by an example. */
export function resultValueMessage(issue: ResultValueIssue): string {
  if (issue.decimals === 0) return `Wartość musi być liczbą całkowitą, np. ${issue.example}`;
  if (issue.code === 'NOT_A_NUMBER') return `Wartość musi być liczbą, np. ${issue.example}`;
  const places = polishPlural(issue.decimals, { one: 'miejsce', few: 'miejsca', many: 'miejsc' });
  return `Wartość może mieć najwyżej ${issue.decimals} ${places} po przecinku, np. ${issue.example}`;
}

export const clinicTestResultSchema = testResultSchema
  .extend({
    status: z.enum(['ORDERED', 'RESULTED', 'PUBLISHED']),
    publishedAt: isoDateTimeSchema.nullable(),
    encounterId: z.number().int().nullable(),
    elements: z.array(elementaryResultSchema.extend({ valueFormat: resultValueFormatSchema }).meta({ id: 'ClinicElementaryResult' })),
  })
  .meta({ id: 'ClinicTestResult' });
export type ClinicTestResult = z.infer<typeof clinicTestResultSchema>;
export const clinicTestResultPageSchema = pageOf(clinicTestResultSchema).meta({ id: 'ClinicTestResultPage' });

const bound = z.number().finite().nullable();
const elementFields = {
  code: text(40, 'Podaj kod badania'),
  name: text(200, 'Podaj nazwę badania'),
  unit: nullableText(40),
  referenceLow: bound,
  referenceHigh: bound,
  referenceText: nullableText(200),
};

/** GET /clinic/test-results: the RESULTS queue — orders of every patient with values entered, not yet published, oldest first. */
export const clinicResultQueueQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend({
  status: z.literal('RESULTED').default('RESULTED'),
});
export const clinicResultQueueItemSchema = clinicTestResultSchema
  .extend({ patientName: z.string(), patientPesel: z.string().nullable() })
  .meta({ id: 'ClinicResultQueueItem' });
export type ClinicResultQueueItem = z.infer<typeof clinicResultQueueItemSchema>;
export const clinicResultQueuePageSchema = pageOf(clinicResultQueueItemSchema).meta({ id: 'ClinicResultQueuePage' });

/** POST /clinic/patients/{patientId}/test-results: an order (lab panel or imaging study) with its elementary orders. */
export const resultOrderInputSchema = z.object({
  name: text(200, 'Podaj nazwę zlecenia'),
  kind: z.enum(resultOrderKinds),
  encounterId: idSchema.nullable().default(null),
  unitId: idSchema.nullable().default(null),
  orderedAt: isoDateTimeSchema,
  elements: z.array(z.object(elementFields)).max(100),
});
export type ResultOrderInput = z.input<typeof resultOrderInputSchema>;

/** PUT /clinic/test-results/{orderId}: the values (and the report) of an unpublished order. */
export const resultEntrySchema = z.object({
  resultDate: isoDateTimeSchema,
  description: nullableText(20_000),
  elements: z
    .array(z.object({ ...elementFields, id: idSchema.nullable(), value: text(100, 'Podaj wynik'), method: nullableText(200) }))
    .max(100),
});
export type ResultEntryInput = z.input<typeof resultEntrySchema>;

/** GET /clinic/result-panels: the lab's catalogue of panels (morfologia, lipidogram...) with their analytes and ranges. */
/** An analyte of the catalogue as answered (plain fields: a response schema carries no input transforms). */
const panelElementSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  referenceLow: z.number().nullable(),
  referenceHigh: z.number().nullable(),
  referenceText: z.string().nullable(),
  valueFormat: resultValueFormatSchema,
});
export const resultPanelSchema = z
  .object({ code: z.string(), name: z.string(), kind: z.enum(resultOrderKinds), elements: z.array(panelElementSchema) })
  .meta({ id: 'ResultPanel' });
export const resultPanelsSchema = z.array(resultPanelSchema).meta({ id: 'ResultPanels' });

// ------------------------------------------------------------------------------ document requests

export const clinicDocumentRequestSchema = documentRequestSchema
  .extend({ patientPesel: z.string().nullable(), requestedBy: z.string() })
  .meta({ id: 'ClinicDocumentRequest' });
export type ClinicDocumentRequest = z.infer<typeof clinicDocumentRequestSchema>;
export const clinicDocumentRequestPageSchema = pageOf(clinicDocumentRequestSchema).meta({ id: 'ClinicDocumentRequestPage' });

export const clinicDocumentRequestsQuerySchema = pageQuerySchema({ default: 20, max: RECORDS_PAGE_MAX }).extend({
  status: z.enum(documentRequestStatuses).optional(),
  onlyOpen: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  patientId: idSchema.optional(),
});

/** POST /clinic/document-requests/{requestId}/status. Completing a request for download needs its copies attached. */
export const documentRequestStatusInputSchema = z.object({
  status: z.enum(['IN_PROGRESS', 'COMPLETED', 'REJECTED']),
  comment: nullableText(2000).default(null),
});

// ------------------------------------------------------------------------------ waiting list

export const waitingListInputSchema = z.object({
  serviceCode: text(40, 'Wybierz świadczenie'),
  unitId: idSchema,
  category: z.enum(waitingListCategories),
  registeredAt: isoDateSchema,
  plannedDate: isoDateSchema.nullable(),
  position: z.number().int().min(1).max(100_000).nullable(),
});
export const waitingListUpdateSchema = waitingListInputSchema
  .pick({ category: true, plannedDate: true, position: true })
  .extend({ status: z.enum(waitingListStatuses) });
export const clinicWaitingListSchema = z.array(waitingListEntrySchema).meta({ id: 'ClinicWaitingList' });
