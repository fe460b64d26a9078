import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { DOCUMENT_REQUESTS_PATH } from './paths';

/** With the paged list's texts ("Pokaż więcej"). */
const texts = () => Promise.all([loadNamespace('documentRequests', 'document-requests'), loadNamespace('ui', 'ui-signed-in')]);
/** The request's page shows the file field: the shared field texts load with it. */
const withFields = () => Promise.all([texts(), loadNamespace('ui', 'ui-forms')]);

/** The queue of document requests and one request (registration and administrators). */
export const documentRequestRoutes: RouteObject[] = [
  { path: DOCUMENT_REQUESTS_PATH, lazy: () => Promise.all([import('./components/requests-page'), texts()]).then(([m]) => ({ Component: m.RequestsPage })) },
  { path: `${DOCUMENT_REQUESTS_PATH}/:requestId`, lazy: () => Promise.all([import('./components/request-page'), withFields()]).then(([m]) => ({ Component: m.RequestPage })) },
];
