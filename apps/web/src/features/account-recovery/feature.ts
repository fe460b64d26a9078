import type { WebFeature } from '../../app/feature';
import { accountRecoveryRoutes } from './routes';

export const feature: WebFeature = { name: 'account-recovery', publicRoutes: accountRecoveryRoutes };
