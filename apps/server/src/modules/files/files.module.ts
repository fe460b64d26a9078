import type { PortalModule } from '../portal-module';
import { filesRoutes } from './files-routes';
import { filesSweepJob, moveLegacyAttachments } from './files-service';


/** Uploaded files: staging, claiming, sweeping and downloads under the owner's access rules. */
export const filesModule: PortalModule = {
  name: 'files',
  tier: 'foundation',
  order: 140,
  tables: ['files', 'patientAttachments'],
  routes: filesRoutes,
  jobs: [filesSweepJob],
  atStart: async (deps) => {
    await moveLegacyAttachments(deps);
  },
};
