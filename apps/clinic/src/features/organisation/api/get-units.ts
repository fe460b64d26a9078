import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Unit } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { organisationKeys } from './keys';

export interface UnitFilters {
  q?: string;
  active?: boolean;
}

const PAGE_SIZE = 20;

/** GET /api/clinic/units: a page of units by name (those of the member's units). */
export const getUnits = (filters: UnitFilters, pageIndex: number, pageSize = PAGE_SIZE) =>
  api<Page<Unit>>('/clinic/units', { query: { ...filters, pageIndex, pageSize } });

export const useUnits = (filters: UnitFilters) =>
  usePagedQuery({ queryKey: [...organisationKeys.units(), 'list', filters], fetchPage: (pageIndex) => getUnits(filters, pageIndex) });

/** Every unit the member sees (the choices of the forms and filters; a clinic has a handful). */
export const unitChoicesQuery = queryOptions({
  queryKey: [...organisationKeys.units(), 'choices'],
  queryFn: async () => (await getUnits({}, 0, 100)).items,
  staleTime: 60_000,
});

export const useUnitChoices = () => useQuery(unitChoicesQuery);
