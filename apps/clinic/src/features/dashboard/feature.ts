import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type dashboard from './i18n/pl/dashboard.json';
import type dashboardMenu from './i18n/pl/dashboard-menu.json';
import { DASHBOARD_PATH } from './paths';
import { dashboardRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    dashboard: { dashboard: typeof dashboard };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'dashboard-menu': typeof dashboardMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { dashboard: ['dashboard'], layout: ['dashboard-menu'] } satisfies FeatureTexts;

/** The landing page: what waits for the clinic. */
export const feature: ConsoleFeature = {
  name: 'dashboard',
  areas: [{ order: 10, routes: dashboardRoutes, roles: everyone, nav: { path: DASHBOARD_PATH, label: 'nav.dashboard' } }],
};
