import { loadNamespace } from '../../i18n';

/**
 * The module's pages (one chunk, pages.tsx) with their texts. Reached through this small chunk so that the
 * app's entry names one chunk for the module instead of every chunk its pages need.
 */
export const load = () =>
  Promise.all([import('./pages'), loadNamespace('medical-record'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms'), loadNamespace('ui', 'ui-questionnaire')]).then(([m]) => ({
    Component: m.BenefitsRoute,
  }));
