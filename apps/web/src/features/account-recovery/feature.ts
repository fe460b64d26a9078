import type { FeatureTexts, WebFeature } from '../../app/feature';
import type accountRecovery from './i18n/pl/account-recovery.json';
import { accountRecoveryRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    'account-recovery': { 'account-recovery': typeof accountRecovery };
  }
}

/** Its namespaces' files as values (see FeatureTexts). */
export const texts = { 'account-recovery': ['account-recovery'] } satisfies FeatureTexts;

export const feature: WebFeature = { name: 'account-recovery', publicRoutes: accountRecoveryRoutes };
