import { queryOptions, useQuery } from '@tanstack/react-query';
import type { resultPanelsSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

export type ResultPanel = z.infer<typeof resultPanelsSchema>[number];

/** GET /api/clinic/result-panels: the lab's catalogue of panels and imaging studies with their analytes and ranges. */
export const getResultPanels = () => api<ResultPanel[]>('/clinic/result-panels');

export const resultPanelsQuery = queryOptions({ queryKey: recordKeys.panels(), queryFn: getResultPanels, staleTime: 10 * 60_000 });
export const useResultPanels = () => useQuery(resultPanelsQuery);
