import { useInfiniteQuery } from '@tanstack/react-query';
import type { ClinicalDocumentPage, DayRange } from './types';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

export interface DocumentFilters extends Partial<DayRange> {
  documentType?: string;
}

/** The first load's page (spec part 1 §9): a negative index and size -1, which the server answers with its first page. */
export const FIRST_LOAD = { pageIndex: -1, pageSize: -1 } as const;

/**
 * GET /api/mpi/clinical-documents/mpi-user/{patientId} — the first load asks `pageIndex -1, pageSize -1`
 * (the server's first page, of its size); the next pages ask by index with the size the server answered.
 */
export const getClinicalDocuments = (patientId: number, filters: DocumentFilters, page: { pageIndex: number; pageSize: number }) =>
  api<ClinicalDocumentPage>(`/mpi/clinical-documents/mpi-user/${patientId}`, { query: { ...filters, ...page } });

export function useClinicalDocuments(patientId: number, filters: DocumentFilters, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [...medicalRecordKeys.patient(patientId), 'documents', filters],
    queryFn: ({ pageParam }) => getClinicalDocuments(patientId, filters, pageParam),
    initialPageParam: FIRST_LOAD as { pageIndex: number; pageSize: number },
    enabled,
    getNextPageParam: (last: ClinicalDocumentPage) => (last.hasNextPage ? { pageIndex: last.pageIndex + 1, pageSize: last.pageSize } : undefined),
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
