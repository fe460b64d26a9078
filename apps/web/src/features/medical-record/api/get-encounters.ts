import type { DayRange } from '@portal/domain';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import type { Encounter } from '@portal/contracts';
import type { EncounterPage } from './types';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/encounters/mpi-user/{patientId} — the visits within the range, 10 a page (+1 probe), newest first. */
export const getEncounters = (patientId: number, range: DayRange, pageIndex: number) =>
  api<EncounterPage>(`/mpi/encounters/mpi-user/${patientId}`, { query: { ...range, pageIndex, pageSize: RECORDS_PAGE_SIZE } });

/** The list's paged query (the record kit's source, `@portal/ui/records`). */
export const encountersQuery = (patientId: number, range: DayRange): PagedQueryOptions<Encounter> => ({
  queryKey: [...medicalRecordKeys.patient(patientId), 'encounters', range],
  fetchPage: (i) => getEncounters(patientId, range, i),
});
