import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type organisation from './i18n/pl/organisation.json';
import type organisationMenu from './i18n/pl/organisation-menu.json';
import type partners from './i18n/pl/partners.json';
import { ORGANISATION_PATH, PARTNERS_PATH } from './paths';
import { organisationRoutes, partnersRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    organisation: { organisation: typeof organisation; partners: typeof partners };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'organisation-menu': typeof organisationMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { organisation: ['organisation', 'partners'], layout: ['organisation-menu'] } satisfies FeatureTexts;

/** Units, practitioners and services; the partners and their personnel. */
export const feature: ConsoleFeature = {
  name: 'organisation',
  // Every role reads the organisation; only an administrator changes it (the forms are read-only for others).
  areas: [
    { order: 100, routes: organisationRoutes, roles: everyone, nav: { path: ORGANISATION_PATH, label: 'nav.organisation' } },
    // Partners (spec part 1 §7) are the administrator's alone, as on the server.
    { order: 105, routes: partnersRoutes, roles: ['ADMIN'], nav: { path: PARTNERS_PATH, label: 'nav.partners' } },
  ],
};
