import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Partner } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** GET /api/clinic/partners/{partnerId}. */
export const getPartner = (partnerId: number) => api<Partner>(`/clinic/partners/${partnerId}`);

export const partnerQuery = (partnerId: number) => queryOptions({ queryKey: [...organisationKeys.partners(), 'one', partnerId], queryFn: () => getPartner(partnerId) });

/** The partner of a page; null (a new one): nothing to read. */
export const usePartner = (partnerId: number | null) => useQuery({ ...partnerQuery(partnerId ?? 0), enabled: partnerId !== null });
