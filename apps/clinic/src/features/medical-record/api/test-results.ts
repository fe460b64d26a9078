import type { ClinicTestResult, Page } from '@portal/contracts';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { recordKeys } from './keys';

/** GET /api/clinic/patients/{patientId}/test-results: the patient's orders, published or not, newest first (audited). */
export const getTestResults = (patientId: number, pageIndex: number) =>
  api<Page<ClinicTestResult>>(`/clinic/patients/${patientId}/test-results`, { query: { pageIndex, pageSize: RECORDS_PAGE_SIZE } });

export const useTestResults = (patientId: number) =>
  usePagedQuery<ClinicTestResult>({ queryKey: recordKeys.results(patientId), fetchPage: (pageIndex) => getTestResults(patientId, pageIndex) });
