import type { DocumentRequest } from '@portal/contracts';
import { RECORDS_PAGE_SIZE, type DayRange } from '@portal/domain';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';
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

/** A registration day as the epoch ms the list filters by (spec part 1 §5: from 00:00:00, to 23:59:59.999). */
export const dayStartMs = (day: string) => new Date(`${day}T00:00:00`).getTime();
export const dayEndMs = (day: string) => new Date(`${day}T23:59:59.999`).getTime();

/** The list's paged query for the filters' values (the record kit's source; the key the new request's dialog refreshes). */
export function documentRequestsQuery(patientId: number, onlyUncompleted: boolean, range: Partial<DayRange>): PagedQueryOptions<DocumentRequest> {
  const filters: RequestFilters = {
    onlyUncompleted,
    registeredAfter: range.after ? dayStartMs(range.after) : undefined,
    registeredBefore: range.before ? dayEndMs(range.before) : undefined,
  };
  return { queryKey: [...medicalRecordKeys.patient(patientId), 'requests', filters], fetchPage: (i) => getDocumentRequests(patientId, filters, i) };
}
