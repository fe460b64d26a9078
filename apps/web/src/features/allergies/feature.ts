import type { WebFeature } from '../../app/feature';
import { allergiesRoutes } from './routes';

export const feature: WebFeature = {
  name: 'allergies',
  flag: 'allergyModule',
  routes: allergiesRoutes,
  menu: { path: '/allergies', labelKey: 'menu.allergies', order: 30 },
};
