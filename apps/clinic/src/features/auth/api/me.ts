import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** The signed-in member; `mustChangePassword` arrives with the auth module (optional until then). */
export type ClinicMember = StaffMe & { mustChangePassword?: boolean };

export const getMe = () => api<ClinicMember>('/clinic/auth/me');

/** GET /api/clinic/auth/me: read by the signed-in guard, kept for the layout (401: no session). */
export const meQuery = queryOptions({ queryKey: ['clinic', 'me'], queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(meQuery);
