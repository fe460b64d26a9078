import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { adverseEventsPath } from './paths';

/** Client route of the adverse-events module (spec part 1 §2): a page that opens the external form in a new window. */
export const adverseEventsRoutes: RouteObject[] = [
  {
    path: adverseEventsPath,
    lazy: () =>
      Promise.all([import('./components/adverse-events-page'), loadNamespace('adverse-events')]).then(([m]) => ({ Component: m.AdverseEventsPage })),
  },
];
