import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** Both pages come in one chunk, with their texts joining the sign-in namespace. */
const page = (name: 'EpuapSuccessPage' | 'EpuapErrorPage') => () =>
  Promise.all([import('./components/epuap-pages'), loadNamespace('login', 'epuap')]).then(([m]) => ({ Component: m[name] }));

/**
 * Public landing pages of the public e-service (ePUAP / Profil Zaufany): the server redirects here
 * after the e-service's answer (spec part 1 §2). Generic over `type` (default: sign-in), so other
 * e-service operations can land here with texts of their own.
 */
export const epuapRoutes: RouteObject[] = [
  { path: '/epuap/success', lazy: page('EpuapSuccessPage') },
  { path: '/epuap/error', lazy: page('EpuapErrorPage') },
];
