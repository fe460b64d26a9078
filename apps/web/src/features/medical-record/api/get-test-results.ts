import type { DayRange } from '@portal/domain';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import type { TestResult } from '@portal/contracts';
import type { TestResultPage } from './types';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/test-results/mpi-user/{patientId} — result orders within the range, 10 a page (+1 probe), with their elementary results. */
export const getTestResults = (patientId: number, range: DayRange, pageIndex: number) =>
  api<TestResultPage>(`/mpi/test-results/mpi-user/${patientId}`, { query: { ...range, pageIndex, pageSize: RECORDS_PAGE_SIZE } });

/** The list's paged query (the record kit's source, `@portal/ui/records`). */
export const testResultsQuery = (patientId: number, range: DayRange): PagedQueryOptions<TestResult> => ({
  queryKey: [...medicalRecordKeys.patient(patientId), 'results', range],
  fetchPage: (i) => getTestResults(patientId, range, i),
});
