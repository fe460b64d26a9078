import { RECORDS_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import type { DocumentRequestPage } from './types';
import { medicalRecordKeys } from './keys';

export interface RequestFilters {
  onlyUncompleted: boolean;
  /** Registration days, sent as epoch ms (spec part 1 §7). */
  registeredAfter?: number;
  registeredBefore?: number;
}

/** GET /api/mpi/cdoc-requests/mpi-user — the patient's document requests, newest first, 10 a page (+1 probe). */
export const getDocumentRequests = (patientId: number, filters: RequestFilters, pageIndex: number) =>
  api<DocumentRequestPage>('/mpi/cdoc-requests/mpi-user', {
    query: { ...filters, onlyUncompleted: filters.onlyUncompleted ? 'true' : undefined, patientId, pageIndex, pageSize: RECORDS_PAGE_SIZE },
  });

export const useDocumentRequests = (patientId: number, filters: RequestFilters) =>
  usePagedQuery({ queryKey: [...medicalRecordKeys.patient(patientId), 'requests', filters], fetchPage: (i) => getDocumentRequests(patientId, filters, i) });
