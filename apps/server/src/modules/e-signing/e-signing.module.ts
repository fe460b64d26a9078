import type { PortalModule } from '../portal-module';
import { eSigningRoutes, eSigningSimulatorPages } from './e-signing-routes';
import type { SignablesByKind } from './e-signing-service';

/** Signing a portal document (declaration, consent) through the public e-service with a XAdES signature. */
export const eSigningModule: PortalModule = {
  name: 'e-signing',
  tier: 'platform',
  order: 205,
  tables: ['signingRequests', 'documentSignatures'],
  // The documents come from other modules (their descriptors' signables), found per answer.
  routes: (deps, portal) => eSigningRoutes(deps, () => signablesOf(portal.modules)),
  // The e-service simulator's signing page (/sim/epuap/sign-document), demo mode only and local only.
  pages: eSigningSimulatorPages,
};

/** The signable documents the modules name, by kind (the first module that names a kind keeps it). */
export function signablesOf(list: readonly PortalModule[]): SignablesByKind {
  const signables: Record<string, NonNullable<PortalModule['signables']>[string]> = {};
  for (const m of list) for (const [kind, signable] of Object.entries(m.signables ?? {})) signables[kind] ??= signable;
  return signables;
}
