import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicDashboard } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/clinic/dashboard: the queues the member's roles see, with their counts and console paths. */
export const getDashboard = () => api<ClinicDashboard>('/clinic/dashboard');

export const dashboardQuery = queryOptions({ queryKey: ['clinic', 'dashboard'], queryFn: getDashboard, refetchInterval: 60_000 });

export const useDashboard = () => useQuery(dashboardQuery);
