import type { PortalModule } from '../portal-module';

/** Signing a portal document (declaration, consent) through the public e-service with a XAdES signature. */
export const eSigningModule: PortalModule = {
  name: 'e-signing',
  tier: 'platform',
  order: 205,
  tables: ['signingRequests', 'documentSignatures'],
};
