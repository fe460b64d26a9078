/** The queue of patients' requests for copies of their documentation, and one request. */
export const DOCUMENT_REQUESTS_PATH = '/document-requests';
export const requestPath = (requestId: number) => `${DOCUMENT_REQUESTS_PATH}/${requestId}`;
/** The clinic's patient card (the patients feature's page, named by its address only). */
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
/** Downloads the browser opens itself (each read is audited on the server). */
export const attachmentUrl = (requestId: number, fileId: number) => `/api/clinic/document-requests/${requestId}/attachments/${fileId}`;
export const documentContentUrl = (documentId: number) => `/api/clinic/clinical-documents/${documentId}/content`;
