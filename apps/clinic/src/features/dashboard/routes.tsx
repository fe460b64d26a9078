import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** The landing page (/clinic/), its page and texts loaded with it. */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => Promise.all([import('./components/dashboard-page'), loadNamespace('dashboard')]).then(([m]) => ({ Component: m.DashboardPage })),
  },
];
