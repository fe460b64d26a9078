import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type documentRequests from './i18n/pl/document-requests.json';
import { DOCUMENT_REQUESTS_PATH } from './paths';
import { documentRequestRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    documentRequests: { 'document-requests': typeof documentRequests };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { documentRequests: ['document-requests'] } satisfies FeatureTexts;

/** Patients' requests for copies of their documentation (the DOCUMENT_REQUESTS queue). */
export const feature: ConsoleFeature = {
  name: 'document-requests',
  areas: [{ order: 70, routes: documentRequestRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: DOCUMENT_REQUESTS_PATH, label: 'nav.documentRequests' } }],
};
