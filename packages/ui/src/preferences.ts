import { useSyncExternalStore } from 'react';

/** The footer's display controls; both default to 'default' (spec part 2 §9). */
export const contrastModes = ['default', 'high'] as const;
export const fontSizes = ['default', 'larger', 'largest'] as const;
export type ContrastMode = (typeof contrastModes)[number];
export type FontSize = (typeof fontSizes)[number];

export interface Preferences {
  contrast: ContrastMode;
  fontSize: FontSize;
}

export const DEFAULT_PREFERENCES: Preferences = { contrast: 'default', fontSize: 'default' };
export const PREFERENCES_KEY = 'portal.preferences';

/** Root font sizes: Mantine sizes everything in rem, so the whole page scales with them. */
export const rootFontSize: Record<FontSize, string> = { default: '100%', larger: '112.5%', largest: '125%' };

function read(): Preferences {
  try {
    const raw = localStorage.getItem(PREFERENCES_KEY);
    if (!raw) return DEFAULT_PREFERENCES;
    const parsed = JSON.parse(raw) as Partial<Preferences>;
    return {
      contrast: contrastModes.includes(parsed.contrast as ContrastMode) ? (parsed.contrast as ContrastMode) : 'default',
      fontSize: fontSizes.includes(parsed.fontSize as FontSize) ? (parsed.fontSize as FontSize) : 'default',
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

let current: Preferences = read();
const listeners = new Set<() => void>();

/** Puts the preferences on <html>: a data attribute the high-contrast styles key on, and the root font size. */
export function applyPreferences(prefs: Preferences = current) {
  const html = document.documentElement;
  html.dataset.contrast = prefs.contrast;
  html.style.fontSize = rootFontSize[prefs.fontSize];
}

export function getPreferences(): Preferences {
  return current;
}

export function setPreferences(change: Partial<Preferences>) {
  current = { ...current, ...change };
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(current));
  } catch {
    // Without storage the choice still holds for this visit.
  }
  applyPreferences(current);
  listeners.forEach((l) => l());
}

/** Re-reads the stored preferences (another tab, or a test that changed the storage). */
export function reloadPreferences() {
  current = read();
  applyPreferences(current);
  listeners.forEach((l) => l());
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
