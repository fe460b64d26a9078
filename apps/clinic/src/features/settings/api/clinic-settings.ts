import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/clinic/settings: every settings group of the portal with its current value, keyed by the group. */
export const getClinicSettings = () => api<ClinicSettings>('/clinic/settings');

export const clinicSettingsQuery = queryOptions({ queryKey: ['clinic', 'settings'], queryFn: getClinicSettings });

export const useClinicSettings = () => useQuery(clinicSettingsQuery);
