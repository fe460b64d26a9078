import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicSettings, SettingsGroupKey } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { clinicSettingsQuery } from './clinic-settings';

/** PUT /api/clinic/settings/<key>: the whole group; answers the group as the portal now serves it. */
export const saveSettingsGroup = <K extends SettingsGroupKey>(key: K, body: unknown) =>
  api<ClinicSettings[K]>(`/clinic/settings/${key}`, { method: 'PUT', body });

/** Saves one group; the saved value replaces the group in the settings read. */
export function useSaveSettingsGroup<K extends SettingsGroupKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveSettingsGroup(key, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(clinicSettingsQuery.queryKey, (all) => (all ? { ...all, [key]: saved } : all));
    },
  });
}
