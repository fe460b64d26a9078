import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Practitioner } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** What the staff form shows of a practitioner. */
export type PractitionerChoice = Pick<Practitioner, 'id' | 'name' | 'lastName' | 'degree'>;

/** GET /api/clinic/practitioners: the practitioners a member may be linked to, by last name. */
export const getPractitionerChoices = () => api<Page<Practitioner>>('/clinic/practitioners', { query: { pageSize: 100 } });

export const practitionerChoicesQuery = queryOptions({ queryKey: ['clinic', 'staff', 'practitioner-choices'], queryFn: getPractitionerChoices, staleTime: 60_000 });

export const usePractitionerChoices = () => useQuery(practitionerChoicesQuery);
