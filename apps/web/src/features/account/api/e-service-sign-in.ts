import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/login-settings — here only whether the e-service (Profil Zaufany) sign-in exists. */
export const eServiceSignInQuery = queryOptions({
  queryKey: ['account', 'login-settings'],
  queryFn: () => api<LoginSettings>('/mpi/accounts/login-settings'),
  staleTime: 5 * 60_000,
  select: (settings) => settings.eServiceSignIn,
});

export const useEServiceSignIn = () => useQuery(eServiceSignInQuery);

/** The e-service sign-in started from a signed-in session: it confirms this account's identity (modules/epuap). */
export const E_SERVICE_SIGN_IN_URL = '/api/mpi/epuap/sso';
