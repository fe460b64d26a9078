import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type partnerDocuments from './i18n/pl/partner-documents.json';
import type partnerDocumentsMenu from './i18n/pl/partner-documents-menu.json';
import { SHARED_DOCUMENTS_PATH } from './paths';
import { partnerDocumentRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    partnerDocuments: { 'partner-documents': typeof partnerDocuments };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'partner-documents-menu': typeof partnerDocumentsMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { partnerDocuments: ['partner-documents'], layout: ['partner-documents-menu'] } satisfies FeatureTexts;

/**
 * A partner organisation's staff member (role PARTNER, issue 30 item 5): the documents patients share with
 * her partner, and nothing else — her only page, and her home.
 */
export const feature: ConsoleFeature = {
  name: 'partner-documents',
  areas: [{ order: 5, routes: partnerDocumentRoutes, roles: ['PARTNER'], nav: { path: SHARED_DOCUMENTS_PATH, label: 'nav.sharedDocuments' } }],
};
