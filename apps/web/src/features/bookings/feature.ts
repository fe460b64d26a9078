import type { WebFeature } from '../../app/feature';
import { bookingsPublicRoutes, bookingsRoutes } from './routes';

export const feature: WebFeature = {
  name: 'bookings',
  flag: 'bookingsModule',
  routes: bookingsRoutes,
  publicRoutes: bookingsPublicRoutes,
  menu: { path: '/bookings', labelKey: 'menu.bookings', order: 10 },
};
