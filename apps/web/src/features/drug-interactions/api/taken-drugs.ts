import { useQuery } from '@tanstack/react-query';
import type { TakenDrug } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { drugInteractionKeys } from './keys';

/** GET /api/mppd/api/interactions/{patientId}/taken-drugs — from her prescriptions and the clinic's record. */
export const getTakenDrugs = (patientId: number) => api<TakenDrug[]>(`/mppd/api/interactions/${patientId}/taken-drugs`);

export const useTakenDrugs = (patientId: number) => useQuery({ queryKey: drugInteractionKeys.taken(patientId), queryFn: () => getTakenDrugs(patientId) });
