import {
  CLINICAL_DOCUMENTS_FIRST_PAGE_SIZE,
  DOCUMENT_REQUEST_DESCRIPTION_MAX,
  RECORDS_PAGE_MAX,
  RECORDS_PAGE_SIZE,
  deliveryMethods,
  documentRequestHasDocuments,
  documentRequestStatuses,
  imagingFileStates,
} from '@portal/domain';
import { idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { dateRangeQuerySchema, pageOf, pageQuerySchema } from './lists';
import { unitRefSchema } from './organisation';
import { z } from './zod-pl';

/*
 * The medical register as the patient's portal reads it (spec part 1 §2 "Medical register", §3
 * "Clinical document", "Encounter", "Test result settings", "Document request", §5, §7, §8, §9; part 2
 * §2 "Test results with imaging", §3 "Imaging temp file", "Results settings", §4 "Imaging file", §7, §8).
 * Nothing the clinic has not published is ever answered here. The console's side is in
 * clinic-medical-records.ts.
 */

/** The spec's §8 texts, word for word where it gives them (the web shows them from i18n). */
export const medicalRecordTexts = {
  badParameters: 'Błędne parametry wywołania',
  imagingCommunication: 'Wystąpił błąd komunikacji z systemem obrazowym. Spróbuj ponownie później.',
  imagingSendFailed: 'Wystąpił błąd podczas wysyłania plików do systemu obrazowego.',
  documentUnavailable: 'Dokument jest niedostępny',
  selectDocument: 'Zaznacz przynajmniej jeden dokument, aby wygenerować wniosek',
  notDicom: 'Plik nie jest plikiem DICOM. Można dodać tylko pliki DICOM (rozszerzenie DCM lub DICOM).',
  duplicateName: 'Plik o tej nazwie został już dodany.',
} as const;

// ------------------------------------------------------------------------------ params and queries

export const recordParamsSchema = z.object({ patientId: idSchema, id: idSchema });
export const documentParamsSchema = z.object({ patientId: idSchema, docId: idSchema });
/** A notice's context id (the document's number, e.g. DOC-2026-000417). */
export const documentLinkParamsSchema = z.object({ patientId: idSchema, contextId: z.string().trim().min(1).max(64) });
export const encounterCareParamsSchema = z.object({ patientId: idSchema, id: idSchema, careId: z.string().trim().min(1).max(64) });
/** Which order's document a fallback reads: an elementary result's own (`id` is the result's) or its main order's. */
export const resultDocumentTypes = ['elementary', 'main'] as const;
export const resultDocumentParamsSchema = z.object({ patientId: idSchema, id: idSchema, type: z.enum(resultDocumentTypes) });
export const imagingFileParamsSchema = z.object({ patientId: idSchema, orderId: idSchema, fileId: idSchema });
export const imagingOrderParamsSchema = z.object({ patientId: idSchema, orderId: idSchema });

/** Visits, results and the waiting list: 10 a page (+1 probe), within a range of clinic days. */
export const recordsListQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend(dateRangeQuerySchema.shape);
export type RecordsListQuery = z.input<typeof recordsListQuerySchema>;

/**
 * Clinical documents: the first load sends `pageIndex` negative and `pageSize` -1 (part 1 §9), which
 * means the first page of CLINICAL_DOCUMENTS_FIRST_PAGE_SIZE documents — never the whole table.
 */
export const clinicalDocumentsQuerySchema = z
  .object({
    pageIndex: z.coerce.number().int().min(-1_000).max(100_000).default(0),
    pageSize: z.coerce
      .number()
      .int()
      .min(-1)
      .max(RECORDS_PAGE_MAX)
      .refine((n) => n !== 0, 'Rozmiar strony musi być dodatni albo równy -1')
      .default(CLINICAL_DOCUMENTS_FIRST_PAGE_SIZE),
    documentType: z.string().trim().min(1).max(40).optional(),
  })
  .extend(dateRangeQuerySchema.shape)
  .transform(({ pageIndex, pageSize, ...rest }) =>
    pageIndex < 0 || pageSize < 0 ? { ...rest, pageIndex: 0, pageSize: CLINICAL_DOCUMENTS_FIRST_PAGE_SIZE } : { ...rest, pageIndex, pageSize },
  );
export type ClinicalDocumentsQuery = z.input<typeof clinicalDocumentsQuerySchema>;

// ------------------------------------------------------------------------------ shared parts

export const practitionerRefSchema = z.object({ id: z.number().int().nullable(), displayName: z.string() }).meta({ id: 'PractitionerRef' });
export const codeNameSchema = z.object({ code: z.string(), name: z.string() }).meta({ id: 'CodeName' });
/** Who wrote a part of a visit (a diagnosis, the recommendations) at the clinic, and when. */
export const writtenBySchema = z.object({ name: z.string(), at: isoDateTimeSchema }).meta({ id: 'WrittenBy' });
export type WrittenBy = z.infer<typeof writtenBySchema>;
/** A diagnosis of a visit; its name is the ICD-10 dictionary's; `writtenBy` null for diagnoses recorded before authors were. */
export const diagnosisSchema = z.object({ code: z.string(), name: z.string(), primary: z.boolean(), writtenBy: writtenBySchema.nullable() }).meta({ id: 'Diagnosis' });
export type Diagnosis = z.infer<typeof diagnosisSchema>;

// ------------------------------------------------------------------------------ clinical documents

export const clinicalDocumentTypeSchema = codeNameSchema.meta({ id: 'ClinicalDocumentType' });
export const clinicalDocumentTypesSchema = z.array(clinicalDocumentTypeSchema).meta({ id: 'ClinicalDocumentTypes' });

/** What the archive of a document is: the HL7 CDA the provider keeps (electronic documentation), or the uploaded original. */
export const archiveKinds = ['CDA', 'ORIGINAL'] as const;

/** Part 1 §3 "Clinical document": id, type, typeName, selected, consentDocShared — and what the page shows. */
export const clinicalDocumentSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    /** The document's number, the `contextId` of a notice about it. */
    contextId: z.string(),
    type: z.string(),
    typeName: z.string(),
    title: z.string(),
    documentDate: isoDateTimeSchema,
    authorName: z.string(),
    signedAt: isoDateTimeSchema.nullable(),
    encounterId: z.number().int().nullable(),
    hasContent: z.boolean(),
    hasArchive: z.boolean(),
    archiveKind: z.enum(archiveKinds).nullable(),
    noteCount: z.number().int(),
    /** The client's check box in the document-request dialog; always false from the server. */
    selected: z.boolean(),
    /** Its sharing with partners is switched on (module consents: POST/PUT …/consentDoc/{patientId}, docType DOC). */
    consentDocShared: z.boolean(),
    /** Who at the clinic published it to the patient, and when (null: not published by a member — the lab's, older rows). */
    publishedBy: writtenBySchema.nullable(),
  })
  .meta({ id: 'ClinicalDocument' });
export type ClinicalDocument = z.infer<typeof clinicalDocumentSchema>;
export const clinicalDocumentPageSchema = pageOf(clinicalDocumentSchema).meta({ id: 'ClinicalDocumentPage' });
export const clinicalDocumentListSchema = z.array(clinicalDocumentSchema).meta({ id: 'ClinicalDocumentList' });

export const documentNoteSchema = z
  .object({ id: z.number().int(), authorName: z.string(), content: z.string(), createdAt: isoDateTimeSchema })
  .meta({ id: 'DocumentNote' });
export const documentNotesSchema = z.array(documentNoteSchema).meta({ id: 'DocumentNotes' });
export type DocumentNote = z.infer<typeof documentNoteSchema>;

// ------------------------------------------------------------------------------ encounters

/** Part 1 §3 "Encounter": id, careId, unitSpeciality, endTime, lastQuestionnaireFulfillment, documents, questionnaire flag. */
export const encounterSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    /** The care episode the visit belongs to (visits of one treatment share it). */
    careId: z.string(),
    unitSpeciality: codeNameSchema,
    unit: unitRefSchema,
    practitioner: practitionerRefSchema.nullable(),
    serviceName: z.string().nullable(),
    startTime: isoDateTimeSchema,
    endTime: isoDateTimeSchema.nullable(),
    diagnoses: z.array(diagnosisSchema),
    recommendations: z.string().nullable(),
    /** Who last wrote the recommendations, and when (null: none, or written before authors were recorded). */
    recommendationsWrittenBy: writtenBySchema.nullable(),
    documents: z.array(clinicalDocumentSchema),
    /** Whether the visit asks a questionnaire (its unit and speciality have one). */
    questionnaire: z.boolean(),
    /** When the patient last answered it, or null. */
    lastQuestionnaireFulfillment: isoDateTimeSchema.nullable(),
    /** The last day it may be answered (visit day + the questionnaire's deadline days), or null. */
    questionnaireLastDay: isoDateSchema.nullable(),
  })
  .meta({ id: 'Encounter' });
export type Encounter = z.infer<typeof encounterSchema>;
export const encounterPageSchema = pageOf(encounterSchema).meta({ id: 'EncounterPage' });

/** GET /mpi/accounts/mpi-user/encounters-settings: what the visits tab shows. */
export const encountersSettingsSchema = z
  .object({
    showDiagnoses: z.boolean().describe('Lista wizyt pokazuje rozpoznania (ICD-10)'),
    showRecommendations: z.boolean().describe('Lista wizyt pokazuje zalecenia'),
    questionnairesEnabled: z.boolean().describe('Pacjent może wypełnić ankietę po wizycie'),
  })
  .meta({ id: 'EncountersSettings' });
export type EncountersSettings = z.infer<typeof encountersSettingsSchema>;

// ------------------------------------------------------------------------------ waiting list

export const waitingListCategories = ['STABLE', 'URGENT'] as const;
export const waitingListStatuses = ['WAITING', 'SCHEDULED', 'REMOVED'] as const;
export const waitingListEntrySchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    service: codeNameSchema,
    unit: unitRefSchema,
    /** Medical category of urgency: stable or urgent (NFZ's "przypadek stabilny / pilny"). */
    category: z.enum(waitingListCategories),
    registeredAt: isoDateSchema,
    plannedDate: isoDateSchema.nullable(),
    position: z.number().int().nullable(),
    status: z.enum(waitingListStatuses),
    /** Who at the clinic placed the patient on the list, and when (null for older places). */
    placedBy: writtenBySchema.nullable(),
    /** Who last changed the place, and when (null: unchanged since placed). */
    changedBy: writtenBySchema.nullable(),
  })
  .meta({ id: 'WaitingListEntry' });
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;
export const waitingListPageSchema = pageOf(waitingListEntrySchema).meta({ id: 'WaitingListPage' });

// ------------------------------------------------------------------------------ test results

export const resultFlagSchema = z.enum(['L', 'H', 'N']);
export const elementaryResultSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    /** As the lab gave it ("5,2", "<0,5", "ujemny"). */
    value: z.string(),
    unit: z.string().nullable(),
    referenceLow: z.number().nullable(),
    referenceHigh: z.number().nullable(),
    /** A range the lab wrote in words ("ujemny"), else null. */
    referenceText: z.string().nullable(),
    flag: resultFlagSchema.nullable(),
    method: z.string().nullable(),
    resultAt: isoDateTimeSchema,
    hasContent: z.boolean(),
    hasArchive: z.boolean(),
    /** Whether earlier values of the same analyte exist (a trend can be drawn). */
    hasTrend: z.boolean(),
  })
  .meta({ id: 'ElementaryResult' });
export type ElementaryResult = z.infer<typeof elementaryResultSchema>;

export const resultOrderKinds = ['LAB', 'IMAGING'] as const;
export const testResultSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    orderNumber: z.string(),
    name: z.string(),
    kind: z.enum(resultOrderKinds),
    orderedAt: isoDateTimeSchema,
    resultDate: isoDateTimeSchema.nullable(),
    unit: unitRefSchema.nullable(),
    orderedBy: practitionerRefSchema.nullable(),
    /** Who at the clinic entered the values (or the report), and when (null for the lab's own results and older rows). */
    resultedBy: writtenBySchema.nullable(),
    /** The result's description (an imaging report, a lab's comment), plain text. */
    description: z.string().nullable(),
    hasContent: z.boolean(),
    hasArchive: z.boolean(),
    /** Imaging: whether the archive holds a study the viewer can show, and whether files may be imported. */
    imaging: z.object({ studyAvailable: z.boolean(), importEnabled: z.boolean() }).nullable(),
    elements: z.array(elementaryResultSchema),
    /** Its sharing with partners is switched on (module consents: POST/PUT …/consentDoc/{patientId}, docType RES); the server always answers it. */
    consentDocShared: z.boolean().optional(),
  })
  .meta({ id: 'TestResult' });
export type TestResult = z.infer<typeof testResultSchema>;
export const testResultPageSchema = pageOf(testResultSchema).meta({ id: 'TestResultPage' });

/** GET .../order/{id}/agfa: the viewer's address for the study (our own viewer with a short-lived token in the demo). */
export const imagingViewerSchema = z.object({ resultUrl: z.string() }).meta({ id: 'ImagingViewer' });

/** Beyond the spec: one analyte's history for a patient (a small chart next to the value). */
export const resultTrendQuerySchema = z.object({ code: z.string().trim().min(1).max(40) });
export const resultTrendSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    unit: z.string().nullable(),
    points: z.array(
      z.object({
        resultAt: isoDateTimeSchema,
        value: z.number(),
        referenceLow: z.number().nullable(),
        referenceHigh: z.number().nullable(),
        orderId: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ResultTrend' });
export type ResultTrend = z.infer<typeof resultTrendSchema>;

/** GET /mpi/accounts/mpi-user/results-settings (part 1 §3, part 2 §3) and the imaging limits. */
export const resultsSettingsSchema = z
  .object({
    viewResultsAsText: z.boolean().describe('Wyniki pokazywane jako tekst zamiast tabeli'),
    edmEnabled: z.boolean().describe('Elektroniczna dokumentacja medyczna: archiwum dokumentu to HL7 CDA'),
    imagingImportEnabled: z.boolean().describe('Pacjent może dołączyć pliki DICOM do zlecenia badania obrazowego'),
    imagingMaxFileSize: z.number().int().min(1).describe('Największy plik DICOM w bajtach'),
    imagingMaxFiles: z.number().int().min(1).describe('Najwięcej plików DICOM w jednym zleceniu'),
  })
  .meta({ id: 'ResultsSettings' });
export type ResultsSettings = z.infer<typeof resultsSettingsSchema>;

// ------------------------------------------------------------------------------ imaging files

/** Part 2 §3 "Imaging temp file". `status`: N new, P uploaded, R ready, S sent, W waiting. */
export const imagingFileSchema = z
  .object({
    fileId: z.number().int(),
    fileName: z.string(),
    /** Where the file lies within its order (order id / file name); never a path of the server. */
    path: z.string(),
    fileSize: z.number().int(),
    creationDate: isoDateTimeSchema,
    status: z.enum(imagingFileStates),
    version: z.number().int(),
    patientId: z.number().int(),
    domainId: z.number().int(),
    domainType: z.literal('ORD'),
  })
  .meta({ id: 'ImagingFile' });
export type ImagingFile = z.infer<typeof imagingFileSchema>;
export const imagingFilesSchema = z.array(imagingFileSchema).meta({ id: 'ImagingFiles' });

// ------------------------------------------------------------------------------ document requests

export const deliveryMethodSchema = z.enum(deliveryMethods);
export const documentRequestStatusSchema = z.enum(documentRequestStatuses);

export const postalAddressSchema = z
  .object({
    street: z.string().trim().min(1, 'Podaj ulicę').max(120),
    houseNumber: z.string().trim().min(1, 'Podaj numer domu').max(20),
    apartmentNumber: z.string().trim().max(20).nullable(),
    postalCode: z.string().trim().regex(/^\d{2}-\d{3}$/, 'Podaj kod pocztowy w formacie 00-000'),
    city: z.string().trim().min(1, 'Podaj miejscowość').max(120),
  })
  .meta({ id: 'PostalAddress' });
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const documentRequestAttachmentSchema = z
  .object({ id: z.number().int(), fileName: z.string(), mimeType: z.string(), size: z.number().int(), createdAt: isoDateTimeSchema })
  .meta({ id: 'DocumentRequestAttachment' });
export const documentRequestAttachmentsSchema = z.array(documentRequestAttachmentSchema).meta({ id: 'DocumentRequestAttachments' });

export const documentRequestSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    patientName: z.string(),
    encounterId: z.number().int().nullable(),
    description: z.string(),
    deliveryMethod: deliveryMethodSchema,
    address: postalAddressSchema.nullable(),
    status: documentRequestStatusSchema,
    completed: z.boolean(),
    registeredAt: isoDateTimeSchema,
    completedAt: isoDateTimeSchema.nullable(),
    /** The clinic's word to the patient (why rejected, where to collect). */
    clinicComment: z.string().nullable(),
    /** Who at the clinic completed or rejected the request, and when (null while undecided, and for older requests). */
    handledBy: writtenBySchema.nullable(),
    documents: z.array(z.object({ id: z.number().int(), typeName: z.string(), title: z.string(), documentDate: isoDateTimeSchema })),
    attachments: z.array(documentRequestAttachmentSchema),
  })
  .meta({ id: 'DocumentRequest' });
export type DocumentRequest = z.infer<typeof documentRequestSchema>;
export const documentRequestPageSchema = pageOf(documentRequestSchema).meta({ id: 'DocumentRequestPage' });

/** GET /mpi/cdoc-requests/{id}: the request's state alone (a light poll). */
export const documentRequestStateSchema = z
  .object({ id: z.number().int(), status: documentRequestStatusSchema, completed: z.boolean(), completedAt: isoDateTimeSchema.nullable() })
  .meta({ id: 'DocumentRequestState' });

const epochMs = z.coerce.number().int().min(0).max(4_102_444_800_000);
/** GET /mpi/cdoc-requests/mpi-user: every patient the account acts for, newest first. Times are epoch ms (part 1 §7). */
export const documentRequestsQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend({
  onlyUncompleted: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  registeredAfter: epochMs.optional(),
  registeredBefore: epochMs.optional(),
  patientId: idSchema.optional(),
});
export type DocumentRequestsQuery = z.input<typeof documentRequestsQuerySchema>;

/** POST /mpi/cdoc-requests/mpi-user (part 1 §3 "Document request" + the delivery fields). */
export const documentRequestInputSchema = z
  .object({
    patientId: idSchema,
    clinicalDocumentIds: z.array(idSchema).max(200).refine(documentRequestHasDocuments, medicalRecordTexts.selectDocument),
    encounterId: idSchema.nullable().default(null),
    description: z.string().trim().min(1, 'Podaj opis wniosku').max(DOCUMENT_REQUEST_DESCRIPTION_MAX),
    deliveryMethod: deliveryMethodSchema,
    address: postalAddressSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.deliveryMethod === 'POST' && !v.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'Podaj adres do wysyłki' });
  });
export type DocumentRequestInput = z.input<typeof documentRequestInputSchema>;

/** GET /mpi/cdoc-requests/settings. */
export const documentRequestSettingsSchema = z
  .object({
    /** The default description (access to medical documentation). */
    defaultDescription: z.string(),
    /** The default description of a request made from a visit (its test results). */
    encounterDescription: z.string(),
    deliveryMethods: z.array(deliveryMethodSchema).min(1),
    /** Days the clinic has to complete a request (shown to the patient). */
    completionDays: z.number().int().min(1),
  })
  .meta({ id: 'DocumentRequestSettings' });
export type DocumentRequestSettings = z.infer<typeof documentRequestSettingsSchema>;
