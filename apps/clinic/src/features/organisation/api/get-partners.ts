import type { Page, Partner } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { organisationKeys } from './keys';

export interface PartnerFilters {
  /** A fragment of the name, or the NIP. */
  q?: string;
}

const PAGE_SIZE = 20;

/** GET /api/clinic/partners: a page of the clinic's partners by name (the administrator's). */
export const getPartners = (filters: PartnerFilters, pageIndex: number) => api<Page<Partner>>('/clinic/partners', { query: { ...filters, pageIndex, pageSize: PAGE_SIZE } });

export const usePartners = (filters: PartnerFilters) =>
  usePagedQuery({ queryKey: [...organisationKeys.partners(), 'list', filters], fetchPage: (pageIndex) => getPartners(filters, pageIndex) });
