import type { signUrlSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';

/**
 * POST /api/declarations/mpi-user/{id}/ePUAPSignURL?errorUrl&successUrl — where the browser goes to sign
 * (only a REGISTERED declaration: 409 DECLARATION_STATE otherwise). The e-service comes back to one of
 * the two addresses, which must be the portal's own (400 SIGN_URL_FOREIGN). The page asks it through
 * `useStartSigning` of `@portal/ui/signing`.
 */
export const requestSignUrl = ({ id, successUrl, errorUrl }: { id: number; successUrl: string; errorUrl: string }) =>
  api<z.infer<typeof signUrlSchema>>(`/declarations/mpi-user/${id}/ePUAPSignURL`, { method: 'POST', query: { errorUrl, successUrl } });
