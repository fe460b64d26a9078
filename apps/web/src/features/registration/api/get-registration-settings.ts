import type { LoginSettings, RegistrationSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/registration-settings — what the registration form asks and checks. */
export const getRegistrationSettings = () => api<RegistrationSettings>('/mpi/accounts/registration-settings');

/** GET /api/mpi/accounts/login-settings — which kinds of registration the portal offers. */
export const getLoginSettings = () => api<LoginSettings>('/mpi/accounts/login-settings');

export interface RegistrationPageData {
  registration: RegistrationSettings;
  login: LoginSettings;
}

/**
 * Loader of the registration pages: both settings in one go (public pages carry no query cache).
 * A failure is shown by the page, with a button to try again.
 */
export async function registrationLoader(): Promise<RegistrationPageData | null> {
  try {
    const [registration, login] = await Promise.all([getRegistrationSettings(), getLoginSettings()]);
    return { registration, login };
  } catch {
    return null;
  }
}
