import { useMutation } from '@tanstack/react-query';
import type { IdentityFinderRequest, IdentityFinderResult } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/mpi/accounts/mpi-user/patients/identity-finder — an existing patient to link as a ward, and its proof. */
export const findIdentity = (body: IdentityFinderRequest) =>
  api<IdentityFinderResult>('/mpi/accounts/mpi-user/patients/identity-finder', { method: 'POST', body });

export const useIdentityFinder = () => useMutation({ mutationFn: findIdentity });
