import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationDictionaries, Page, Service, Unit } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** Every page of a list of the organisation, 100 rows at a time (the choices of the assignments form). */
async function everyPage<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await api<Page<T>>(path, { query: { pageIndex, pageSize: 100 } });
    items.push(...page.items);
    if (!page.hasNextPage) return items;
  }
}

/** GET /api/clinic/services: the services a questionnaire may be asked for. */
export const serviceChoicesQuery = queryOptions({ queryKey: ['clinic', 'questionnaires', 'services'], queryFn: () => everyPage<Service>('/clinic/services'), staleTime: 60_000 });
export const useServiceChoices = () => useQuery(serviceChoicesQuery);

/** GET /api/clinic/units: the units (a speciality's visits in one of them, or in all). */
export const unitChoicesQuery = queryOptions({ queryKey: ['clinic', 'questionnaires', 'units'], queryFn: () => everyPage<Unit>('/clinic/units'), staleTime: 60_000 });
export const useUnitChoices = () => useQuery(unitChoicesQuery);

/** GET /api/clinic/organisation/dictionaries: the specialities (code and Polish name). */
export const dictionariesQuery = queryOptions({
  queryKey: ['clinic', 'questionnaires', 'dictionaries'],
  queryFn: () => api<OrganisationDictionaries>('/clinic/organisation/dictionaries'),
  staleTime: 10 * 60_000,
});
export const useSpecialities = () => useQuery({ ...dictionariesQuery, select: (d) => d.specialities });
