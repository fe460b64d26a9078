import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Unit } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** What the staff form shows of a unit. */
export type UnitChoice = Pick<Unit, 'id' | 'name'>;

/** GET /api/clinic/units: the units the administrator may assign (hers, or every one), by name. */
export const getUnitChoices = () => api<Page<Unit>>('/clinic/units', { query: { pageSize: 100 } });

export const unitChoicesQuery = queryOptions({ queryKey: ['clinic', 'staff', 'unit-choices'], queryFn: getUnitChoices, staleTime: 60_000 });

export const useUnitChoices = () => useQuery(unitChoicesQuery);
