import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffEnrolment } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/clinic/auth/enrolment: a new secret for the challenge's member (QR code and text). */
export const startEnrolment = (challenge: string) => api<StaffEnrolment>('/clinic/auth/enrolment', { method: 'POST', body: { challenge } });

/** Asked once per challenge: a second call would make a new secret and void the scanned one. */
export const enrolmentQuery = (challenge: string) =>
  queryOptions({ queryKey: ['clinic', 'enrolment', challenge], queryFn: () => startEnrolment(challenge), staleTime: Infinity, gcTime: 0, retry: false });

export const useEnrolment = (challenge: string) => useQuery(enrolmentQuery(challenge));
