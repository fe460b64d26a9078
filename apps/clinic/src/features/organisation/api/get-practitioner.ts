import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Practitioner } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** GET /api/clinic/practitioners/{practitionerId}. */
export const getPractitioner = (practitionerId: number) => api<Practitioner>(`/clinic/practitioners/${practitionerId}`);

export const practitionerQuery = (practitionerId: number) =>
  queryOptions({ queryKey: [...organisationKeys.practitioners(), 'one', practitionerId], queryFn: () => getPractitioner(practitionerId) });

/** The practitioner of a page; null (a new one): nothing to read. */
export const usePractitioner = (practitionerId: number | null) => useQuery({ ...practitionerQuery(practitionerId ?? 0), enabled: practitionerId !== null });
