import { useQuery } from '@tanstack/react-query';
import type { InteractionMatrix } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { openPrintout } from '@portal/ui/printout';
import { drugInteractionKeys } from './keys';

/** GET /api/mppd/api/interactions/?blozIds=a,b&patientId= — the matrix of the chosen drugs, in one answer. */
export const getInteractionMatrix = (patientId: number, ids: readonly string[]) =>
  api<InteractionMatrix>('/mppd/api/interactions/', { query: { blozIds: ids.join(','), patientId } });

/** Interactions need more than one drug (spec §5): asked only then. */
export const useInteractionMatrix = (patientId: number, ids: readonly string[]) =>
  useQuery({ queryKey: drugInteractionKeys.matrix(patientId, ids), queryFn: () => getInteractionMatrix(patientId, ids), enabled: ids.length > 1 });

/** The printout (PDF) in a new window: GET /api/mppd/api/interactions/printout/{patientId}/{ids}. */
export const printInteractions = (patientId: number, ids: readonly string[]) =>
  openPrintout(`/mppd/api/interactions/printout/${patientId}/${ids.map(encodeURIComponent).join(',')}`);
