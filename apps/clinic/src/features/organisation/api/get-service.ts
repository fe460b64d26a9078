import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** GET /api/clinic/services/{serviceId}. */
export const getService = (serviceId: number) => api<Service>(`/clinic/services/${serviceId}`);

export const serviceQuery = (serviceId: number) => queryOptions({ queryKey: [...organisationKeys.services(), 'one', serviceId], queryFn: () => getService(serviceId) });

/** The service of a page; null (a new one): nothing to read. */
export const useService = (serviceId: number | null) => useQuery({ ...serviceQuery(serviceId ?? 0), enabled: serviceId !== null });
