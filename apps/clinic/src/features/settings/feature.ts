import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type settings from './i18n/pl/settings.json';
import { SETTINGS_PATH } from './paths';
import { settingsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    settings: { settings: typeof settings };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { settings: ['settings'] } satisfies FeatureTexts;

/** The installation's settings (administrators). */
export const feature: ConsoleFeature = {
  name: 'settings',
  areas: [{ order: 140, routes: settingsRoutes, roles: ['ADMIN'], nav: { path: SETTINGS_PATH, label: 'nav.settings' } }],
};
