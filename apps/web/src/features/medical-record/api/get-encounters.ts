import type { DayRange } from '@portal/domain';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import type { EncounterPage } from './types';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/encounters/mpi-user/{patientId} — the visits within the range, 10 a page (+1 probe), newest first. */
export const getEncounters = (patientId: number, range: DayRange, pageIndex: number) =>
  api<EncounterPage>(`/mpi/encounters/mpi-user/${patientId}`, { query: { ...range, pageIndex, pageSize: RECORDS_PAGE_SIZE } });

export const useEncounters = (patientId: number, range: DayRange) =>
  usePagedQuery({ queryKey: [...medicalRecordKeys.patient(patientId), 'encounters', range], fetchPage: (i) => getEncounters(patientId, range, i) });
