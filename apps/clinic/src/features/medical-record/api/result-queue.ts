import type { ClinicResultQueueItem, Page } from '@portal/contracts';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { recordKeys } from './keys';

/** GET /api/clinic/test-results?status=RESULTED: the orders with values entered and not yet published, of every patient with the patient's name and PESEL (the RESULTS queue). */
export const getResultQueue = (pageIndex: number) =>
  api<Page<ClinicResultQueueItem>>('/clinic/test-results', { query: { status: 'RESULTED', pageIndex, pageSize: RECORDS_PAGE_SIZE } });

export const useResultQueue = () => usePagedQuery<ClinicResultQueueItem>({ queryKey: recordKeys.resultQueue(), fetchPage: getResultQueue });
