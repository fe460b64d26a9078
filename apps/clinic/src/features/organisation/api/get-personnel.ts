import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerPersonnelMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** GET /api/clinic/partners/{partnerId}/personnel: every person of the partner's personnel, inactive ones too, by last name. */
export const getPersonnel = (partnerId: number) => api<PartnerPersonnelMember[]>(`/clinic/partners/${partnerId}/personnel`);

export const personnelQuery = (partnerId: number) => queryOptions({ queryKey: [...organisationKeys.partners(), 'personnel', partnerId], queryFn: () => getPersonnel(partnerId) });

export const usePersonnel = (partnerId: number) => useQuery(personnelQuery(partnerId));
