import '@portal/ui/test/setup-dom';
import { beforeAll } from 'vitest';
import { loadNamespace, provideTextLoaders } from '../i18n';
import { bundles } from '../i18n/bundles';
import '../app/providers';

provideTextLoaders(async () => bundles);

// Components are tested outside their lazy routes, so every feature's texts are loaded up front.
beforeAll(async () => {
  await Promise.all([
    loadNamespace('layout'),
    loadNamespace('dashboard'),
    loadNamespace('patients'),
    loadNamespace('organisation'),
    loadNamespace('settings'),
    loadNamespace('staff'),
    loadNamespace('questionnaires'),
    loadNamespace('messages'),
    loadNamespace('records'),
    loadNamespace('documentRequests', 'document-requests'),
    loadNamespace('auth', 'password'),
    loadNamespace('ui', 'ui-forms'),
    loadNamespace('ui', 'ui-signed-in'),
    loadNamespace('ui', 'ui-questionnaire'),
  ]);
});
