/** The query keys of the register's calls: a change refreshes its patient's lists and the one record it touched. */
export const recordKeys = {
  all: ['clinic', 'medical-record'] as const,
  encounters: (patientId: number) => [...recordKeys.all, 'encounters', patientId] as const,
  encounter: (encounterId: number) => [...recordKeys.all, 'encounter', encounterId] as const,
  documents: (patientId: number) => [...recordKeys.all, 'documents', patientId] as const,
  notes: (documentId: number) => [...recordKeys.all, 'notes', documentId] as const,
  waiting: (patientId: number) => [...recordKeys.all, 'waiting', patientId] as const,
  results: (patientId: number) => [...recordKeys.all, 'results', patientId] as const,
  result: (orderId: number) => [...recordKeys.all, 'result', orderId] as const,
  resultQueue: () => [...recordKeys.all, 'result-queue'] as const,
  imagingFiles: (orderId: number) => [...recordKeys.all, 'imaging-files', orderId] as const,
  icd10: (q: string) => ['clinic', 'icd10', q] as const,
  documentTypes: () => ['clinic', 'clinical-document-types'] as const,
  panels: () => ['clinic', 'result-panels'] as const,
  organisation: (what: string) => ['clinic', 'medical-record', 'organisation', what] as const,
};
