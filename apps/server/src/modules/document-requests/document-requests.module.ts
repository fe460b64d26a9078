import type { PortalModule } from '../portal-module';
import { documentRequestsRoutes } from './document-requests-routes';
import { documentRequestsClinicRoutes } from './document-requests-clinic-routes';
import { requestDecisionMailJob } from './document-request-notices';
import { countOpenRequests } from './document-requests-service';
import { documentRequestsMessageTexts } from './document-requests.message-texts';


/** Requests for copies of medical documentation. */
export const documentRequestsModule: PortalModule = {
  name: 'document-requests',
  tier: 'feature',
  order: 220,
  flag: 'clinicalDocumentRequestsModule',
  tables: ['documentRequests', 'documentRequestDocuments', 'documentRequestAttachments'],
  routes: documentRequestsRoutes,
  clinicRoutes: documentRequestsClinicRoutes,
  jobs: [requestDecisionMailJob],
  clinicQueues: [{ key: 'DOCUMENT_REQUESTS', roles: ['REGISTRAR', 'ADMIN'], path: '/document-requests', count: (deps) => countOpenRequests(deps) }],
  // The notice and e-mail of a decided request.
  messageTexts: documentRequestsMessageTexts,
};
