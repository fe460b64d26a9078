import type { Occupation, Page, Practitioner, PrimaryCareRole } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { organisationKeys } from './keys';

export interface PractitionerFilters {
  q?: string;
  unitId?: number;
  occupation?: Occupation;
  primaryCareRole?: PrimaryCareRole;
  active?: boolean;
}

/** GET /api/clinic/practitioners: a page of practitioners by last name and name. */
export const getPractitioners = (filters: PractitionerFilters, pageIndex: number) =>
  api<Page<Practitioner>>('/clinic/practitioners', { query: { ...filters, pageIndex, pageSize: 20 } });

export const usePractitioners = (filters: PractitionerFilters) =>
  usePagedQuery({ queryKey: [...organisationKeys.practitioners(), 'list', filters], fetchPage: (pageIndex) => getPractitioners(filters, pageIndex) });
