import type { WebFeature } from '../../app/feature';
import { adverseEventsPath } from './paths';
import { adverseEventsRoutes } from './routes';

export const feature: WebFeature = {
  name: 'adverse-events',
  flag: 'adverseEventsModule',
  routes: adverseEventsRoutes,
  menu: { path: adverseEventsPath, labelKey: 'menu.adverseEvents', order: 50 },
};
