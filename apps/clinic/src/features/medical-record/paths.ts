/** The patient's register (tabs: visits, documents, results, waiting list); the patient card links here by this address. */
export const RECORD_TABS = ['visits', 'documents', 'results', 'waiting'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];
export const patientRecordPath = (patientId: number, tab?: RecordTab) => `/patients/${patientId}/record${tab ? `?tab=${tab}` : ''}`;
/** The clinic's patient card (the patients feature's page, named by its address only). */
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
/** A visit: the doctor's editor while open, read-only once closed. */
export const ENCOUNTER_PATH = '/encounters/:encounterId';
export const encounterPath = (encounterId: number) => `/encounters/${encounterId}`;
/** The results waiting for publication (the dashboard's RESULTS queue), and one order's entry form. */
export const RESULTS_PATH = '/results';
export const resultPath = (orderId: number) => `/results/${orderId}`;

/** Downloads the browser opens itself (each read is audited on the server). */
export const documentContentUrl = (documentId: number) => `/api/clinic/clinical-documents/${documentId}/content`;
export const documentArchiveUrl = (documentId: number) => `/api/clinic/clinical-documents/${documentId}/archive`;
export const resultContentUrl = (orderId: number) => `/api/clinic/test-results/${orderId}/content`;
