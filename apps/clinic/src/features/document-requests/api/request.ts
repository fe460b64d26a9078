import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicDocumentRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { requestKeys } from './keys';

/** GET /api/clinic/document-requests/{requestId}: one request with its documents and attached copies (audited). */
export const getRequest = (requestId: number) => api<ClinicDocumentRequest>(`/clinic/document-requests/${requestId}`);

export const requestQuery = (requestId: number) => queryOptions({ queryKey: requestKeys.one(requestId), queryFn: () => getRequest(requestId) });
export const useRequest = (requestId: number) => useQuery(requestQuery(requestId));
