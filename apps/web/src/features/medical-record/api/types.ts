import type { ClinicalDocument, DocumentRequest, Encounter, Page, TestResult, WaitingListEntry, clinicalDocumentTypeSchema, z } from '@portal/contracts';

export type { DayRange } from '@portal/domain';
/** The contracts' pages (`pageOf`) as the web reads them. */
export type EncounterPage = Page<Encounter>;
export type WaitingListPage = Page<WaitingListEntry>;
export type TestResultPage = Page<TestResult>;
export type ClinicalDocumentPage = Page<ClinicalDocument>;
export type DocumentRequestPage = Page<DocumentRequest>;
export type ClinicalDocumentType = z.infer<typeof clinicalDocumentTypeSchema>;
