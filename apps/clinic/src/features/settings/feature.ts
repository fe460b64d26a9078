import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type settings from './i18n/pl/settings.json';
import type settingsMenu from './i18n/pl/settings-menu.json';
import { SETTINGS_PATH } from './paths';
import { settingsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    settings: { settings: typeof settings };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'settings-menu': typeof settingsMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { settings: ['settings'], layout: ['settings-menu'] } satisfies FeatureTexts;

/** The installation's settings (administrators). */
export const feature: ConsoleFeature = {
  name: 'settings',
  areas: [{ order: 140, routes: settingsRoutes, roles: ['ADMIN'], nav: { path: SETTINGS_PATH, label: 'nav.settings' } }],
};
