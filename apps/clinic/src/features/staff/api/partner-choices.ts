import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Partner, PartnerPersonnelMember } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/clinic/partners: the partners a PARTNER member may work for (the active ones are offered), by name. */
export const getPartnerChoices = () => api<Page<Partner>>('/clinic/partners', { query: { pageSize: 100 } });
export const partnerChoicesQuery = queryOptions({ queryKey: ['clinic', 'staff', 'partner-choices'], queryFn: getPartnerChoices, staleTime: 60_000 });
export const usePartnerChoices = (enabled: boolean) => useQuery({ ...partnerChoicesQuery, enabled });

/** GET /api/clinic/partners/{id}/personnel: the persons of the chosen partner's personnel. */
export const usePartnerPersonnelChoices = (partnerId: number | null) =>
  useQuery({
    queryKey: ['clinic', 'staff', 'partner-personnel-choices', partnerId],
    queryFn: () => api<PartnerPersonnelMember[]>(`/clinic/partners/${partnerId}/personnel`),
    enabled: partnerId !== null,
    staleTime: 60_000,
  });
