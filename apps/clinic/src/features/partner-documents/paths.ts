import type { SharedDocType } from '@portal/contracts';

/** A partner's staff member's home: the documents patients share with her partner, and one of them. */
export const SHARED_DOCUMENTS_PATH = '/shared-documents';
export const sharedDocumentPath = (docType: SharedDocType, documentId: number) => `${SHARED_DOCUMENTS_PATH}/${docType}/${documentId}`;
/** The clinical document's PDF, which the browser downloads itself (the read is audited on the server). */
export const sharedDocumentFileUrl = (documentId: number) => `/api/clinic/shared-documents/DOC/${documentId}/file`;
