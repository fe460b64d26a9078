import type { WebFeature } from '../../app/feature';
import { medicalRecordRoutes } from './routes';

export const feature: WebFeature = {
  name: 'medical-record',
  flag: 'medicalServicesModule',
  routes: medicalRecordRoutes,
  menu: { path: '/benefits/encounters', labelKey: 'menu.benefits', order: 20 },
};
