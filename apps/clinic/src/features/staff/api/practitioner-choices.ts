import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** What the staff form needs of a practitioner (the organisation module's GET /api/clinic/practitioners answers more). */
export interface PractitionerChoice {
  id: number;
  name: string;
  lastName: string;
  degree: string | null;
}

/** GET /api/clinic/practitioners: the practitioners a member may be linked to, by last name. */
export const getPractitionerChoices = () => api<Page<PractitionerChoice>>('/clinic/practitioners', { query: { pageSize: 100 } });

export const practitionerChoicesQuery = queryOptions({ queryKey: ['clinic', 'staff', 'practitioner-choices'], queryFn: getPractitionerChoices, staleTime: 60_000 });

export const usePractitionerChoices = () => useQuery(practitionerChoicesQuery);
