import type { WebFeature } from '../../app/feature';
import { hubRoutes } from './routes';

export const feature: WebFeature = { name: 'hub', routes: hubRoutes };
