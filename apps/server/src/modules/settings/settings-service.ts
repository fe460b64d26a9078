import crypto from 'node:crypto';
import {
  adverseEventsSettingsSchema,
  applicationSettingsSchema,
  fileUploadParamsSchema,
  helpSettingsSchema,
  identificationSchema,
  identificationSettingsSchema,
  storedLoginSettingsSchema,
  messageComponentSettingsSchema,
  patientAccountSettingsSchema,
  registerAccountDescSchema,
  registrationSettingsSchema,
  smsConfirmationSettingsSchema,
  systemInstallationSchema,
  type Identification,
  type RegistrationSettings,
  linkKindLetters,
  type TopBarLink,
  type z,
  type LoginSettings,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { APP_VERSION } from '../../version';
import * as repo from './settings-repository';
import { settingsDefaults, type SettingsGroups, type SettingsKey } from './settings-defaults';

type SettingsDeps = Pick<Deps, 'db'>;

/** The schema each stored group must satisfy once merged over its defaults. */
const groupSchemas: { [K in SettingsKey]: z.ZodType<SettingsGroups[K]> } = {
  application: applicationSettingsSchema,
  login: storedLoginSettingsSchema,
  registration: registrationSettingsSchema.omit({ systemInstallationSettings: true, fileUploadParams: true }),
  'patient-account': patientAccountSettingsSchema,
  'sms-confirmation': smsConfirmationSettingsSchema.omit({ codeValidityMinutes: true }),
  'system-installation': systemInstallationSchema,
  'identification-settings': identificationSettingsSchema,
  identification: identificationSchema.omit({ appVersion: true }),
  'file-upload': fileUploadParamsSchema,
  'message-component': messageComponentSettingsSchema,
  help: helpSettingsSchema,
  'register-account-desc': registerAccountDescSchema,
  'adverse-events': adverseEventsSettingsSchema,
};

export class InvalidSettingsError extends Error {
  constructor(readonly key: string) {
    super(`stored settings group "${key}" does not match its schema`);
  }
}

/**
 * One settings group: the stored fields over the defaults. A stored group that breaks its schema is
 * a configuration fault, not something to guess around: it fails loudly (500, logged) instead of
 * serving half-valid settings to every client.
 */
export async function getSettings<K extends SettingsKey>(deps: SettingsDeps, key: K): Promise<SettingsGroups[K]> {
  const stored = await repo.findSettingsValue(deps.db, key);
  const defaults = settingsDefaults[key];
  if (stored == null) return defaults;
  if (typeof stored !== 'object' || Array.isArray(stored)) throw new InvalidSettingsError(key);
  const parsed = groupSchemas[key].safeParse({ ...defaults, ...stored });
  if (!parsed.success) throw new InvalidSettingsError(key);
  return parsed.data;
}

export async function getRegistrationSettings(deps: SettingsDeps): Promise<RegistrationSettings> {
  const [registration, installation, fileUploadParams] = await Promise.all([
    getSettings(deps, 'registration'),
    getSettings(deps, 'system-installation'),
    getSettings(deps, 'file-upload'),
  ]);
  return {
    ...registration,
    // Poland is always offered by the form itself; the list names the other countries only.
    supportedCountries: registration.supportedCountries.filter((c) => c.toUpperCase() !== 'PL'),
    systemInstallationSettings: { phones: installation.phones, region: installation.region },
    fileUploadParams,
  };
}

/** The login page's settings: the stored group and whether an e-service sign-in is configured. */
export async function getLoginSettings(deps: SettingsDeps & Pick<Deps, 'eService'>): Promise<LoginSettings> {
  return { ...(await getSettings(deps, 'login')), eServiceSignIn: deps.eService !== null };
}

/** The SMS confirmation settings, with the code lifetime the codes really have (config.SMS_CODE_VALID_MINUTES). */
export async function getSmsConfirmationSettings(deps: SettingsDeps & Pick<Deps, 'config'>): Promise<z.infer<typeof smsConfirmationSettingsSchema>> {
  return { ...(await getSettings(deps, 'sms-confirmation')), codeValidityMinutes: deps.config.SMS_CODE_VALID_MINUTES };
}

export async function getFileSettings(deps: SettingsDeps) {
  return { fileUploadParams: await getSettings(deps, 'file-upload') };
}

export async function getIdentification(deps: SettingsDeps): Promise<Identification> {
  return { ...(await getSettings(deps, 'identification')), appVersion: APP_VERSION };
}

/** Strong entity tag of a JSON body: the same bytes always give the same tag. */
export function entityTag(body: unknown): string {
  return `"${crypto.createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix does not matter, `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

export async function listTopBarLinks(deps: SettingsDeps): Promise<TopBarLink[]> {
  return (await repo.listLinks(deps.db)).map((link) => ({ ...link, kind: linkKindLetters[link.kind] }));
}
