import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type organisation from './i18n/pl/organisation.json';
import type organisationMenu from './i18n/pl/organisation-menu.json';
import { ORGANISATION_PATH } from './paths';
import { organisationRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    organisation: { organisation: typeof organisation };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'organisation-menu': typeof organisationMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { organisation: ['organisation'], layout: ['organisation-menu'] } satisfies FeatureTexts;

/** Units, practitioners and services. */
export const feature: ConsoleFeature = {
  name: 'organisation',
  // Every role reads the organisation; only an administrator changes it (the forms are read-only for others).
  areas: [{ order: 100, routes: organisationRoutes, roles: everyone, nav: { path: ORGANISATION_PATH, label: 'nav.organisation' } }],
};
