import { queryOptions, useQuery } from '@tanstack/react-query';
import type { patientAccountSettingsSchema, RegistrationSettings, z } from '@portal/contracts';

type PatientAccountSettings = z.infer<typeof patientAccountSettingsSchema>;
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/patient-account-settings — whether the person's names may be edited (patientNamesDisabled). */
export const patientAccountSettingsQuery = queryOptions({
  queryKey: ['account', 'settings', 'patient-account'],
  queryFn: () => api<PatientAccountSettings>('/mpi/accounts/mpi-user/patient-account-settings'),
  staleTime: 5 * 60_000,
});

/** GET /api/mpi/accounts/registration-settings — which contact data are required, phone confirmation, the marketing consent. */
export const registrationSettingsQuery = queryOptions({
  queryKey: ['account', 'settings', 'registration'],
  queryFn: () => api<RegistrationSettings>('/mpi/accounts/registration-settings'),
  staleTime: 5 * 60_000,
});

export const usePatientAccountSettings = () => useQuery(patientAccountSettingsQuery);
export const useRegistrationSettings = () => useQuery(registrationSettingsQuery);
