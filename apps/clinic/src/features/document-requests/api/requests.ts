import type { ClinicDocumentRequest, Page } from '@portal/contracts';
import type { DocumentRequestStatus } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { requestKeys } from './keys';

export const REQUESTS_PAGE_SIZE = 20;
export interface RequestFilters {
  status?: DocumentRequestStatus;
  onlyOpen?: boolean;
}

/** GET /api/clinic/document-requests: the queue, open requests first (oldest first), filtered by state. */
export const getRequests = (filters: RequestFilters, pageIndex: number) =>
  api<Page<ClinicDocumentRequest>>('/clinic/document-requests', {
    query: { status: filters.status, onlyOpen: filters.onlyOpen ? 'true' : undefined, pageIndex, pageSize: REQUESTS_PAGE_SIZE },
  });

export const useRequests = (filters: RequestFilters) =>
  usePagedQuery<ClinicDocumentRequest>({ queryKey: requestKeys.list(filters), fetchPage: (pageIndex) => getRequests(filters, pageIndex) });
