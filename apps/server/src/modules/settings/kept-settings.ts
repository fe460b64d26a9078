import type { SettingsGroups, SettingsKey } from './settings-defaults';

/**
 * The settings groups as this process keeps them: a busy path (the module switches of every request,
 * making a booking) reads a group at most once per SETTINGS_CACHE_MS (1 s by default; 0 in tests)
 * instead of once per request. A group stored through this process (the clinic console) is dropped at
 * once; another copy of the server behind the same database follows within SETTINGS_CACHE_MS.
 */
export interface KeptSettings {
  /** The group as read at most SETTINGS_CACHE_MS ago (a failed read is not kept: the next call asks again). */
  current<K extends SettingsKey>(key: K): Promise<SettingsGroups[K]>;
  /** This process stored the group: the next `current` reads it afresh. */
  changed(key: SettingsKey): void;
}
