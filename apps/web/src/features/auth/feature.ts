import type { WebFeature } from '../../app/feature';
import { authRoutes } from './routes';

export const feature: WebFeature = { name: 'auth', publicRoutes: authRoutes };
