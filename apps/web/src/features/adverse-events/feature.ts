import type { FeatureTexts, WebFeature } from '../../app/feature';
import type adverseEvents from './i18n/pl/adverse-events.json';
import type adverseEventsMenu from './i18n/pl/adverse-events-menu.json';
import { adverseEventsPath } from './paths';
import { adverseEventsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    'adverse-events': { 'adverse-events': typeof adverseEvents };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'adverse-events-menu': typeof adverseEventsMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { 'adverse-events': ['adverse-events'], shell: ['adverse-events-menu'] } satisfies FeatureTexts;

export const feature: WebFeature = {
  name: 'adverse-events',
  flag: 'adverseEventsModule',
  routes: adverseEventsRoutes,
  menu: { path: adverseEventsPath, labelKey: 'menu.adverseEvents', order: 50 },
};
