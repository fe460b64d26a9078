import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationDictionaries, Page, Practitioner, Service, Unit } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** Every page of a list of the organisation, 100 rows at a time (the choices of the register's forms). */
async function everyPage<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await api<Page<T>>(path, { query: { pageIndex, pageSize: 100, active: true } });
    items.push(...page.items);
    if (!page.hasNextPage) return items;
  }
}

/** GET /api/clinic/units, /practitioners, /services (active ones) and the specialities' dictionary. */
const choices = <T>(what: string, path: string) => queryOptions({ queryKey: recordKeys.organisation(what), queryFn: () => everyPage<T>(path), staleTime: 60_000 });
export const useUnits = () => useQuery(choices<Unit>('units', '/clinic/units'));
export const usePractitioners = () => useQuery(choices<Practitioner>('practitioners', '/clinic/practitioners'));
export const useServices = () => useQuery(choices<Service>('services', '/clinic/services'));
export const useSpecialities = () =>
  useQuery({
    queryKey: recordKeys.organisation('dictionaries'),
    queryFn: () => api<OrganisationDictionaries>('/clinic/organisation/dictionaries'),
    staleTime: 10 * 60_000,
    select: (d) => d.specialities,
  });
