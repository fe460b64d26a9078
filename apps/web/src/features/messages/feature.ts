import type { WebFeature } from '../../app/feature';
import { messagesRoutes } from './routes';

export const feature: WebFeature = {
  name: 'messages',
  flag: 'messagesModule',
  routes: messagesRoutes,
  menu: { path: '/messages', labelKey: 'menu.messages', order: 40 },
};
