import type { Page, Service, ServiceType } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { organisationKeys } from './keys';

export interface ServiceFilters {
  q?: string;
  unitId?: number;
  type?: ServiceType;
  commercial?: boolean;
  active?: boolean;
}

/** GET /api/clinic/services: a page of services by name. */
export const getServices = (filters: ServiceFilters, pageIndex: number) => api<Page<Service>>('/clinic/services', { query: { ...filters, pageIndex, pageSize: 20 } });

export const useServices = (filters: ServiceFilters) =>
  usePagedQuery({ queryKey: [...organisationKeys.services(), 'list', filters], fetchPage: (pageIndex) => getServices(filters, pageIndex) });
