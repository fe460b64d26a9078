import type { ClinicEncounter, Page } from '@portal/contracts';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { recordKeys } from './keys';

/** GET /api/clinic/patients/{patientId}/encounters: the patient's visits, open and closed, newest first (audited). */
export const getEncounters = (patientId: number, pageIndex: number) =>
  api<Page<ClinicEncounter>>(`/clinic/patients/${patientId}/encounters`, { query: { pageIndex, pageSize: RECORDS_PAGE_SIZE } });

export const useEncounters = (patientId: number) =>
  usePagedQuery<ClinicEncounter>({ queryKey: recordKeys.encounters(patientId), fetchPage: (pageIndex) => getEncounters(patientId, pageIndex) });
