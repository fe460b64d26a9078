import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** What the staff form needs of a unit (the organisation module's GET /api/clinic/units answers more). */
export interface UnitChoice {
  id: number;
  name: string;
}

/** GET /api/clinic/units: the units the administrator may assign (hers, or every one), by name. */
export const getUnitChoices = () => api<Page<UnitChoice>>('/clinic/units', { query: { pageSize: 100 } });

export const unitChoicesQuery = queryOptions({ queryKey: ['clinic', 'staff', 'unit-choices'], queryFn: getUnitChoices, staleTime: 60_000 });

export const useUnitChoices = () => useQuery(unitChoicesQuery);
