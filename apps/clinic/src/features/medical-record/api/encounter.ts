import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicEncounter } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** GET /api/clinic/encounters/{encounterId}: one visit with its diagnoses and documents (audited). */
export const getEncounter = (encounterId: number) => api<ClinicEncounter>(`/clinic/encounters/${encounterId}`);

export const encounterQuery = (encounterId: number) => queryOptions({ queryKey: recordKeys.encounter(encounterId), queryFn: () => getEncounter(encounterId) });
export const useEncounter = (encounterId: number) => useQuery(encounterQuery(encounterId));
