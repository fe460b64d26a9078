import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import type organisation from './i18n/pl/organisation.json';
import { ORGANISATION_PATH } from './paths';
import { organisationRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    organisation: { organisation: typeof organisation };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { organisation: ['organisation'] } satisfies FeatureTexts;

/** Units, practitioners and services. */
export const feature: ConsoleFeature = {
  name: 'organisation',
  // Every role reads the organisation; only an administrator changes it (the forms are read-only for others).
  areas: [{ order: 100, routes: organisationRoutes, roles: everyone, nav: { path: ORGANISATION_PATH, label: 'nav.organisation' } }],
};
