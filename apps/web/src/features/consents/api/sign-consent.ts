import type { signUrlSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * POST /api/mpi/consents/mpi-user/{id}/ePUAPSignURL?errorUrl&successUrl — where the browser goes to sign
 * (only a REGISTERED consent: 409 CONSENT_STATE otherwise). The e-service comes back to one of the two
 * addresses, which must be the portal's own (400 SIGN_URL_FOREIGN).
 */
export const requestSignUrl = (id: number, urls: { successUrl: string; errorUrl: string }) =>
  api<z.infer<typeof signUrlSchema>>(`/mpi/consents/mpi-user/${id}/ePUAPSignURL`, { method: 'POST', query: urls });
