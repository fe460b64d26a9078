import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type documentRequests from './i18n/pl/document-requests.json';
import type documentRequestsMenu from './i18n/pl/document-requests-menu.json';
import { DOCUMENT_REQUESTS_PATH } from './paths';
import { documentRequestRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    documentRequests: { 'document-requests': typeof documentRequests };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'document-requests-menu': typeof documentRequestsMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { documentRequests: ['document-requests'], layout: ['document-requests-menu'] } satisfies FeatureTexts;

/** Patients' requests for copies of their documentation (the DOCUMENT_REQUESTS queue). */
export const feature: ConsoleFeature = {
  name: 'document-requests',
  areas: [{ order: 70, routes: documentRequestRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: DOCUMENT_REQUESTS_PATH, label: 'nav.documentRequests' } }],
};
