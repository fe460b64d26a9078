import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consent } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentKeys } from './keys';

/** GET /api/mpi/consents/mpi-user/{id} — 404 for an unknown consent and for one the account may not see. */
export const getConsent = (id: number) => api<Consent>(`/mpi/consents/mpi-user/${id}`);

export const consentQueryOptions = (id: number) => queryOptions({ queryKey: consentKeys.one(id), queryFn: () => getConsent(id) });

export function useConsent(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...consentQueryOptions(id), enabled: options.enabled ?? true });
}
