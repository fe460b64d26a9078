import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { SHARED_DOCUMENTS_PATH } from './paths';

/** With the paged list's texts ("Pokaż więcej"). */
const texts = () => Promise.all([loadNamespace('partnerDocuments', 'partner-documents'), loadNamespace('ui', 'ui-signed-in')]);

/** "Udostępnione dokumenty" and one document (a partner's staff member). */
export const partnerDocumentRoutes: RouteObject[] = [
  { path: SHARED_DOCUMENTS_PATH, lazy: () => Promise.all([import('./components/shared-documents-page'), texts()]).then(([m]) => ({ Component: m.SharedDocumentsPage })) },
  {
    path: `${SHARED_DOCUMENTS_PATH}/:docType/:documentId`,
    lazy: () => Promise.all([import('./components/shared-document-page'), texts()]).then(([m]) => ({ Component: m.SharedDocumentPage })),
  },
];
