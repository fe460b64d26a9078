import type { WebFeature } from '../../app/feature';
import { legalRoutes } from './routes';

export const feature: WebFeature = { name: 'legal', publicRoutes: legalRoutes };
