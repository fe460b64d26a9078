import type { Consent, ConsentsQuery, Page } from '@portal/contracts';
import type { ConsentStatus } from '@portal/domain';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';
import { consentKeys } from './keys';

/** GET /api/mpi/consents/mpi-user — a page of the consents of the account's patients (or one), those not withdrawn first, then the newest. */
export const getConsents = (query: ConsentsQuery) => api<Page<Consent>>('/mpi/consents/mpi-user', { query });

/** The list's filter (kept in the address by the page). */
export interface ConsentFilters {
  status: ConsentStatus | null;
}

/** One patient's consents, page by page, for the record kit's list. */
export function consentsQuery(patientId: number, filters: ConsentFilters): PagedQueryOptions<Consent> {
  return {
    queryKey: consentKeys.list(patientId, filters),
    fetchPage: (pageIndex) => getConsents({ patientId, consentStatus: filters.status ?? undefined, pageIndex }),
  };
}
