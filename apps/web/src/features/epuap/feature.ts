import type { WebFeature } from '../../app/feature';
import { epuapRoutes } from './routes';

export const feature: WebFeature = { name: 'epuap', publicRoutes: epuapRoutes };
