import type { Page, PartnerSharedClinicalDocument, PartnerSharedDocument, PartnerSharedResult, SharedDocType } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { useQuery } from '@tanstack/react-query';

export const SHARED_DOCUMENTS_PAGE_SIZE = 20;
export interface SharedDocumentFilters {
  docType?: SharedDocType;
  patient?: string;
  title?: string;
  dateFrom?: string;
  dateTo?: string;
}

const keys = {
  all: ['clinic', 'shared-documents'] as const,
  list: (filters: SharedDocumentFilters) => [...keys.all, 'list', filters] as const,
  one: (docType: SharedDocType, documentId: number) => [...keys.all, docType, documentId] as const,
};

/** GET /api/clinic/shared-documents: what patients share with the member's partner, newest first. */
export const getSharedDocuments = (filters: SharedDocumentFilters, pageIndex: number) =>
  api<Page<PartnerSharedDocument>>('/clinic/shared-documents', { query: { ...filters, pageIndex, pageSize: SHARED_DOCUMENTS_PAGE_SIZE } });

export const useSharedDocuments = (filters: SharedDocumentFilters) =>
  usePagedQuery<PartnerSharedDocument>({ queryKey: keys.list(filters), fetchPage: (pageIndex) => getSharedDocuments(filters, pageIndex) });

/** GET /api/clinic/shared-documents/RES/{id}: a shared result with its values. */
export const useSharedResult = (documentId: number, enabled: boolean) =>
  useQuery({ queryKey: keys.one('RES', documentId), queryFn: () => api<PartnerSharedResult>(`/clinic/shared-documents/RES/${documentId}`), enabled });

/** GET /api/clinic/shared-documents/DOC/{id}: a shared clinical document's data. */
export const useSharedClinicalDocument = (documentId: number, enabled: boolean) =>
  useQuery({ queryKey: keys.one('DOC', documentId), queryFn: () => api<PartnerSharedClinicalDocument>(`/clinic/shared-documents/DOC/${documentId}`), enabled });
