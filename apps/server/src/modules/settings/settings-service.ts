import crypto from 'node:crypto';
import {
  linkKindLetters,
  settingsGroupKeys,
  settingsGroupSchemas,
  type ClinicLink,
  type ClinicSettings,
  type Identification,
  type LoginSettings,
  type RegistrationSettings,
  type TopBarLink,
  type z,
  type smsConfirmationSettingsSchema,
} from '@portal/contracts';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { NotFound, Validation } from '../../errors';
import { APP_VERSION } from '../../version';
import { recordEvent } from '../event-log/event-log-service';
import { typeRecognisedByContent } from '../files/files-service';
import * as repo from './settings-repository';
import { settingsDefaults, type SettingsGroups, type SettingsKey } from './settings-defaults';
import type { KeptSettings } from './kept-settings';

export type { KeptSettings } from './kept-settings';

type SettingsDeps = Pick<Deps, 'db'>;

/** The schema each stored group must satisfy once merged over its defaults (contracts `settingsGroupSchemas`). */
const groupSchemas: { [K in SettingsKey]: z.ZodType<SettingsGroups[K]> } = settingsGroupSchemas;

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

// ---------------------------------------------------------------------------------------------------
// The clinic console (settings-clinic-routes): every group and the top-bar links, edited by an ADMIN

export function createKeptSettings(deps: SettingsDeps, ttlMs: number): KeptSettings {
  const kept = new Map<SettingsKey, { until: number; value: Promise<unknown> }>();
  return {
    current<K extends SettingsKey>(key: K): Promise<SettingsGroups[K]> {
      const now = performance.now();
      const entry = kept.get(key);
      if (entry && now < entry.until) return entry.value as Promise<SettingsGroups[K]>;
      const value = getSettings(deps, key);
      const fresh = { until: now + ttlMs, value };
      value.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      if (ttlMs > 0) kept.set(key, fresh);
      return value;
    },
    changed(key) {
      kept.delete(key);
    },
  };
}

/** The staff member making a change, as the event log keeps it. */
export interface SettingsActor {
  staffId: number;
  login: string;
  ip: string | null;
}

type EditDeps = SettingsDeps & Pick<Deps, 'clock' | 'keptSettings'>;

const changeEvent = (actor: SettingsActor, description: string) => ({
  eventType: 'STAFF_SETTINGS_CHANGED',
  outcome: 'SUCCESS' as const,
  staffId: actor.staffId,
  username: actor.login,
  ip: actor.ip,
  description,
});

/** Every editable group with its current value (stored fields over the defaults). */
export async function listClinicSettings(deps: SettingsDeps): Promise<ClinicSettings> {
  const values = await Promise.all(settingsGroupKeys.map(async (key) => [key, await getSettings(deps, key)] as const));
  return Object.fromEntries(values) as ClinicSettings;
}

/** Rules a group needs beyond its schema (settingsEditSchemas): those that depend on the server. */
async function checkGroup<K extends SettingsKey>(key: K, value: SettingsGroups[K]): Promise<void> {
  if (key === 'file-upload') {
    const { fileTypes } = value as SettingsGroups['file-upload'];
    // Uploads are checked by their content: a type the server cannot recognise would refuse every such file.
    const unknown = await Promise.all(fileTypes.map(async (type, index) => ((await typeRecognisedByContent(type)) ? null : { type, index })));
    const errors = unknown.flatMap((u) =>
      u ? [{ path: `fileTypes.${u.index}`, message: `Serwer nie rozpoznaje plików typu „${u.type}” po ich zawartości: takich plików nie da się przyjąć` }] : [],
    );
    if (errors.length > 0) throw Validation(errors[0].message, errors);
  }
}

/**
 * Stores a whole group (already validated by its edit schema) and records who changed it, in one
 * transaction; then this process forgets what it keeps of the group. Answers the group as now served.
 */
export async function saveSettings<K extends SettingsKey>(deps: EditDeps, key: K, value: SettingsGroups[K], actor: SettingsActor): Promise<SettingsGroups[K]> {
  await checkGroup(key, value);
  await withTransaction(deps.db, async (tx) => {
    await repo.storeSettingsValue(tx, key, value, deps.clock.now());
    await recordEvent(deps, changeEvent(actor, `Ustawienia: ${key}`), { tx });
  });
  deps.keptSettings.changed(key);
  return getSettings(deps, key);
}

const toClinicLink = (row: repo.LinkRow): ClinicLink => row;

export async function listClinicLinks(deps: SettingsDeps): Promise<ClinicLink[]> {
  return (await repo.listLinksWithPositions(deps.db)).map(toClinicLink);
}

export interface LinkInput {
  kind: ClinicLink['kind'];
  namePl: string;
  nameEn: string;
  nameUk: string | null;
  url: string;
  sso: boolean;
  position?: number;
}

/** A new top-bar link; without a position it goes after the others. */
export async function createLink(deps: EditDeps, input: LinkInput, actor: SettingsActor): Promise<ClinicLink> {
  return withTransaction(deps.db, async (tx) => {
    const position = input.position ?? (await repo.lastLinkPosition(tx)) + 10;
    const row = await repo.insertLink(tx, { ...input, position });
    await recordEvent(deps, changeEvent(actor, `Odnośnik ${row.id}: dodany`), { tx });
    return toClinicLink(row);
  });
}

/** Changes a link; without a position it keeps its place. Unknown id: 404. */
export async function updateLink(deps: EditDeps, linkId: number, input: LinkInput, actor: SettingsActor): Promise<ClinicLink> {
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.updateLink(tx, linkId, input);
    if (!row) throw NotFound();
    await recordEvent(deps, changeEvent(actor, `Odnośnik ${row.id}: zmieniony`), { tx });
    return toClinicLink(row);
  });
}

export async function deleteLink(deps: EditDeps, linkId: number, actor: SettingsActor): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.deleteLink(tx, linkId))) throw NotFound();
    await recordEvent(deps, changeEvent(actor, `Odnośnik ${linkId}: usunięty`), { tx });
  });
}

/**
 * Puts the links in the given order (positions 10, 20, …). The list names every link once: an
 * unknown id is 404, a link left out is 400 (someone else added one meanwhile: read the list again).
 */
export async function reorderLinks(deps: EditDeps, ids: readonly number[], actor: SettingsActor): Promise<ClinicLink[]> {
  await withTransaction(deps.db, async (tx) => {
    const existing = new Set(await repo.lockLinkIds(tx));
    if (ids.some((id) => !existing.has(id))) throw NotFound();
    if (ids.length !== existing.size) {
      const message = 'Podaj kolejność wszystkich odnośników (lista mogła się zmienić: odśwież ją)';
      throw Validation(message, [{ path: 'ids', message }]);
    }
    await repo.setLinkPositions(tx, ids);
    await recordEvent(deps, changeEvent(actor, `Odnośniki: nowa kolejność (${ids.join(', ')})`), { tx });
  });
  return listClinicLinks(deps);
}

/** The defaults of every group (the seed stores them on a fresh database). */
export { settingsDefaults, type SettingsGroups, type SettingsKey } from './settings-defaults';
