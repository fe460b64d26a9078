import type { PortalModule } from '../portal-module';
import { ssoRoutes } from './sso-routes';
import { ssoOtherAppPages } from './sso-other-app-page';


/** Single sign-on into the provider's other applications. */
export const ssoModule: PortalModule = {
  name: 'sso',
  tier: 'feature',
  order: 120,
  tables: ['ssoTokens'],
  // A single-sign-on token is redeemed only while the session that minted it lives (one query).
  usesTables: ['sessions'],
  routes: ssoRoutes,
  // The provider's "other application" of the seeded SSO link (/sim/other-app), demo mode only and local only.
  pages: ssoOtherAppPages,
};
