import '@portal/ui/test/setup-dom';
import { beforeAll } from 'vitest';
import { loadNamespace, provideTextLoaders } from '../i18n';
import { bundles } from '../i18n/bundles';
// Every feature's menu texts, as the signed-in menu has them (in every language, from the start).
import '../i18n/menu-texts';
import { texts as accountTexts } from '../features/account/feature';
import '../shared/settings/root-data';
// The features of this build, handed to app/modules.ts as at the app's start (routeExists, the menu).
import '../app/features';

provideTextLoaders(async () => bundles);

// Components are tested outside their lazy routes, so every feature's texts are loaded up front.
beforeAll(async () => {
  await Promise.all([loadNamespace('common', 'forms'), loadNamespace('common', 'common-signed-in'), loadNamespace('ui', 'ui-forms'), loadNamespace('ui', 'ui-signed-in'), loadNamespace('allergies'), ...accountTexts.account.map((file) => loadNamespace('account', file)), loadNamespace('legal'), loadNamespace('shell', 'shell-signed-in'), loadNamespace('login', 'account-access')]);
});
