import type { WebFeature } from '../../app/feature';
import { benefitsRoutes } from './routes';

export const feature: WebFeature = {
  name: 'benefits',
  flag: 'medicalServicesModule',
  routes: benefitsRoutes,
  menu: { path: '/benefits/encounters', labelKey: 'menu.benefits', order: 20 },
};
