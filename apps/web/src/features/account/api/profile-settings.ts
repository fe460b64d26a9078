import { queryOptions, useQuery } from '@tanstack/react-query';
import type { patientAccountSettingsSchema, RegistrationSettings, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import type { PatientFieldsSettings } from '../../../shared/forms/patient-fields';

/** What the patient-data forms of the account area read: the registration's rules, attachments per the patient-account settings. */
export interface ProfileFormSettings extends PatientFieldsSettings {
  patientNamesDisabled: boolean;
}

/**
 * GET /api/mpi/accounts/registration-settings and GET /api/mpi/accounts/mpi-user/patient-account-settings:
 * a new profile and a record's edit follow the registration's rules (countries, ages, file limits)
 * with attachments shown and required as the patient-account settings say (as the server checks them).
 */
export const profileSettingsQuery = queryOptions({
  queryKey: ['account', 'profile-settings'],
  queryFn: async (): Promise<ProfileFormSettings> => {
    const [registration, patientAccount] = await Promise.all([
      api<RegistrationSettings>('/mpi/accounts/registration-settings'),
      api<z.infer<typeof patientAccountSettingsSchema>>('/mpi/accounts/mpi-user/patient-account-settings'),
    ]);
    return { ...registration, ...patientAccount };
  },
  staleTime: 5 * 60_000,
});

export const useProfileSettings = () => useQuery(profileSettingsQuery);
