import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** The telehealth pages (spec part 2 §2): one page for the three steps, so the call joined in the waiting room goes on in the consultation. */
export const telehealthRoutes = (): RouteObject[] => [
  {
    path: '/telehealth/:step?',
    lazy: () =>
      Promise.all([import('./components/telehealth-page'), loadNamespace('telehealth'), loadNamespace('ui', 'ui-call')]).then(([m]) => ({ Component: m.TelehealthPage })),
  },
];
