import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnIdentity } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/patients/me/identity — where the confirmation of the own identity stands (waiting, rejected and why). */
export const ownIdentityQuery = queryOptions({
  queryKey: ['account', 'own-identity'],
  queryFn: () => api<OwnIdentity>('/mpi/accounts/mpi-user/patients/me/identity'),
});

export const useOwnIdentity = (enabled = true) => useQuery({ ...ownIdentityQuery, enabled });
