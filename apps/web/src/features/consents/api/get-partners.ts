import { useQuery } from '@tanstack/react-query';
import type { PartnerDictItem, PartnerPerson } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentKeys } from './keys';

/** GET /api/mpi/partners/dict — the clinic's active partners a patient may give a consent to. */
export const getPartners = () => api<PartnerDictItem[]>('/mpi/partners/dict');

export const usePartners = (enabled: boolean) => useQuery({ queryKey: consentKeys.partners(), queryFn: getPartners, staleTime: 60_000, enabled });

/** GET /api/mpi/partners/{id}/personnel — the partner's active personnel, one of whom a consent may name. */
export const getPartnerPersonnel = (partnerId: number) => api<PartnerPerson[]>(`/mpi/partners/${partnerId}/personnel`);

export const usePartnerPersonnel = (partnerId: number | null) =>
  useQuery({ queryKey: consentKeys.personnel(partnerId ?? 0), queryFn: () => getPartnerPersonnel(partnerId ?? 0), staleTime: 60_000, enabled: partnerId !== null });
