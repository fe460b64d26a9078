import type { DayRange } from '@portal/domain';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import type { WaitingListEntry } from '@portal/contracts';
import type { WaitingListPage } from './types';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/patient-entries/mpi-user/{patientId} — the waiting-list entries within the range, 10 a page (+1 probe). */
export const getWaitingList = (patientId: number, range: DayRange, pageIndex: number) =>
  api<WaitingListPage>(`/mpi/patient-entries/mpi-user/${patientId}`, { query: { ...range, pageIndex, pageSize: RECORDS_PAGE_SIZE } });

/** The list's paged query (the record kit's source, `@portal/ui/records`). */
export const waitingListQuery = (patientId: number, range: DayRange): PagedQueryOptions<WaitingListEntry> => ({
  queryKey: [...medicalRecordKeys.patient(patientId), 'waiting', range],
  fetchPage: (i) => getWaitingList(patientId, range, i),
});
