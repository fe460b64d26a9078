import type { DayRange } from '@portal/domain';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import type { TestResultPage } from './types';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/test-results/mpi-user/{patientId} — result orders within the range, 10 a page (+1 probe), with their elementary results. */
export const getTestResults = (patientId: number, range: DayRange, pageIndex: number) =>
  api<TestResultPage>(`/mpi/test-results/mpi-user/${patientId}`, { query: { ...range, pageIndex, pageSize: RECORDS_PAGE_SIZE } });

export const useTestResults = (patientId: number, range: DayRange) =>
  usePagedQuery({ queryKey: [...medicalRecordKeys.patient(patientId), 'results', range], fetchPage: (i) => getTestResults(patientId, range, i) });
