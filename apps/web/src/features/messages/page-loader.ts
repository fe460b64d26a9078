import { loadNamespace } from '../../i18n';

/**
 * The page of a route of the module (all in one chunk, pages.ts) with its texts. Reached through this
 * small chunk so that the app's entry names one chunk for the module instead of every chunk its pages need.
 */
export const load = (path: string) =>
  Promise.all([import('./pages'), loadNamespace('messages'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms')]).then(([m]) => ({
    Component: path === '/messages-to-confirm' ? m.ToConfirmPage : m.MessagesRoute,
  }));
