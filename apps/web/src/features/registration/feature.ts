import type { WebFeature } from '../../app/feature';
import { registrationRoutes } from './routes';

export const feature: WebFeature = { name: 'registration', publicRoutes: registrationRoutes };
